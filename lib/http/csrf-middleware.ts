import type { RequestHandler } from 'express';
import { HttpError } from '../errors/HttpError.js';
import { CSRF_HEADER, type CsrfProtection } from '../security/CsrfProtection.js';

/** Refuses a mutation whose `X-CSRF-Token` header does not pass the CSRF check (403 `csrf_invalid`). */
export function requireCsrf(csrf: CsrfProtection): RequestHandler {
  return async (req, _res, next) => {
    if ((await csrf.verify(req)) !== true) {
      throw HttpError.forbidden('csrf_invalid', `Missing or invalid CSRF token: send the page's token in the ${CSRF_HEADER} header`);
    }
    next();
  };
}

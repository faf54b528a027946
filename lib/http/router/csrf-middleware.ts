import type { NextFunction, RequestHandler } from 'express';
import { HttpError } from '../../errors/HttpError.js';
import { CSRF_HEADER, type CsrfProtection } from '../../security/CsrfProtection.js';

/**
 * Refuses a mutation whose `X-CSRF-Token` header does not pass the CSRF check (403 `csrf_invalid`).
 * A protection answering synchronously (the default one) is decided at once, without a promise.
 */
export function requireCsrf(csrf: CsrfProtection): RequestHandler {
  return (req, _res, next) => {
    const verdict = csrf.verify(req);
    if (verdict === true) return next();
    if (isThenable(verdict)) return Promise.resolve(verdict).then((passed) => decide(passed, next));
    decide(verdict, next);
  };
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

function decide(passed: unknown, next: NextFunction): void {
  if (passed !== true) {
    throw HttpError.forbidden('csrf_invalid', `Missing or invalid CSRF token: send the page's token in the ${CSRF_HEADER} header`);
  }
  next();
}

import type { Request, RequestHandler } from 'express';
import { HttpError } from '../../errors/HttpError.js';
import type { ClientQuota } from '../../security/rate-limit/ClientQuota.js';

/** Refuses a client's request past its quota (a mutation's, or the options endpoint's own): 429 `too_many_requests` with `Retry-After`. */
export function limitMutations(quota: ClientQuota, clientKey: (req: Request) => string): RequestHandler {
  return async (req, res, next) => {
    const wait = await quota.take(clientKey(req));
    if (wait === 0) return next();
    res.set('Retry-After', String(wait));
    next(new HttpError(429, 'too_many_requests', `Too many requests from this client; try again in ${wait} s`));
  };
}

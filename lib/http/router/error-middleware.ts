import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { HttpError } from '../../errors/HttpError.js';
import type { ErrorBody } from '../../wire/error-body.js';
import type { DataTablesLogger } from './DataTablesRouterOptions.js';
import { toHttpError } from './error-mapping.js';
import { sendJson } from '../shared/send-json.js';

const GENERIC: Record<number, string> = {
  500: 'Internal error',
  503: 'The database is unavailable; try again later',
};

/**
 * The one error handler of the router: `{ "error": { "status", "code", "message", "fields"? } }`.
 * Server errors (5xx) are logged with their stack and answered with a generic message; no stack, SQL
 * or driver message ever reaches the client.
 */
export function errorMiddleware(logger: DataTablesLogger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const body = errorBody(error, req, logger);
    sendJson(res.status(body.error.status), body);
  };
}

/** The answer of an error (a 5xx logged, its message generic): what the error handler sends, and what a streamed answer ends with. */
export function errorBody(error: unknown, req: Request, logger: DataTablesLogger): ErrorBody {
  const http = toHttpError(error);
  if (http.status >= 500) logger.error(`ux-datatables: ${req.method} ${req.originalUrl.split('?')[0]} failed`, error);
  const body: ErrorBody = {
    error: { status: http.status, code: http.code, message: http.expose ? http.message : (GENERIC[http.status] ?? GENERIC[500]) },
  };
  if (http.fields) body.error.fields = http.fields;
  return body;
}

/** 404 JSON for any path under `/datatables` that no route (or no enabled route) serves. */
export const notFoundHandler: RequestHandler = (req) => {
  throw endpointNotFound(req);
};

/** The 404 of a route that does not exist: also what an endpoint that is off for this request answers. */
export function endpointNotFound(req: Request): HttpError {
  return HttpError.notFound('not_found', `No endpoint ${req.method} ${`${req.baseUrl}${req.path}`.slice(0, 200)}`);
}

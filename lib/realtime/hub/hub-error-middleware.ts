import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler } from 'express';
import type { DataTablesLogger } from '../../config/DataTablesLogger.js';
import { HttpError } from '../../errors/HttpError.js';

/**
 * Answers the hub's errors in plain text (with RFC 6750's `WWW-Authenticate` on 401 and on a 403 of the grant), as the Go hub does: the message of a client error (including
 * the body parser's 413 and 415), a bare status text for a server error, which is logged.
 */
export function hubErrorMiddleware(logger: DataTablesLogger): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    const status = statusOf(error);
    if (status >= 500) logger.error('Mercure dev hub: request failed', error);
    if (res.headersSent) {
      res.end();
      return;
    }
    // RFC 6750 section 3: no error code without a token; invalid_token for a rejected one; insufficient_scope for a 403 of the grant.
    const code = error instanceof HttpError ? error.code : undefined;
    if (status === 401) res.setHeader('WWW-Authenticate', code === 'invalid_token' ? 'Bearer realm="mercure", error="invalid_token"' : 'Bearer realm="mercure"');
    if (status === 403 && code === 'insufficient_scope') res.setHeader('WWW-Authenticate', 'Bearer realm="mercure", error="insufficient_scope"');
    const message = status < 500 && error instanceof Error ? error.message : STATUS_CODES[status];
    res.status(status).type('text/plain').send(`${message ?? 'Error'}\n`);
  };
}

function statusOf(error: unknown): number {
  if (error instanceof HttpError) return error.status;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 500;
}

import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler } from 'express';
import type { DataTablesLogger } from '../../config/DataTablesLogger.js';
import { HttpError } from '../../errors/HttpError.js';

/**
 * Answers the hub's errors in plain text, as the Go hub does: the message of a client error (including
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
    if (status === 401) res.setHeader('WWW-Authenticate', 'Bearer realm="mercure"');
    const message = status < 500 && error instanceof Error ? error.message : STATUS_CODES[status];
    res.status(status).type('text/plain').send(`${message ?? 'Error'}\n`);
  };
}

function statusOf(error: unknown): number {
  if (error instanceof HttpError) return error.status;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 500;
}

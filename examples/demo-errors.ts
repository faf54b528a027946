import type { ErrorRequestHandler, RequestHandler } from 'express';

/** A client's error status carried by the error (`/books/%ZZ` is 400 from Express), else 500. */
function statusOf(error: unknown): number {
  const status = (error as { status?: unknown; statusCode?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** Whether the caller wants JSON (a fetch or an API client) rather than a page. */
function wantsJson(accept: string | undefined): boolean {
  return /\bjson\b/i.test(accept ?? '') && !/text\/html/i.test(accept ?? '');
}

/** What each status is called, on the page and in JSON. */
const KNOWN: Record<number, { message: string; code: string }> = {
  400: { message: 'Bad request', code: 'bad_request' },
  403: { message: 'Forbidden', code: 'forbidden' },
  404: { message: 'Not found', code: 'not_found' },
};

/** The last route: nothing answered, so 404 (a page, or JSON for an ajax caller). */
export function notFound(): RequestHandler {
  return (req, res) => answer(req.get('Accept'), res, 404);
}

/**
 * The demo's error handler, as an application should have one: a plain page (or JSON for ajax)
 * saying what kind of error it was, never a stack trace or a path, and the details in the server's
 * log for a 5xx only (a client's mistake is not the server's news). The router answers its own
 * endpoints' errors itself, as JSON.
 */
export function demoErrors(): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const status = statusOf(error);
    if (status >= 500) console.error(`demo: ${req.method} ${req.path} failed`, error);
    answer(req.get('Accept'), res, status);
  };
}

function answer(accept: string | undefined, res: Parameters<RequestHandler>[1], status: number): void {
  const { message, code } = KNOWN[status] ?? (status >= 500 ? { message: 'Something went wrong', code: 'internal_error' } : { message: 'Request refused', code: 'refused' });
  res.status(status).set('Cache-Control', 'no-store');
  if (wantsJson(accept)) {
    res.json({ error: { status, code, message } });
    return;
  }
  res.type('html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${message}</title></head>`
    + `<body><main><h1>${message}</h1><p><a href="/">Back to the demo</a></p></main></body></html>`);
}

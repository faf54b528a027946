import express, { type Request, type RequestHandler } from 'express';
import multer from 'multer';
import { HttpError } from '../../errors/HttpError.js';

/** Most form fields one request may carry. */
const MAX_FIELDS = 100;

/**
 * The router's own body parsing, for its routes only (the application's settings are untouched):
 * JSON, urlencoded (flat, no nesting), and multipart form fields (`FormData`, no files). Bodies over
 * `limit` bytes are 413, counted as they stream (a chunked body has no Content-Length to check).
 * One middleware running the parsers in turn, and none after the one that read the body: as four
 * route handlers they were four of the router's hops on every change (2% of a cell's save).
 */
export function bodyParsers(limit: number): RequestHandler[] {
  const steps: RequestHandler[] = [
    (req, _res, next) => {
      const length = Number(req.headers['content-length']);
      next(Number.isFinite(length) && length > limit ? tooLarge() : undefined);
    },
    express.json({ limit }),
    express.urlencoded({ extended: false, limit, parameterLimit: MAX_FIELDS }),
    multipartFields(limit),
  ];
  return [(req, res, next) => {
    let index = 0;
    const step = (error?: unknown): void => {
      // body-parser marks a body it read (`req._body`): the parsers after it would each look and pass.
      if (error !== undefined && error !== null) return next(error);
      if (index === steps.length || (index > 1 && (req as { _body?: boolean })._body === true)) return next();
      try {
        void steps[index++](req, res, step);
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  }];
}

/** Multipart form fields through multer (no files), the whole body bounded as it streams. */
function multipartFields(limit: number): RequestHandler {
  const multipart = multer({
    limits: { fieldSize: limit, fields: MAX_FIELDS, parts: MAX_FIELDS, files: 0, fieldNameSize: 200 },
  }).none();
  return (req, res, next) => {
    let settled = false;
    const settle = (error?: unknown) => {
      if (settled) return;
      settled = true;
      next(error);
    };
    multipart(req, res, (error?: unknown) => {
      if (error === undefined || error === null) return settle();
      settle((error as { name?: string }).name === 'MulterError' ? error : HttpError.badRequest('The multipart body is malformed'));
    });
    // Multer bounds each field, not the whole: without Content-Length (chunked) a body of many
    // fields read ~100 times the limit. Counted here as it streams, whatever its framing.
    if (req.readableFlowing !== true) return;
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limit || settled) return;
      req.unpipe();
      req.resume();
      // Answer at once and close the connection: no reason to read the rest of a refused body.
      res.setHeader('Connection', 'close');
      settle(tooLarge());
    });
  };
}

function tooLarge(): HttpError {
  return new HttpError(413, 'payload_too_large', 'The request body is too large');
}

/** The parsed body as an object of fields; anything else (a JSON list, a string) is 400. */
export function bodyFields(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw HttpError.badRequest('The request body must be an object of fields');
  return body as Record<string, unknown>;
}

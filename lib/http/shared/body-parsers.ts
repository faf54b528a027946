import express, { type Request, type RequestHandler } from 'express';
import multer from 'multer';
import { HttpError } from '../../errors/HttpError.js';

/** Most form fields one request may carry. */
const MAX_FIELDS = 100;

/**
 * The router's own body parsing, for its routes only (the application's settings are untouched):
 * JSON, urlencoded (flat, no nesting), and multipart form fields (`FormData`, no files). Bodies over
 * `limit` bytes are 413, counted as they stream (a chunked body has no Content-Length to check).
 */
export function bodyParsers(limit: number): RequestHandler[] {
  const multipart = multer({
    limits: { fieldSize: limit, fields: MAX_FIELDS, parts: MAX_FIELDS, files: 0, fieldNameSize: 200 },
  }).none();
  return [
    (req, _res, next) => {
      const length = Number(req.headers['content-length']);
      next(Number.isFinite(length) && length > limit ? tooLarge() : undefined);
    },
    express.json({ limit }),
    express.urlencoded({ extended: false, limit, parameterLimit: MAX_FIELDS }),
    (req, res, next) => {
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
    },
  ];
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

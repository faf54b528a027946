import type { Response } from 'express';
import { jsonText } from '../../wire/json-text.js';

/**
 * `res.json(body)` without its ETag, with BigInt values as their digits (see `wire/json-text`), and
 * `Cache-Control: no-store`. These answers are a user's data or the outcome of their change (a bulk's
 * previous values, a row as saved): no cache may keep them, and a validator to revalidate them by is
 * useless (Express hashed the whole body for it: 5% of a data request).
 * A HEAD request gets the headers alone, as from `res.json`.
 */
export function sendJson(res: Response, body: unknown): void {
  const text = jsonText(body);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.setHeader('Cache-Control', 'no-store');
  res.end(res.req.method === 'HEAD' ? undefined : text);
}

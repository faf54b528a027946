import type { Response } from 'express';
import { jsonText } from '../wire/json-text.js';

/** `res.json(body)`, with BigInt values as their digits (see `wire/json-text`). */
export function sendJson(res: Response, body: unknown): void {
  res.type('json').send(jsonText(body));
}

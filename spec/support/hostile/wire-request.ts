import { DEFAULT_BODY_LIMIT } from '../../../lib/http/router/RouterContext.js';
import type { BulkEditExpectation } from './bulk-edit-expectation.js';
import type { CreateExpectation } from './create-expectation.js';
import type { RowExpectation } from './row-expectation.js';

/** The endpoints of the campaign. */
export type Endpoint = 'data' | 'delete' | 'editView' | 'editSubmit' | 'legacy' | 'createView' | 'createSubmit' | 'bulk' | 'cell' | 'rowAction' | 'bulkEdit';

/**
 * The endpoints changing rows outside a form (a cell, an application's action, a bulk edit), answering
 * JSON: each request carries a model of what it writes, to which every answer is held.
 */
export const ROW_CHANGES: ReadonlySet<Endpoint> = new Set(['cell', 'rowAction', 'bulkEdit']);

/** How the `X-CSRF-Token` header (and its cookie) are sent; resolved against a real session when sending. */
export type CsrfChoice = 'valid' | 'missing' | 'empty' | 'forged' | 'no-cookie' | 'other-session';

/**
 * One request exactly as it goes on the wire, printable: fast-check shows it as the counterexample,
 * and it is all a reproduction needs (with the session's CSRF token and cookie in place of `csrf`).
 */
export interface WireRequest {
  endpoint: Endpoint;
  method: string;
  /** Path and query string, already percent-encoded (deliberately malformed escapes included). */
  path: string;
  headers: Record<string, string | string[]>;
  csrf: CsrfChoice;
  /** Other cookies sent along with the CSRF cookie (junk the router must not trip on). */
  cookies?: string;
  /** The body as text (sent as UTF-8), or as base64 when it holds bytes that are not UTF-8. */
  body?: { text: string } | { base64: string };
  /** Sent without Content-Length (chunked), so only the body parser's own limit applies. */
  chunked?: boolean;
  /** Whether the request may legitimately change the database (right CSRF, token, entity and identifier). */
  mayWrite: boolean;
  /** Why it may not, when it may not. */
  because?: string;
  /** Whether any success (2xx) is allowed; set where the campaign knows (the create view: a valid token, a role the hook allows). */
  entitled?: boolean;
  /** A create's new row as the form must read the fields sent, or why the form must refuse them. */
  expected?: CreateExpectation;
  /** A bulk's action as the router reads it, and its `rows` when sent as JSON (to hold the rows done to the versions sent). */
  bulk?: { action: unknown; rows: unknown };
  /** A cell's or an application's action's change as the router must read it (the row it names, what it does to it). */
  row?: RowExpectation;
  /** Sent as a browser sends it (a cell, an action, a bulk edit): where the model accepts it, it must succeed. */
  plain?: boolean;
  /** A bulk edit's rows and the values each must be given, as the router must read them. */
  bulkEdit?: BulkEditExpectation;
}

/**
 * Whether the body is past the router's body limit (`DEFAULT_BODY_LIMIT`, 413 `payload_too_large`): a
 * request sent as a browser sends it may still be too large to be read, and the model cannot ask more.
 */
export function pastBodyLimit(request: WireRequest): boolean {
  const bytes = !request.body ? 0 : 'text' in request.body ? Buffer.byteLength(request.body.text) : Buffer.from(request.body.base64, 'base64').length;
  return bytes > DEFAULT_BODY_LIMIT;
}

/** A field of a body or query: its name and value (anything JSON can carry; lists repeat the name in forms). */
export type Field = [name: string, value: unknown];

/** The fields as JSON text; duplicate names kept, `undefined` values left out. */
export function jsonText(fields: Field[]): string {
  const members = fields.filter(([, value]) => value !== undefined).map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value)}`);
  return `{${members.join(',')}}`;
}

/** Percent-encodes the UTF-8 bytes of a text (lone surrogates become U+FFFD, as a browser sends them). */
export function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** The fields flattened as a form sends them: lists repeat the name, objects nest with brackets, the rest as text. */
export function formPairs(fields: Field[]): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const add = (name: string, value: unknown, depth: number): void => {
    if (value === undefined) return;
    if (Array.isArray(value) && depth < 3) for (const item of value) add(name, item, depth + 1);
    else if (value !== null && typeof value === 'object' && depth < 3) {
      for (const [key, item] of Object.entries(value)) add(`${name}[${key}]`, item, depth + 1);
    } else pairs.push([name, typeof value === 'string' ? value : JSON.stringify(value) ?? String(value)]);
  };
  for (const [name, value] of fields) add(name, value, 0);
  return pairs;
}

/** `a=1&b=2`, percent-encoded. */
export function urlencodedText(pairs: Array<[string, string]>): string {
  return pairs.map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`).join('&');
}

/** A multipart/form-data body of text fields (and optionally one file part), with `boundary`. */
export function multipartText(pairs: Array<[string, string]>, boundary: string, file = false): string {
  const parts = pairs.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '_')}"\r\n\r\n${value}\r\n`);
  if (file) parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="upload"; filename="x.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n`);
  return `${parts.join('')}--${boundary}--\r\n`;
}

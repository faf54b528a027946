import type { WireBody } from './hostile-bodies.js';
import { formPairs, type Field } from './wire-request.js';

/** A field as the router hears it (a JSON value, a form's text or texts), or why the campaign cannot tell. */
export type Heard = { value: unknown } | { unknown: string };

/** A value as the form reads it: its text (none when absent), or why the form refuses it. */
export type Read = { text: string | undefined };

const TRUE = ['1', 'on', 'true', 'yes'];
const FALSE = ['', '0', 'off', 'false', 'no'];
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Field `name` of a body as the router hears it: JSON keeps values (the last of a repeated name), a form flattens them to text (a repeated name is a list). */
export function heardField(fields: Field[], name: string, body: WireBody): Heard {
  if (body.altered) return { unknown: 'the body does not carry the fields as listed' };
  if (body.reads === 'nothing') return { value: undefined };
  const value = fields.filter(([field]) => field === name).at(-1)?.[1];
  if (body.reads === 'json') return { value: value === undefined ? undefined : JSON.parse(JSON.stringify(value)) };
  const pairs = formPairs([[name, value]]);
  if (pairs.some(([field]) => field !== name)) return { unknown: `"${name}" sent as nested names` };
  const latin1 = /iso-8859-1/i.test(String(body.headers['Content-Type'] ?? ''));
  // Sent as UTF-8 (a lone surrogate becomes U+FFFD, as a browser sends it); a latin1 form reads those bytes one by one.
  const texts = pairs.map(([, t]) => Buffer.from(t, 'utf8').toString(latin1 ? 'latin1' : 'utf8'));
  return { value: texts.length === 0 ? undefined : texts.length === 1 ? texts[0] : texts };
}

/** A heard value as the form reads a field: a list or an object is refused (422), text it cannot store too (400); the rest as text. */
export function formText(value: unknown): Read | { refused: string } {
  if (Array.isArray(value)) return { refused: 'a list in a field (422)' };
  if (value !== null && typeof value === 'object') return { refused: 'an object in a field (422)' };
  if (typeof value === 'string' && (value.includes('\u0000') || LONE_SURROGATE.test(value))) return { refused: 'text that cannot be stored (400)' };
  return { text: value === null || value === undefined ? undefined : String(value) };
}

/** A required text field, trimmed, at most `maxLength`: set in `row`, or why it is refused. */
export function text(row: Record<string, unknown>, name: string, read: Read, maxLength: number): string | undefined {
  const value = (read.text ?? '').trim();
  if (value === '') return `an empty ${name}`;
  if (value.length > maxLength) return `a ${name} over ${maxLength} characters`;
  row[name] = value;
  return undefined;
}

/** The books' status, a choice of draft or published. */
export function choice(row: Record<string, unknown>, read: Read): string | undefined {
  const value = (read.text ?? '').trim();
  if (value !== 'draft' && value !== 'published') return `status ${JSON.stringify(value)} is not a choice`;
  row.status = value;
  return undefined;
}

/** The books' featured, a checkbox: one of its values, else refused. */
export function checkbox(row: Record<string, unknown>, read: Read): string | undefined {
  const key = (read.text ?? '').trim().toLowerCase();
  if (!TRUE.includes(key) && !FALSE.includes(key)) return `featured ${JSON.stringify(key)} is not a checkbox's value`;
  row.featured = TRUE.includes(key);
  return undefined;
}

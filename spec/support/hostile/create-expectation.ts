import type { WireBody } from './hostile-bodies.js';
import { formPairs, type Field } from './wire-request.js';

/**
 * What the create form of `spec-books-create` must make of a body: the new row (its columns as the
 * snapshot names them), a refusal and why, or `unknown` where the campaign cannot tell what the
 * router heard (a body cut short, a field nested by a multipart name).
 */
export type CreateExpectation = { row: Record<string, unknown> } | { refused: string } | { unknown: string };

/** What a new book takes from its entity, whatever is posted: a posted id, version, pages or secret note is mass assignment. */
export const CREATE_DEFAULTS = { pages: null, secret_note: null, version: 1 };

type Heard = { text: string | undefined } | { refused: string } | { unknown: string };

const TRUE = ['1', 'on', 'true', 'yes'];
const FALSE = ['', '0', 'off', 'false', 'no'];
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The row a create of these fields must write, read as the form reads them (text trimmed, a checkbox absent is false). */
export function expectedCreate(fields: Field[], body: WireBody): CreateExpectation {
  if (body.altered) return { unknown: 'the body does not carry the fields as listed' };
  const reads: Read[] = [];
  // Every field is read (and refused for NUL or a lone surrogate, 400) before any is validated.
  for (const name of ['title', 'author', 'status', 'featured', 'publishedOn']) {
    const read = hear(fields, name, body);
    if (!('text' in read)) return read;
    reads.push(read);
  }
  const [title, author, status, featured, publishedOn] = reads;
  const row: Record<string, unknown> = { ...CREATE_DEFAULTS };
  const checks: Array<string | undefined> = [
    text(row, 'title', title, 120), text(row, 'author', author, 80), choice(row, status), checkbox(row, featured), day(row, publishedOn),
  ];
  const refused = checks.find((reason) => reason !== undefined);
  return refused === undefined ? { row } : { refused };
}

/** One field as the router hears it: JSON keeps values, a form flattens them to text (a repeated name is a list). */
function hear(fields: Field[], name: string, body: WireBody): Heard {
  if (body.reads === 'nothing') return { text: undefined };
  const value = fields.filter(([field]) => field === name).at(-1)?.[1];
  if (body.reads === 'json') return heardValue(value === undefined ? undefined : JSON.parse(JSON.stringify(value)));
  const pairs = formPairs([[name, value]]);
  if (pairs.some(([field]) => field !== name)) return { unknown: `"${name}" sent as nested names` };
  const latin1 = /iso-8859-1/i.test(String(body.headers['Content-Type'] ?? ''));
  // Sent as UTF-8 (a lone surrogate becomes U+FFFD, as a browser sends it); a latin1 form reads those bytes one by one.
  const texts = pairs.map(([, t]) => Buffer.from(t, 'utf8').toString(latin1 ? 'latin1' : 'utf8'));
  return heardValue(texts.length === 0 ? undefined : texts.length === 1 ? texts[0] : texts);
}

function heardValue(value: unknown): Heard {
  if (Array.isArray(value)) return { refused: 'a list in a field (422)' };
  if (value !== null && typeof value === 'object') return { refused: 'an object in a field (422)' };
  if (typeof value === 'string' && (value.includes('\u0000') || LONE_SURROGATE.test(value))) return { refused: 'text that cannot be stored (400)' };
  return { text: value === null || value === undefined ? undefined : String(value) };
}

type Read = { text: string | undefined };

function text(row: Record<string, unknown>, name: string, read: Read, maxLength: number): string | undefined {
  const value = (read.text ?? '').trim();
  if (value === '') return `an empty ${name}`;
  if (value.length > maxLength) return `a ${name} over ${maxLength} characters`;
  row[name] = value;
  return undefined;
}

function choice(row: Record<string, unknown>, read: Read): string | undefined {
  const value = (read.text ?? '').trim();
  if (value !== 'draft' && value !== 'published') return `status ${JSON.stringify(value)} is not a choice`;
  row.status = value;
  return undefined;
}

function checkbox(row: Record<string, unknown>, read: Read): string | undefined {
  const key = (read.text ?? '').trim().toLowerCase();
  if (!TRUE.includes(key) && !FALSE.includes(key)) return `featured ${JSON.stringify(key)} is not a checkbox's value`;
  row.featured = TRUE.includes(key);
  return undefined;
}

function day(row: Record<string, unknown>, read: Read): string | undefined {
  const value = (read.text ?? '').trim();
  if (value === '') return void (row.published_on = null);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !date || Number(match[1]) < 1 || date.toISOString().slice(0, 10) !== value) return `publishedOn ${JSON.stringify(value)} is not a day`;
  row.published_on = value;
  return undefined;
}

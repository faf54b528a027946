import { checkbox, choice, formText, heardField, text, type Read } from './form-reading.js';
import type { WireBody } from './hostile-bodies.js';
import type { Field } from './wire-request.js';

/**
 * What the create form of `spec-books-create` must make of a body: the new row (its columns as the
 * snapshot names them), a refusal and why, or `unknown` where the campaign cannot tell what the
 * router heard (a body cut short, a field nested by a multipart name).
 */
export type CreateExpectation = { row: Record<string, unknown> } | { refused: string } | { unknown: string };

/** What a new book takes from its entity, whatever is posted: a posted id, version, pages or secret note is mass assignment. */
export const CREATE_DEFAULTS = { pages: null, secret_note: null, version: 1 };

/** The row a create of these fields must write, read as the form reads them (text trimmed, a checkbox absent is false). */
export function expectedCreate(fields: Field[], body: WireBody): CreateExpectation {
  const reads: Read[] = [];
  // Every field is read (and refused for NUL or a lone surrogate, 400) before any is validated.
  for (const name of ['title', 'author', 'status', 'featured', 'publishedOn']) {
    const heard = heardField(fields, name, body);
    if ('unknown' in heard) return heard;
    const read = formText(heard.value);
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

function day(row: Record<string, unknown>, read: Read): string | undefined {
  const value = (read.text ?? '').trim();
  if (value === '') return void (row.published_on = null);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !date || Number(match[1]) < 1 || date.toISOString().slice(0, 10) !== value) return `publishedOn ${JSON.stringify(value)} is not a day`;
  row.published_on = value;
  return undefined;
}

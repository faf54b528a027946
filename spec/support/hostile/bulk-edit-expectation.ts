import { BOOKS } from '../http-app.js';
import { BULK_EDIT_FIELDS } from '../hostile-book-tables.js';
import { checkbox, choice, formText, heardField, text } from './form-reading.js';
import type { WireBody } from './hostile-bodies.js';
import { isKeySpelling } from './row-target.js';
import type { Field } from './wire-request.js';

/** Most rows a bulk may name in the hostile app (`limits.bulkRows`, its default). */
const BULK_ROWS = 1_000;

/** A row a bulk edit names: its key, the version it is held to (null: none), and its columns as the form reads the values (null: refused). */
export interface BulkEditRow {
  id: number;
  version: string | null;
  set: Record<string, unknown> | null;
}

/**
 * What a bulk edit must do, as the router hears its body: the rows it names, each with what it is given;
 * or why it is refused before any row is read; or `unknown` where the campaign cannot tell (a form's
 * nested names, a search, the same row twice, another spelling of a key). With the `requestId` heard: a
 * second bulk under the same one is a replay, answered as the first and running nothing.
 */
export type BulkEditExpectation = { requestId: unknown } & ({ rows: BulkEditRow[] } | { refused: string } | { unknown: string });

type Named = { rows: BulkEditRow[] } | { refused: string } | { unknown: string };

export function expectedBulkEdit(fields: Field[], body: WireBody): BulkEditExpectation {
  const heard = Object.fromEntries(['requestId', 'values', 'rows', 'matching', 'restore'].map((name) => [name, heardField(fields, name, body)]));
  const requestId = 'value' in heard.requestId ? heard.requestId.value : undefined;
  if (body.reads === 'nothing') return { requestId, refused: 'no body read' };
  if (body.reads !== 'json' || body.altered) return { requestId, unknown: 'a form body, or one cut short' };
  const value = (name: string) => (heard[name] as { value: unknown }).value;
  if (typeof requestId !== 'string' || !/^[A-Za-z0-9_-]{8,100}$/.test(requestId)) return { requestId, refused: `requestId ${JSON.stringify(requestId)}` };
  return { requestId, ...(value('restore') !== undefined ? restored(value) : edited(value)) };
}

/** `values` given to every row of `rows` or of an empty search. */
function edited(value: (name: string) => unknown): Named {
  const set = readValues(value('values'), 'values');
  if ('refused' in set) return set;
  const { rows, matching } = { rows: value('rows'), matching: value('matching') };
  if ((rows === undefined) === (matching === undefined)) return { refused: 'not exactly one of "rows" and "matching"' };
  if (matching !== undefined) {
    if (JSON.stringify(matching) !== '{"search":""}') return { unknown: `a search ${JSON.stringify(matching)}` };
    return { rows: BOOKS.map((book) => ({ id: book.id, version: null, set: set.set })) };
  }
  if (!Array.isArray(rows)) return { refused: '"rows" is not a list' };
  if (rows.length > BULK_ROWS) return { refused: 'too many rows' };
  const named: BulkEditRow[] = [];
  for (const row of rows) {
    const { id, version } = (row ?? {}) as Record<string, unknown>;
    if (typeof id !== 'string' && typeof id !== 'number') return { refused: `a row's id ${JSON.stringify(id)}` };
    if (version !== undefined && version !== null && typeof version !== 'string' && typeof version !== 'number') return { refused: `a row's version ${JSON.stringify(version)}` };
    named.push({ id: id as number, version: version === undefined || version === null ? null : String(version), set: set.set });
  }
  return keyed(named);
}

/** An Undo: each row its own values, sent alone. */
function restored(value: (name: string) => unknown): Named {
  const restore = value('restore');
  if (value('values') !== undefined || value('rows') !== undefined || value('matching') !== undefined) return { refused: '"restore" sent with "values", "rows" or "matching"' };
  if (!Array.isArray(restore)) return { refused: '"restore" is not a list' };
  if (restore.length > BULK_ROWS) return { refused: 'too many rows' };
  const named: BulkEditRow[] = [];
  for (const entry of restore) {
    const { id, version, values } = (entry ?? {}) as Record<string, unknown>;
    if (typeof id !== 'string' && typeof id !== 'number') return { refused: `a restored row's id ${JSON.stringify(id)}` };
    if (version !== null && typeof version !== 'string' && typeof version !== 'number') return { refused: `a restored row's version ${JSON.stringify(version)}` };
    const set = readValues(values, 'restore values');
    // Values of the wrong shape refuse the whole Undo (400); values the form refuses, that row only.
    if ('refused' in set && !set.invalid) return set;
    named.push({ id: id as number, version: version === null ? null : String(version), set: 'set' in set ? set.set : null });
  }
  return keyed(named);
}

/** The rows as keys: another spelling of a key, or the same row twice, is more than the campaign models. */
function keyed(rows: BulkEditRow[]): Named {
  if (!rows.every((row) => isKeySpelling(row.id))) return { unknown: 'a row named by another spelling of its key' };
  const ids = rows.map((row) => Number(row.id));
  if (new Set(ids).size !== ids.length) return { unknown: 'a row named twice' };
  return { rows: rows.map((row) => ({ ...row, id: Number(row.id) })) };
}

/** Values as the bulk edit reads them: an object naming only its fields, at least one (400); each read as its form field reads it (422: `invalid`). */
function readValues(raw: unknown, where: string): { set: Record<string, unknown> } | { refused: string; invalid?: true } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { refused: `${where} is not an object` };
  const names = Object.keys(raw);
  if (names.length === 0) return { refused: `${where} names no field` };
  const stray = names.find((name) => !(BULK_EDIT_FIELDS as readonly string[]).includes(name));
  if (stray !== undefined) return { refused: `${where} names "${stray}"` };
  const set: Record<string, unknown> = {};
  for (const [name, sent] of Object.entries(raw)) {
    const read = formText(sent);
    if (!('text' in read)) return { ...read, invalid: true };
    const refused = name === 'title' ? text(set, 'title', read, 120) : name === 'status' ? choice(set, read) : checkbox(set, read);
    if (refused !== undefined) return { refused, invalid: true };
  }
  return { set };
}

import { BULK_EDIT_FIELDS } from '../hostile-book-tables.js';
import type { BulkEditRow } from './bulk-edit-expectation.js';
import type { Snapshot } from './hostile-app.js';
import type { WireResponse } from './raw-client.js';
import { pastBodyLimit, type WireRequest } from './wire-request.js';

type Row = Record<string, unknown>;

/** What is wrong with a bulk edit's 2xx answer: anything but 200 `{ done, refused, edited: [{ id, version, values }] }`. */
export function bulkEditAnswerProblems(response: WireResponse): string[] {
  const body = response.json as { done?: unknown; refused?: unknown; edited?: unknown } | undefined;
  if (response.status !== 200) return [`a bulk edit answered ${response.status}, not 200`];
  if (!body || !Array.isArray(body.done) || !Array.isArray(body.refused) || !Array.isArray(body.edited) || Object.keys(body).length !== 3) {
    return [`a bulk edit's 200 is not { done, refused, edited }: ${response.text.slice(0, 200)}`];
  }
  const bad = body.edited.find((entry) => typeof entry !== 'object' || entry === null || !('id' in entry) || typeof (entry as { values?: unknown }).values !== 'object');
  return bad === undefined ? [] : [`an edited row without { id, version, values }: ${JSON.stringify(bad)}`];
}

/**
 * What a bulk edit answered 200 must have done to the books: each row it names given its values where
 * the row may be edited (it exists, the hook allows it, its Edit shows: not featured, and it is still
 * at the version it is held to), its version moved on by one where a value differs, and no other
 * book touched; the rows the answer says it edited are exactly those changed. A replay (the same
 * `requestId` again) runs nothing. Where the campaign cannot tell what the router heard, each book
 * changed is one said edited, changed only in the bulk edit's fields, one version on. Answered
 * otherwise, nothing written, and a refusal only of what the model refuses where the request was sent
 * as a browser sends it.
 */
export function bulkEditProblems(request: WireRequest, response: WireResponse, seeded: Snapshot, now: Snapshot, protectedBook: number | null, replayed: boolean): string[] {
  if (JSON.stringify(seeded.note) !== JSON.stringify(now.note) || JSON.stringify(seeded.orders) !== JSON.stringify(now.orders)) return ['a bulk edit changed notes or orders'];
  if (now.book.length !== seeded.book.length) return ['a bulk edit added or removed books'];
  const expected = request.bulkEdit;
  if (response.status !== 200) {
    if (JSON.stringify(now.book) !== JSON.stringify(seeded.book)) return [`the books changed although the bulk edit was answered ${response.status}`];
    return request.plain && request.mayWrite && expected && 'rows' in expected && !(response.status === 413 && pastBodyLimit(request)) ? [`answered ${response.status} to a bulk edit sent as a browser does, which the model accepts: ${response.text.slice(0, 200)}`] : [];
  }
  if (!request.mayWrite || !expected) return [`a bulk edit answered ${response.status} without the right to (${request.because ?? 'no reason given'})`];
  if ('refused' in expected) return [`a bulk edit answered ${response.status} though it must be refused: ${expected.refused}`];
  const edited = new Set(((response.json as { edited: Array<{ id: unknown }> }).edited).map((entry) => String(entry.id)));
  const changed = new Set(now.book.filter((book, index) => JSON.stringify(book) !== JSON.stringify(seeded.book[index])).map((book) => String(book.id)));
  if (replayed) return changed.size === 0 ? [] : ['a replayed bulk edit wrote again'];
  const problems = [...changed].filter((id) => !edited.has(id)).map((id) => `book ${id} changed but the answer does not say it was edited`);
  if ('unknown' in expected) return [...problems, ...seeded.book.flatMap((before, index) => plausible(before, now.book[index]))];
  for (const [index, before] of seeded.book.entries()) {
    const want = editedRow(expected.rows.find((row) => row.id === before.id), before, protectedBook);
    const book = now.book[index];
    if (JSON.stringify(book) !== JSON.stringify(want)) problems.push(`book ${String(before.id)} is ${JSON.stringify(book)}, expected ${JSON.stringify(want)}`);
    if (edited.has(String(before.id)) && !changed.has(String(before.id))) problems.push(`book ${String(before.id)} is said edited but is unchanged`);
  }
  return problems;
}

/** The book a bulk edit must leave: the seeded one where it is not named or may not be edited, or its values in place, one version on where they differ. */
function editedRow(named: BulkEditRow | undefined, before: Row, protectedBook: number | null): Row {
  if (!named?.set || before.id === protectedBook || before.featured !== false) return before;
  if (named.version !== null && named.version !== String(before.version)) return before;
  const after = { ...before, ...named.set };
  return JSON.stringify(after) === JSON.stringify(before) ? before : { ...after, version: Number(before.version) + 1 };
}

function plausible(before: Row, after: Row): string[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const columns = Object.keys(after).filter((column) => column !== 'version' && JSON.stringify(after[column]) !== JSON.stringify(before[column]));
  const stray = columns.filter((column) => !(BULK_EDIT_FIELDS as readonly string[]).includes(column));
  if (stray.length > 0) return [`book ${String(before.id)} changed in ${stray.join(', ')}`];
  return after.version === Number(before.version) + 1 ? [] : [`book ${String(before.id)}'s version went from ${String(before.version)} to ${String(after.version)}`];
}

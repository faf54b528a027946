import type { Snapshot } from './hostile-app.js';
import type { WireResponse } from './raw-client.js';
import { expectedRow, type RowOutcome } from './row-expectation.js';
import { pastBodyLimit, type WireRequest } from './wire-request.js';

type Row = Record<string, unknown>;

/** The columns a cell or an action may change, besides the version: the cells in place, and what the handlers set. */
const CHANGEABLE = ['title', 'featured', 'status', 'secret_note'];

/**
 * What a cell's save or an application's action must have done, given its answer: on a 2xx, the books
 * are exactly the seeded ones with the model's row in place of the one named (the same when nothing
 * differs); the library's 500 only where the handler throws; on any other answer, nothing written,
 * and a refusal only of what the model refuses where the request was sent as a browser sends it.
 * The answer's row is the book written (its version and title). Where the campaign cannot tell what
 * the router heard, at most one book changed, in a column it may change, its version moved on by one.
 */
export function rowChangeProblems(request: WireRequest, response: WireResponse, seeded: Snapshot, now: Snapshot, protectedBook: number | null): string[] {
  const others = (['note', 'orders'] as const).filter((table) => JSON.stringify(seeded[table]) !== JSON.stringify(now[table]));
  if (others.length > 0) return [`a ${request.endpoint} changed ${others.join(', ')}`];
  const expected = request.row;
  const ok = response.status >= 200 && response.status < 300;
  const outcome: RowOutcome | undefined = expected && 'id' in expected ? expectedRow(expected, seeded.book.find((book) => book.id === expected.id), protectedBook) : undefined;
  const unchanged = JSON.stringify(now.book) === JSON.stringify(seeded.book);
  if (response.status === 500) {
    // A body the campaign cannot read may name book 5 to "publish" (its bytes reach the router otherwise
    // than listed): the campaign checks that what was logged is that handler's throw (campaign.spec).
    const mayThrow = (outcome && 'throws' in outcome) || (expected !== undefined && 'unknown' in expected);
    if (!request.mayWrite || !mayThrow) return [`answered 500 where the handler does not throw (${JSON.stringify(outcome ?? expected)})`];
    return unchanged ? [] : ['the handler threw, yet the book changed'];
  }
  if (!ok) {
    if (!unchanged) return [`the books changed although the ${request.endpoint} was answered ${response.status}`];
    return request.plain && request.mayWrite && outcome && 'row' in outcome && !(response.status === 413 && pastBodyLimit(request)) ? [`answered ${response.status} to a request sent as a browser does, which the model accepts: ${response.text.slice(0, 200)}`] : [];
  }
  if (!request.mayWrite || !expected) return [`answered ${response.status} without the right to (${request.because ?? 'no reason given'})`];
  if ('refused' in expected) return [`answered ${response.status} to a request refused before any row is read: ${expected.refused}`];
  if ('unknown' in expected) return plausible(seeded.book, now.book);
  if (!outcome || !('row' in outcome)) return [`answered ${response.status} but the model says: ${JSON.stringify(outcome)}`];
  const want = seeded.book.map((book) => (book.id === expected.id ? outcome.row : book));
  if (JSON.stringify(now.book) !== JSON.stringify(want)) {
    return [`book ${expected.id} is ${JSON.stringify(now.book.find((book) => book.id === expected.id))}, expected ${JSON.stringify(outcome.row)}${now.book.length === want.length ? '' : ' (books added or removed)'}`];
  }
  // The answer is the row as written: its version and title as stored now.
  const shown = (response.json as { row: Row }).row;
  if (shown._version !== String(outcome.row.version) || shown.title !== outcome.row.title) return [`answered the row ${JSON.stringify(shown).slice(0, 300)}, not the book as written`];
  return [];
}

/** A change the campaign cannot model exactly: one book at most, in a column a cell or action changes, one version on. */
function plausible(seeded: Row[], now: Row[]): string[] {
  if (now.length !== seeded.length) return ['books added or removed'];
  const changed = now.filter((book, index) => JSON.stringify(book) !== JSON.stringify(seeded[index]));
  if (changed.length > 1) return [`${changed.length} books changed by one row's change`];
  const [after] = changed;
  if (!after) return [];
  const before = seeded.find((book) => book.id === after.id)!;
  const columns = Object.keys(after).filter((column) => column !== 'version' && JSON.stringify(after[column]) !== JSON.stringify(before[column]));
  if (after.version !== Number(before.version) + 1) return [`book ${String(after.id)}'s version went from ${String(before.version)} to ${String(after.version)}`];
  const stray = columns.filter((column) => !CHANGEABLE.includes(column));
  return stray.length > 0 ? [`book ${String(after.id)} changed in ${stray.join(', ')}`] : [];
}

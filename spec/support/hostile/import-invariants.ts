import type { ImportReport } from '../../../lib/wire/import.js';
import { REPORTED_REFUSALS } from '../../../lib/wire/import.js';
import { leaksNothing } from '../http-app.js';
import type { ExpectedImport, ShelfText } from './import-expectation.js';
import { SHELF_FIELDS } from './import-expectation.js';
import type { WireResponse } from './raw-client.js';

/**
 * What is wrong with an import's 200, whatever the file: not a JSON `ImportReport`; numbers that do not add
 * up (valid lines: `created + refused === lines`, committed; all or nothing: every line created, or none and
 * not committed); refusals past the first 100, out of order, or in another shape; the refused lines' CSV
 * not there exactly when a line was refused; internals in what the report says (the refused lines' CSV
 * is the user's own text, left out).
 */
export function reportProblems(response: WireResponse, commitment: string): string[] {
  if (!/^application\/json/.test(String(response.headers['content-type']))) return [`a 200 that is not JSON: ${response.text.slice(0, 200)}`];
  const report = response.json as ImportReport;
  const { lines, created, refused, committed, refusals, refusedCsv } = report;
  if (![lines, created, refused].every((n) => Number.isInteger(n) && n >= 0) || typeof committed !== 'boolean') return [`not a report: ${response.text.slice(0, 300)}`];
  const problems: string[] = [];
  if (commitment === 'all-or-nothing') {
    const whole = refused === 0 && created === lines && committed;
    const nothing = refused > 0 && created === 0 && !committed;
    if (!whole && !nothing) problems.push(`all or nothing answered lines ${lines}, created ${created}, refused ${refused}, committed ${committed}`);
  } else if (created + refused !== lines || !committed) {
    problems.push(`valid lines answered lines ${lines}, created ${created}, refused ${refused}, committed ${committed}`);
  }
  const rows = refusals.map(({ row }) => row);
  if (refusals.length !== Math.min(refused, REPORTED_REFUSALS)) problems.push(`${refusals.length} refusals named for ${refused} refused`);
  if (rows.some((row, i) => !Number.isInteger(row) || row < 2 || (i > 0 && row <= rows[i - 1]))) problems.push(`refused rows ${rows.join(',')} not increasing from 2`);
  if ((refusedCsv === null) !== (refused === 0)) problems.push(`refusedCsv ${refusedCsv === null ? 'null' : 'given'} with ${refused} refused`);
  if (!leaksNothing({ refusals, body: report.body })) problems.push(`the report leaks internals: ${JSON.stringify(refusals).slice(0, 300)}`);
  return problems;
}

/** What differs between an import's report and the model's: the lines read, those refused (by row), the rows created. */
export function modelProblems(report: ImportReport, expected: ExpectedImport, commitment: string): string[] {
  const kept = commitment !== 'all-or-nothing' || expected.refusedRows.length === 0;
  const want = {
    lines: expected.lines, refused: expected.refusedRows.length, created: kept ? expected.created.length : 0,
    rows: expected.refusedRows.slice(0, REPORTED_REFUSALS).join(','),
  };
  const got = { lines: report.lines, refused: report.refused, created: report.created, rows: report.refusals.map(({ row }) => row).join(',') };
  return JSON.stringify(want) === JSON.stringify(got) ? [] : [`the report says ${JSON.stringify(got)}, the model ${JSON.stringify(want)}`];
}

/** What differs between the shelves stored and those expected (compared by code, which is unique). */
export function storedProblems(stored: readonly ShelfText[], expected: readonly ShelfText[]): string[] {
  const text = (shelves: readonly ShelfText[]) => JSON.stringify([...shelves].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0)));
  return text(stored) === text(expected) ? [] : [`stored ${text(stored).slice(0, 600)}\nexpected ${text(expected).slice(0, 600)}`];
}

/**
 * What is wrong with the shelves after a 200 the model cannot foresee (the file read otherwise than
 * written): the shelves before all still there as they were, as many new ones as the report says created,
 * each one the create form accepts (a code and a name trimmed, of their lengths, without NUL).
 */
export function unforeseenProblems(before: readonly ShelfText[], after: readonly ShelfText[], report: ImportReport): string[] {
  const added = after.filter((shelf) => !before.some((old) => old.code === shelf.code));
  const kept = before.filter((old) => after.some((shelf) => shelf.code === old.code && shelf.name === old.name));
  const problems: string[] = [];
  if (kept.length !== before.length) problems.push('a shelf stored before the import changed or went');
  if (added.length !== report.created) problems.push(`${added.length} shelves added where the report says ${report.created}`);
  for (const shelf of added) {
    const fits = (field: 'code' | 'name') => shelf[field] === shelf[field].trim() && shelf[field] !== '' && shelf[field].length <= SHELF_FIELDS[field] && !shelf[field].includes('\u0000');
    if (!fits('code') || !fits('name')) problems.push(`stored a shelf the create form refuses: ${JSON.stringify(shelf)}`);
  }
  return problems;
}

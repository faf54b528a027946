import { PUBLISHED_NOTE, THROWING_AUTHOR } from '../hostile-book-tables.js';

type Row = Record<string, unknown>;

/**
 * What a cell's save or an application's action must do, as the router reads the request: one row
 * (`id`, `version` as sent) and its change, the columns a cell sets (named as the snapshot names them)
 * or the action run; or why the request itself is refused before any row is read (400); or `unknown`
 * where the campaign cannot tell what the router heard.
 */
export type RowExpectation =
  | { id: number; version: string; set: Row }
  | { id: number; version: string; action: 'publish' | 'feature' }
  | { refused: string }
  | { unknown: string };

/** What becomes of the row: written as `row` (the seeded one when nothing differs), refused and why, or the handler throws (the library's 500). */
export type RowOutcome = { row: Row } | { refused: string } | { throws: true };

/**
 * The book a change must leave, given the book as seeded (`before`, undefined when there is none) and the
 * book the hook protects: the checks of the entrance of row changes (the row, the hook, the action's
 * `displayIf`, the version the user saw), then the cell's columns or the handler; a change moves the
 * version on by one, and a cell whose value is the one stored writes nothing.
 */
export function expectedRow(expected: Extract<RowExpectation, { id: number }>, before: Row | undefined, protectedBook: number | null): RowOutcome {
  if (!before) return { refused: `no book ${expected.id}` };
  if (before.id === protectedBook) return { refused: `book ${expected.id} is protected by the hook` };
  // The displayIf of the action: Edit (a cell) on books not featured, publish on drafts, feature everywhere.
  const shown = 'set' in expected ? before.featured === false : expected.action === 'feature' || before.status === 'draft';
  if (!shown) return { refused: `the action is not shown on book ${expected.id}` };
  if (expected.version !== String(before.version)) return { refused: `version ${JSON.stringify(expected.version)} is not book ${expected.id}'s ${String(before.version)}` };
  let after: Row;
  if ('set' in expected) after = { ...before, ...expected.set };
  else if (expected.action === 'feature') after = { ...before, featured: !before.featured };
  else {
    if (before.pages === null) return { refused: `book ${expected.id} has no pages: publish refuses it` };
    if (before.author === THROWING_AUTHOR) return { throws: true };
    after = { ...before, status: 'published', secret_note: PUBLISHED_NOTE };
  }
  return { row: JSON.stringify(after) === JSON.stringify(before) ? before : { ...after, version: Number(before.version) + 1 } };
}

// A cell edited in place (`column.editInPlace()`, docs/editing-in-place.md): what the page tells the
// browser of the cell's editor, what the browser sends when the user saves it, and what the server answers.
// The server and the browser both read it from here.

import type { ErrorDetail } from './error-body.js';
import type { RowData } from './page-view.js';

export type { CellEditorView, CellEditorWidget } from './cell-editor.js';

/**
 * Body of `POST urls.cell` (JSON): one cell saved. `version` is the row's `_version` as shown (null for
 * a table whose entity has no version property): a row changed since is a 409. `value` is what the
 * column's edit field submits: a string for text, number, date, URL, choice and a single relation ('' for
 * none), a boolean for a switch, the related keys (as strings) for a multiple relation.
 */
export interface CellEditRequest {
  /** The table's edit token (a cell is edited only where the row's Edit would be). */
  table: string;
  id: unknown;
  version: string | null;
  column: string;
  value: string | boolean | string[];
}

/**
 * The 200 answer: the row as the data endpoint shows it now (its cells formatted as stored, trimmed and
 * rounded, its `_actions`, `_version` and `_select`), which the browser puts in place of the old one.
 */
export interface CellEditResult {
  row: RowData;
  /**
   * A relation's cell: the key (a single relation, '' for none) or keys (several) it held before, as a
   * {@link CellEditRequest.value} sends them. The row shows a relation's labels only, so this is what Undo
   * sends back. Absent for every other column, whose value before the row showed.
   */
  replaced?: string | string[];
}

/**
 * The 409 answer: someone saved the row after it was shown. `row` is the row as saved now, so the
 * browser shows their value beside what was typed and offers to overwrite it (sending `row._version`)
 * or take theirs. A 422 is an {@link ErrorDetail} whose `fields` name the column, in the user's language.
 */
export interface CellConflictBody {
  error: ErrorDetail;
  row: RowData;
}

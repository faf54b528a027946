import type { AjaxData, ColumnsConfig } from 'datatables.net';
import type { DataAnswer } from './kept-page.js';

/**
 * A part that takes part in drawing the table without knowing DataTables.net's API: a column of its
 * own before the table's (the selection's checkboxes), a look at each page the server answered before
 * it is drawn (the undo window hides rows), a call after each draw, and one after a row was drawn from
 * another answer than the data endpoint's (a cell's save).
 */
export interface TablePlugin {
  readonly column?: ColumnsConfig;
  /** The request as sent to the server (more rows, say); `answered` gets the one DataTables.net made. */
  asking?(request: AjaxData): AjaxData;
  answered?(request: AjaxData, answer: DataAnswer): DataAnswer;
  drawn?(): void;
  /** After `drawn`, when one row was put in place (`DataTablesHandle.replaceRow`): what the page says of all its rows may be out of date. */
  rowReplaced?(): void;
}

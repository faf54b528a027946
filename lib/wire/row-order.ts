// Rows put in order by the user (`setReorderable(column)`, docs/row-order.md) as the server and the browser
// agree on it: the move the browser sends and the answers it reads. The table's `reorder` (page-view.ts) names
// the column holding each row's place (an integer, the lower first). Rows may be moved only while the table is
// ordered by it, ascending, neither searched nor filtered: then the rows shown are the rows in their places.

import type { ErrorDetail } from './error-body.js';
import type { RowData } from './page-view.js';

/**
 * Body of `POST urls.move` (JSON): one row moved to the place another holds now. `table` is the table's `move`
 * token; `id` the moved row's `_actions.EDIT.id`, `_version` its `_version` as shown (null for an entity without
 * a version property: a row changed since is a 409); `to` the identifier of the row whose place it takes. The
 * rows between the two places each move one place towards the one it left, in one statement: moved down, the
 * row lands after `to`'s row; moved up, before it.
 */
export interface RowMoveRequest {
  table: string;
  id: unknown;
  _version: string | null;
  to: unknown;
}

/**
 * The 200 answer: the moved row as the data endpoint shows it now, and how many rows changed place (the moved
 * one included; 0 when it was already there). The browser draws the page again: every row between moved.
 */
export interface RowMoveResult {
  row: RowData;
  moved: number;
}

/**
 * The 409 answer (`conflict`): the moved row was changed after it was shown, or another user moved it first;
 * nothing moved, and `row` is the row as it is now. The browser draws the page again, as it is now.
 */
export interface RowMoveConflictBody {
  error: ErrorDetail;
  row: RowData;
}

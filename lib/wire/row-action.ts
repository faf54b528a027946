// An application's row action (`Action.new(name, label).handle(...)`) as the server and the browser
// agree on it: its name's rule, the request the browser sends and the answers it reads.

import type { ErrorDetail } from './error-body.js';
import type { RowData } from './page-view.js';

/** What an application's action may be named: lower-case letters, digits, `_` and `-`, up to 40, starting with a letter. */
export const ROW_ACTION_NAME = /^[a-z][a-z0-9_-]{0,39}$/;

/**
 * Body of `POST urls.action` (JSON): one application's action run on one row. `table` is the table's
 * `action` token, `action` the action's name, `id` the row's `_actions[name].id`, `_version` the row's
 * `_version` as shown (null for an entity without a version property): a row changed since is a 409.
 */
export interface RowActionRequest {
  table: string;
  action: string;
  id: unknown;
  _version: string | null;
}

/** The 200 answer: the row as the data endpoint shows it now, which the browser puts in place of the old one. */
export interface RowActionResult {
  row: RowData;
}

/**
 * The 409 answer (`conflict`): the row was changed after it was shown and nothing was done; `row` is
 * the row as it is now, which the browser shows. A 422 `action_refused` is an {@link ErrorDetail}
 * whose message is the handler's refusal in the user's language, shown as a notice.
 */
export interface RowActionConflictBody {
  error: ErrorDetail;
  row: RowData;
}


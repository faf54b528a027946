// The bodies of the endpoints' requests and answers (docs/endpoints.md), which the browser sends and the
// server reads: beside the page view (page-view.ts), whose rows and selections they name.

import type { BulkEditedRow, BulkEditValues } from './bulk-edit.js';
import type { FieldErrors } from './error-body.js';
import type { Filters } from './filters.js';
import type { ExportFormat, SelectedRow } from './page-view.js';

/** Body of `DELETE urls.delete`: the delete token and the row; `topics` narrows where the change is published. */
export interface DeleteRequest {
  table: string | undefined;
  id: unknown;
  /** The entity class name, honoured only when exactly one table binds it (docs/endpoints.md). */
  entity?: string;
  /** A subset of the table's topics to publish the deletion to; it can only narrow them. */
  topics?: string | string[];
}

/** Body of `POST urls.editView`: the edit token, the row, and the modal adapter the page uses. */
export interface EditViewRequest {
  table: string | undefined;
  id: unknown;
  /** The adapter key (`dt`, `bs5`, a custom key): picks the built-in template variant. */
  adapter?: string;
}

/** Body of `POST urls.createView`: the create token, and the modal adapter the page uses. */
export interface CreateViewRequest {
  table: string | undefined;
  /**
   * `Action.replicate()`: the identifier of the row the new one is made from (its `_actions.REPLICATE.id`);
   * the form is filled from that row, less its key. Absent: a new row's values.
   */
  from?: unknown;
  /** The adapter key (`dt`, `bs5`, a custom key): picks the built-in template variant. */
  adapter?: string;
}

/**
 * The 201 answer of `POST urls.createSubmit`. The form posted is the modal's `ux-datatables-edit-form`
 * with the hidden `_table` (the create token) and `_adapter`; only its fields are written.
 */
export interface CreatedBody {
  success: true;
  /** The new row's identifier, as the data endpoint sends it in `_actions` (and in a published change). */
  id: unknown;
}

/**
 * Body of `POST urls.bulk` (JSON): the bulk token, the action's name, and EITHER the rows selected one by
 * one (`rows`, with the version each had when shown: a row changed since is refused `conflict`) OR every
 * row matching a search (`matching`: "select all matching", re-run on the server under the same
 * authorization, never a list of ids from the browser). `requestId` names this bulk: a retry carrying
 * it is answered as the first was, never run twice. A bulk edit (`action: 'edit'`) adds the `values` it
 * sets on every row; its Undo sends `restore` instead of `rows` or `matching`: each row set back to its
 * own values, held to the version the edit left it at.
 */
export interface BulkRequest {
  table: string | undefined;
  action: string;
  rows?: SelectedRow[];
  matching?: BulkMatching;
  requestId: string;
  /** A bulk edit's values (`bulk-edit.ts`). */
  values?: BulkEditValues;
  /** A bulk edit undone: the rows as its answer's `edited` named them. */
  restore?: BulkEditedRow[];
  /** A bulk edit's modal adapter: a 422 then carries the form again (`BulkEditRefusedBody`). */
  adapter?: string;
}

/** The search a "select all matching" re-runs: the global search and the column searches, as the data request sent them. */
export interface BulkMatching {
  search: string;
  /** Column name → its search value. */
  columns?: Record<string, string>;
  /** The column filters shown ({@link Filters}). */
  filters?: Filters;
}

/**
 * Query of `GET urls.export`: `table` (the export token), `format` (`csv` | `xlsx`), the data request's
 * `search[value]`, `order[i][column|dir]` and `columns[i][data|search][value]`, the filters
 * (`filterParams`), and `visible[i]=<column name>` for the columns shown, in the order shown (absent:
 * every column the table shows by default). The answer is the file, streamed, with a
 * `Content-Disposition: attachment` name; errors before the first byte are JSON ({@link ErrorBody}).
 */
export interface ExportRequest {
  table: string;
  format: ExportFormat;
  visible?: string[];
}

/**
 * The 200 answer of a bulk: the rows done, and each row refused with why (`row_not_found`, `forbidden`,
 * `action_not_available`, `conflict`, a bulk edit's `invalid_value` with the messages of its `fields`...).
 * A bulk edit also names each row it changed with the values it replaced (`edited`), which its Undo sends back.
 */
export interface BulkResult {
  done: unknown[];
  refused: Array<{ id: unknown; code: string; fields?: FieldErrors }>;
  edited?: BulkEditedRow[];
}

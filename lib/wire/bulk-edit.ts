// The wire of a bulk edit (`BulkAction.edit([...])`, docs/bulk-and-undo.md, "Bulk edit"): the form of the
// action's fields, the values sent with the bulk request, the rows' previous values answered for Undo,
// and the restore that Undo sends. Server and browser both read these shapes.

import type { FieldErrors } from './error-body.js';

/** The name of the built-in bulk edit: `action` of its requests. */
export const BULK_EDIT = 'edit';

/** The name of the form's checkboxes saying which fields the bulk changes (a field not ticked is left unchanged). */
export const BULK_CHANGE_INPUT = '_change';

/**
 * Field → the value as its form input submits it (a text's text, a choice's value, a checkbox's
 * `true`/`false`, a single relation's key, '' for none). Only these fields are changed, on every row;
 * a field not named is left as each row has it.
 */
export type BulkEditValues = Record<string, unknown>;

/**
 * One row as a bulk edit changed it, for Undo: its key, its version after the edit (null: the table
 * is not versioned), and the values the edit replaced, as {@link BulkEditValues}.
 */
export interface BulkEditedRow {
  id: unknown;
  version: string | null;
  values: BulkEditValues;
}

/** Body of `POST urls.bulkEditView`: the bulk token, the edit action's name, the modal adapter, and how many rows it will change (the title says it). */
export interface BulkEditViewRequest {
  table: string | undefined;
  action: string;
  adapter?: string;
  count?: number;
}

/**
 * The 422 answer of a bulk edit whose values are refused before any row is read: the library's error
 * (`invalid_value`, `fields` naming each refused field) and, when the request named its modal adapter,
 * the form's body again with the messages under their fields (`form`, HTML) for the modal to show.
 */
export interface BulkEditRefusedBody {
  error: { status: 422; code: 'invalid_value'; message: string; fields: FieldErrors };
  form?: string;
}

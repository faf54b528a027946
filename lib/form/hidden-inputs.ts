/** The row an edit form is about, as its hidden inputs carry it. */
export interface EditedRow {
  /** The identifier the form sends back. */
  id: unknown;
  /** The version as loaded; null when the entity is not versioned. */
  version: string | null;
}

/**
 * The hidden inputs of the edit form: `_table` (the table's edit token), `_id`, `_version` when the
 * entity is versioned, and `_adapter` when the page named its modal adapter (so that a body
 * re-rendered after errors has the markup of the modal it is swapped into).
 */
export function hiddenInputs(editToken: string, row: EditedRow, adapter: string | undefined): Record<string, string> {
  const hidden: Record<string, string> = { _table: editToken, _id: String(row.id) };
  if (row.version !== null) hidden._version = row.version;
  if (adapter !== undefined) hidden._adapter = adapter;
  return hidden;
}

/**
 * The hidden inputs of a create form: `_table` (the table's create token), `_request` (the key its
 * submits share, so that a retry or a second click creates one row: `http/create/create-once`), and
 * `_adapter` when the page named its modal adapter. No `_id`, no `_version`: a new row has neither yet.
 */
export function newRowHiddenInputs(createToken: string, request: string, adapter: string | undefined): Record<string, string> {
  const hidden: Record<string, string> = { _table: createToken, _request: request };
  if (adapter !== undefined) hidden._adapter = adapter;
  return hidden;
}

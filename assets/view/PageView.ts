// The page view: the JSON that the server's table helper puts in `data-datatable-view-value`
// (docs/endpoints.md, "Page view"). Declared here, not imported from lib/, so the browser code
// never reaches into the server's modules.

/** One of the built-in row actions. */
export type ActionType = 'DELETE' | 'DETAIL' | 'EDIT';

/** A row action as the browser receives it. */
export interface ActionView {
  type: ActionType;
  label: string;
  className: string;
  icon: string | null;
  confirmation: string | null;
  displayIf: { field: string; value: string | number | boolean | null } | null;
  idField: string | null;
}

/** What kind of column this is; picks the cell renderer. */
export type ColumnKind = 'number' | 'text' | 'boolean' | 'choice' | 'date' | 'template' | 'url' | 'action';

/** One column as the browser receives it; `options` depend on the kind. */
export interface ColumnView {
  name: string;
  label: string;
  kind: ColumnKind;
  type: string;
  orderable: boolean;
  searchable: boolean;
  visible: boolean;
  className: string | null;
  options: Record<string, unknown>;
}

/** The table part of the page view. */
export interface TableView {
  name: string;
  columns: ColumnView[];
  actions: { column: string; label: string; items: ActionView[] } | null;
  editModalAdapter: string | null;
  pageLength: number;
}

/** Everything the `datatable` controller needs: the table, the endpoints, tokens and CSRF. */
export interface PageView {
  table: TableView;
  urls: { data: string; delete: string; editView: string; editSubmit: string; editForm?: string };
  tokens: { read: string; delete?: string; edit?: string };
  csrf: { header: string; token: string } | null;
  mercure: unknown;
}

/** What an action needs from a row: the identifier to send back, or the detail URL. */
export interface ActionReference {
  id?: unknown;
  url?: unknown;
}

/** One row of the data endpoint's `data` array. */
export interface RowData {
  [column: string]: unknown;
  _actions?: Partial<Record<ActionType, ActionReference>>;
}

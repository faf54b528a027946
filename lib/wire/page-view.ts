// The page view: the JSON a table element carries in `data-datatable-view-value`, and the rows of
// the data endpoint (docs/endpoints.md). The server builds it and the browser reads it, so it is
// declared once, here, and imported by both sides; nothing in lib/wire/ imports anything else
// in lib/. A change a bundle of the previous version would misread bumps WIRE_VERSION (wire-version.ts).

import type { CellEditorView } from './cell-editor.js';
import type { MercureView } from './live-view.js';
import type { SummaryKind } from './totals.js';
import type { GroupingView } from './groups.js';
import type { SavedViewsView } from './saved-views.js';
import type { I18nView } from './i18n-view.js';
import type { RowDetailsReference } from './row-details.js';
import type { ColumnArrangementView } from './column-arrangement.js';

export type { I18nView } from './i18n-view.js';

/**
 * One of the built-in actions: `DELETE`, `DETAIL` and `EDIT` act on a row (the action column);
 * `CREATE`, `EXPORT` and `IMPORT` act on the table (the toolbar above it; an export travels as {@link TableView.export}).
 * `ACTION` is an application's own row action (`Action.new(name, label)`), named by {@link ActionView.name};
 * `REPLICATE` a row's button opening the create form filled from that row.
 */
export type ActionTypeName = 'DELETE' | 'DETAIL' | 'EDIT' | 'CREATE' | 'EXPORT' | 'IMPORT' | 'ACTION' | 'REPLICATE';

/** Values that survive JSON unchanged, so the browser can compare them strictly. */
export type JsonScalar = string | number | boolean | null;

/** `displayIf(field, value)`: the action is shown only where `row[field] === value`. */
export interface DisplayCondition {
  readonly field: string;
  readonly value: JsonScalar;
}

/**
 * A row action as the browser receives it: no callables, no entity class, and none of what it does not set
 * (every page carries its actions: an absent icon, question or condition costs nothing).
 */
export interface ActionView {
  type: ActionTypeName;
  label: string;
  className: string;
  /** CSS classes of an icon before the label; absent: none. */
  icon?: string;
  /** The question asked before it runs (`{field}` standing for the row's value); absent: none. */
  confirmation?: string;
  /** Absent: shown on every row. */
  displayIf?: DisplayCondition;
  /**
   * An application's action (`ACTION`): its name, which its request sends (`RowActionRequest`, row-action.ts)
   * and which the rows' `_actions` key its reference by. Absent for the built-in actions.
   */
  name?: string;
  /**
   * A delete's undo window (`Action.delete().undoable(ms)`): the browser hides the row and waits this
   * long, offering Undo, before it sends the delete (docs/bulk-and-undo.md, Undo). Absent: sent at once.
   */
  undoMs?: number;
}

/** A bulk action (`BulkAction.delete()`, `BulkAction.new(name, label)`) as the browser receives it. */
export interface BulkActionView {
  /** What the request names (`delete` for the built-in one). */
  name: string;
  label: string;
  className: string;
  /** As {@link ActionView.icon}. */
  icon?: string;
  /** The question before it runs, `{count}` standing for the number of rows (ICU plural allowed); absent: none. */
  confirmation?: string;
  /** A bulk delete's undo window in ms, as {@link ActionView.undoMs}; absent: sent at once. */
  undoMs?: number;
  /**
   * The conditions a row must meet for the server to act on it (the action's `displayIf`, and the row
   * Delete's for the bulk delete); the others are refused `action_not_available`. An undo window hides
   * only the rows meeting them. Absent: none.
   */
  displayIf?: DisplayCondition[];
}

/** The bulk actions of a table, drawn in the toolbar once rows are selected; their presence adds the selection column. */
export interface BulkView {
  actions: BulkActionView[];
  /** Most rows one bulk request may name or match (`limits.bulkRows`): past it the server answers 413. */
  maxRows: number;
}

/** How a column can be filtered (lib/wire/filters.ts says which {@link FilterValue} shape each kind takes). */
export interface ColumnFilterView {
  /** `relation`: a column naming a relation (`author`, `tags`) filters by related rows, chosen from the options endpoint (`{ in: ids }`). */
  kind: 'choice' | 'boolean' | 'date' | 'number' | 'text' | 'relation';
  /** `choice`: the values offered, with their labels as the table shows them; several may be picked. */
  choices?: Array<{ value: string; label: string }>;
  /** `text`: how the typed text matches, the column's search mode. */
  mode?: 'contains' | 'prefix' | 'exact';
  /** `date`: the column holds a time of day too (`to` then covers its whole day). */
  time?: boolean;
}

/** The export formats `Action.export([...])` can offer. */
export type ExportFormat = 'csv' | 'xlsx';

/** `Action.export(formats)`: the toolbar's export button and what it may ask for. */
export interface ExportView {
  formats: ExportFormat[];
  label: string;
  className: string;
  /** As {@link ActionView.icon}. */
  icon?: string;
  /** Most rows one export may hold (`limits.exportRows`); absent: no limit. Past it the server answers 413. */
  maxRows?: number;
}

/** The DataTables.net data types a column can declare. */
export const COLUMN_TYPES = ['num', 'num-fmt', 'string', 'string-utf8', 'html', 'date'] as const;

/** One of {@link COLUMN_TYPES}. */
export type ColumnType = (typeof COLUMN_TYPES)[number];

/** What kind of column this is; picks the browser's cell renderer and the form field. */
export type ColumnKind = 'number' | 'text' | 'boolean' | 'choice' | 'date' | 'template' | 'url' | 'action';

/**
 * One column as the browser receives it. `options` by kind: boolean `{ renderAsSwitch }`, choice
 * `{ choices }`, date `{ dateFormat }`, number `{ decimals? }` (absent: as many as each value has),
 * url `{ linkLabel, newTab }`, every other kind `{}` (the action column's buttons are the table's
 * `actions`, sent once).
 */
export interface ColumnView {
  name: string;
  label: string;
  kind: ColumnKind;
  type: ColumnType;
  orderable: boolean;
  searchable: boolean;
  visible: boolean;
  className: string | null;
  options: Record<string, unknown>;
  /** The column's filter (`setFilterable()`, off by default); absent or null: none. */
  filter?: ColumnFilterView | null;
  /** The column menu never hides it (`alwaysVisible()`). */
  alwaysVisible?: boolean;
  /** A column on a relation (`author.name`, `author`, `tags`); absent: a property of the row's own entity. */
  related?: RelatedColumnView;
  /** `editInPlace()`: its cells open an editor (cell-edit.ts); absent: edited in the form only. */
  inPlace?: CellEditorView;
  /** `summarize(...)`: the totals its footer shows (totals.ts); absent: none. */
  totals?: SummaryKind[];
}

/**
 * What the browser knows of a column on a relation (docs/tables-and-columns.md, "Columns on relations").
 * `many`: a ToMany, whose cells are `RelatedLabels` (related-labels.ts). `relation`: the
 * column names the relation itself (`author`, `tags`), so its filter and form field pick related rows
 * from the options endpoint ({@link EndpointUrls.options}, token `options`, column named by `column`).
 */
export interface RelatedColumnView {
  many: boolean;
  relation: boolean;
}

/** The actions of a table: the action column's name and header, and its buttons in order. */
export interface ActionsView {
  column: string;
  label: string;
  items: ActionView[];
}

/** The browser's part of a table: no callables, no entity class, no template path. */
export interface TableView {
  name: string;
  columns: ColumnView[];
  actions: ActionsView | null;
  /**
   * The table-level actions (`CREATE`), drawn in one toolbar slot beside the search, in declaration
   * order; never in the action column. They carry no `displayIf`. Absent from
   * a page of an older server: none.
   */
  toolbar?: ActionView[];
  /** The table's bulk actions and the selection they need; absent or null: no selection column. */
  bulk?: BulkView | null;
  /** `Action.export([...])`: the export button; absent or null: none. */
  export?: ExportView | null;
  /** `columnVisibility()`: a menu shows and hides columns, kept per browser. Absent: no menu. */
  columnVisibility?: boolean;
  /** `viewInUrl(prefix?)`: the view is kept in the page's URL, its parameters prefixed (two tables on a page). Absent or null: not kept. */
  viewInUrl?: { prefix: string } | null;
  /** `setGrouping(...)`: the columns rows may be grouped by and the default (groups.ts). Absent: no grouping. */
  grouping?: GroupingView;
  /** `savedViews()`: the "Views" menu and where its views are kept (saved-views.ts). Absent: no menu. */
  savedViews?: SavedViewsView;
  /** `setReorderable(column)`: the user moves rows into their places, the column holding them (row-order.ts). Absent: rows are not moved. */
  reorder?: { column: string };
  /** `setDetails(...)`: a row expands to show its details, asked of `urls.details` (row-details.ts). Absent: none. */
  details?: boolean;
  /** `setColumnArrangement(...)`: a header and columns kept in sight, columns the user moves and sizes (column-arrangement.ts). Absent: none of it. */
  arrange?: ColumnArrangementView;
  editModalAdapter: string | null;
  pageLength: number;
  /**
   * The column showing the rows' key, when the table's search reaches it: a created row that the page
   * does not show is found by searching for its key (the notice's "Show row"). Absent or null: the key
   * is not searchable, and the notice says how the row is reached instead.
   */
  keySearch?: string | null;
}

/** The purposes a table token is signed for. */
export type TokenPurpose = 'read' | 'delete' | 'edit' | 'create' | 'bulk' | 'export' | 'import' | 'options' | 'action' | 'views' | 'move' | 'details';

/** The endpoint URLs, under the path the router is mounted at. */
export interface EndpointUrls {
  data: string;
  delete: string;
  editView: string;
  editSubmit: string;
  /** The legacy `GET` edit form (same path as `editSubmit`). */
  editForm: string;
  /** `POST`: the create modal ({@link CreateViewRequest}); 200 the whole modal's HTML. */
  createView: string;
  /** `POST`: the create form submitted; 201 {@link CreatedBody}, 422 the modal body with the errors. */
  createSubmit: string;
  /** `POST`: a bulk action ({@link BulkRequest}); 200 {@link BulkResult}. */
  bulk: string;
  /**
   * `GET`: every matching row as a file ({@link ExportRequest}), streamed. Absent from a page of an
   * older server: no export.
   */
  export?: string;
  /**
   * `GET`: the related rows a relation column's filter or form field may pick (`RelationOptionsRequest`,
   * relation-options.ts); 200 `RelationOptionsPage`. Absent: the table has no column naming a relation.
   */
  options?: string;
  /** `POST`: a cell edited in place (`CellEditRequest`, cell-edit.ts); 200 `CellEditResult`. Absent: no column is edited in place. */
  cell?: string;
  /** `POST`: a bulk edit's modal (`BulkEditViewRequest`, bulk-edit.ts); 200 the whole modal's HTML. Absent: the table has no bulk edit. */
  bulkEditView?: string;
  /** `POST`: the import's modal, its preview and the import itself (import.ts). Absent: the table has no `Action.import()`. */
  importView?: string;
  importPreview?: string;
  import?: string;
  importUndo?: string;
  /** `POST`: an application's row action (`RowActionRequest`, row-action.ts); 200 `RowActionResult`. Absent: the table has none. */
  action?: string;
  /** `GET`/`POST`/`DELETE` the user's saved views (saved-views.ts). Absent: kept in the browser, or the table has none. */
  views?: string;
  /** `POST`: a row moved to another's place (`RowMoveRequest`, row-order.ts); 200 `RowMoveResult`. Absent: rows are not moved. */
  move?: string;
  /** `GET`: a row's details (`RowDetailsRequest`, row-details.ts); 200 `RowDetailsResult`. Absent: the table has none. */
  details?: string;
}

/** Everything the `datatable` controller needs: the table, the endpoints, tokens and CSRF. */
export interface PageView {
  /** The server's {@link WIRE_VERSION}: a bundle of another version refuses the page (docs/versioning.md, Versioning). */
  wireVersion: number;
  table: TableView;
  urls: EndpointUrls;
  /** `read` always; `delete`, `edit` and `create` only when the table declares (and the router serves) them. */
  tokens: { read: string } & Partial<Record<Exclude<TokenPurpose, 'read'>, string>>;
  /** The header mutations send; `token` is '' for a table without delete, edit, create or bulk actions. */
  csrf: { header: string; token: string };
  /** Real-time updates of this table through a Mercure hub; null when the table is not live. */
  mercure: MercureView | null;
  /** The page's language: its locale, direction, the browser's messages and DataTables.net's interface. */
  i18n: I18nView;
  /**
   * `false`: no notices after a save or a delete, nor for rows deleted elsewhere (screen readers are
   * still told, in the table's live region). Absent: shown (docs/front-end.md, Notices).
   */
  notices?: boolean;
}

/** What an action needs from a row: the identifier to send back, or the detail URL. */
export interface ActionReference {
  id?: unknown;
  url?: string | null;
}

/** A row as a selection holds it: its identifier, and its version as shown (versioned entities; else null). */
export interface SelectedRow {
  id: unknown;
  version: string | null;
}

/**
 * One row of the data endpoint's `data` array: column values, and per action its reference (keyed by
 * the type of a built-in action, by the name of an application's: names are lower-case, types upper-case).
 */
export interface RowData {
  [column: string]: unknown;
  _actions?: Partial<Record<ActionTypeName | string, ActionReference>>;
  /** Tables with bulk actions: the row as a selection sends it back. */
  _select?: SelectedRow;
  /** Tables with cells edited in place or actions of the application's: the row's version as shown, which a cell edit or an action sends back (null: the entity has none). */
  _version?: string | null;
  /** Tables with details (`setDetails`): the identifier their request sends (row-details.ts). */
  _details?: RowDetailsReference;
}

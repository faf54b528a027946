import type { Api } from 'datatables.net';
import type { ColumnView, RowData } from '../../lib/wire/page-view.js';
import type { Translate } from '../../lib/wire/translate.js';
import type { DatatableEventName } from '../actions/ActionFlowContext.js';
import type { NoticeAction } from '../notices/Notices.js';
import type { ServerEndpoints } from '../requests/ServerEndpoints.js';

/** The attribute on an editable cell naming its column (kept by the row-details sweep of tabindexes). */
export const CELL_ATTRIBUTE = 'data-uxdt-cell';

/** An editable cell as drawn: its element, its row's data and its column. */
export interface DrawnCell {
  td: HTMLTableCellElement;
  row: RowData;
  column: ColumnView;
}

/** What the cells need of the table (`DataTablesHandle`). */
export interface InPlaceHost {
  readonly element: HTMLElement;
  /** DataTables.net's API: the rows drawn, their data, their cells. */
  readonly dataTables: Api;
  /** The row holding `td`, drawn again from `row` (the server's answer) in the same cells, the table's parts told as after a draw. */
  replaceRow(td: HTMLTableCellElement, row: RowData): void;
}

/** The table's editable cells as the editor sees them. */
export interface CellTable {
  /** The cells drawn now, in reading order. */
  readonly cells: readonly DrawnCell[];
  /** The cell that takes Tab's focus, kept across draws by its row and column. */
  current: { id: unknown; column: string } | null;
  readonly host: InPlaceHost;
}

/** What the cells need of the page: its endpoints and language, and where to report. */
export interface CellsPage {
  endpoints: ServerEndpoints;
  t: Translate;
  locale: string;
  /** `bs5`: Bootstrap's form classes; else the library's own. */
  bootstrap: boolean;
  /** Shows a failure above the table. */
  alert(message: string): void;
  /** Says a saved change to screen readers (the table's live region). */
  announce(message: string): void;
  /** Says a change went through with an action (Undo): a notice, else the table's live region only. */
  notify(message: string, action: NoticeAction): void;
  dispatch(name: DatatableEventName, detail: Record<string, unknown>): void;
  /** The options endpoint's URL for a relation column's picker (its token and the column); null: the page has none. */
  optionsUrl(column: string): string | null;
}

/** What the cell editor works with: the page, and the table's cells. */
export interface CellEditingContext extends CellsPage {
  cells: CellTable;
}

import DataTable, { type AjaxCallback, type AjaxData, type Api } from 'datatables.net';
import 'datatables.net-responsive';
import type { ServerEndpoints } from '../requests/ServerEndpoints.js';
import type { TableHandle } from '../actions/TableHandle.js';
import { failureFromError, readFailure, type RequestFailure } from '../requests/request-failure.js';
import type { StyleFramework } from '../modal/detectStyleFramework.js';
import type { ActionView, PageView, RowData } from '../../lib/wire/page-view.js';
import type { Translate } from '../../lib/wire/translate.js';
import { cellLocale } from '../../lib/wire/cell-locale.js';
import { HtmlCells, isHtmlColumn } from '../columns/HtmlCells.js';
import { columnOptions, initialOrder } from './column-options.js';
import { namingColumn } from './naming-column.js';
import { spanEmptyRow } from './empty-row.js';
import { keepRowsInView } from './rows-in-view.js';
import { layoutOptions } from './layout.js';
import { dataQuery, type FilteredAjaxData } from './data-query.js';
import type { FilterState } from '../filters/FilterState.js';
import { keepPage, sessionEnded, type AnsweredPage, type DataAnswer } from './kept-page.js';
import { savedStateOptions } from './saved-state.js';
import { overStartView, startOptions, type StartView } from './start-view.js';
import { pageLengths } from './current-view.js';
import { stylingOptions } from './styling.js';
import { detailsControls } from './details-control.js';
import { columnNames } from './arranged-columns.js';
import type { TablePlugin } from './TablePlugin.js';

/** What the table is drawn from. */
export interface DataTablesHandleOptions {
  view: PageView;
  /** The actions of the action column (see `tableActions`). */
  actions: readonly ActionView[];
  endpoints: ServerEndpoints;
  /** The page's CSS framework, which picks DataTables.net's styling. */
  framework: StyleFramework;
  /** The page's messages. */
  t: Translate;
  /** The table-level actions' toolbar (`createToolbar`), placed before the search; null: none. */
  toolbar?: HTMLElement | null;
  /** The selection's column and the undo window's filter, in that order (their columns come first). */
  plugins?: readonly TablePlugin[];
  /** The table's column filters, sent with every data request; a change reloads the table. */
  filters?: FilterState;
  /** The filter bar (`FilterBar`), a row of its own above the table's top row; null: none. */
  filterBar?: HTMLElement | null;
  /** The selection's bar (`SelectionControls`), a row of its own just above the table; null: none. */
  selectionBar?: HTMLElement | null;
  /** The view to open with (the page's URL's, the column menu's choices); absent: as declared, or the tab's state. */
  start?: StartView;
  /** What the first data request waits for (a live table's stream opening, `LiveTable.firstRequest`); absent: nothing. */
  firstRequest?: () => Promise<void>;
}

/** Told when the data endpoint answers. */
export interface DataTablesHandleDelegate {
  loaded(detail: { draw: number; recordsTotal: number; recordsFiltered: number }): void;
  failed(failure: RequestFailure): void;
}

/**
 * The table as DataTables.net draws it: server-side processing against `urls.data` with the read
 * token, Responsive folding the columns that do not fit into a detail row (the action column last),
 * the toolbar (New) in the search's cell of DataTables.net's `layout`, so it wraps with it on a phone,
 * the state kept for the tab (`savedStateOptions`). A failed request goes to the delegate
 * (DataTables.net's own `alert()` never runs) and shows no rows, except when the session ended
 * (`sessionEnded`): the last page stays, with "Your session has ended". Either way a reload settles.
 * The sanitizer of `html` columns is fetched alongside the first rows when such a column is visible,
 * or once one is made visible (see {@link HtmlCells}).
 */
export class DataTablesHandle implements TableHandle {
  private readonly api: Api;
  private readonly requests = new AbortController();
  private lastPage: AnsweredPage | null = null;
  /** Every request waits for it: the first is held by `firstRequest`, those asked meanwhile go after it. */
  private readonly mayAsk: Promise<void>;
  private firstAnswer!: () => void;
  /** Settles once the first request is answered (or failed). */
  private readonly firstAnswered = new Promise<void>((resolve) => (this.firstAnswer = resolve));

  private readonly endpoints: ServerEndpoints;
  private readonly t: Translate;
  private readonly html = new HtmlCells();
  /** The names of the `html` columns. */
  private readonly htmlColumns: string[] = [];
  private readonly plugins: readonly TablePlugin[];
  private readonly view: PageView;
  /** The table's column filters, which the export and the page's URL read and write too. */
  readonly filters?: FilterState;
  private readonly stopFilters?: () => void;
  /** Stops naming Responsive's row-details controls ({@link detailsControls}). */
  private readonly stopDetails: () => void;
  readonly findRow: ((id: unknown) => Promise<void>) | null;

  constructor(
    readonly element: HTMLTableElement,
    options: DataTablesHandleOptions,
    private readonly delegate: DataTablesHandleDelegate,
  ) {
    this.endpoints = options.endpoints;
    this.t = options.t;
    this.view = options.view;
    this.findRow = options.view.table.keySearch ? (id) => this.searchKey(id) : null;
    // Before DataTables.net exists: its first request carries the filters already set (from the page's URL, say).
    this.filters = options.filters;
    this.mayAsk = options.firstRequest?.() ?? Promise.resolve();
    const plugins = (this.plugins = options.plugins ?? []);
    const own = plugins.flatMap((plugin) => (plugin.column ? [plugin.column] : []));
    const i18n = options.view.i18n;
    const locale = cellLocale(i18n?.locale, element.ownerDocument.defaultView?.navigator.languages);
    options.view.table.columns.forEach((column) => isHtmlColumn(column) && this.htmlColumns.push(column.name));
    const columns = [...own, ...columnOptions(options.view.table, options.actions, { t: options.t, locale, html: this.html })];
    const start = options.start ?? { visible: null, url: null };
    const names = options.view.table.columns.map((column) => column.name);
    const started = startOptions(start, columns, names);
    this.api = new DataTable(element, {
      ...stylingOptions(options.framework),
      // DataTables.net's interface in the page's language, from the page's one catalogue (sent by the server).
      ...(i18n?.dataTables ? { language: i18n.dataTables } : {}),
      ...savedStateOptions(options.view.table.name, element.ownerDocument.defaultView, {
        over: overStartView(start, columns, names),
        filters: options.filters && { state: options.filters, columns: options.view.table.columns },
      }),
      ...layoutOptions(options),
      // Pinned columns need the table to scroll sideways (FixedColumns): it then folds none into a row's details.
      ...(options.view.table.arrange?.fixedColumns ? { scrollX: true, responsive: false } : { responsive: true }),
      serverSide: true,
      processing: true,
      autoWidth: false,
      pageLength: options.view.table.pageLength,
      lengthMenu: pageLengths(options.view.table.pageLength),
      columns,
      order: initialOrder(columns),
      ...started,
      ajax: (data: AjaxData, callback: AjaxCallback) => void this.load(data, callback),
    });
    this.api.on('draw', () => plugins.forEach((plugin) => plugin.drawn?.()));
    this.stopDetails = detailsControls(element, options.t('table.row_details'));
    spanEmptyRow(this.api);
    keepRowsInView(this.api);
    // The user's new filter shows its first page. One from the page's URL (Back, a link) is drawn by what
    // restored it (ViewInUrl draws the whole view once), so it is not loaded twice.
    this.stopFilters = options.filters?.onChange((_filters, source) => {
      if (source === 'user') this.api.ajax.reload(undefined, true);
    });
    // Visibility is known now (a saved state may have changed it); the first rows are still on their way.
    void this.htmlShown();
    this.api.on('column-visibility.dt', (_event: unknown, _settings: unknown, column: number, visible: boolean) => {
      // Cells of a column hidden until now may have been drawn blank: draw them again, sanitized.
      if (visible && this.htmlColumns.includes(columnNames(this.api)[column] ?? '')) void this.html.load().then(() => this.api.rows().invalidate('data'));
    });
  }

  /** Loads the sanitizer when an `html` column is visible; undefined when none is. */
  private htmlShown(): Promise<void> | undefined {
    return this.htmlColumns.some((name) => this.api.column(`${name}:name`).visible()) ? this.html.load() : undefined;
  }

  /** @internal DataTables.net's API, for the parts that follow the table's view (the column menu, the URL). */
  get dataTables(): Api {
    return this.api;
  }

  reload(): Promise<void> {
    // Before the first answer DataTables.net knows no row count, so a reload would rewind to the first page
    // (and supersede the first request): it waits for that answer, then asks for the page shown.
    return this.firstAnswered.then(() => new Promise((resolve) => this.api.ajax.reload(() => resolve(), false)));
  }

  /** Searches for the key in the search box (the user sees why the table shows what it does, and clears it to go back). */
  private searchKey(id: unknown): Promise<void> {
    return new Promise((resolve) => {
      this.api.one('draw', () => resolve());
      this.api.search(String(id)).draw();
    });
  }

  /** The name of the row holding `element` (its first text column's value), for "Deleted “Dune”"; null: none. */
  nameOf(element: Element): string | null {
    let row = element.closest('tr');
    // A button Responsive moved into a detail row: that row follows the one it details.
    if (row?.classList.contains('child')) row = row.previousElementSibling as HTMLTableRowElement | null;
    const data = row ? (this.api.row(row).data() as RowData | undefined) : undefined;
    const column = namingColumn(this.view.table.columns);
    return (data && column && String(data[column.name] ?? '')) || null;
  }

  /**
   * Puts `row` (a cell's save's or an action's answer) in place of the row holding `td`, drawn again in the same
   * cells; the plugins are told as after a draw, then that a row was replaced (the totals ask for the page again).
   */
  replaceRow(td: Element, row: RowData): void {
    const drawn = this.api.row(td.closest('tr')!);
    drawn.data(row);
    drawn.invalidate('data');
    this.plugins.forEach((plugin) => (plugin.drawn?.(), plugin.rowReplaced?.()));
  }

  /** The table's state as its last data request sent it: search, order, column searches (an export asks the same). */
  lastRequest(): AjaxData {
    return (this.api.ajax.params() ?? {}) as AjaxData;
  }

  /** The names of the columns holding values that are shown, in the order shown. */
  shownColumns(): string[] {
    const values = new Set(this.view.table.columns.filter((column) => column.kind !== 'action' && column.kind !== 'template').map((column) => column.name));
    return columnNames(this.api).filter((name, index): name is string => name !== null && values.has(name) && this.api.column(index).visible());
  }

  /** Stops pending requests and gives the `<table>` back as it was. */
  destroy(): void {
    this.requests.abort();
    this.stopFilters?.();
    this.stopDetails();
    this.api.destroy();
  }

  private async load(data: FilteredAjaxData, callback: AjaxCallback): Promise<void> {
    const draw = data.draw ?? 0;
    await this.mayAsk;
    if (this.requests.signal.aborted) return;
    // On the request itself: the plugins see the filters it was made with ("select all matching", the undo window).
    if (this.filters) data.filters = this.filters.get();
    let json: DataAnswer;
    try {
      const asked = this.plugins.reduce((request, plugin) => plugin.asking?.(request) ?? request, data);
      const response = await this.endpoints.data(dataQuery(asked), this.requests.signal);
      if (!response.ok) throw await readFailure(response, this.t);
      json = await response.json();
    } catch (error) {
      if (this.requests.signal.aborted) return;
      const failure = isFailure(error) ? error : failureFromError(error, this.t('table.load_failed'), this.t);
      const ended = sessionEnded(failure);
      this.delegate.failed(ended ? { ...failure, message: this.t('table.session_ended') } : failure);
      const kept = ended && this.lastPage ? keepPage(this.api, this.lastPage, draw) : null;
      callback(kept ?? { draw, recordsTotal: 0, recordsFiltered: 0, data: [] });
      return this.firstAnswer();
    }
    // Rows are drawn once their html cells can be (at once, but for the first rows of such a table).
    await this.htmlShown();
    if (this.requests.signal.aborted) return;
    json = this.plugins.reduce((answer, plugin) => plugin.answered?.(data, answer) ?? answer, json);
    this.lastPage = { request: data, answer: json };
    callback(json);
    this.firstAnswer();
    this.delegate.loaded({ draw, recordsTotal: json.recordsTotal, recordsFiltered: json.recordsFiltered });
  }
}

function isFailure(value: unknown): value is RequestFailure {
  return typeof value === 'object' && value !== null && 'status' in value && 'message' in value && !(value instanceof Error);
}

import { Controller } from '@hotwired/stimulus';
import type { DatatableEventName } from '../actions/ActionFlowContext.js';
import { RowActions } from '../actions/RowActions.js';
import { TableAlert } from '../alerts/TableAlert.js';
import { tableActions, toolbarActions } from '../actions/table-actions.js';
import { createToolbar } from '../actions/toolbar.js';
import { ServerEndpoints } from '../requests/ServerEndpoints.js';
import { pageStyleFramework } from '../modal/detectStyleFramework.js';
import { NullModalAdapter } from '../modal/NullModalAdapter.js';
import { modalAdapterKey, resolveModalAdapter } from '../modal/resolveModalAdapter.js';
import { Notices } from '../notices/Notices.js';
import { LiveTable } from '../realtime/LiveTable.js';
import { reloadInPlace } from '../realtime/reload-in-place.js';
import { DataTablesHandle } from '../table/DataTablesHandle.js';
import type { PageView } from '../../lib/wire/page-view.js';
import { VIEW_VALUE } from '../../lib/wire/table-mount.js';
import { translator } from '../../lib/wire/translate.js';
import { wireVersionMismatch } from '../../lib/wire/wire-version.js';
import { listenToBulkButtons } from '../bulk/bulk-buttons.js';
import { FilterBar } from '../filters/FilterBar.js';
import type { FilterColumn } from '../filters/filter-controls.js';
import { FilterState } from '../filters/FilterState.js';
import { SelectionControls } from '../selection/SelectionControls.js';
import { UndoWindow } from '../undo/UndoWindow.js';
import { ColumnVisibility } from '../columns/ColumnVisibility.js';
import { arrangementOfTable } from '../arrange/arrangement-of-table.js';
import { ViewInUrl } from '../view/ViewInUrl.js';
import { followInUrl, viewInUrlOptions } from '../view/table-url.js';
import { ExportControl } from '../export/ExportControl.js';
import { exportUrl } from '../export/export-query.js';
import { cellsOfTable } from '../cells/cells-of-table.js';
import { announce, createLiveRegion } from '../realtime/live-region.js';
import { summariesOfTable } from '../summaries/summaries-of-table.js';
import { savedViewsOfTable } from '../views/saved-views-of-table.js';
import { rowOrderOfTable } from '../order/row-order-of-table.js';
import { rowDetailsOfTable } from '../details/row-details-of-table.js';

/**
 * `data-controller="datatable"`: draws the table with DataTables.net from the server's page view
 * (`data-datatable-view-value`) and runs its row actions, its toolbar's (New, Export), its column filters (the filter bar, {@link filters}) and, with bulk actions, the selection and its bulk buttons; deletes with an undo window wait in {@link UndoWindow}. A table with `mercure` reloads when a change is published to
 * its topics (see {@link LiveTable}). With `columnVisibility`, a column menu in the toolbar
 * ({@link ColumnVisibility}); with `viewInUrl`, the view follows the page's URL ({@link ViewInUrl}), which
 * it opens with (over the state kept for the tab). Events are dispatched on the table as `datatable:<name>`;
 * see {@link DatatableEventName}. A page view of another wire version than the bundle's is refused
 * loudly (alert, `datatable:error` with `code: 'wire_version_mismatch'`, console) and nothing is drawn.
 */
export default class DatatableController extends Controller<HTMLTableElement> {
  static override values = { [VIEW_VALUE]: Object };

  declare readonly viewValue: PageView;
  /**
   * The table's column filters, the one place the page keeps them (docs/filters-and-views.md, Filters): read and written by
   * the filter bar, the export and the page's URL (`replace(filters, 'url')`). Kept across reconnects.
   */
  readonly filters = new FilterState();
  private table: DataTablesHandle | null = null;
  private filterBar: FilterBar | null = null;
  private actions: RowActions | null = null;
  private live: LiveTable | null = null;
  private selection: SelectionControls | null = null;
  private undo: UndoWindow | null = null;
  private columns: ColumnVisibility | null = null;
  private url: ViewInUrl | null = null;
  private exporter: ExportControl | null = null;
  private cells: ReturnType<typeof cellsOfTable> = null;
  private summaries: ReturnType<typeof summariesOfTable> = null;
  private views: ReturnType<typeof savedViewsOfTable> = null;
  private order: ReturnType<typeof rowOrderOfTable> = null;
  private details: ReturnType<typeof rowDetailsOfTable> = null;
  private arrangement: ReturnType<typeof arrangementOfTable> = null;
  /** The live region of cells saved in place, made on the first save. */
  private region: HTMLElement | null = null;

  override connect(): void {
    // DataTables.net moves the <table> into its wrapper, which Stimulus reports as a disconnect
    // and a connect of the same controller: keep the table drawn across such moves.
    if (this.table) return;
    // Copies of the <table>, its attributes with it, that DataTables.net draws a header or footer in (a table scrolling
    // sideways, FixedHeader's floating header): DataTables.net's, not tables of their own.
    if (this.element.closest('.dt-scroll-head, .dt-scroll-foot, .dtfh-floatingparent')) return;
    const view = this.viewValue;
    const endpoints = new ServerEndpoints(view, undefined, view.mercure?.origin);
    const dispatch = (name: DatatableEventName, detail: Record<string, unknown>) => void this.dispatch(name, { detail });
    // Checked first: the rest of the view may mean something else in another version. English, as the
    // page's messages may be missing too.
    const mismatch = wireVersionMismatch(view.wireVersion);
    if (mismatch) {
      console.error(mismatch);
      new TableAlert(this.element).show(mismatch);
      return dispatch('error', { action: 'DATA', status: 0, code: 'wire_version_mismatch', message: mismatch });
    }
    const actions = tableActions(view);
    const framework = pageStyleFramework(this.element.ownerDocument);
    const t = translator(view.i18n?.messages, view.i18n?.locale);
    const tools = toolbarActions(view);
    const doc = this.element.ownerDocument;
    const locale = view.i18n?.locale ?? 'en';
    const bulk = view.tokens.bulk ? view.table.bulk : null;
    // A flow's chunk that cannot be fetched (offline, the build deployed away): said like a failed request.
    const partFailed = (action: string) => (error: unknown) => {
      this.actions?.alert.show(t('table.part_failed'));
      dispatch('error', { action, status: 0, code: 'chunk_failed', message: String(error) });
    };
    const selection = (this.selection = bulk?.actions.length ? new SelectionControls(this.element, bulk.actions, t, locale) : null);
    const columns = (this.columns = view.table.columnVisibility
      ? new ColumnVisibility(doc, view.table, t, framework === 'dt' ? 'uxdt-button' : 'btn btn-outline-secondary', partFailed('COLUMNS'))
      : null);
    // The page's URL wins: the columns, search, order, page length and filters it names are the start view.
    const inUrl = viewInUrlOptions(view, doc.defaultView);
    // Else the user's default view (saved views), unless the tab's kept state names one.
    const views = (this.views = savedViewsOfTable(view, doc.defaultView, partFailed('VIEWS')));
    const fromUrl = (inUrl && ViewInUrl.read(inUrl)) || views?.start || null;
    if (fromUrl) this.filters.replace(fromUrl.filters, 'url');
    const start = { visible: fromUrl?.visible ?? columns?.chosen() ?? null, url: fromUrl };
    const exportView = view.tokens.export && view.urls.export ? view.table.export : null;
    const exporter = (this.exporter = exportView
      ? new ExportControl(doc, exportView, t, locale, {
        url: (format) => exportUrl({
          url: view.urls.export!, token: view.tokens.export!, filters: this.filters,
          lastRequest: () => this.table!.lastRequest(), shownColumns: () => this.table!.shownColumns(),
        }, format),
        failed: (failure) => {
          this.actions?.alert.show(failure.message);
          dispatch('error', { action: 'EXPORT', ...failure });
        },
        ended: (outcome, format) => dispatch(outcome === 'done' ? 'exported' : 'export-cancelled', { format }),
      })
      : null);
    // Totals and groups: the footer written now, before DataTables.net reads the table, a cell for the selection's
    // column first (the one plugin with a column of its own); the "Group by" choice in the toolbar.
    const summaries = (this.summaries = summariesOfTable(
      this.element, view, selection ? 1 : 0, () => this.table!, async () => (await this.cells?.idle(), reloadInPlace(this.table!)), { t, locale }, partFailed('SUMMARIES'),
    ));
    const toolbar = createToolbar(doc, tools, null, [...(views ? [views.control] : []), ...(summaries?.control ? [summaries.control] : []), ...(exporter ? [exporter.element] : []), ...(columns ? [columns.menu.element] : [])]);
    const notices = view.notices === false ? null : new Notices(doc, { framework, dismissLabel: t('alert.dismiss') });
    // Undo is a control, not only news: its notice shows even where the table's notices are off.
    const undo = (this.undo = [...actions, ...(selection ? bulk!.actions : [])].some((action) => action.undoMs)
      ? new UndoWindow({ element: this.element, reload: () => this.table!.reload() }, notices ?? new Notices(doc, { framework, dismissLabel: t('alert.dismiss') }), t('undo.undo'), partFailed('UNDO'))
      : null);
    const filterColumns = view.table.columns.filter((column): column is FilterColumn => !!column.filter);
    const { options: optionsEndpoint } = view.urls;
    const optionsToken = view.tokens.options;
    const optionsUrl = optionsEndpoint && optionsToken
      ? (column: string) => `${optionsEndpoint}${optionsEndpoint.includes('?') ? '&' : '?'}${new URLSearchParams({ table: optionsToken, column })}`
      : null;
    // The table exists once its plugins do: the cells reach it through `this.table`.
    const cells = (this.cells = cellsOfTable(view, () => this.table!, {
      endpoints, t, locale, bootstrap: framework === 'bs5', dispatch, optionsUrl: optionsUrl ?? (() => null),
      alert: (message) => this.actions?.alert.show(message),
      announce: (message) => announce((this.region ??= createLiveRegion(this.element)), message),
      notify: (message, action) => (notices ? notices.show(message, action) : announce((this.region ??= createLiveRegion(this.element)), message)),
    }, partFailed('CELL')));
    // The row order's handles are the first column, then the details' expand buttons: before the selection's checkboxes.
    const order = (this.order = rowOrderOfTable(view, partFailed('MOVE')));
    const details = (this.details = rowDetailsOfTable(view, partFailed('DETAILS')));
    const plugins = [undo, order, details, selection, cells, summaries].filter((plugin) => plugin !== null);
    const filterBar = (this.filterBar = filterColumns.length ? new FilterBar(doc, filterColumns, this.filters, t, locale, partFailed('FILTER'), optionsUrl) : null);
    // Before the table: its first data request waits for the stream to open, so that its first open needs no reload.
    const live = (this.live = view.mercure
      // A change made elsewhere is drawn once no cell's editor is open and no row is being moved: never under the user's hands.
      ? new LiveTable({ element: this.element, reload: async () => (await this.cells?.idle(), await this.order?.idle(), this.table!.reload()) }, { mercure: view.mercure, table: view.table.name, origin: view.mercure.originDigest, t, notices }, {
        changed: ({ type, id, ids, action, table: name }) => {
          dispatch('remote-change', { type, id, table: name, ...(type === 'bulk' ? { ids, action } : {}) });
          // A bulk is not told to an open edit modal: its save meets the version or the row gone (409, 404).
          if (name === view.table.name && (type === 'edit' || type === 'delete')) this.actions?.edit.remoteChange(type, id);
        },
      })
      : null);
    // The columns sit as the page opens with them (moved, sized) before the first rows are drawn.
    const arrangement = (this.arrangement = arrangementOfTable(view, fromUrl, partFailed('COLUMNS')));
    const table = new DataTablesHandle(this.element, {
      view, actions, endpoints, framework, t, toolbar, plugins, start, filters: this.filters, filterBar: filterBar?.element, selectionBar: selection?.bar,
      firstRequest: live || arrangement ? async () => void (await Promise.all([live?.firstRequest(), arrangement?.ready])) : undefined,
    }, {
      loaded: (detail) => dispatch('reloaded', detail),
      failed: (failure) => {
        this.actions?.alert.show(failure.message);
        dispatch('error', { action: 'DATA', ...failure });
      },
    });
    const editable = [...actions, ...tools].some((action) => action.type === 'EDIT' || action.type === 'CREATE' || action.type === 'IMPORT');
    const adapterKey = modalAdapterKey(view.table.editModalAdapter, () => framework);
    this.table = table;
    columns?.attach(table.dataTables);
    if (inUrl) this.url = followInUrl(table.dataTables, inUrl, this.filters);
    // What the parts in chunks (the Views menu, the row order) need of the table, once it exists.
    const parts = {
      api: table.dataTables, filters: this.filters, group: summaries?.group ?? null, endpoints, t, buttonClass: framework === 'dt' ? 'uxdt-button' : 'btn btn-outline-secondary',
      announce: (message: string) => announce((this.region ??= createLiveRegion(this.element)), message),
      alert: (message: string) => this.actions?.alert.show(message), dispatch, nameOf: (element: Element) => table.nameOf(element), reload: () => reloadInPlace(table),
    };
    views?.attach(parts);
    order?.attach(parts);
    details?.attach(parts);
    arrangement?.attach(parts);
    this.actions = new RowActions(actions, {
      table,
      endpoints,
      dispatch,
      t,
      modalAdapter: () => (editable ? resolveModalAdapter(adapterKey) : new NullModalAdapter()),
      modalAdapterKey: adapterKey,
      confirmationAdapter: () => resolveModalAdapter(adapterKey),
      notices,
      undo,
      toolbar: toolbar && { element: toolbar, actions: tools },
    });
    if (selection) {
      listenToBulkButtons(this.actions.context, {
        controls: selection, undo: undo!, actions: bulk!.actions, maxRows: bulk!.maxRows, locale, modalAdapter: () => resolveModalAdapter(adapterKey), modalAdapterKey: adapterKey,
      });
    }
    dispatch('connected', { table: view.table.name });
  }

  override disconnect(): void {
    queueMicrotask(() => {
      if (this.element.isConnected) return;
      this.live?.disconnect();
      this.url?.disconnect();
      this.columns?.disconnect();
      // The table goes with its undo window open: the delete is sent, as when the page goes.
      void this.undo?.send(true);
      this.selection?.disconnect();
      this.filterBar?.disconnect();
      this.exporter?.cancel();
      this.cells?.disconnect();
      this.region?.remove();
      this.actions?.disconnect();
      this.table?.destroy();
      // After DataTables.net gave the table back: its footer goes with it.
      this.summaries?.disconnect();
      this.views?.disconnect();
      this.order?.disconnect();
      this.details?.disconnect();
      this.arrangement?.disconnect();
      this.live = null;
      this.actions = null;
      this.table = null;
      this.url = null;
      this.columns = null;
    });
  }
}

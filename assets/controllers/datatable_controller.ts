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
import { DataTablesHandle } from '../table/DataTablesHandle.js';
import type { PageView } from '../../lib/wire/page-view.js';
import { VIEW_VALUE } from '../../lib/wire/table-mount.js';
import { translator } from '../../lib/wire/translate.js';
import { wireVersionMismatch } from '../../lib/wire/wire-version.js';
import { BulkFlow } from '../bulk/BulkFlow.js';
import { SelectionControls } from '../selection/SelectionControls.js';
import { PendingUndo } from '../undo/PendingUndo.js';

/**
 * `data-controller="datatable"`: draws the table with DataTables.net from the server's page view
 * (`data-datatable-view-value`) and runs its row actions, its toolbar's (New) and, with bulk actions, the selection and its bulk buttons; deletes with an undo window wait in {@link PendingUndo}. A table with `mercure` in its view follows
 * its topics (see {@link LiveTable}). Events are dispatched on the table as `datatable:<name>`;
 * see {@link DatatableEventName}. A page view of another wire version than the bundle's is refused
 * loudly (alert, `datatable:error` with `code: 'wire_version_mismatch'`, console) and nothing is drawn.
 */
export default class DatatableController extends Controller<HTMLTableElement> {
  static override values = { [VIEW_VALUE]: Object };

  declare readonly viewValue: PageView;
  private table: DataTablesHandle | null = null;
  private actions: RowActions | null = null;
  private live: LiveTable | null = null;
  private selection: SelectionControls | null = null;
  private undo: PendingUndo | null = null;

  override connect(): void {
    // DataTables.net moves the <table> into its wrapper, which Stimulus reports as a disconnect
    // and a connect of the same controller: keep the table drawn across such moves.
    if (this.table) return;
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
    const selection = (this.selection = bulk?.actions.length ? new SelectionControls(this.element, bulk.actions, t, locale) : null);
    const toolbar = createToolbar(doc, tools, selection?.bar);
    const notices = view.notices === false ? null : new Notices(doc, { framework, dismissLabel: t('alert.dismiss') });
    // Undo is a control, not only news: its notice shows even where the table's notices are off.
    const undo = (this.undo = [...actions, ...(selection ? bulk!.actions : [])].some((action) => action.undoMs)
      ? new PendingUndo({ element: this.element, reload: () => this.table!.reload() }, notices ?? new Notices(doc, { framework, dismissLabel: t('alert.dismiss') }), t('undo.undo'))
      : null);
    const plugins = [undo, selection].filter((plugin) => plugin !== null);
    const table = new DataTablesHandle(this.element, { view, actions, endpoints, framework, t, toolbar, plugins }, {
      loaded: (detail) => dispatch('reloaded', detail),
      failed: (failure) => {
        this.actions?.alert.show(failure.message);
        dispatch('error', { action: 'DATA', ...failure });
      },
    });
    const editable = [...actions, ...tools].some((action) => action.type === 'EDIT' || action.type === 'CREATE');
    const adapterKey = modalAdapterKey(view.table.editModalAdapter, () => framework);
    this.table = table;
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
    if (selection) new BulkFlow(this.actions.context, { controls: selection, undo: undo!, actions: bulk!.actions, maxRows: bulk!.maxRows, locale });
    if (view.mercure) {
      this.live = new LiveTable(table, { mercure: view.mercure, table: view.table.name, origin: view.mercure.originDigest, t, notices }, {
        changed: ({ type, id, ids, action, table: name }) => {
          dispatch('remote-change', { type, id, table: name, ...(type === 'bulk' ? { ids, action } : {}) });
          // A bulk is not told to an open edit modal: its save meets the version or the row gone (409, 404).
          if (name === view.table.name && (type === 'edit' || type === 'delete')) this.actions?.edit.remoteChange(type, id);
        },
      });
    }
    dispatch('connected', { table: view.table.name });
  }

  override disconnect(): void {
    queueMicrotask(() => {
      if (this.element.isConnected) return;
      this.live?.disconnect();
      // The table goes with its undo window open: the delete is sent, as when the page goes.
      void this.undo?.send(true);
      this.selection?.disconnect();
      this.actions?.disconnect();
      this.table?.destroy();
      this.live = null;
      this.actions = null;
      this.table = null;
    });
  }
}

import { Controller } from '@hotwired/stimulus';
import type { DatatableEventName } from '../actions/ActionFlowContext.js';
import { RowActions } from '../actions/RowActions.js';
import { tableActions } from '../actions/table-actions.js';
import { ServerEndpoints } from '../requests/ServerEndpoints.js';
import { pageStyleFramework } from '../modal/detectStyleFramework.js';
import { NullModalAdapter } from '../modal/NullModalAdapter.js';
import { modalAdapterKey, resolveModalAdapter } from '../modal/resolveModalAdapter.js';
import { LiveTable } from '../realtime/LiveTable.js';
import { DataTablesHandle } from '../table/DataTablesHandle.js';
import type { PageView } from '../../lib/wire/page-view.js';
import { translator } from '../../lib/wire/translate.js';

/**
 * `data-controller="datatable"`: draws the table with DataTables.net from the server's page view
 * (`data-datatable-view-value`) and runs its row actions. A table with `mercure` in its view follows
 * its topics (see {@link LiveTable}). Events are dispatched on the table as `datatable:<name>`;
 * see {@link DatatableEventName}.
 */
export default class DatatableController extends Controller<HTMLTableElement> {
  static override values = { view: Object };

  declare readonly viewValue: PageView;
  private table: DataTablesHandle | null = null;
  private actions: RowActions | null = null;
  private live: LiveTable | null = null;

  override connect(): void {
    // DataTables.net moves the <table> into its wrapper, which Stimulus reports as a disconnect
    // and a connect of the same controller: keep the table drawn across such moves.
    if (this.table) return;
    const view = this.viewValue;
    const endpoints = new ServerEndpoints(view);
    const dispatch = (name: DatatableEventName, detail: Record<string, unknown>) => void this.dispatch(name, { detail });
    const actions = tableActions(view);
    const framework = pageStyleFramework(this.element.ownerDocument);
    const t = translator(view.i18n?.messages, view.i18n?.locale);
    const table = new DataTablesHandle(this.element, { view, actions, endpoints, framework, t }, {
      loaded: (detail) => dispatch('reloaded', detail),
      failed: (failure) => {
        this.actions?.alert.show(failure.message);
        dispatch('error', { action: 'DATA', ...failure });
      },
    });
    const editable = actions.some((action) => action.type === 'EDIT');
    const adapterKey = modalAdapterKey(view.table.editModalAdapter, () => framework);
    this.table = table;
    this.actions = new RowActions(actions, {
      table,
      endpoints,
      dispatch,
      t,
      modalAdapter: () => (editable ? resolveModalAdapter(adapterKey) : new NullModalAdapter()),
      modalAdapterKey: adapterKey,
    });
    if (view.mercure) {
      this.live = new LiveTable(table, { mercure: view.mercure, table: view.table.name, origin: endpoints.origin, t }, {
        changed: ({ type, id, table: name }) => {
          dispatch('remote-change', { type, id, table: name });
          if (name === view.table.name) this.actions?.edit.remoteChange(type, id);
        },
      });
    }
    dispatch('connected', { table: view.table.name });
  }

  override disconnect(): void {
    queueMicrotask(() => {
      if (this.element.isConnected) return;
      this.live?.disconnect();
      this.actions?.disconnect();
      this.table?.destroy();
      this.live = null;
      this.actions = null;
      this.table = null;
    });
  }
}

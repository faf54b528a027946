import type { ModalAdapter } from '../modal/ModalAdapter.js';
import type { Translate } from '../../lib/wire/translate.js';
import type { ActionView } from '../../lib/wire/page-view.js';
import { ActionClickListener } from './ActionClickListener.js';
import type { DatatableEventName } from './ActionFlowContext.js';
import { DeleteFlow } from './DeleteFlow.js';
import { EditFlow } from './EditFlow.js';
import type { ServerEndpoints } from '../requests/ServerEndpoints.js';
import { TableAlert } from '../alerts/TableAlert.js';
import type { TableHandle } from './TableHandle.js';

/** What a table's row actions are wired to. */
export interface RowActionsOptions {
  table: TableHandle;
  endpoints: ServerEndpoints;
  /** Creates the table's modal adapter, on the first edit click. */
  modalAdapter: () => ModalAdapter;
  /**
   * The key of that adapter (`dt`, `bs5`, a custom key), sent with the edit-view request so the
   * server renders the markup it expects; without it the server uses its default template.
   */
  modalAdapterKey?: string;
  dispatch(name: DatatableEventName, detail: Record<string, unknown>): void;
  /** The page's messages (`translator(view.i18n.messages)`). */
  t: Translate;
  /** Defaults to `window.confirm`. */
  confirm?(message: string): boolean;
}

/** A table's row actions: the click listener, the delete and edit flows and the error alert. */
export class RowActions {
  readonly alert: TableAlert;
  readonly edit: EditFlow;
  readonly delete: DeleteFlow;
  private readonly listener: ActionClickListener;

  constructor(actions: readonly ActionView[], options: RowActionsOptions) {
    const { table, endpoints, dispatch, t } = options;
    this.alert = new TableAlert(table.element, t('alert.dismiss'));
    const context = { table, endpoints, alert: this.alert, dispatch, t };
    this.edit = new EditFlow(context, options.modalAdapter, options.modalAdapterKey);
    this.delete = new DeleteFlow(context);
    const confirm = options.confirm ?? ((message: string) => table.element.ownerDocument.defaultView?.confirm(message) ?? false);
    this.listener = new ActionClickListener(table.element, actions, {
      edit: (button) => void this.edit.open(button),
      delete: (button) => void this.delete.run(button),
      confirm,
    });
  }

  disconnect(): void {
    this.listener.disconnect();
    this.alert.clear();
  }
}

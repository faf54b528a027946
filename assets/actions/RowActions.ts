import type { ConfirmationRequest, ModalAdapter } from '../modal/ModalAdapter.js';
import type { Translate } from '../../lib/wire/translate.js';
import type { ActionView } from '../../lib/wire/page-view.js';
import { ActionClickListener } from './ActionClickListener.js';
import type { ActionFlowContext, DatatableEventName } from './ActionFlowContext.js';
import { askThrough } from './ask-through.js';
import { DeleteFlow } from './DeleteFlow.js';
import { EditFlow } from './EditFlow.js';
import type { ServerEndpoints } from '../requests/ServerEndpoints.js';
import { TableAlert } from '../alerts/TableAlert.js';
import type { NoticeAction, Notices } from '../notices/Notices.js';
import { announce, createLiveRegion } from '../realtime/live-region.js';
import type { TableHandle } from './TableHandle.js';
import type { PendingUndo } from '../undo/PendingUndo.js';

/** What a table's row actions are wired to. */
export interface RowActionsOptions {
  table: TableHandle;
  endpoints: ServerEndpoints;
  /** Creates the table's modal adapter, on the first edit (or New) click. */
  modalAdapter: () => ModalAdapter;
  /**
   * The key of that adapter (`dt`, `bs5`, a custom key), sent with the edit-view request so the
   * server renders the markup it expects; without it the server uses its default template.
   */
  modalAdapterKey?: string;
  /**
   * Creates the adapter that asks confirmations (its `confirm`), an instance of its own made on the
   * first question; defaults to `modalAdapter`. One that has no `confirm`, or cannot be made, leaves
   * the question to the browser's `confirm()`.
   */
  confirmationAdapter?: () => ModalAdapter;
  /** Shows "Changes saved" and "Row deleted"; without it they are only said in the table's live region. */
  notices?: Notices | null;
  dispatch(name: DatatableEventName, detail: Record<string, unknown>): void;
  /** The page's messages (`translator(view.i18n.messages)`). */
  t: Translate;
  /** The toolbar holding the table-level actions (`createToolbar`), and those actions: New opens the create modal. */
  toolbar?: { element: HTMLElement; actions: readonly ActionView[] } | null;
  /** The table's undo window: deletes whose action has `undoMs` wait in it; without it they are sent at once. */
  undo?: PendingUndo | null;
  /** Answers every confirmation instead of the adapter's dialog (a test, your own dialog). */
  confirm?(message: string): boolean | Promise<boolean>;
}

/**
 * A table's row actions and its toolbar's: the click listeners, the delete flow and the edit flow
 * (which creates too), the error alert, confirmations and notices.
 */
export class RowActions {
  readonly alert: TableAlert;
  readonly edit: EditFlow;
  readonly delete: DeleteFlow;
  /** The context the flows share, for the bulk flow. */
  readonly context: ActionFlowContext;
  private readonly listeners: ActionClickListener[];
  private region: HTMLElement | null = null;

  constructor(actions: readonly ActionView[], options: RowActionsOptions) {
    const { table, endpoints, dispatch, t, confirm, notices } = options;
    this.alert = new TableAlert(table.element, t('alert.dismiss'));
    const ask = confirm ? async (request: ConfirmationRequest) => confirm(request.message) : askThrough(options.confirmationAdapter ?? options.modalAdapter);
    const notify = (message: string, action?: NoticeAction) => {
      if (notices) notices.show(message, action);
      else announce((this.region ??= createLiveRegion(table.element)), message);
    };
    const context = (this.context = { table, endpoints, alert: this.alert, dispatch, t, ask, notify });
    this.edit = new EditFlow(context, options.modalAdapter, options.modalAdapterKey);
    this.delete = new DeleteFlow(context, options.undo);
    const handlers = {
      edit: (button: HTMLElement) => void this.edit.open(button),
      delete: (button: HTMLElement, action: ActionView) => void this.delete.run(button, action),
      create: (button: HTMLElement) => void this.edit.open(button, 'create'),
      confirm: (message: string, action: ActionView) =>
        ask({ message, confirmLabel: action.label, cancelLabel: t('modal.cancel'), destructive: action.type === 'DELETE' }),
    };
    const { toolbar } = options;
    this.listeners = [new ActionClickListener(table.element, actions, handlers)];
    if (toolbar) this.listeners.push(new ActionClickListener(toolbar.element, toolbar.actions, handlers));
  }

  disconnect(): void {
    this.listeners.forEach((listener) => listener.disconnect());
    this.alert.clear();
    this.region?.remove();
  }
}

import type { ConfirmationRequest, ModalAdapter } from '../modal/ModalAdapter.js';
import type { Translate } from '../../lib/wire/translate.js';
import type { ActionView } from '../../lib/wire/page-view.js';
import { ActionClickListener } from './ActionClickListener.js';
import { ACTION_ATTRIBUTE } from './action-button.js';
import type { ActionFlowContext, DatatableEventName } from './ActionFlowContext.js';
import { askThrough } from './ask-through.js';
import type { DeleteFlow } from './DeleteFlow.js';
import type { EditFlow } from './EditFlow.js';
import type { RowActionFlow } from './RowActionFlow.js';
import type { ImportFlow } from '../import/ImportFlow.js';
import { OnDemand } from '../flows/OnDemand.js';
import { loadModalParts, warmModalParts } from '../modal/load-modal-parts.js';
import type { ServerEndpoints } from '../requests/ServerEndpoints.js';
import { TableAlert } from '../alerts/TableAlert.js';
import type { NoticeAction, Notices } from '../notices/Notices.js';
import { announce, createLiveRegion } from '../realtime/live-region.js';
import type { TableHandle } from './TableHandle.js';
import type { UndoWindow } from '../undo/UndoWindow.js';

/** The events that show the intent to use a button: its flow's chunk is fetched then. */
const INTENT = ['pointerover', 'focusin'] as const;

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
  undo?: UndoWindow | null;
  /** Answers every confirmation instead of the adapter's dialog (a test, your own dialog). */
  confirm?(message: string): boolean | Promise<boolean>;
}

/** The edit flow as the page reaches it before its chunk is fetched. */
export interface EditFlowHandle {
  /** Fetches the edit flow when it was not yet (the button busy meanwhile), then opens its modal. */
  open(button: HTMLElement, mode?: 'edit' | 'create'): Promise<void>;
  /** Tells an open modal of a change made elsewhere (nothing is open before the flow is fetched). */
  remoteChange(type: 'edit' | 'delete', id: unknown): void;
}

/**
 * A table's row actions and its toolbar's: the click listeners, the delete flow and the edit flow
 * (which creates too), each in a chunk fetched on its first click and warmed when a pointer or focus
 * reaches its button, the error alert, confirmations and notices. A chunk that cannot be fetched is said
 * in the alert (`table.part_failed`) and a `datatable:error` event (`code: 'chunk_failed'`).
 */
export class RowActions {
  readonly alert: TableAlert;
  readonly edit: EditFlowHandle;
  readonly delete: { run(button: HTMLElement, action?: ActionView): Promise<void> };
  /** The context the flows share, for the bulk flow. */
  readonly context: ActionFlowContext;
  private readonly listeners: ActionClickListener[];
  /** Where a pointer or focus on an action's button warms its flow. */
  private readonly intent: HTMLElement[];
  private readonly warm: (event: Event) => void;
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
    let edit: EditFlow | null = null;
    // The edit flow comes with the modal's own code (a built-in adapter's), so that one notice covers both.
    const editFlow = new OnDemand(async () => {
      const [{ EditFlow }] = await Promise.all([import('./EditFlow.js'), loadModalParts()]);
      return (edit = new EditFlow(context, options.modalAdapter, options.modalAdapterKey));
    });
    const deleteFlow = new OnDemand(async (): Promise<DeleteFlow> => {
      options.undo?.warm();
      return new (await import('./DeleteFlow.js')).DeleteFlow(context, options.undo);
    });
    const rowActionFlow = new OnDemand(async (): Promise<RowActionFlow> => new (await import('./RowActionFlow.js')).RowActionFlow(context));
    const importFlow = new OnDemand(async (): Promise<ImportFlow> => {
      const [{ ImportFlow }] = await Promise.all([import('../import/ImportFlow.js'), loadModalParts()]);
      return new ImportFlow(context, options.modalAdapter, options.modalAdapterKey);
    });
    const failed = (action: string) => (error: unknown) => {
      this.alert.show(t('table.part_failed'));
      dispatch('error', { action, status: 0, code: 'chunk_failed', message: String(error) });
    };
    this.edit = {
      open: async (button, mode = 'edit') => void (await (await editFlow.forClick(button, failed(mode.toUpperCase())))?.open(button, mode)),
      remoteChange: (type, id) => edit?.remoteChange(type, id),
    };
    this.delete = { run: async (button, action) => void (await (await deleteFlow.forClick(button, failed('DELETE')))?.run(button, action)) };
    this.warm = (event) => {
      const type = (event.target as Element | null)?.closest?.(`[${ACTION_ATTRIBUTE}]`)?.getAttribute(ACTION_ATTRIBUTE);
      if (type === 'EDIT' || type === 'CREATE' || type === 'REPLICATE') editFlow.warm();
      else if (type === 'DELETE') deleteFlow.warm();
      else if (type === 'ACTION') rowActionFlow.warm();
      else if (type === 'IMPORT') importFlow.warm();
      if (type && type !== 'DETAIL') warmModalParts();
    };
    const handlers = {
      edit: (button: HTMLElement) => void this.edit.open(button),
      delete: (button: HTMLElement, action: ActionView) => void this.delete.run(button, action),
      create: (button: HTMLElement) => void this.edit.open(button, 'create'),
      // Replicate: the create modal, filled from the button's row.
      replicate: (button: HTMLElement) => void this.edit.open(button, 'create'),
      // Import: its flow (the modal's steps, the upload) fetched on the first click.
      import: (button: HTMLElement) => void importFlow.forClick(button, failed('IMPORT')).then((flow) => flow?.open(button)),
      // An application's action: its flow fetched on the first click.
      action: (button: HTMLElement, action: ActionView) => void rowActionFlow.forClick(button, failed(action.name!)).then((flow) => flow?.run(button, action)),
      // A question whose dialog cannot be fetched is not asked: the action does not run, and the notice says why.
      confirm: (message: string, action: ActionView) =>
        ask({ message, confirmLabel: action.label, cancelLabel: t('modal.cancel'), destructive: action.type === 'DELETE' })
          .catch((error: unknown) => (failed(action.type)(error), false)),
    };
    const { toolbar } = options;
    this.listeners = [new ActionClickListener(table.element, actions, handlers)];
    if (toolbar) this.listeners.push(new ActionClickListener(toolbar.element, toolbar.actions, handlers));
    this.intent = [table.element, toolbar?.element].filter((element) => !!element);
    for (const element of this.intent) INTENT.forEach((name) => element.addEventListener(name, this.warm));
  }

  disconnect(): void {
    this.listeners.forEach((listener) => listener.disconnect());
    for (const element of this.intent) INTENT.forEach((name) => element.removeEventListener(name, this.warm));
    this.alert.clear();
    this.region?.remove();
  }
}

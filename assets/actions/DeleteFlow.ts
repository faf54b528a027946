import type { ActionView } from '../../lib/wire/page-view.js';
import type { UndoWindow } from '../undo/UndoWindow.js';
import { ACTION_ATTRIBUTE, readActionId } from './action-button.js';
import type { ActionFlowContext } from './ActionFlowContext.js';
import { isBusy, setBusy } from './busy.js';
import { actionIndex, focusAfterDelete } from './focus-after-delete.js';
import { failureFromError, readFailure, type RequestFailure } from '../requests/request-failure.js';

/**
 * Deletes a row: `DELETE` with the CSRF header, then a reload that keeps the page, focus on the next
 * row's delete button (see {@link focusAfterDelete}) and "Row deleted" said (`notify`). A failure
 * shows the server's message above the table and leaves the row. An action with an undo window
 * (`undoMs`) and a table with `undo` defers it: the row is hidden, "Deleted “Dune”" offers Undo, and
 * the same request goes when the window ends (see {@link PendingUndo}). (The confirmation runs
 * before, in the click listener, so a declined one never gets here.)
 */
export class DeleteFlow {
  constructor(
    private readonly context: ActionFlowContext,
    private readonly undo: UndoWindow | null = null,
  ) {}

  async run(button: HTMLElement, action?: ActionView): Promise<void> {
    if (isBusy(button)) return;
    const id = readActionId(button);
    const { table, t } = this.context;
    const index = actionIndex(table.element, button);
    if (action?.undoMs && this.undo) {
      const idJson = JSON.stringify(id);
      // Out of reach at once, focus staying on it: the row shows until the reload hides it, and a quick Enter
      // must not ask again (the click listener ignores a busy button). The redraw brings fresh buttons.
      button.closest('tr')?.querySelectorAll<HTMLElement>(`[${ACTION_ATTRIBUTE}]`).forEach((each) => setBusy(each, true, false));
      return this.undo.defer({
        ms: action.undoMs,
        message: t('undo.deleted', { name: table.nameOf?.(button) ?? String(id) }),
        count: 1,
        hides: (row) => JSON.stringify(row._actions?.DELETE?.id) === idJson,
        send: async (keepalive) => void (await this.send(id, keepalive)),
        // The row is hidden: the next one is at its index now.
        refocus: () => focusAfterDelete(table.element, 'DELETE', index),
        undone: () => {
          focusAfterDelete(table.element, 'DELETE', index);
          this.context.notify(t('undo.restored', { count: 1 }));
          this.context.dispatch('undo', { action: 'DELETE', ids: [id] });
        },
      });
    }
    setBusy(button, true);
    const sent = await this.send(id, false);
    setBusy(button, false);
    if (!sent) return button.focus();
    await table.reload();
    focusAfterDelete(table.element, 'DELETE', index);
    this.context.notify(t('notice.deleted'));
  }

  /** Sends the delete; a failure is shown above the table. Resolves whether it went through. */
  private async send(id: unknown, keepalive: boolean): Promise<boolean> {
    let failure: RequestFailure | null = null;
    try {
      const response = await this.context.endpoints.delete(id, keepalive);
      if (!response.ok) failure = await readFailure(response, this.context.t);
    } catch (error) {
      failure = failureFromError(error, this.context.t('delete.failed'), this.context.t);
    }
    if (failure) {
      this.context.alert.show(failure.message);
      this.context.dispatch('error', { action: 'DELETE', id, ...failure });
      return false;
    }
    this.context.alert.clear();
    this.context.dispatch('deleted', { id });
    return true;
  }
}

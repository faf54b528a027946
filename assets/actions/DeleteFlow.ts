import { readActionId } from './action-button.js';
import type { ActionFlowContext } from './ActionFlowContext.js';
import { isBusy, setBusy } from './busy.js';
import { actionIndex, focusAfterDelete } from './focus-after-delete.js';
import { failureFromError, readFailure, type RequestFailure } from '../requests/request-failure.js';

/**
 * Deletes a row: `DELETE` with the CSRF header, then a reload that keeps the page, focus on the next
 * row's delete button (see {@link focusAfterDelete}) and "Row deleted" said (`notify`). A failure
 * shows the server's message above the table and leaves the row. (The confirmation runs before, in
 * the click listener, so a declined one never gets here.)
 */
export class DeleteFlow {
  constructor(private readonly context: ActionFlowContext) {}

  async run(button: HTMLElement): Promise<void> {
    if (isBusy(button)) return;
    const id = readActionId(button);
    const table = this.context.table.element;
    const index = actionIndex(table, button);
    setBusy(button, true);
    let failure: RequestFailure | null = null;
    try {
      const response = await this.context.endpoints.delete(id);
      if (!response.ok) failure = await readFailure(response, this.context.t);
    } catch (error) {
      failure = failureFromError(error, this.context.t('delete.failed'), this.context.t);
    }
    setBusy(button, false);
    if (failure) {
      button.focus();
      this.context.alert.show(failure.message);
      this.context.dispatch('error', { action: 'DELETE', id, ...failure });
      return;
    }
    this.context.alert.clear();
    this.context.dispatch('deleted', { id });
    await this.context.table.reload();
    focusAfterDelete(table, 'DELETE', index);
    this.context.notify(this.context.t('notice.deleted'));
  }
}

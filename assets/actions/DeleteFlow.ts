import { readActionId } from './action-button.js';
import type { ActionFlowContext } from './ActionFlowContext.js';
import { isBusy, setBusy } from './busy.js';
import { failureFromError, readFailure, type RequestFailure } from '../requests/request-failure.js';

/**
 * Deletes a row: `DELETE` with the CSRF header, then a reload that keeps the page. A failure shows
 * the server's message above the table and leaves the row. (The confirmation prompt runs before,
 * in the click listener, so a declined prompt never gets here.)
 */
export class DeleteFlow {
  constructor(private readonly context: ActionFlowContext) {}

  async run(button: HTMLElement): Promise<void> {
    if (isBusy(button)) return;
    const id = readActionId(button);
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
      this.context.alert.show(failure.message);
      this.context.dispatch('error', { action: 'DELETE', id, ...failure });
      return;
    }
    this.context.alert.clear();
    this.context.dispatch('deleted', { id });
    await this.context.table.reload();
  }
}

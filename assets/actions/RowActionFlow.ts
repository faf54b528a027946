import type { ActionView, RowData } from '../../lib/wire/page-view.js';
import type { RowActionConflictBody, RowActionRequest, RowActionResult } from '../../lib/wire/row-action.js';
import { ACTION_ATTRIBUTE, findActionButton, ID_ATTRIBUTE, readActionId, VERSION_ATTRIBUTE } from './action-button.js';
import type { ActionFlowContext } from './ActionFlowContext.js';
import { isBusy, setBusy } from './busy.js';
import { focusNearTable } from './focus-after-delete.js';
import { failureFromError, readFailure, type RequestFailure } from '../requests/request-failure.js';

/**
 * Runs an application's action (`Action.new(name, label)`) on a row: `POST urls.action` with the row's
 * id and the version the button was drawn with, then the row the server answers drawn in place of the
 * old one and "Changes saved" said (`notify`), as after an edit (one message fewer in every page). A conflict draws the row as it is now and says so in the
 * alert; a refusal (422 `action_refused`, the handler's words in the user's language) is a notice, and any
 * other failure is said in the alert above the table. Focus stays on the action, or goes to another action
 * of the same row when the action is no longer shown there (Publish on a row just published).
 * (The confirmation runs before, in the click listener, so a declined one never gets here.)
 */
export class RowActionFlow {
  constructor(private readonly context: ActionFlowContext) {}

  async run(button: HTMLElement, action: ActionView): Promise<void> {
    if (isBusy(button) || !action.name) return;
    const { endpoints, t, table, alert, dispatch } = this.context;
    const id = readActionId(button);
    const version = readVersion(button);
    setBusy(button, true);
    let response: Response;
    try {
      const { urls, tokens } = endpoints.view;
      response = await endpoints.json('POST', urls.action!, { table: tokens.action!, action: action.name, id, _version: version } satisfies RowActionRequest, false);
    } catch (error) {
      setBusy(button, false);
      return this.failed(button, action, id, failureFromError(error, action.label, t));
    }
    setBusy(button, false);
    if (response.ok) {
      const { row } = (await response.json()) as RowActionResult;
      alert.clear();
      await this.redraw(button, action, id, row);
      dispatch('saved', { id, action: action.name });
      return this.context.notify(t('notice.saved'));
    }
    if (response.status === 409) {
      const body = (await response.clone().json().catch(() => null)) as RowActionConflictBody | null;
      if (body?.row) await this.redraw(button, action, id, body.row);
      dispatch('conflict', { id, action: action.name });
    }
    const failure = await readFailure(response, t);
    if (failure.code === 'action_refused') {
      dispatch('error', { action: action.name, id, ...failure });
      this.context.notify(failure.message);
      return void (button.isConnected ? button.focus() : undefined);
    }
    this.failed(button, action, id, failure);
  }

  private failed(button: HTMLElement, action: ActionView, id: unknown, failure: RequestFailure): void {
    this.context.alert.show(failure.message);
    this.context.dispatch('error', { action: action.name, id, ...failure });
    if (button.isConnected) button.focus();
  }

  /** The row drawn anew (or the page reloaded), focus kept on this action of the row, else on another of its actions. */
  private async redraw(button: HTMLElement, action: ActionView, id: unknown, row: RowData): Promise<void> {
    const { table } = this.context;
    const idJson = JSON.stringify(id);
    const hadFocus = button.ownerDocument.activeElement === button;
    // A button Responsive moved into a detail row: the row drawn anew is the one it details.
    const tr = button.closest('tr');
    const drawn = tr?.classList.contains('child') ? tr.previousElementSibling : tr;
    if (table.replaceRow && drawn) table.replaceRow(drawn.firstElementChild!, row);
    else await table.reload();
    if (!hadFocus && button.ownerDocument.activeElement !== button.ownerDocument.body) return;
    const again = findActionButton(table.element, 'ACTION', idJson, action.name!)
      ?? [...table.element.querySelectorAll<HTMLElement>(`[${ACTION_ATTRIBUTE}][${ID_ATTRIBUTE}]`)].find((each) => each.getAttribute(ID_ATTRIBUTE) === idJson);
    if (again) again.focus();
    else focusNearTable(table.element);
  }
}

/** The version the button was drawn with (JSON: a string, or null for an entity without one). */
function readVersion(button: Element): string | null {
  try {
    const version: unknown = JSON.parse(button.getAttribute(VERSION_ATTRIBUTE) ?? 'null');
    return typeof version === 'string' ? version : null;
  } catch {
    return null;
  }
}

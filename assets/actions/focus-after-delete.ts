import type { ActionTypeName } from '../../lib/wire/page-view.js';
import { ACTION_ATTRIBUTE } from './action-button.js';

/** Where a button is among the table's buttons of its action, for {@link focusAfterDelete}. */
export function actionIndex(table: HTMLElement, button: HTMLElement): number {
  return [...table.querySelectorAll(`[${ACTION_ATTRIBUTE}="${button.getAttribute(ACTION_ATTRIBUTE)}"]`)].indexOf(button);
}

/**
 * After a row was deleted and the table redrawn, focus goes where the user was, not to the page's
 * body: to the same action of the next row that has it (now at the deleted one's `index`), else the
 * previous one, else the table itself.
 */
export function focusAfterDelete(table: HTMLElement, type: ActionTypeName, index: number): void {
  const buttons = table.querySelectorAll<HTMLElement>(`[${ACTION_ATTRIBUTE}="${type}"]`);
  for (const candidate of [buttons[index], buttons[index - 1]]) {
    candidate?.focus();
    // A button Responsive has hidden takes no focus.
    if (candidate && table.ownerDocument.activeElement === candidate) return;
  }
  if (!table.hasAttribute('tabindex')) table.tabIndex = -1;
  table.focus();
}

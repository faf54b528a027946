import type { ActionTypeName } from '../../lib/wire/page-view.js';
import { ACTION_ATTRIBUTE } from './action-button.js';
import { TOOLBAR_CLASS } from './toolbar.js';

/** Where a button is among the table's buttons of its action, for {@link focusAfterDelete}. */
export function actionIndex(table: HTMLElement, button: HTMLElement): number {
  return [...table.querySelectorAll(`[${ACTION_ATTRIBUTE}="${button.getAttribute(ACTION_ATTRIBUTE)}"]`)].indexOf(button);
}

/**
 * After a row was deleted and the table redrawn, focus goes where the user was, not to the page's
 * body (docs/front-end.md, Keyboard): to the same action of the next row that has it (now at the deleted one's
 * `index`), else the previous one, else {@link focusNearTable}.
 */
export function focusAfterDelete(table: HTMLElement, type: ActionTypeName, index: number): void {
  const buttons = table.querySelectorAll<HTMLElement>(`[${ACTION_ATTRIBUTE}="${type}"]`);
  if (![buttons[index], buttons[index - 1]].some((candidate) => takesFocus(candidate))) focusNearTable(table);
}

/**
 * Focus for a flow that leaves no row to go to (a bulk, the last row gone): the table's search box, else
 * its toolbar's first control, each of which shows a focus ring; the `<table>` itself (which shows none,
 * and does nothing) only when it has neither.
 */
export function focusNearTable(table: HTMLElement): void {
  const wrapper = table.closest('.dt-container') ?? table.parentElement;
  const near = wrapper?.querySelectorAll<HTMLElement>(`.dt-search input, .${TOOLBAR_CLASS} button`) ?? [];
  if ([...near].some((candidate) => takesFocus(candidate))) return;
  if (!table.hasAttribute('tabindex')) table.tabIndex = -1;
  table.focus();
}

/** Focuses `element`; false when it took none (hidden by Responsive or CSS, disabled). */
function takesFocus(element: HTMLElement | undefined): boolean {
  element?.focus();
  return !!element && element.ownerDocument.activeElement === element;
}

import { ACTION_ATTRIBUTE, ID_ATTRIBUTE } from '../actions/action-button.js';

/** The class on a row changed elsewhere, for a moment after the reload that shows the change. */
export const CHANGED_CLASS = 'ux-datatables-changed';

/** Marks the rows whose action buttons carry one of these identifiers (as JSON); returns them. */
export function highlightRows(table: HTMLElement, idsJson: ReadonlySet<string>): HTMLElement[] {
  const rows = new Set<HTMLElement>();
  for (const button of table.querySelectorAll(`[${ACTION_ATTRIBUTE}][${ID_ATTRIBUTE}]`)) {
    const row = button.closest('tr');
    if (row && idsJson.has(button.getAttribute(ID_ATTRIBUTE)!)) rows.add(row);
  }
  for (const row of rows) row.classList.add(CHANGED_CLASS);
  return [...rows];
}

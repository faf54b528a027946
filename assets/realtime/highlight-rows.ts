import { ACTION_ATTRIBUTE, ID_ATTRIBUTE } from '../actions/action-button.js';

/** The class on a row changed elsewhere (or just created here), for a moment after the reload that shows it. */
export const CHANGED_CLASS = 'ux-datatables-changed';

/**
 * Marks the rows whose action buttons carry one of these identifiers (as JSON) for `ms`; returns
 * them. Not undone when the table goes: it only takes a class off rows, at most `ms` later.
 */
export function highlightRows(table: HTMLElement, idsJson: ReadonlySet<string>, ms = 2000): HTMLElement[] {
  const rows = new Set<HTMLElement>();
  for (const button of table.querySelectorAll(`[${ACTION_ATTRIBUTE}][${ID_ATTRIBUTE}]`)) {
    const row = button.closest('tr');
    if (row && idsJson.has(button.getAttribute(ID_ATTRIBUTE)!)) rows.add(row);
  }
  for (const row of rows) row.classList.add(CHANGED_CLASS);
  setTimeout(() => rows.forEach((row) => row.classList.remove(CHANGED_CLASS)), ms);
  return [...rows];
}

import type { TableHandle } from '../actions/TableHandle.js';
import { keepingFocus } from '../actions/keep-focus.js';

/**
 * Reloads the table for a change the user did not make, disturbing nothing: the page, ordering and
 * search stay (`TableHandle.reload`), the window's scroll position is put back if the redraw moved
 * it, and focus that was in a row stays in the table ({@link keepingFocus}): on its button in the
 * redrawn row, or, when another window deleted that row, on the next row's.
 */
export async function reloadInPlace(table: TableHandle): Promise<void> {
  const win = table.element.ownerDocument.defaultView;
  const [x, y] = [win?.scrollX ?? 0, win?.scrollY ?? 0];
  await keepingFocus(table.element, () => table.reload());
  if (win && (win.scrollX !== x || win.scrollY !== y)) win.scrollTo(x, y);
}

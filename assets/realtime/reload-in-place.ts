import { ACTION_ATTRIBUTE, findActionButton, ID_ATTRIBUTE } from '../actions/action-button.js';
import type { ActionTypeName } from '../../lib/wire/page-view.js';
import type { TableHandle } from '../actions/TableHandle.js';

/**
 * Reloads the table for a change the user did not make, disturbing nothing: the page, ordering and
 * search stay (`TableHandle.reload`), the window's scroll position is put back if the redraw moved
 * it, and an action button that had focus is focused again in its redrawn row.
 */
export async function reloadInPlace(table: TableHandle): Promise<void> {
  const doc = table.element.ownerDocument;
  const win = doc.defaultView;
  const [x, y] = [win?.scrollX ?? 0, win?.scrollY ?? 0];
  const focused = doc.activeElement;
  const type = focused && table.element.contains(focused) ? focused.getAttribute(ACTION_ATTRIBUTE) : null;
  const idJson = focused?.getAttribute(ID_ATTRIBUTE);
  await table.reload();
  if (win && (win.scrollX !== x || win.scrollY !== y)) win.scrollTo(x, y);
  if (type && idJson && !focused!.isConnected) findActionButton(table.element, type as ActionTypeName, idJson)?.focus();
}

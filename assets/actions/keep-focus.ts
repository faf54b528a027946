import type { ActionTypeName } from '../../lib/wire/page-view.js';
import { ACTION_ATTRIBUTE, findActionButton, ID_ATTRIBUTE, NAME_ATTRIBUTE } from './action-button.js';
import { actionIndex, focusAfterDelete, focusNearTable } from './focus-after-delete.js';
import { CELL_ATTRIBUTE } from '../cells/cell-types.js';

/**
 * Runs `redraw` (a reload of the table's rows), keeping focus that was in a row: a redraw replaces every
 * row, and the focused control with it, which sends focus to the page's body. Focus goes back to the same
 * action of the same row; when that row is gone (deleted elsewhere, or its undo window ended), to where
 * {@link focusAfterDelete} puts it; from any other control of a row, near the table. Focus the redraw did
 * not lose (it was outside the rows, or the user moved it meanwhile) is left alone.
 */
export async function keepingFocus(table: HTMLElement, redraw: () => Promise<void>): Promise<void> {
  const doc = table.ownerDocument;
  const focused = doc.activeElement as HTMLElement | null;
  const inRow = !!focused && focused !== table && !!table.querySelector('tbody')?.contains(focused);
  const type = inRow ? (focused!.getAttribute(ACTION_ATTRIBUTE) as ActionTypeName | null) : null;
  const idJson = focused?.getAttribute(ID_ATTRIBUTE);
  const name = focused?.getAttribute(NAME_ATTRIBUTE) ?? null;
  const index = type ? actionIndex(table, focused!) : -1;
  const inCell = inRow && !!focused!.closest(`td[${CELL_ATTRIBUTE}]`);
  await redraw();
  if (!inRow || focused!.isConnected || (doc.activeElement && doc.activeElement !== doc.body)) return;
  // A cell edited in place: back to the table's cell stop, which the redraw kept on the same row and column where it still is.
  const cell = inCell ? table.querySelector<HTMLElement>(`td[${CELL_ATTRIBUTE}][tabindex="0"]`) : null;
  if (cell) return cell.focus();
  const again = type && idJson ? findActionButton(table, type, idJson, name) : null;
  if (again) again.focus();
  else if (type) focusAfterDelete(table, type, index);
  else focusNearTable(table);
}

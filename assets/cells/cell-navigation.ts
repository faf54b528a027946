import type { DrawnCell } from './cell-types.js';

/** The arrow keys and where each moves. */
export const MOVES: Readonly<Record<string, 'left' | 'right' | 'up' | 'down'>> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };

/**
 * The editable cell an arrow key moves to from `from`, or null at an edge: left and right along its row
 * (as the eye sees it: mirrored on a right-to-left page), up and down to the nearest row above or below
 * holding a cell of the same column.
 */
export function nextCell(cells: readonly DrawnCell[], from: DrawnCell, move: 'left' | 'right' | 'up' | 'down'): DrawnCell | null {
  const row = from.td.parentElement;
  if (move === 'left' || move === 'right') {
    const mirrored = from.td.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const step = (move === 'right') !== mirrored ? 1 : -1;
    const inRow = cells.filter((cell) => cell.td.parentElement === row);
    return inRow[inRow.indexOf(from) + step] ?? null;
  }
  const rows = [...new Set(cells.map((cell) => cell.td.parentElement))];
  const step = move === 'down' ? 1 : -1;
  for (let index = rows.indexOf(row) + step; index >= 0 && index < rows.length; index += step) {
    const found = cells.find((cell) => cell.td.parentElement === rows[index] && cell.column.name === from.column.name);
    if (found) return found;
  }
  return null;
}

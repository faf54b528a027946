import type { Api } from 'datatables.net';
import { columnNames } from '../table/arranged-columns.js';

/** The header cell of each of the table's own columns that is shown, with its column's name, where it is now. */
export function headerCells(api: Api): Array<{ th: HTMLTableCellElement; name: string; index: number }> {
  return columnNames(api).flatMap((name, index) => {
    const th = name !== null && api.column(index).visible() ? (api.column(index).header() as HTMLTableCellElement | null) : null;
    return th && name !== null ? [{ th, name, index }] : [];
  });
}

/** Whether the element is laid out right to left (its arrows then point the other way along the table). */
export function isMirrored(element: Element): boolean {
  return element.ownerDocument.defaultView?.getComputedStyle(element).direction === 'rtl';
}

/**
 * Keeps a control in a header cell to itself: its clicks and keys do not order the table by the column (DataTables.net
 * listens on the cell), nor does pressing it start ColReorder's drag of the header.
 */
export function keepToItself(control: HTMLElement): void {
  for (const name of ['click', 'mousedown', 'touchstart', 'keypress', 'keyup']) control.addEventListener(name, (event) => event.stopPropagation());
}

/**
 * Names a header cell by its column's label alone, once controls of ours are in it: a cell's name is otherwise its text and
 * its controls' names together, which a screen reader says again with each cell of the column.
 */
export function nameHeader(th: HTMLTableCellElement, label: string): void {
  if (!th.hasAttribute('aria-label')) th.setAttribute('aria-label', label);
}

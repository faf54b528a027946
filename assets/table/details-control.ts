import { CELL_ATTRIBUTE } from '../cells/cell-types.js';

/** The class of the row-details button (ux-datatables.css draws its focus ring on its cell). */
export const DETAILS_CLASS = 'ux-datatables-details';

/**
 * Responsive's row-details control is the first shown cell of every row (`td.dtr-control`), which it
 * makes a tab stop: with no name, no state, and even where nothing is folded away (docs/front-end.md, Phones and
 * narrow screens). This takes those cells out of the tab order and, while the table is `collapsed`, puts
 * in each a button named `label` with `aria-expanded`; its click reaches the cell, so Responsive opens
 * the row as it does for a tap. The button is visually hidden: the cell keeps Responsive's triangle and
 * shows the button's focus ring. A MutationObserver, as Responsive sets the cells again on each draw and
 * resize, after any event of its that could be listened to. Returns what stops it.
 */
export function detailsControls(table: HTMLTableElement, label: string): () => void {
  const sync = (): void => {
    const collapsed = table.classList.contains('collapsed');
    for (const cell of table.querySelectorAll<HTMLElement>(':scope > tbody > tr > td')) {
      // A cell edited in place keeps its own (`InPlaceCells`: one of them is the table's Tab stop).
      if (cell.hasAttribute('tabindex') && !cell.hasAttribute(CELL_ATTRIBUTE)) cell.removeAttribute('tabindex');
      let button = cell.querySelector<HTMLButtonElement>(`:scope > .${DETAILS_CLASS}`);
      const wanted = collapsed && cell.classList.contains('dtr-control');
      if (!wanted) {
        button?.remove();
        continue;
      }
      if (!button) {
        button = table.ownerDocument.createElement('button');
        button.type = 'button';
        button.className = DETAILS_CLASS;
        button.setAttribute('aria-label', label);
        cell.prepend(button);
      }
      const expanded = String(cell.parentElement!.classList.contains('dtr-expanded'));
      if (button.getAttribute('aria-expanded') !== expanded) button.setAttribute('aria-expanded', expanded);
    }
  };
  const observer = new MutationObserver(sync);
  observer.observe(table, { subtree: true, childList: true, attributes: true, attributeFilter: ['class', 'tabindex'] });
  sync();
  return () => observer.disconnect();
}

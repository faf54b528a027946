import type { Config } from 'datatables.net';

/** The parts of a table's frame that are the library's own, for DataTables.net's `layout`. */
export interface LayoutParts {
  /** The toolbar (New, Export, the column menu), before the search. */
  toolbar?: HTMLElement | null;
  /** The filter bar, a row of its own above the length menu and the search. */
  filterBar?: HTMLElement | null;
  /** The selection's bar (count, "Select all matching", bulk buttons), a row of its own just above the table. */
  selectionBar?: HTMLElement | null;
}

/**
 * DataTables.net's `layout` for the library's parts; none: its own layout, untouched. The selection's bar
 * has a row of its own, kept even while nothing is selected (ux-datatables.css): in the toolbar it wrapped
 * the toolbar's row as it grew ("All 12 matching rows selected"), and the table moved under the pointer.
 * Rows are ordered by their number, highest first, so the length menu and the search move to `top1`.
 */
export function layoutOptions({ toolbar, filterBar, selectionBar }: LayoutParts): Pick<Config, 'layout'> {
  const filters = filterBar ? { [selectionBar ? 'top2' : 'top']: filterBar } : {};
  if (selectionBar) {
    return { layout: { ...filters, topStart: null, topEnd: null, top1Start: 'pageLength', top1End: toolbar ? [toolbar, 'search'] : 'search', top: selectionBar } };
  }
  return toolbar || filterBar ? { layout: { ...filters, ...(toolbar ? { topEnd: [toolbar, 'search'] } : {}) } } : {};
}

import type { ColumnView } from '../../lib/wire/page-view.js';

/** The class of the naming column's cells: its long words wrap inside it (ux-datatables.css). */
export const NAMING_CELL_CLASS = 'ux-datatables-names-row';

/** A class of Responsive's own (`all`, `never`, `min-tablet`...): the application decided where the column shows. */
const RESPONSIVE_CLASS = /(^|\s)(all|none|never|(min-|max-|not-)?(desktop|tablet(-[lp])?|mobile(-[lp])?))(\s|$)/;

/** The column that names a row (a book's title): the first text column, as "Deleted “Dune”" says it. */
export function namingColumn(columns: readonly ColumnView[]): ColumnView | undefined {
  return columns.find((column) => column.kind === 'text');
}

/**
 * The naming column's classes: Responsive's `all`, so it never folds into the detail row (one long word
 * in one title made its narrowest width too wide beside the ID, and Responsive folded it for every row);
 * its words wrap instead. A Responsive class the application gave the column wins.
 */
export function namingClasses(className: string): string {
  return `${className} ${NAMING_CELL_CLASS}${RESPONSIVE_CLASS.test(className) ? '' : ' all'}`.trim();
}

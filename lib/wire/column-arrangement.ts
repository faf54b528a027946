// How a table's columns sit (`setColumnArrangement(...)`, docs/column-arrangement.md): a header kept in sight, the first
// columns pinned, columns the user moves and sizes. The page view carries the options; the user's widths travel in a
// link and a saved view as `widths=title:240,year:90` (view-url.ts), read back here as strictly on both sides.

/** `setColumnArrangement(...)` as the browser receives it; each part absent when off. */
export interface ColumnArrangementView {
  /** The header stays in sight while the page scrolls, `offset` px below the window's top (under a fixed navbar). */
  fixedHeader?: { offset: number };
  /**
   * The first `fixedColumns` of the table's own columns (after the selection's, the move's and the expand's) stay in
   * sight while the table scrolls sideways: such a table scrolls rather than folding columns into a row's details.
   */
  fixedColumns?: number;
  /** The user moves columns: drags a header, or by keyboard from the column menu. */
  reorder?: boolean;
  /** The user sizes columns: drags a header's edge, or its arrow keys. */
  resize?: boolean;
}

/** A column's width the user set, in CSS pixels, by column name. */
export type ColumnWidths = Record<string, number>;

/** The narrowest width kept: a header's label and its sorting arrow still fit. */
export const MIN_COLUMN_WIDTH = 48;
/** The widest width kept: wider is someone else's number, or hostile. */
export const MAX_COLUMN_WIDTH = 2000;

/** Whether a column may be moved and sized by the user: any but the action column (which stays last). */
export function isArrangeable(column: { kind: string }): boolean {
  return column.kind !== 'action';
}

/** A width kept within bounds, in whole pixels. */
export function boundedWidth(width: number): number {
  return Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, Math.round(width)));
}

/** The widths as a link writes them: `title:240,year:90`, in the columns' order. */
export function widthsText(widths: ColumnWidths, names: readonly string[]): string {
  return names.filter((name) => Object.hasOwn(widths, name)).map((name) => `${name}:${widths[name]}`).join(',');
}

/**
 * The widths a link's text gives, each of a column of `columns` that may be sized, within bounds, named once; the
 * parts that do not read so are left out and returned in `unread` (a saved view's must have none).
 */
export function readWidths(text: string, columns: ReadonlyArray<{ name: string; kind: string }>): { widths: ColumnWidths; unread: string[] } {
  const sizable = new Set(columns.filter(isArrangeable).map((column) => column.name));
  const widths: ColumnWidths = {};
  const unread: string[] = [];
  for (const part of text ? text.split(',') : []) {
    const [, name = '', width = 0] = /^(.+):(\d{1,4})$/.exec(part) ?? [];
    if (sizable.has(name) && !Object.hasOwn(widths, name) && +width >= MIN_COLUMN_WIDTH && +width <= MAX_COLUMN_WIDTH) widths[name] = +width;
    else unread.push(part);
  }
  return { widths, unread };
}

/** The column names a link's widths give (`title:240` → `title`), read or not. */
export function widthNames(text: string): string[] {
  return text.split(',').flatMap((part) => /^(.+):/.exec(part)?.[1] ?? []);
}

/**
 * The columns shown in the order a list names them (`cols=year,title`): the named take, in the order named, the places
 * the named held among the columns shown in the table's order; a shown column not named (one no link hides) keeps its
 * place. `shown` is the set shown, in the table's order.
 */
export function inNamedOrder(shown: readonly string[], named: readonly string[]): string[] {
  const listed = named.filter((name, index) => shown.includes(name) && named.indexOf(name) === index);
  let next = 0;
  return shown.map((name) => (listed.includes(name) ? listed[next++] : name));
}

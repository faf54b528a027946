import type { ColumnView } from '../../lib/wire/page-view.js';
import { isFixedColumn } from '../../lib/wire/view-url.js';

/** Where a browser keeps the columns a user showed and hid in a table's menu (`localStorage`): one key per table. */
export function columnChoicesKey(table: string): string {
  return `ux-datatables:columns:${table}`;
}

/**
 * What the user changed from the table's defaults, by column name: a column added to the table later
 * shows as it is declared, one removed is forgotten.
 */
export interface ColumnChoices {
  hidden: string[];
  shown: string[];
}

/** Whether the column menu offers this column: neither `alwaysVisible()` nor the action column. */
export function isHideable(column: ColumnView): boolean {
  return !isFixedColumn(column);
}

/** The columns shown by default, by name. */
export function defaultVisible(columns: readonly ColumnView[]): string[] {
  return columns.filter((column) => column.visible).map((column) => column.name);
}

/** The columns shown once the user's choices apply, by name, in the table's order. */
export function chosenVisible(columns: readonly ColumnView[], choices: ColumnChoices): string[] {
  return columns
    .filter((column) => (!isHideable(column) ? column.visible : column.visible ? !choices.hidden.includes(column.name) : choices.shown.includes(column.name)))
    .map((column) => column.name);
}

/** The choices that make `visible` the columns shown. */
export function choicesFor(columns: readonly ColumnView[], visible: readonly string[]): ColumnChoices {
  const hideable = columns.filter(isHideable);
  return {
    hidden: hideable.filter((column) => column.visible && !visible.includes(column.name)).map((column) => column.name),
    shown: hideable.filter((column) => !column.visible && visible.includes(column.name)).map((column) => column.name),
  };
}

/** The choices kept for a table; none when there are none, the storage is unavailable or holds something else. */
export function readColumnChoices(win: Window | null, table: string): ColumnChoices {
  try {
    const kept: unknown = JSON.parse(win?.localStorage.getItem(columnChoicesKey(table)) ?? 'null');
    const names = (value: unknown) => (Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : []);
    if (typeof kept === 'object' && kept !== null) return { hidden: names((kept as ColumnChoices).hidden), shown: names((kept as ColumnChoices).shown) };
  } catch {
    // Unavailable (a sandboxed frame) or not ours: no choices.
  }
  return { hidden: [], shown: [] };
}

/** Keeps the choices (none: the key is removed); a full or unavailable storage keeps nothing, silently. */
export function writeColumnChoices(win: Window | null, table: string, choices: ColumnChoices): void {
  try {
    if (!choices.hidden.length && !choices.shown.length) win?.localStorage.removeItem(columnChoicesKey(table));
    else win?.localStorage.setItem(columnChoicesKey(table), JSON.stringify(choices));
  } catch {
    // The menu still works for this page.
  }
}

import type { Api } from 'datatables.net';
import type { ColumnWidths } from '../../lib/wire/column-arrangement.js';
import { ARRANGED_EVENT, columnNames, widthsOf } from '../table/arranged-columns.js';

/** Where a browser keeps how the user arranged a table's columns (`localStorage`), beside the columns shown (column-choices.ts). */
export function arrangementKey(table: string): string {
  return `ux-datatables:arrangement:${table}`;
}

/** The user's arrangement: the table's columns in the order the user put them, by name, and the widths given. */
export interface KeptArrangement {
  order: string[];
  widths: ColumnWidths;
}

/** The arrangement kept for a table; an empty one when none is kept, the storage is unavailable or holds something else. */
export function readArrangement(win: Window | null, table: string): KeptArrangement {
  try {
    const kept: unknown = JSON.parse(win?.localStorage.getItem(arrangementKey(table)) ?? 'null');
    if (typeof kept === 'object' && kept !== null) {
      const { order, widths } = kept as Partial<KeptArrangement>;
      const numbers = Object.entries(typeof widths === 'object' && widths !== null ? widths : {}).filter(([, width]) => typeof width === 'number' && Number.isFinite(width));
      return { order: Array.isArray(order) ? order.filter((name): name is string => typeof name === 'string') : [], widths: Object.fromEntries(numbers) };
    }
  } catch {
    // Unavailable (a sandboxed frame) or not ours: as declared.
  }
  return { order: [], widths: {} };
}

/** Keeps the arrangement; a full or unavailable storage keeps nothing, silently (the table is arranged for this page). */
export function writeArrangement(win: Window | null, table: string, arrangement: KeptArrangement): void {
  try {
    win?.localStorage.setItem(arrangementKey(table), JSON.stringify(arrangement));
  } catch {
    // Arranged for this page only.
  }
}

/** Keeps the table's arrangement as it is now (the user moved or sized a column) and tells the URL (ARRANGED_EVENT) and the page (`datatable:columns-arranged`). */
export function keepArrangement(start: { view: { table: { name: string } }; host: { api: Api; dispatch(name: 'columns-arranged', detail: Record<string, unknown>): void } }): void {
  const { api } = start.host;
  const arrangement = { order: columnNames(api).filter((name): name is string => name !== null), widths: widthsOf(api) };
  writeArrangement(api.table().node().ownerDocument.defaultView, start.view.table.name, arrangement);
  api.trigger(ARRANGED_EVENT, []);
  start.host.dispatch('columns-arranged', { ...arrangement });
}

import type { Api } from 'datatables.net';
import type { ColumnWidths } from '../../lib/wire/column-arrangement.js';
import { columnNameOf } from './column-data.js';

// The columns as the user arranged them (`setColumnArrangement`, docs/column-arrangement.md): their order is DataTables.net's
// own once ColReorder moved them (a column's index is where it is now), their widths DataTables.net's `columns.width`,
// which it writes into the table's `<col>`s. What reads the view shown (the URL, saved views) reads these; moving and
// sizing, the user's or a view's, is the chunks' (assets/arrange/), which hear a view shown as ARRANGE_EVENT.

/** The DataTables.net event asking the arrangement's parts to show a view's columns' order and widths (`[visible, widths]`). */
export const ARRANGE_EVENT = 'uxdt-arrange';
/** The DataTables.net event the arrangement's parts fire once the user moved or sized a column (a drag ended, a key). */
export const ARRANGED_EVENT = 'uxdt-arranged';

/** DataTables.net's settings of a column: `width` is the `columns.width` option, kept as the table is drawn. */
export interface ColumnSettings { width?: string | number | null }

/** The name of each column where it is now; null for a part's own (the selection's, the move's, the expand's). */
export function columnNames(api: Api): Array<string | null> {
  return (api.columns().dataSrc().toArray() as unknown[]).map(columnNameOf);
}

/** @internal DataTables.net's settings of each column, where it is now. */
export function columnSettings(api: Api): ColumnSettings[] {
  return (api.settings()[0] as unknown as { columns: ColumnSettings[] }).columns;
}

/** The widths the user gave columns, by name: a width in pixels DataTables.net holds for the column. */
export function widthsOf(api: Api): ColumnWidths {
  const widths: ColumnWidths = {};
  const settings = columnSettings(api);
  columnNames(api).forEach((name, index) => {
    const width = settings[index]?.width;
    if (name !== null && typeof width === 'string' && width.endsWith('px')) widths[name] = parseFloat(width);
  });
  return widths;
}


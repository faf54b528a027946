import type { ColumnsConfig } from 'datatables.net';
import { cellRenderer, type CellContext } from '../columns/render-cell.js';
import { escapeHtml } from '../../lib/wire/escape-html.js';
import type { ActionView, ColumnView, RowData, TableView } from '../../lib/wire/page-view.js';
import { namingClasses, namingColumn } from './naming-column.js';
import { columnData } from './column-data.js';

/** Responsive's priority of the action column: the last to collapse into the detail row (1 is kept longest). */
export const ACTION_COLUMN_PRIORITY = 1;

/** The class of the action column's cells, which keeps each button whole (ux-datatables.css). */
export const ACTION_CELL_CLASS = 'ux-datatables-actions';

/**
 * DataTables.net column options from the page view: data by column name, header from the label,
 * display HTML from the cell renderer; the action column draws `actions` and, with the column that names
 * the row (`namingColumn`), is kept on screen by Responsive however narrow it is, so no row action ever
 * needs a scroll and every row says what it is.
 */
export function columnOptions(table: TableView, actions: readonly ActionView[], context?: CellContext): ColumnsConfig[] {
  const naming = namingColumn(table.columns);
  return table.columns.map((column) => {
    const render = cellRenderer(column, actions, context);
    return {
      data: columnData(column.name),
      name: column.name,
      title: escapeHtml(column.label),
      orderable: column.orderable && column.kind !== 'action',
      searchable: column.searchable && column.kind !== 'action',
      visible: column.visible,
      className: cellClasses(column, column === naming),
      ...(column.kind === 'action' ? { responsivePriority: ACTION_COLUMN_PRIORITY } : {}),
      defaultContent: '',
      render: (value: unknown, type: string, row: RowData) => (type === 'display' ? render(value, row) : value ?? ''),
    };
  });
}

/** A column's classes: the action column's and the naming column's their own too. */
function cellClasses(column: ColumnView, names: boolean): string {
  if (column.kind === 'action') return `${column.className ?? ''} ${ACTION_CELL_CLASS}`.trim();
  return names ? namingClasses(column.className ?? '') : column.className ?? '';
}

/** The first orderable column ascending (DataTables.net would otherwise order by column 0 even when it may not). */
export function initialOrder(columns: readonly ColumnsConfig[]): [number, 'asc'][] {
  const index = columns.findIndex((column) => column.orderable);
  return index === -1 ? [] : [[index, 'asc']];
}

import type { ColumnsConfig } from 'datatables.net';
import { cellRenderer, type CellContext } from '../columns/render-cell.js';
import { escapeHtml } from '../../lib/wire/escape-html.js';
import type { ActionView, RowData, TableView } from '../../lib/wire/page-view.js';

/** Responsive's priority of the action column: the last to collapse into the detail row (1 is kept longest). */
export const ACTION_COLUMN_PRIORITY = 1;

/** The class of the action column's cells, which keeps each button whole (ux-datatables.css). */
export const ACTION_CELL_CLASS = 'ux-datatables-actions';

/**
 * DataTables.net column options from the page view: data by column name, header from the label,
 * display HTML from the cell renderer; the action column draws `actions` and is the one column
 * Responsive keeps on screen however narrow it is, so no row action ever needs a scroll.
 */
export function columnOptions(table: TableView, actions: readonly ActionView[], context?: CellContext): ColumnsConfig[] {
  return table.columns.map((column) => {
    const render = cellRenderer(column, actions, context);
    return {
      data: column.name,
      name: column.name,
      title: escapeHtml(column.label),
      orderable: column.orderable && column.kind !== 'action',
      searchable: column.searchable && column.kind !== 'action',
      visible: column.visible,
      className: column.kind === 'action' ? `${column.className ?? ''} ${ACTION_CELL_CLASS}`.trim() : column.className ?? '',
      ...(column.kind === 'action' ? { responsivePriority: ACTION_COLUMN_PRIORITY } : {}),
      defaultContent: '',
      render: (value: unknown, type: string, row: RowData) => (type === 'display' ? render(value, row) : value ?? ''),
    };
  });
}

/** The first orderable column ascending (DataTables.net would otherwise order by column 0 even when it may not). */
export function initialOrder(columns: readonly ColumnsConfig[]): [number, 'asc'][] {
  const index = columns.findIndex((column) => column.orderable);
  return index === -1 ? [] : [[index, 'asc']];
}

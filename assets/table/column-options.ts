import type { ColumnsConfig } from 'datatables.net';
import { cellRenderer, type CellLanguage } from '../columns/render-cell.js';
import { escapeHtml } from '../../lib/wire/escape-html.js';
import type { ActionView, RowData, TableView } from '../../lib/wire/page-view.js';

/**
 * DataTables.net column options from the page view: data by column name, header from the label,
 * display HTML from the cell renderer; the action column draws `actions`.
 */
export function columnOptions(table: TableView, actions: readonly ActionView[], language?: CellLanguage): ColumnsConfig[] {
  return table.columns.map((column) => {
    const render = cellRenderer(column, actions, language);
    return {
      data: column.name,
      name: column.name,
      title: escapeHtml(column.label),
      orderable: column.orderable && column.kind !== 'action',
      searchable: column.searchable && column.kind !== 'action',
      visible: column.visible,
      className: column.className ?? '',
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

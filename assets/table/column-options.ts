import type { ColumnsConfig } from 'datatables.net';
import { cellRenderer } from '../columns/render-cell.js';
import { escapeHtml } from '../../lib/wire/escape-html.js';
import type { ColumnView, RowData, TableView } from '../../lib/wire/page-view.js';

/**
 * DataTables.net column options from the page view: data by column name, header from the label,
 * display HTML from the cell renderer. An action column is appended when the view lists actions
 * but no column of kind `action`.
 */
export function columnOptions(table: TableView): ColumnsConfig[] {
  const columns: ColumnView[] = [...table.columns];
  if (table.actions && !columns.some((column) => column.kind === 'action')) {
    columns.push({
      name: table.actions.column,
      label: table.actions.label,
      kind: 'action',
      type: 'html',
      orderable: false,
      searchable: false,
      visible: true,
      className: null,
      options: { actions: table.actions.items },
    });
  }
  return columns.map((column) => {
    const render = cellRenderer(column, table.actions?.items ?? []);
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

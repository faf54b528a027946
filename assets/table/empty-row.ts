import type { Api } from 'datatables.net';

/**
 * Keeps the "No matching records found" row as wide as the header. When Responsive shows a column
 * again after drawing an empty table, it updates the row's `colspan`, but Chromium keeps the row's old
 * width (a column short); taking the cell out of the layout and back makes it span the header again.
 */
export function spanEmptyRow(api: Api): void {
  const relayout = () => {
    const cell = api.table().body().querySelector<HTMLElement>('td.dt-empty');
    if (!cell) return;
    cell.style.display = 'none';
    void cell.offsetWidth;
    cell.style.removeProperty('display');
  };
  api.on('draw responsive-resize', relayout);
}

import type { ColumnsConfig, Config, State } from 'datatables.net';
import type { UrlView } from '../../lib/wire/view-url.js';
import { columnNameOf } from './column-data.js';

/**
 * The view a table opens with, before its first request: the columns to show (the page's URL's, else
 * the user's choices of the column menu; null: as declared) and the page's URL's view (null: none, the
 * state kept for the tab decides).
 */
export interface StartView {
  visible: readonly string[] | null;
  url: UrlView | null;
}

/**
 * DataTables.net's options for the start view; of `columns`, those of the table (`tableColumns`, by
 * name: not the selection's) get their visibility.
 */
export function startOptions(start: StartView, columns: ColumnsConfig[], tableColumns: readonly string[]): Partial<Config> {
  const names = columns.map((column) => columnNameOf(column.data));
  if (start.visible) {
    columns.forEach((column, index) => {
      const name = names[index];
      if (name !== null && tableColumns.includes(name)) column.visible = start.visible!.includes(name);
    });
  }
  const url = start.url;
  if (!url) return {};
  return {
    // DataTables.net's search model takes its starting text as `search` (its types leave it out).
    search: { search: url.search } as Config['search'],
    order: url.order.flatMap(({ column, dir }) => (names.includes(column) ? [[names.indexOf(column), dir] as [number, 'asc' | 'desc']] : [])),
    pageLength: url.length,
  };
}

/**
 * The state kept for the tab with the start view over it: the URL's search, order, page length and
 * filters win (and the first page, unless they are the state's already), and the columns shown are the
 * start view's rather than the tab's, which only mirrored them.
 */
export function overStartView(start: StartView, columns: readonly ColumnsConfig[], tableColumns: readonly string[]): (state: State) => State {
  const names = columns.map((column) => columnNameOf(column.data));
  return (state) => {
    const visible = start.visible;
    if (visible) for (const column of state.columns ?? []) {
      const name = (column as { name?: unknown }).name;
      if (typeof name === 'string' && tableColumns.includes(name)) column.visible = visible.includes(name);
    }
    const url = start.url;
    if (!url) return state;
    const order = url.order.filter(({ column }) => names.includes(column)).map(({ column, dir }): [number, string] => [names.indexOf(column), dir]);
    const same = state.search?.search === url.search && state.length === url.length
      && JSON.stringify((state.order ?? []).map(([column, dir]) => [typeof column === 'string' ? names.indexOf(column) : column, dir])) === JSON.stringify(order);
    const kept = (state as { filters?: unknown }).filters;
    const sameFilters = JSON.stringify(kept ?? {}) === JSON.stringify(url.filters);
    return { ...state, search: { ...state.search, search: url.search }, order: order as State['order'], length: url.length, start: same && sameFilters ? state.start : 0, filters: url.filters } as State;
  };
}

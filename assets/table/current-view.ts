import type { Api } from 'datatables.net';
import type { Filters } from '../../lib/wire/filters.js';
import type { UrlView } from '../../lib/wire/view-url.js';
import { columnNameOf } from './column-data.js';
import { ARRANGE_EVENT, columnNames, widthsOf } from './arranged-columns.js';

// Written once beside the URL's reader: the server checks a saved view's page length against the same list.
export { pageLengths } from '../../lib/wire/view-url.js';

/** The index of each of the table's columns in DataTables.net (the selection's column comes first). */
function indexes(api: Api): Map<string, number> {
  const map = new Map<string, number>();
  (api.columns().dataSrc().toArray() as unknown[]).forEach((data, index) => {
    const name = columnNameOf(data);
    if (name !== null) map.set(name, index);
  });
  return map;
}

/** The view DataTables.net shows now: its search, order and page length, the columns the user shows (in the order shown) and their widths, the filters. */
export function currentView(api: Api, names: readonly string[], filters: Filters): UrlView {
  const byIndex = new Map([...indexes(api)].map(([name, index]) => [index, name]));
  const order = (api.order() as Array<[number, string]>).flatMap(([index, dir]) => {
    const column = byIndex.get(index);
    return column ? [{ column, dir: dir === 'desc' ? ('desc' as const) : ('asc' as const) }] : [];
  });
  const index = indexes(api);
  return {
    search: String(api.search() ?? ''),
    order,
    length: api.page.len(),
    visible: columnNames(api).filter((name): name is string => name !== null && names.includes(name) && api.column(index.get(name)!).visible()),
    widths: widthsOf(api),
    filters,
  };
}

/** DataTables.net's order of a view: `[index, dir]` pairs, columns it does not know left out. */
export function orderOf(api: Api, view: Pick<UrlView, 'order'>): Array<[number, 'asc' | 'desc']> {
  const index = indexes(api);
  return view.order.flatMap(({ column, dir }) => (index.has(column) ? [[index.get(column)!, dir] as [number, 'asc' | 'desc']] : []));
}

/** Shows and hides the columns so that exactly `visible` of `names` show, without drawing; true when any changed. */
export function showColumns(api: Api, names: readonly string[], visible: readonly string[]): boolean {
  const index = indexes(api);
  let changed = false;
  for (const name of names) {
    const column = index.has(name) ? api.column(index.get(name)!) : null;
    if (column && column.visible() !== visible.includes(name)) {
      column.visible(visible.includes(name), false);
      changed = true;
    }
  }
  if (changed) api.columns.adjust();
  return changed;
}

/** Puts the view's search, order, page length, columns and their places and widths on the table (the first page), without drawing. */
export function applyView(api: Api, view: UrlView, names: readonly string[]): void {
  showColumns(api, names, view.visible);
  // The columns' places and widths: the arrangement's chunks' (assets/arrange/), where the table has them.
  api.trigger(ARRANGE_EVENT, [view.visible, view.widths]);
  api.search(view.search);
  api.order(orderOf(api, view));
  api.page.len(view.length);
  api.page(0);
}

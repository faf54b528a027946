import type { Api } from 'datatables.net';
import type { FilterState } from '../filters/FilterState.js';
import type { PageView } from '../../lib/wire/page-view.js';
import type { UrlView } from '../../lib/wire/view-url.js';
import { defaultVisible } from '../columns/column-choices.js';
import { applyView, currentView, pageLengths } from '../table/current-view.js';
import { ARRANGED_EVENT } from '../table/arranged-columns.js';
import { ViewInUrl, type ViewInUrlOptions } from './ViewInUrl.js';

/** The table's view as declared: no search, its first orderable column ascending, its page length and columns. */
export function declaredView(table: PageView['table']): UrlView {
  const first = table.columns.find((column) => column.orderable && column.kind !== 'action');
  return {
    search: '',
    order: first ? [{ column: first.name, dir: 'asc' }] : [],
    length: table.pageLength,
    visible: defaultVisible(table.columns),
    widths: {},
    filters: {},
  };
}

/** What the URL's view of a table with `viewInUrl` is read against; null for a table without. */
export function viewInUrlOptions(view: PageView, win: Window | null): Omit<ViewInUrlOptions, 'filters'> | null {
  const prefix = view.table.viewInUrl?.prefix;
  if (prefix === undefined || !win) return null;
  return {
    win,
    prefix,
    table: { columns: view.table.columns, lengths: pageLengths(view.table.pageLength) },
    defaults: declaredView(view.table),
  };
}

/**
 * Keeps the drawn table's view in the URL: after each draw, and once after the columns shown, their places or their
 * widths change (DataTables.net tells each column; the URL hears them together).
 */
export function followInUrl(api: Api, options: Omit<ViewInUrlOptions, 'filters'>, filters: FilterState): ViewInUrl {
  const names = options.table.columns.map((column) => column.name);
  const url = new ViewInUrl(
    {
      current: () => currentView(api, names, filters.get()),
      show: (view) => {
        applyView(api, view, names);
        // A full draw: DataTables.net orders again, which marks the ordered header (`aria-sort`).
        api.draw();
      },
    },
    { ...options, filters },
  );
  let queued = false;
  api.on('draw', () => url.changed());
  // Columns shown or hidden, or moved or sized by the user (the arrangement's parts: a drag once it ended).
  api.on(`column-visibility.dt ${ARRANGED_EVENT}.dt`, () => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      url.changed();
    });
  });
  return url;
}

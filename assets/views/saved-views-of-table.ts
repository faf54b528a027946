import type { PageView } from '../../lib/wire/page-view.js';
import { VIEW_GROUP_PARAM } from '../../lib/wire/saved-view-query.js';
import { isViewParam, readViewParams, type UrlView } from '../../lib/wire/view-url.js';
import type { ChunkFailed } from '../flows/OnDemand.js';
import { groupKey } from '../summaries/summary-parts.js';
import { pageLengths } from '../table/current-view.js';
import { stateKey } from '../table/saved-state.js';
import { declaredView } from '../view/table-url.js';
import type { SavedViewsHost } from './saved-views-host.js';
import { defaultViewKey } from './view-keys.js';

/**
 * A table's saved views (`savedViews()`, docs/saved-views.md); null without. Now, before DataTables.net reads
 * the table: the slot of the "Views" menu (`control`, placed in the toolbar) and the user's default view
 * (`start`: its query as this browser last kept it), unless the tab's kept state names a view (the caller lets
 * the page's URL win) — its grouping written where the "Group by" choice reads it. The menu itself is a
 * chunk, fetched once the table exists (`attach`), which says what the default view named that the table lost.
 */
export function savedViewsOfTable(view: PageView, win: Window | null, failed: ChunkFailed): {
  readonly control: HTMLElement;
  readonly start: UrlView | null;
  attach(host: SavedViewsHost): void;
  disconnect(): void;
} | null {
  const { table } = view;
  if (!table.savedViews || !win) return null;
  let query: string | null = null;
  // Whether the page opens as the table declares it (no view in the URL nor kept by the tab): a default view
  // the menu learns of only from the server (set in another browser) is then shown at once.
  let fresh = false;
  try {
    const inUrl = table.viewInUrl && [...new URLSearchParams(win.location.search).keys()].some((name) => isViewParam(name, table.viewInUrl!.prefix));
    fresh = !inUrl && win.sessionStorage.getItem(stateKey(table.name, win.location.pathname)) === null;
    query = fresh ? win.localStorage.getItem(defaultViewKey(table.name)) : null;
    // The "Group by" choice reads it there (its offer checked).
    const group = query === null ? null : new URLSearchParams(query).get(VIEW_GROUP_PARAM);
    if (group !== null) win.localStorage.setItem(groupKey(table.name), group);
  } catch {
    // No storage: no default view.
  }
  const declared = declaredView(table);
  const start = query === null ? null : readViewParams(query, '', { columns: table.columns, lengths: pageLengths(table.pageLength) }, declared) ?? declared;
  const control = win.document.createElement('span');
  let menu: { disconnect(): void } | null = null;
  let gone = false;
  return {
    control,
    start,
    attach: (host) => void import('./SavedViewsMenu.js').then(({ SavedViewsMenu }) => {
      if (!gone) menu = new SavedViewsMenu(control, view, host, { query, fresh: fresh && query === null });
    }, failed),
    disconnect: () => ((gone = true), menu?.disconnect(), control.remove()),
  };
}

import type { PageView } from '../../lib/wire/page-view.js';
import { readSavedView, savedViewQuery, VIEW_GROUP_PARAM, type SavedViewTable } from '../../lib/wire/saved-view-query.js';
import { withViewParams } from '../../lib/wire/view-url.js';
import { choicesFor, writeColumnChoices } from '../columns/column-choices.js';
import { writeArrangement } from '../arrange/arrangement-store.js';
import { groupKey } from '../summaries/summary-parts.js';
import { applyView, currentView, pageLengths } from '../table/current-view.js';
import { declaredView } from '../view/table-url.js';
import type { SavedViewsHost } from './saved-views-host.js';

/** The table a view is taken from and shown on. */
export interface SwitchedTable {
  view: PageView;
  host: SavedViewsHost;
}

/** What a table's saved queries are read against: its columns, page lengths and groupings offered. */
function against(table: PageView['table']): SavedViewTable {
  return { columns: table.columns, lengths: pageLengths(table.pageLength), groups: table.grouping?.offer ?? [] };
}

/** What a saved query names that the table has lost (a column removed since it was saved). */
export function lostBy(table: PageView['table'], query: string): string[] {
  return readSavedView(query, against(table), declaredView(table)).lost;
}

/** The query of the view the table shows now (what differs from its declared view, and its grouping). */
export function shownQuery({ view: { table }, host }: SwitchedTable): string {
  const names = table.columns.map((column) => column.name);
  const view = currentView(host.api, names, host.filters.get());
  return savedViewQuery(view, host.group ? host.group.group : undefined, declaredView(table), against(table), table.grouping?.by ?? null);
}

/**
 * Shows a saved view, drawn once: its filters, search, order, page length, columns (their order and widths too) and
 * grouping, what it leaves out as the table declares it. The columns become the user's choices (the column menu's, the arrangement's), the grouping the
 * remembered one, as if the user had picked them. The names it gave that the table lost are returned.
 */
export function showQuery({ view: { table }, host }: SwitchedTable, query: string): string[] {
  const names = table.columns.map((column) => column.name);
  const read = readSavedView(query, against(table), declaredView(table));
  const win = host.api.table().node().ownerDocument.defaultView;
  host.filters.replace(read.view.filters, 'url');
  if (host.group) host.group.group = read.group === undefined ? table.grouping?.by ?? null : read.group;
  try {
    if (host.group) win?.localStorage.setItem(groupKey(table.name), host.group.group ?? '');
    if (table.columnVisibility) writeColumnChoices(win, table.name, choicesFor(table.columns, read.view.visible));
    if (table.arrange?.reorder || table.arrange?.resize) writeArrangement(win, table.name, { order: read.view.visible, widths: read.view.widths });
  } catch {
    // No storage: shown, not remembered.
  }
  applyView(host.api, read.view, names);
  host.api.draw();
  return read.lost;
}

/** A link to the page showing the view (a table with `viewInUrl`: its parameters under the table's prefix); null without. The grouping stays out. */
export function viewLink({ view: { table } }: SwitchedTable, query: string, location: Location): string | null {
  const prefix = table.viewInUrl?.prefix;
  if (prefix === undefined) return null;
  const pairs = [...new URLSearchParams(query)].filter(([name]) => name !== VIEW_GROUP_PARAM).map(([name, value]): [string, string] => [prefix + name, value]);
  const search = withViewParams(location.search.slice(1), prefix, pairs);
  return `${location.origin}${location.pathname}${search ? `?${search}` : ''}`;
}

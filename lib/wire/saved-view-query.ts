// A saved view's query (saved-views.ts) written from the view a table shows and read back against the table
// as it is now, leniently: what the table lost is left out, and said (the server's strict reading, which
// refuses to keep such a view, is saved-view-problem.ts). Imports nothing of saved-views.ts: the first load
// reads the default view with it, and the rest of the saved views stays in the menu's chunk.

import { readViewParams, viewParams, VIEW_PARAMS, type UrlView, type UrlViewTable } from './view-url.js';
import { widthNames } from './column-arrangement.js';

/** The parameter of a saved query holding its grouping. */
export const VIEW_GROUP_PARAM = 'group';

/** What a saved query is read against: the table's columns and page lengths, and the columns it may be grouped by. */
export interface SavedViewTable extends UrlViewTable {
  /** `setGrouping({ offer })`; empty: no grouping. */
  groups: readonly string[];
}

/** A saved query read: the view (whole: what it leaves out is the declared view's), its grouping, and what it named that the table has lost. */
export interface SavedViewRead {
  view: UrlView;
  /** The grouping it names (null: none); undefined: it names none, the table's own applies. */
  group: string | null | undefined;
  /** The columns (and grouping) the query names that the table no longer has or offers, each once. */
  lost: string[];
}

/** The query a view is saved as: its parameters that differ from the declared `defaults`, and its grouping when not the declared one. */
export function savedViewQuery(view: UrlView, group: string | null | undefined, defaults: UrlView, table: SavedViewTable, declaredGroup: string | null = null): string {
  const params = new URLSearchParams(viewParams(view, defaults, '', table));
  if (group !== undefined && group !== declaredGroup) params.append(VIEW_GROUP_PARAM, group ?? '');
  return params.toString();
}

/** Reads a saved query against the table as it is now: what it lost is left out and listed. */
export function readSavedView(query: string, table: SavedViewTable, defaults: UrlView): SavedViewRead {
  const params = new URLSearchParams(query);
  const view = readViewParams(query, '', table, defaults) ?? structuredClone(defaults);
  const known = new Set(table.columns.map((column) => column.name));
  const lost = new Set(namedColumns(params).filter((name) => !known.has(name)));
  const grouped = params.get(VIEW_GROUP_PARAM);
  let group: string | null | undefined;
  if (grouped === '') group = null;
  else if (grouped !== null && table.groups.includes(grouped)) group = grouped;
  else if (grouped !== null) lost.add(grouped);
  return { view, group, lost: [...lost] };
}

/** The column names a query's `cols`, `order`, `widths` and `f.<column>` give. */
export function namedColumns(params: URLSearchParams): string[] {
  const names: string[] = [];
  const order = params.get(VIEW_PARAMS.order);
  if (order) names.push(...order.split(',').map((part) => (part.startsWith('-') ? part.slice(1) : part)));
  const shown = params.get(VIEW_PARAMS.visible);
  if (shown) names.push(...shown.split(','));
  const widths = params.get(VIEW_PARAMS.widths);
  if (widths) names.push(...widthNames(widths));
  for (const name of params.keys()) if (name.startsWith(VIEW_PARAMS.filter)) names.push(name.slice(VIEW_PARAMS.filter.length));
  return names.filter((name) => name !== '');
}

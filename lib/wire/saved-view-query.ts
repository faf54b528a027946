// A saved view's query (saved-views.ts) written from the view a table shows and read back against the table
// as it is now: leniently in the browser (what the table lost is left out, and said), strictly on the server
// (a view naming what the table does not have is refused, nothing stored).

import { VIEW_GROUP_PARAM, MAX_VIEW_QUERY } from './saved-views.js';
import { isViewParam, readFilter, readViewParams, viewParams, VIEW_PARAMS, MAX_VIEW_VALUE, type UrlView, type UrlViewTable } from './view-url.js';

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

/**
 * Why the server refuses to keep a query, or null: too long, a parameter that is not a view's, a column the
 * table does not have (named), a filter or order on a column that has none, a value that does not read back.
 */
export function savedViewProblem(query: unknown, table: SavedViewTable): string | null {
  if (typeof query !== 'string') return 'the query must be text';
  if (query.length > MAX_VIEW_QUERY) return `the query is longer than ${MAX_VIEW_QUERY} characters`;
  const params = new URLSearchParams(query);
  const byName = new Map(table.columns.map((column) => [column.name, column]));
  const seen = new Set<string>();
  for (const [name, value] of params) {
    if (seen.has(name)) return `"${short(name)}" is given twice`;
    seen.add(name);
    if (name !== VIEW_GROUP_PARAM && !isViewParam(name, '')) return `"${short(name)}" is not a view's parameter`;
    if (value.length > MAX_VIEW_VALUE) return `"${short(name)}" is longer than ${MAX_VIEW_VALUE} characters`;
  }
  const unknown = [...new Set(namedColumns(params).filter((name) => !byName.has(name)))];
  if (unknown.length) return `the table has no column ${unknown.map((name) => `"${short(name)}"`).join(', ')}`;
  const group = params.get(VIEW_GROUP_PARAM);
  if (group !== null && group !== '' && !table.groups.includes(group)) return `the table is not grouped by "${short(group)}"`;
  const length = params.get(VIEW_PARAMS.length);
  if (length !== null && !(/^\d{1,6}$/.test(length) && table.lengths.includes(Number(length)))) return `the page length "${short(length)}" is not offered`;
  const order = params.get(VIEW_PARAMS.order);
  // `order=` is a view ordered by nothing (the user took the order off): as a link reads it.
  for (const part of order ? order.split(',') : []) {
    const column = byName.get(part.startsWith('-') ? part.slice(1) : part);
    if (!column?.orderable || column.kind === 'action') return `the table is not ordered by "${short(part)}"`;
  }
  for (const [name, value] of params) {
    if (!name.startsWith(VIEW_PARAMS.filter)) continue;
    const column = byName.get(name.slice(VIEW_PARAMS.filter.length))!;
    if (!column.filter) return `the column "${column.name}" has no filter`;
    if (!readFilter(value, column)) return `the filter of "${column.name}" does not read: "${short(value)}"`;
  }
  return null;
}

/** The column names a query's `cols`, `order` and `f.<column>` give. */
function namedColumns(params: URLSearchParams): string[] {
  const names: string[] = [];
  const order = params.get(VIEW_PARAMS.order);
  if (order) names.push(...order.split(',').map((part) => (part.startsWith('-') ? part.slice(1) : part)));
  const shown = params.get(VIEW_PARAMS.visible);
  if (shown) names.push(...shown.split(','));
  for (const name of params.keys()) if (name.startsWith(VIEW_PARAMS.filter)) names.push(name.slice(VIEW_PARAMS.filter.length));
  return names.filter((name) => name !== '');
}

/** A name quoted in a message, cut to a length a message can hold. */
function short(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

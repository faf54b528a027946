// The server's strict reading of a saved view's query (saved-views.ts): a view naming what the table does not
// have, or that does not read back, is refused and nothing is stored. The browser reads leniently
// (saved-view-query.ts).

import { MAX_VIEW_QUERY } from './saved-views.js';
import { namedColumns, VIEW_GROUP_PARAM, type SavedViewTable } from './saved-view-query.js';
import { isViewParam, readFilter, VIEW_PARAMS, MAX_VIEW_VALUE } from './view-url.js';
import { MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH, readWidths } from './column-arrangement.js';

/**
 * Why the server refuses to keep a query, or null: too long, a parameter that is not a view's, a column the
 * table does not have (named), a filter or order on a column that has none, a value (a filter, a width) that does not read back.
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
  const widths = params.get(VIEW_PARAMS.widths);
  const unread = widths === null ? [] : readWidths(widths, table.columns).unread;
  if (unread.length) return `the width "${short(unread[0])}" does not read: a column that may be sized, once, ${MIN_COLUMN_WIDTH} to ${MAX_COLUMN_WIDTH} pixels`;
  for (const [name, value] of params) {
    if (!name.startsWith(VIEW_PARAMS.filter)) continue;
    const column = byName.get(name.slice(VIEW_PARAMS.filter.length))!;
    if (!column.filter) return `the column "${column.name}" has no filter`;
    if (!readFilter(value, column)) return `the filter of "${column.name}" does not read: "${short(value)}"`;
  }
  return null;
}

/** A name quoted in a message, cut to a length a message can hold. */
function short(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

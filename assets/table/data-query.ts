import type { AjaxData } from 'datatables.net';
import { filterParams, type Filters } from '../../lib/wire/filters.js';
import { columnNameOf } from './column-data.js';
import { totalsParams, type TotalsAsked } from '../../lib/wire/totals.js';
import { GROUP_PARAM } from '../../lib/wire/groups.js';

/** DataTables.net's request with the table's column filters (`FilterState`), which the handle adds to it, and the totals a plugin asks (`totals-of-table`). */
export type FilteredAjaxData = AjaxData & { filters?: Filters; totals?: TotalsAsked; group?: string };

/**
 * The query of `GET /datatables/ajax/data` from DataTables.net's server-side request: `draw`,
 * `start`, `length`, `search[value]`, `order[i][column|dir]` and `columns[i][data|searchable|
 * orderable|search][value]]`, the column filters (`filters[<column>][…]`, `filterParams`), totals (`totals[<column>]`) and the grouping (`group`), in the
 * bracket notation the server parses. Regex and fixed searches are not sent: the server does not support them.
 */
export function dataQuery(request: FilteredAjaxData): URLSearchParams {
  const query = new URLSearchParams();
  query.set('draw', String(request.draw ?? 0));
  query.set('start', String(request.start ?? 0));
  query.set('length', String(request.length ?? 10));
  query.set('search[value]', request.search?.value ?? '');
  (request.order ?? []).forEach((order, i) => {
    query.set(`order[${i}][column]`, String(order.column));
    query.set(`order[${i}][dir]`, order.dir === 'desc' ? 'desc' : 'asc');
  });
  (request.columns ?? []).forEach((column, i) => {
    query.set(`columns[${i}][data]`, columnNameOf(column.data) ?? '');
    query.set(`columns[${i}][searchable]`, String(column.searchable));
    query.set(`columns[${i}][orderable]`, String(column.orderable));
    query.set(`columns[${i}][search][value]`, column.search?.value ?? '');
  });
  for (const [key, value] of filterParams(request.filters ?? {})) query.append(key, value);
  for (const [key, value] of totalsParams(request.totals ?? {})) query.append(key, value);
  if (request.group !== undefined) query.set(GROUP_PARAM, request.group);
  return query;
}

import type { PageQuery } from '../../persistence/data-query.js';
import type { TableBinding } from '../../persistence/TableBinding.js';
import type { DataRequest } from './data-request.js';
import { parseFilters } from './filter-request.js';
import { DEFAULT_LIMITS, type RequestLimits } from '../router/RequestLimits.js';

/**
 * The request restricted to what the table allows: searchable and orderable columns only; its filters
 * read strictly (400 for any the table does not offer, `filter-request`), named `filtersName` in errors.
 */
export function pageQuery(
  binding: TableBinding,
  request: DataRequest,
  limits: Pick<RequestLimits, 'searchLength'> = DEFAULT_LIMITS,
  filtersName?: string,
): PageQuery {
  const flags = (name: string) => {
    const column = binding.table.column(name);
    return column ? binding.flagsOf(column) : { searchable: false, orderable: false };
  };
  const seen = new Set<string>();
  return {
    search: request.search,
    searchColumns: binding.table.columns
      .filter((column) => binding.flagsOf(column).searchable && !request.unsearchable.has(column.name))
      .map((column) => column.name),
    columnSearch: [...request.columnSearch]
      .filter(([name]) => flags(name).searchable)
      .map(([column, value]) => ({ column, value })),
    order: request.order.filter(({ column }) => {
      if (!flags(column).orderable || seen.has(column)) return false;
      seen.add(column);
      return true;
    }),
    filters: parseFilters(request.filters, binding, limits, filtersName),
    start: request.start,
    length: request.length,
  };
}

import type { Filters } from '../../lib/wire/filters.js';
import type { ColumnView } from '../../lib/wire/page-view.js';
import { filterText, readFilter } from '../../lib/wire/view-url.js';

/**
 * The column filters of a kept state, read as strictly as the URL's (`readFilter`): a column that has
 * no filter since, or a value it no longer offers, is left out rather than sent to the server.
 */
export function keptFilters(saved: unknown, columns: readonly ColumnView[]): Filters {
  const filters: Filters = {};
  if (typeof saved !== 'object' || saved === null) return filters;
  for (const column of columns) {
    const value: unknown = Object.hasOwn(saved, column.name) ? (saved as Record<string, unknown>)[column.name] : null;
    let read = null;
    try {
      read = column.filter && value ? readFilter(filterText(value as never), column) : null;
    } catch {
      // Not a filter's shape (edited by hand, another version's): left out.
    }
    if (read) filters[column.name] = read;
  }
  return filters;
}

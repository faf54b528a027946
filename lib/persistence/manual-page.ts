import type { Row } from '../model/Row.js';
import type { TableModel } from '../model/TableModel.js';
import type { PageQuery } from './data-query.js';
import { matchesValue } from './match-value.js';
import { filterTest } from './filter-test.js';
import { searchTest } from './search-test.js';

/** One page of a hand-built table's rows, with the counts DataTables.net shows. */
export interface RowPage {
  total: number;
  filtered: number;
  rows: Row[];
  /** Every row matching the search and filters, in the table's order (what the totals of all rows are over). */
  matching: Row[];
}

/** Searches, filters, orders and pages rows in memory, with the same rules as the SQL query. */
export function pageManualRows(rows: readonly Row[], query: PageQuery, table: Pick<TableModel, 'column'>): RowPage {
  const tests = (names: string[], term: string) => names.map((name) => ({ name, test: searchTest(table.column(name)!, term, query.dateLocale) }));
  const global = query.search === '' ? null : tests(query.searchColumns, query.search);
  const columns = [
    ...query.columnSearch.flatMap(({ column, value }) => tests([column], value)),
    ...(query.filters ?? []).map(({ column, value }) => ({ name: column, test: filterTest(table.column(column)!, value) })),
  ];
  const matching = rows.filter(
    (row) =>
      (global === null || global.some(({ name, test }) => matchesValue(test, row[name]))) &&
      columns.every(({ name, test }) => matchesValue(test, row[name])),
  );
  const ordered = query.order.length === 0 ? matching : [...matching].sort((a, b) => compareRows(a, b, query.order));
  return { total: rows.length, filtered: matching.length, rows: ordered.slice(query.start, query.start + query.length), matching };
}

function compareRows(a: Row, b: Row, order: PageQuery['order']): number {
  for (const { column, dir } of order) {
    const result = compareValues(a[column], b[column]);
    if (result !== 0) return dir === 'asc' ? result : -result;
  }
  return 0;
}

/** Nulls sort last ascending and first descending, as in PostgreSQL; numbers, dates, booleans by value. */
function compareValues(a: unknown, b: unknown): number {
  const aNull = a === null || a === undefined;
  const bNull = b === null || b === undefined;
  if (aNull || bNull) return aNull === bNull ? 0 : aNull ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b));
}

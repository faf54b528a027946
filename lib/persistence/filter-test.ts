import type { AbstractColumn } from '../column/AbstractColumn.js';
import type { FilterValue } from '../wire/filters.js';
import type { SearchTest } from './search-test.js';

/** A column filter, read and checked against its column (`http/data/filter-request`). */
export interface ColumnFilter {
  column: string;
  value: FilterValue;
}

/**
 * What a column filter means, as a search test: the SQL query (`search-sql`) and the pages of tables
 * built by hand (`match-value`) apply it with the same rules as a search. A choice filter is `IN` its
 * values, a boolean `=`, a text the column's search mode, a number range inclusive, a date range
 * inclusive of its last day (a date-time's whole day: the test's `to` is the day after).
 */
export function filterTest(column: AbstractColumn, value: FilterValue): SearchTest {
  if ('in' in value) return { kind: 'choice', values: value.in };
  if ('is' in value) return { kind: 'boolean', value: value.is };
  if ('text' in value) return { kind: 'text', mode: column.searchMode, term: value.text };
  if (column.kind === 'date') return { kind: 'range', of: 'date', from: value.from ?? null, to: value.to === undefined ? null : dayAfter(value.to) };
  return { kind: 'range', of: 'number', from: value.from ?? null, to: value.to ?? null };
}

/** The ISO day after an ISO day (`2024-02-28` -> `2024-02-29`); null past 9999-12-31 (the range is then open). */
function dayAfter(day: string): string | null {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  const next = date.toISOString().slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(next) ? next : null;
}

// Grouped rows by hand (issue 33): `books-grouped`, the books of `books-totals` grouped by status, as the
// library's BookGroupedTable (bench/servers/grouped-table.ts) answers them: the page ordered by its status first,
// and each status on the page with its rows and totals over every matching row of that status.
import type { Pool } from 'pg';
import { COLUMNS, searchCondition, type BookQueries, type Page, type PageRequest } from './book-queries.js';
import { aggregates, pageWithTotals, totalsOf, type RowTotals, type TotalsAsked, type TotalsPage } from './book-totals.js';

/** The groupings the floor's tables offer (the library's `setGrouping(...)`, copied by hand): the columns, and the default. */
export const GROUPINGS: Readonly<Record<string, { offer: readonly string[]; by: string | null }>> = {
  'books-grouped': { offer: ['status'], by: 'status' },
};

/** A group on the page, as the library's wire has it: its first row's index, its rows among every match, its totals. */
export interface PageGroup {
  start: number;
  rows: number;
  totals?: RowTotals['values'];
}

/** A grouped page: the page, its totals when asked, and its groups. */
export interface GroupedPage extends Page, Partial<Pick<TotalsPage, 'totals'>> {
  groups: { column: string; items: PageGroup[] };
}

/**
 * The grouped page as a competent hand-written server sends it, in three statements: the count and the totals
 * of every matching row in one pass, then the page ordered by its group first with its own totals as window
 * aggregates (both as `pageWithTotals`, book-totals.ts), then the page's groups alone: `select status,
 * count(*), sum(pages), … from book where <search> and status = any(<the page's statuses>) group by status`,
 * the statuses read from the page's rows (a null status is a group of its own: `or status is null`). Chosen
 * over folding every group into the count's pass (`group by grouping sets ((), (status))`): that totals every
 * group of the table on every page, cheap for three statuses but not for a column of many values (an author,
 * a day), where this one reads only the groups shown, which an index on the column serves. Numbers stay text.
 */
export async function pageWithGroups(pool: Pool, books: BookQueries, request: PageRequest, asked: TotalsAsked, group: string): Promise<GroupedPage> {
  const totalled = Object.keys(asked).length > 0 ? `, ${aggregates(asked, 'e', '')}` : '';
  const page = totalled ? await pageWithTotals(pool, books, { ...request, group }, asked) : await books.page({ ...request, group });
  const values = page.rows.map((row) => row[group as keyof typeof row] ?? null);
  if (values.length === 0) return { ...page, groups: { column: group, items: [] } };
  const where = searchCondition(request.search, request.locale);
  const params = [...(where?.params ?? [])];
  const column = `"e"."${COLUMNS[group]}"`;
  const present = values.filter((value) => value !== null);
  const inPage = `(${column} = any($${params.push([...new Set(present)])})${present.length < values.length ? ` or ${column} is null` : ''})`;
  const { rows } = await pool.query(
    `select ${column}::text as "g", count(*) as "n"${totalled} from ${books.table} as "e" where ${where ? `${where.sql} and ` : ''}${inPage} group by 1`,
    params,
  );
  const byValue = new Map(rows.map((row) => [row.g as string | null, row]));
  const items: PageGroup[] = [];
  values.forEach((value, start) => {
    if (start > 0 && value === values[start - 1]) return;
    const row = byValue.get(value === null ? null : String(value)) ?? null;
    const totals = totalsOf(asked, row, Number(row?.n ?? 0));
    items.push({ start, rows: totals.rows, ...(totalled ? { totals: totals.values } : {}) });
  });
  return { ...page, groups: { column: group, items } };
}

// Column totals by hand (issue 33): `books-totals`, the books counted exactly with the sum and average of
// `pages` and the sum of `price`, as the library's BookTotalsTable (bench/servers/totals-table.ts) answers them.
import type { Pool } from 'pg';
import { COLUMNS, searchCondition, toBook, type BookQueries, type Page, type PageRequest } from './book-queries.js';

/** The totals `books-totals` declares, kinds by column (the library's `summarize(...)`, copied by hand). */
export const TOTALLED: Readonly<Record<string, readonly string[]>> = { pages: ['sum', 'avg'], price: ['sum'] };

/** The totals a request asks for: kinds by column, each declared in {@link TOTALLED}. */
export type TotalsAsked = Record<string, readonly string[]>;

/** One set of totals as the library's wire has them: the rows covered, each value as decimal text (null over no value). */
export interface RowTotals {
  rows: number;
  values: Record<string, Record<string, string | null>>;
}

/** A page and its totals: over every matching row, and over the page's rows. */
export interface TotalsPage extends Page {
  totals: { all: RowTotals; page: RowTotals };
}

/**
 * The page with its totals, sent as a competent hand-written server would: the totals of every matching row
 * ride on the exact count's own pass over them (`select count(*), sum(pages)::text, avg(pages)::text,
 * sum(price)::text from book where …`: one scan for the count and every total, never a second one), and the
 * page's are window aggregates over the page's ten rows in the page's own statement (`sum(pages) over ()`
 * wrapped around the `limit`). Two statements without a search, as the floor's `dataExact` page; a search
 * adds the table's `count(*)` first, as there. Counted exactly always, as `books-totals`. Numbers stay text.
 */
export async function pageWithTotals(pool: Pool, books: BookQueries, request: PageRequest, asked: TotalsAsked): Promise<TotalsPage> {
  const where = searchCondition(request.search, request.locale);
  const total = where ? (await books.counts(null, true)).total : null;
  const matching = where ? ` where ${where.sql}` : '';
  const [all] = (await pool.query(`select count(*) as "count", ${aggregates(asked, 'e', '')} from ${books.table} as "e"${matching}`, where?.params ?? [])).rows;
  const filtered = Number(all.count);
  const counts = { total: total ?? filtered, filtered, estimated: { total: false, filtered: false } };
  if (request.start >= filtered) return { ...counts, rows: [], totals: { all: totalsOf(asked, all, filtered), page: totalsOf(asked, null, 0) } };
  const page = books.pageStatement(where, request);
  const { rows } = await pool.query(
    `select "p".*, ${aggregates(asked, 'p', ' over ()')} from (${page.sql}) as "p" order by ${page.orderBy('p')}`,
    page.params,
  );
  return { ...counts, rows: rows.map(toBook), totals: { all: totalsOf(asked, all, filtered), page: totalsOf(asked, rows[0] ?? null, rows.length) } };
}

/** `sum("e"."pages")::text as "t0", …`, each asked total in order; `over`: as window aggregates. */
export function aggregates(asked: TotalsAsked, alias: string, over: string): string {
  return totalsList(asked).map(({ column, kind }, i) => `${kind}("${alias}"."${COLUMNS[column]}")${over}::text as "t${i}"`).join(', ');
}

/** The totals of `row` (`t0`, `t1`… in the order of {@link aggregates}); none when no row was read (no value: null, a count "0"). */
export function totalsOf(asked: TotalsAsked, row: Record<string, unknown> | null, rows: number): RowTotals {
  const values: RowTotals['values'] = {};
  totalsList(asked).forEach(({ column, kind }, i) => {
    (values[column] ??= {})[kind] = row ? (row[`t${i}`] as string | null) : kind === 'count' ? '0' : null;
  });
  return { rows, values };
}

function totalsList(asked: TotalsAsked): Array<{ column: string; kind: string }> {
  return Object.entries(asked).flatMap(([column, kinds]) => kinds.map((kind) => ({ column, kind })));
}

import type { Pool } from 'pg';
import type { BookChanges, BookRow } from './book-form.js';

/** The columns of the data endpoint: name on the wire, column in SQL. */
export const COLUMNS: Record<string, string> = {
  id: 'id', title: 'title', author: 'author', status: 'status', featured: 'featured',
  publishedOn: 'published_on', pages: 'pages', price: 'price', summary: 'summary', website: 'website',
};

/** The columns an edit writes, in the form's order (`$3`… of the update's parameters). */
const UPDATED_COLUMNS = ['title', 'author', 'status', 'featured', 'published_on', 'pages', 'price', 'summary', 'website'];

/** One page of the data endpoint: the statements the library runs, written by hand. */
export interface PageRequest {
  search: string;
  /** The locale the browser shows dates in (its first \`Accept-Language\`), in which a date may be searched. */
  locale: string;
  order: { column: string; dir: 'asc' | 'desc' } | null;
  start: number;
  length: number;
  /** Count every request exactly, as a table with `count('exact')` (the bench's `books-exact`); else the default strategy. */
  exact?: boolean;
  /** The column a grouped page is ordered by first (book-groups.ts), in the direction `order` gives it, else ascending. */
  group?: string;
}

export interface Page {
  total: number;
  filtered: number;
  /** Which counts are the planner's estimates (the library's `estimated`). */
  estimated: { total: boolean; filtered: boolean };
  rows: BookRow[];
}

/** A condition on `"e"` and its parameters, `$1`... */
export interface Condition {
  sql: string;
  params: unknown[];
}

// The library's defaults: `setCountStrategy({ estimateAbove: 100_000 })`; a search's matches counted exactly up to
// 10,000; the table's statistics read again after 5 s; pages from row 1,000 on found by their keys first.
const ESTIMATE_ABOVE = 100_000;
const EXACT_MATCHES_UP_TO = 10_000;
const STATISTICS_TTL_MS = 5_000;
const DEEP_PAGE = 1000;

/** The book table's queries, on one schema. */
export class BookQueries {
  readonly #table: string;
  #statistics: { rows: number | null; expires: number } | null = null;

  constructor(
    private readonly pool: Pool,
    schema: string,
  ) {
    this.#table = `"${schema.replaceAll('"', '""')}"."book"`;
  }

  /** The book table's name, quoted with its schema. */
  get table(): string {
    return this.#table;
  }

  /**
   * The counts (see {@link counts}), then the page: `LIMIT/OFFSET` up to row 1,000, past it the page's
   * keys first (`id in (select id ... offset n)`), as the library. Ties broken by `id`, in the direction
   * of the ordering. Nothing fetched past the last match when it is counted exactly.
   */
  async page(request: PageRequest): Promise<Page> {
    const where = searchCondition(request.search, request.locale);
    const counts = await this.counts(where, request.exact ?? false);
    if (!counts.estimated.filtered && request.start >= counts.filtered) return { ...counts, rows: [] };
    const page = this.pageStatement(where, request);
    return { ...counts, rows: (await this.pool.query(page.sql, page.params)).rows.map(toBook) };
  }

  /** The statement of {@link page}'s rows, and its ordering on another alias (for a statement wrapping it). */
  pageStatement(where: Condition | null, request: PageRequest): { sql: string; params: unknown[]; orderBy: (alias: string) => string } {
    const params = [...(where?.params ?? [])];
    const limit = ` limit $${params.push(request.length)}${request.start > 0 ? ` offset $${params.push(request.start)}` : ''}`;
    const own = request.order ?? { column: 'id', dir: 'asc' };
    const { group } = request;
    const order = group === undefined ? [own] : [{ column: group, dir: own.column === group ? own.dir : 'asc' }, ...(own.column === group ? [] : [own])];
    // Ties broken by `id` in the direction of the last ordering, as the library's.
    if (!order.some(({ column }) => column === 'id')) order.push({ column: 'id', dir: order.at(-1)!.dir });
    const orderBy = (alias: string) => order.map(({ column, dir }) => `"${alias}"."${COLUMNS[column]}" ${dir}`).join(', ');
    const page = (select: string) =>
      `select ${select} from ${this.#table} as "e"${where ? ` where ${where.sql}` : ''} order by ${orderBy('e')}${limit}`;
    const sql = request.start < DEEP_PAGE
      ? page('"e".*')
      : `select "e".* from ${this.#table} as "e" where "e"."id" in (${page('"e"."id"')}) order by ${orderBy('e')}`;
    return { sql, params, orderBy };
  }

  /**
   * As the library's default count strategy: `count(*)` (and the search's) while the planner's
   * statistics say the table has under 100,000 rows; above, the statistics' row count, and a search's
   * matches counted up to 10,001 then, past 10,000, the planner's estimate (`EXPLAIN`). `exact`: as
   * `count('exact')`, always `count(*)`, the statistics never read.
   */
  async counts(where: Condition | null, exact = false): Promise<Omit<Page, 'rows'>> {
    const count = async (sql: string, params: unknown[] = []) => Number((await this.pool.query(sql, params)).rows[0].count);
    const matching = where ? ` where ${where.sql}` : '';
    const estimate = exact ? null : await this.#tableEstimate();
    if (estimate === null || estimate < ESTIMATE_ABOVE) {
      const total = await count(`select count(*) as "count" from ${this.#table} as "e"`);
      const filtered = where ? await count(`select count(*) as "count" from ${this.#table} as "e"${matching}`, where.params) : total;
      return { total, filtered, estimated: { total: false, filtered: false } };
    }
    if (!where) return { total: estimate, filtered: estimate, estimated: { total: true, filtered: true } };
    const matches = await count(
      `select count(*) as "count" from (select "e"."id" from ${this.#table} as "e"${matching} limit ${EXACT_MATCHES_UP_TO + 1}) as "matching"`,
      where.params,
    );
    if (matches <= EXACT_MATCHES_UP_TO) return { total: estimate, filtered: matches, estimated: { total: true, filtered: false } };
    const plan = (await this.pool.query(`explain (format json) select "e"."id" from ${this.#table} as "e"${matching}`, where.params)).rows[0]['QUERY PLAN'];
    const planned = Math.round(plan[0].Plan['Plan Rows']);
    return { total: estimate, filtered: Math.max(EXACT_MATCHES_UP_TO + 1, Math.min(planned, estimate)), estimated: { total: true, filtered: true } };
  }

  /** `reltuples` scaled to the table's current size (as the planner does), read at most every 5 s; null if never analyzed. */
  async #tableEstimate(): Promise<number | null> {
    if (this.#statistics && this.#statistics.expires > Date.now()) return this.#statistics.rows;
    const [row] = (await this.pool.query(
      `select c.reltuples::float8 as tuples, c.relpages::float8 as pages, pg_relation_size(c.oid)::float8 / current_setting('block_size')::float8 as current
       from pg_class c where c.oid = to_regclass($1)`,
      [this.#table],
    )).rows;
    const rows = !row || row.tuples < 0 ? null : Math.round(row.pages > 0 ? (row.tuples / row.pages) * Math.max(row.current, 1) : row.tuples);
    this.#statistics = { rows, expires: Date.now() + STATISTICS_TTL_MS };
    return rows;
  }

  async find(id: number): Promise<BookRow | null> {
    const result = await this.pool.query(`select * from ${this.#table} where "id" = $1`, [id]);
    return result.rows.length === 0 ? null : toBook(result.rows[0]);
  }

  /** The optimistic-locked write: false when the version moved on (or the row is gone). */
  async update(id: number, version: number, changes: BookChanges): Promise<boolean> {
    return (await this.pool.query(this.#updateStatement(), this.#updateParams(id, version, changes))).rowCount === 1;
  }

  /**
   * The one-statement floor's write, as the library's with nothing read before it: the key and the
   * version seen (BookTable's edit has no `displayIf`), and one value that differs (a form saved
   * unchanged writes nothing, its version included). False when it matched no row.
   */
  async updateCurrent(id: number, version: number, changes: BookChanges): Promise<boolean> {
    const differs = UPDATED_COLUMNS.map((column, i) => `"${column}" is distinct from $${i + 3}`).join(' or ');
    return (await this.pool.query(`${this.#updateStatement()} and (${differs})`, this.#updateParams(id, version, changes))).rowCount === 1;
  }

  /**
   * A cell's write (`POST /datatables/ajax/cell` on the title): `UPDATE … SET title = $1 WHERE id = $2 AND
   * version = $3`, the row as saved returned by the same statement. Null when it matched no row.
   */
  async updateTitle(id: number, version: number, title: string): Promise<BookRow | null> {
    const { rows } = await this.pool.query(
      `update ${this.#table} set "title" = $1, "version" = "version" + 1 where "id" = $2 and "version" = $3 returning *`,
      [title, id, version],
    );
    return rows.length === 0 ? null : toBook(rows[0]);
  }

  /** A new book of the form's fields (`featured` false and the version 1 by the table's defaults, as the library leaves them): its id. */
  async insert(book: BookChanges): Promise<number> {
    const { rows } = await this.pool.query(
      `insert into ${this.#table} ("title", "author", "status", "featured", "published_on", "pages", "price", "summary", "website") values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning "id"`,
      [book.title, book.author, book.status, book.featured, book.publishedOn, book.pages, book.price, book.summary, book.website],
    );
    return rows[0].id;
  }

  async delete(id: number): Promise<boolean> {
    return (await this.pool.query(`delete from ${this.#table} where "id" = $1`, [id])).rowCount === 1;
  }

  /** The delete with its `displayIf` (`status = 'draft'`) in the statement: false when the row is gone or not a draft. */
  async deleteDraft(id: number): Promise<boolean> {
    return (await this.pool.query(`delete from ${this.#table} where "id" = $1 and "status" = $2`, [id, 'draft'])).rowCount === 1;
  }

  #updateStatement(): string {
    const set = UPDATED_COLUMNS.map((column, i) => `"${column}" = $${i + 3}`).join(', ');
    return `update ${this.#table} set ${set}, "version" = "version" + 1 where "id" = $1 and "version" = $2`;
  }

  #updateParams(id: number, version: number, changes: BookChanges): unknown[] {
    return [id, version, changes.title, changes.author, changes.status, changes.featured, changes.publishedOn, changes.pages, changes.price, changes.summary, changes.website];
  }
}

/**
 * A global search as the library reads it on BookTable's columns, in their order: numbers equal to a
 * number term (`id` and `pages` to an integer their `integer` holds, `price` to any decimal literal),
 * the status whose value or label is the term, `featured` for yes/no/true/false, dates in the year,
 * month or day the term names (`1999`, `1999-03`, `1999-03-15`, or as the locale shows it:
 * `03/15/1999` or `03/1999` in `en`), text containing it (`ILIKE` on the column itself, `%`, `_` and `\`
 * taken literally).
 */
export function searchCondition(term: string, locale = 'en'): Condition | null {
  if (term === '') return null;
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const text = `ilike ${param(`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`;
  const number = Number(term); // \`id\` and \`pages\` are \`integer\`: a term out of its range matches nothing
  const integer = /^[+-]?\d+$/.test(term) && number >= -(2 ** 31) && number < 2 ** 31 ? param(term.replace(/^\+/, '')) : null;
  const decimal = NUMBER.test(term) ? param(term.replace(/^\+/, '')) : null; // `price` is `numeric(8, 2)`: any number
  const flag = BOOLEAN_WORDS.get(term.toLowerCase());
  const status = STATUSES.includes(term.toLowerCase()) ? param(term.toLowerCase()) : null;
  const days = dayRange(term, locale)?.map(param);
  const tests = [
    integer && `"e"."id" = ${integer}`,
    `"e"."title" ${text}`,
    `"e"."author" ${text}`,
    status && `"e"."status" = ${status}`,
    flag !== undefined && `"e"."featured" = ${flag}`,
    days && `("e"."published_on" >= ${days[0]} and "e"."published_on" < ${days[1]})`,
    integer && `"e"."pages" = ${integer}`,
    decimal && `"e"."price" = ${decimal}`,
    `"e"."summary" ${text}`,
    `"e"."website" ${text}`,
  ].filter(Boolean);
  return { sql: `(${tests.join(' or ')})`, params };
}

/** A number term, as the library reads one (`search-test`): a plain decimal literal, sign and all. */
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const BOOLEAN_WORDS = new Map([['true', true], ['yes', true], ['false', false], ['no', false]]);
/** The status choices: each value is its label, lowercased. */
const STATUSES = ['draft', 'published', 'archived'];

/**
 * The ISO days `[from, to)` of the year, month or day a term names, ISO or in the locale's order of day
 * and month (`Intl`'s, as the browser shows dates: the demo's date column has no format of its own);
 * undefined when it names none.
 */
function dayRange(term: string, locale: string): [string, string] | undefined {
  const iso = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?$/.exec(term);
  const [year, month, day] = (iso ? [iso[1], iso[2], iso[3]] : shownDay(term, locale)).map((part) => (part === undefined ? undefined : Number(part)));
  if (year === undefined || (month !== undefined && (month < 1 || month > 12))) return undefined;
  const from = new Date(0);
  from.setUTCFullYear(year, (month ?? 1) - 1, day ?? 1);
  if (day !== undefined && from.getUTCDate() !== day) return undefined;
  const to = new Date(from);
  if (day !== undefined) to.setUTCDate(day + 1);
  else if (month !== undefined) to.setUTCMonth(month);
  else to.setUTCFullYear(year + 1);
  return [from.toISOString().slice(0, 10), to.toISOString().slice(0, 10)];
}

/** `[year, month, day?]` of `05/26/1989` or `05/1989` in `en` (`26.05.1989`, `05.1989` in `de`), any of `/.-` between. */
function shownDay(term: string, locale: string): Array<string | undefined> {
  const order = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' })
    .formatToParts(0).map((part) => part.type).filter((type) => type === 'year' || type === 'month' || type === 'day');
  const numbers = /^\d{1,4}(?:[\s./-]+\d{1,4}){1,2}[\s./-]*$/.test(term) ? term.match(/\d+/g)! : [];
  const fields = numbers.length === 3 ? order : order.filter((type) => type !== 'day');
  const at = (type: (typeof fields)[number]) => numbers[fields.indexOf(type)];
  const fits = numbers.length > 1 && fields.every((type, index) => (type === 'year' ? /^\d{4}$/ : /^\d{1,2}$/).test(numbers[index]));
  return fits ? [at('year'), at('month'), numbers.length === 3 ? at('day') : undefined] : [];
}

/** A row of the book table as the data endpoint sends it (columns it does not know are left out). */
export function toBook(row: Record<string, unknown>): BookRow {
  return {
    id: row.id as number,
    title: row.title as string,
    author: row.author as string,
    status: row.status as string,
    featured: row.featured as boolean,
    publishedOn: row.published_on as string | null,
    pages: row.pages as number | null,
    // pg gives `numeric` as text ('17.50'); the library sends MikroORM's decimal('number'): a number (17.5)
    price: row.price === null ? null : Number(row.price),
    summary: row.summary as string | null,
    website: row.website as string | null,
    version: row.version as number,
  };
}

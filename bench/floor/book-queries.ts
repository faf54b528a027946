import type { Pool } from 'pg';
import type { BookChanges, BookRow } from './book-form.js';

/** The columns of the data endpoint: name on the wire, column in SQL. */
export const COLUMNS: Record<string, string> = {
  id: 'id', title: 'title', author: 'author', status: 'status', featured: 'featured',
  publishedOn: 'published_on', pages: 'pages', summary: 'summary', website: 'website',
};

/** One page of the data endpoint: the statements the library runs, written by hand. */
export interface PageRequest {
  search: string;
  order: { column: string; dir: 'asc' | 'desc' } | null;
  start: number;
  length: number;
}

/** The book table's queries, on one schema. */
export class BookQueries {
  readonly #table: string;

  constructor(
    private readonly pool: Pool,
    schema: string,
  ) {
    this.#table = `"${schema.replaceAll('"', '""')}"."book"`;
  }

  /** `count(*)`, the filtered count when searching, and the page: as the library, 2 or 3 statements. */
  async page(request: PageRequest): Promise<{ total: number; filtered: number; rows: BookRow[] }> {
    const total = Number((await this.pool.query(`select count(*) as "count" from ${this.#table}`)).rows[0].count);
    let where = '';
    const params: unknown[] = [];
    if (request.search !== '') {
      params.push(`%${request.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where = `where (${Object.values(COLUMNS).map((column) => `cast("${column}" as text) ilike $1`).join(' or ')})`;
    }
    const filtered = where === '' ? total : Number((await this.pool.query(`select count(*) as "count" from ${this.#table} ${where}`, params)).rows[0].count);
    const order = request.order ? `"${COLUMNS[request.order.column]}" ${request.order.dir}, ` : '';
    params.push(request.length, request.start);
    const rows = await this.pool.query(
      `select * from ${this.#table} ${where} order by ${order}"id" asc limit $${params.length - 1} offset $${params.length}`,
      params,
    );
    return { total, filtered, rows: rows.rows.map(toBook) };
  }

  async find(id: number): Promise<BookRow | null> {
    const result = await this.pool.query(`select * from ${this.#table} where "id" = $1`, [id]);
    return result.rows.length === 0 ? null : toBook(result.rows[0]);
  }

  /** The optimistic-locked write: false when the version moved on (or the row is gone). */
  async update(id: number, version: number, changes: BookChanges): Promise<boolean> {
    const result = await this.pool.query(
      `update ${this.#table} set "title" = $3, "author" = $4, "status" = $5, "featured" = $6, "published_on" = $7, "pages" = $8, "summary" = $9,
        "version" = "version" + 1 where "id" = $1 and "version" = $2`,
      [id, version, changes.title, changes.author, changes.status, changes.featured, changes.publishedOn, changes.pages, changes.summary],
    );
    return result.rowCount === 1;
  }

  async delete(id: number): Promise<boolean> {
    return (await this.pool.query(`delete from ${this.#table} where "id" = $1`, [id])).rowCount === 1;
  }
}

function toBook(row: Record<string, unknown>): BookRow {
  return {
    id: row.id as number,
    title: row.title as string,
    author: row.author as string,
    status: row.status as string,
    featured: row.featured as boolean,
    publishedOn: row.published_on as string | null,
    pages: row.pages as number | null,
    summary: row.summary as string | null,
    website: row.website as string | null,
    version: row.version as number,
  };
}

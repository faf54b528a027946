// What both floors share: the pool and its queries, the templates, the checks every request makes and
// the failures they answer. The two floors differ only in how they write (`writes-*.ts`).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ejs from 'ejs';
import type { Response } from 'express';
import pg from 'pg';
import type { BookChanges, BookRow } from './book-form.js';
import { BookQueries } from './book-queries.js';
import { verifyCsrf, signToken, verifyToken } from './tokens.js';
import { serverEnv } from '../servers/server-env.js';

export const env = serverEnv();
pg.types.setTypeParser(1082, (day: string) => day); // dates stay `YYYY-MM-DD`, as the library sends them
export const pool = new pg.Pool({ connectionString: env.databaseUrl, max: env.pool });
if (process.env.BENCH_LOG_SQL) {
  // BENCH_LOG_SQL=1 prints every statement and its parameters, as the library's server does: the two are compared.
  const query = pool.query.bind(pool) as (sql: string, params?: unknown[]) => Promise<unknown>;
  pool.query = ((sql: string, params?: unknown[]) => {
    console.log(`[query] ${sql.replace(/\s+/g, ' ')} -- ${JSON.stringify(params ?? [])}`);
    return query(sql, params);
  }) as never;
}
export const books = new BookQueries(pool, env.schema);
export const CSRF_COOKIE = 'floor-csrf';
/**
 * The tables a read token may name: the demo's `books`, `books-exact`, the same rows always counted exactly,
 * `books-totals`, counted exactly with three totals (book-totals.ts), and `books-grouped`, those grouped by status (book-groups.ts).
 */
export const READ_TABLES = ['books', 'books-exact', 'books-totals', 'books-grouped'] as const;
export const CONFLICT = 'Someone else changed this row while you were editing it. The form now shows the saved values: review them and save again.';

const views = fileURLToPath(new URL('./views/', import.meta.url));
// `cache`: the templates it includes are compiled once too (as Express's view cache does in production).
const template = (name: string) => ejs.compile(readFileSync(`${views}${name}.ejs`, 'utf8'), { filename: `${views}${name}.ejs`, cache: true });
export const render = { modal: template('edit_modal'), body: template('form_body') };
export const formLocals = (book: BookRow | (BookChanges & Pick<BookRow, 'id' | 'version'>), errors: Record<string, string> = {}, message = '') => ({
  book, errors, message, token: signToken(env.secret, 'books', 'edit'),
});

/** A book as a row of the data endpoint (and of a cell's answer): its cells, actions, selection and version. */
export function dataRow({ version, ...book }: BookRow): Record<string, unknown> {
  return {
    ...book,
    _actions: { DETAIL: { url: `/books/${book.id}` }, EDIT: { id: book.id }, DELETE: { id: book.id } },
    // BookTable has bulk actions: each row says how a selection sends it back (its version as text).
    _select: { id: book.id, version: String(version) },
    // Its title is edited in place: each row carries the version a cell's save sends back.
    _version: String(version),
  };
}

/** An answer other than 200: its status, code and message, as the library's error JSON. */
export class Failure extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
  }
}

/** The table a token names, when it is signed and of `purpose` and names one of `tables`. */
export function requireToken(token: unknown, purpose: string, tables: readonly string[] = ['books']): string {
  const table = verifyToken(env.secret, token, purpose);
  if (table === null || !tables.includes(table)) throw new Failure(403, 'invalid_token', 'The table token is not valid');
  return table;
}

export function requireCsrf(headers: { cookie?: string; 'x-csrf-token'?: string | string[] }): void {
  const cookie = /(?:^|;\s*)floor-csrf=([^;]+)/.exec(headers.cookie ?? '')?.[1];
  if (!verifyCsrf(env.secret, headers['x-csrf-token'], cookie)) throw new Failure(403, 'csrf_invalid', 'Missing or invalid CSRF token');
}

export function readId(value: unknown): number {
  const id = Number(value);
  if (value === undefined || value === '' || !Number.isSafeInteger(id)) throw new Failure(400, 'bad_request', '"id" must be an integer');
  return id;
}

export async function findBook(id: number): Promise<BookRow> {
  const book = await books.find(id);
  if (!book) throw notFound(id);
  return book;
}

export function notFound(id: number): Failure {
  return new Failure(404, 'row_not_found', `No row with identifier ${id} in table "books"`);
}

export function hidden(): Failure {
  return new Failure(403, 'action_not_available', 'This action is not available on this row');
}

/** The form's HTML with a status other than 200 (422 errors, 409 conflict). */
export function sendForm(res: Response, status: number, html: string): void {
  res.status(status).type('html').set('Cache-Control', 'no-store').send(html);
}

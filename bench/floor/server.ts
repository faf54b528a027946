// The floor: what a good hand-written handler does for the same four endpoints, with express, pg and
// ejs and nothing of the library. Same statements, same JSON, same form HTML; a token HMAC check on
// every request and a double-submit CSRF check on mutations; the write is one optimistic-locked
// UPDATE (or a DELETE) after one SELECT: two round trips. The benchmark's yardstick: keep it small.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import ejs from 'ejs';
import express, { type Request, type Response } from 'express';
import pg from 'pg';
import { readBookForm, type BookChanges, type BookRow } from './book-form.js';
import { BookQueries, COLUMNS } from './book-queries.js';
import { issueCsrfToken, signToken, verifyCsrf, verifyToken } from './tokens.js';
import { listen, serverEnv } from '../servers/server-env.js';

const env = serverEnv();
pg.types.setTypeParser(1082, (day: string) => day); // dates stay `YYYY-MM-DD`, as the library sends them
const pool = new pg.Pool({ connectionString: env.databaseUrl, max: env.pool });
if (process.env.BENCH_LOG_SQL) {
  // BENCH_LOG_SQL=1 prints every statement and its parameters, as the library's server does: the two are compared.
  const query = pool.query.bind(pool) as (sql: string, params?: unknown[]) => Promise<unknown>;
  pool.query = ((sql: string, params?: unknown[]) => {
    console.log(`[query] ${sql.replace(/\s+/g, ' ')} -- ${JSON.stringify(params ?? [])}`);
    return query(sql, params);
  }) as never;
}
const books = new BookQueries(pool, env.schema);
const CSRF_COOKIE = 'floor-csrf';
const CONFLICT = 'Someone else changed this row while you were editing it. The form now shows the saved values: review them and save again.';

const views = fileURLToPath(new URL('./views/', import.meta.url));
// `cache`: the templates it includes are compiled once too (as Express's view cache does in production).
const template = (name: string) => ejs.compile(readFileSync(`${views}${name}.ejs`, 'utf8'), { filename: `${views}${name}.ejs`, cache: true });
const render = { modal: template('edit_modal'), body: template('form_body') };
const formLocals = (book: BookRow | (BookChanges & Pick<BookRow, 'id' | 'version'>), errors: Record<string, string> = {}, message = '') => ({
  book, errors, message, token: signToken(env.secret, 'books', 'edit'),
});

class Failure extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
  }
}

function requireToken(token: unknown, purpose: string): void {
  if (verifyToken(env.secret, token, purpose) !== 'books') throw new Failure(403, 'invalid_token', 'The table token is not valid');
}

function requireCsrf(req: Request): void {
  const cookie = /(?:^|;\s*)floor-csrf=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
  if (!verifyCsrf(env.secret, req.headers['x-csrf-token'], cookie)) throw new Failure(403, 'csrf_invalid', 'Missing or invalid CSRF token');
}

function readId(value: unknown): number {
  const id = Number(value);
  if (value === undefined || value === '' || !Number.isSafeInteger(id)) throw new Failure(400, 'bad_request', '"id" must be an integer');
  return id;
}

async function findBook(id: number): Promise<BookRow> {
  const book = await books.find(id);
  if (!book) throw new Failure(404, 'row_not_found', `No row with identifier ${id} in table "books"`);
  return book;
}

function integer(value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) throw new Failure(400, 'bad_request', 'Not an integer');
  return number;
}

const app = express();

// What a page gives the browser: the tokens and the CSRF token (and its cookie).
app.get('/bench/session', (_req, res) => {
  const csrf = issueCsrfToken(env.secret);
  res.cookie(CSRF_COOKIE, csrf, { httpOnly: true, sameSite: 'strict', path: '/' });
  const tokens = Object.fromEntries(['read', 'delete', 'edit'].map((purpose) => [purpose, signToken(env.secret, 'books', purpose)]));
  res.json({ tokens, csrf: { header: 'X-CSRF-Token', token: csrf } });
});

app.get('/datatables/ajax/data', async (req, res) => {
  const query = req.query as Record<string, string | undefined>;
  requireToken(query.table, 'read');
  const orderIndex = query['order[0][column]'];
  const orderColumn = orderIndex === undefined ? undefined : query[`columns[${integer(orderIndex, 0)}][data]`] ?? Object.keys(COLUMNS)[Number(orderIndex)];
  const dir = query['order[0][dir]'] ?? 'asc';
  if (dir !== 'asc' && dir !== 'desc') throw new Failure(400, 'bad_request', '"order[0][dir]" must be asc or desc');
  const length = integer(query.length, 10);
  const page = await books.page({
    search: (query['search[value]'] ?? '').trim().slice(0, 200),
    order: orderColumn !== undefined && orderColumn in COLUMNS ? { column: orderColumn, dir } : null,
    start: Math.max(0, integer(query.start, 0)),
    length: length === -1 ? 100 : Math.min(100, Math.max(1, length)),
  });
  const data = page.rows.map(({ version: _version, ...book }) => ({
    ...book,
    _actions: { DETAIL: { url: `/books/${book.id}` }, EDIT: { id: book.id }, DELETE: { id: book.id } },
  }));
  res.set('Cache-Control', 'no-store').json({
    draw: integer(query.draw, 0),
    recordsTotal: page.total,
    recordsFiltered: page.filtered,
    estimated: { recordsTotal: page.estimated.total, recordsFiltered: page.estimated.filtered },
    data,
  });
});

app.post('/datatables/ajax/edit-form/view', express.json(), async (req, res) => {
  requireToken(req.body?.table, 'edit');
  const book = await findBook(readId(req.body.id));
  res.status(200).type('html').set('Cache-Control', 'no-store').send(render.modal(formLocals(book)));
});

app.post('/datatables/ajax/edit-form', express.urlencoded({ extended: false }), async (req, res) => {
  requireCsrf(req);
  const body = (req.body ?? {}) as Record<string, unknown>;
  requireToken(body._table, 'edit');
  const book = await findBook(readId(body._id));
  const version = readId(body._version);
  const sendBody = (status: number, html: string) => res.status(status).type('html').set('Cache-Control', 'no-store').send(html);
  if (version !== book.version) return void sendBody(409, render.body(formLocals(book, {}, CONFLICT)));
  const form = readBookForm(body);
  if (!form.ok) return void sendBody(422, render.body(formLocals({ ...form.typed, id: book.id, version }, form.errors)));
  if (!(await books.update(book.id, version, form.changes))) return void sendBody(409, render.body(formLocals(await findBook(book.id), {}, CONFLICT)));
  res.json({ success: true, id: book.id });
});

app.delete('/datatables/ajax/delete', express.json(), async (req, res) => {
  requireCsrf(req);
  requireToken(req.body?.table, 'delete');
  const book = await findBook(readId(req.body.id));
  if (book.status !== 'draft') throw new Failure(403, 'action_not_available', 'This action is not available on this row');
  if (!(await books.delete(book.id))) throw new Failure(404, 'row_not_found', `No row with identifier ${book.id} in table "books"`);
  res.json({ success: true, id: book.id });
});

app.use((error: unknown, _req: Request, res: Response, _next: () => void) => {
  const status = error instanceof Failure ? error.status : 500;
  if (status === 500) console.error(error);
  const code = error instanceof Failure ? error.code : 'internal_error';
  const message = error instanceof Failure ? error.message : 'Internal error';
  res.status(status).set('Cache-Control', 'no-store').json({ error: { status, code, message } });
});

await listen(createServer(app), () => pool.end());

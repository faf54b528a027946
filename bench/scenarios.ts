import type { Request } from 'autocannon';
import type { BenchDatabase } from './database.js';
import { GROUP_PARAM } from '../lib/wire/groups.js';
import { totalsParams } from '../lib/wire/totals.js';

/** The endpoints measured, in the order of the report. */
export const ENDPOINTS = {
  data: 'data page 1 (counted by default: estimated above 100,000 rows)',
  dataExact: 'data page 1, counted exactly on both',
  totals: 'data page 1 with three totals over every row (sum and avg of pages, sum of price), counted exactly on both',
  grouped: 'data page 1 grouped by status, with the three totals over every row, the page and each status on it, counted exactly on both',
  search: 'data page 1, searching "River"',
  deep: 'data, a deep page',
  view: 'edit-form view',
  submit: 'edit submit (a fresh row each)',
  cell: 'a cell saved in place: the title (a fresh row each)',
  delete: 'delete (a fresh row each)',
  create: 'create (a new row each)',
} as const;

export type EndpointName = keyof typeof ENDPOINTS;

/** What a page gives the browser of the library's (or the floor's) table: tokens, CSRF token and cookie. */
export interface Session {
  /**
   * `readExact`: the read token of the same rows counted exactly (the library's `books-exact`, `count('exact')`);
   * `readTotals`: of those rows counted exactly with {@link BENCH_TOTALS} (`books-totals`); `readGrouped`: of those grouped by
   * {@link BENCH_GROUP} (`books-grouped`); `import`: `books-import`'s import token.
   */
  tokens: { read: string; edit: string; delete: string; create: string; readExact: string; readTotals: string; readGrouped: string; import?: string };
  csrf: string;
  cookie: string;
}

/** Opens the table's page as a browser would (`GET /bench/session`): the tokens, and the CSRF cookie it sets. */
export async function openSession(url: string): Promise<Session> {
  const response = await fetch(`${url}/bench/session`);
  if (!response.ok) throw new Error(`${url}/bench/session answered ${response.status}`);
  const view = (await response.json()) as { tokens: Session['tokens']; csrf: { token: string } };
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  return { tokens: view.tokens, csrf: view.csrf.token, cookie };
}

const COLUMNS = ['id', 'title', 'author', 'status', 'featured', 'publishedOn', 'pages', 'price', 'summary', 'website', 'actions'];

/** The query string DataTables.net sends for one page, every column described as it does; ordered by `id` unless `order` says otherwise. */
export function dataQuery(token: string, options: { start: number; search: string; order?: { column: number; dir: 'asc' | 'desc' } }): string {
  const q = new URLSearchParams({ table: token, draw: '1' });
  COLUMNS.forEach((name, i) => {
    const data = name !== 'actions';
    q.set(`columns[${i}][data]`, name);
    q.set(`columns[${i}][name]`, '');
    q.set(`columns[${i}][searchable]`, String(data));
    q.set(`columns[${i}][orderable]`, String(data));
    q.set(`columns[${i}][search][value]`, '');
    q.set(`columns[${i}][search][regex]`, 'false');
  });
  q.set('order[0][column]', String(options.order?.column ?? 0));
  q.set('order[0][dir]', options.order?.dir ?? 'asc');
  q.set('start', String(options.start));
  q.set('length', '10');
  q.set('search[value]', options.search);
  q.set('search[regex]', 'false');
  return q.toString();
}

/** The totals the `totals` run asks of `books-totals`, by column: three totals, each declared by the table on both sides. */
export const BENCH_TOTALS = { pages: ['sum', 'avg'], price: ['sum'] } as const;

/** The `dataExact` page's query asking {@link BENCH_TOTALS} too (`totals[pages]=sum,avg&totals[price]=sum`), as the footer's table sends it. */
export function totalsQuery(token: string, options: { start: number; search: string }): string {
  const q = new URLSearchParams(dataQuery(token, options));
  for (const [name, kinds] of totalsParams(BENCH_TOTALS)) q.set(name, kinds);
  return q.toString();
}

/** The column `books-grouped` offers and groups by by default, on both sides. */
export const BENCH_GROUP = 'status';

/** The `totals` page's query grouped by {@link BENCH_GROUP} (`group=status`), as the table's browser sends it. */
export function groupedQuery(token: string, options: { start: number; search: string }): string {
  const q = new URLSearchParams(totalsQuery(token, options));
  q.set(GROUP_PARAM, BENCH_GROUP);
  return q.toString();
}

/** The edit form as the browser serializes it (the same values for the library, the floor and AdminJS, which is sent no price). */
export const EDITED_FIELDS = {
  title: 'Edited in the benchmark',
  author: 'Benchmark Author',
  status: 'published',
  publishedOn: '2020-01-02',
  pages: '321',
  price: '12.50',
  summary: 'Saved by the benchmark.',
  website: 'https://example.org/benchmark',
};

/** The title a cell's save sends (`POST /datatables/ajax/cell`). */
export const EDITED_TITLE = 'Edited in place by the benchmark';

/** The first edit-view ids cycle through these many rows (reads only). */
const VIEWED_ROWS = 1000;

/** The requests of one endpoint against the library or the floor (both answer the same routes). */
export function requestsFor(endpoint: EndpointName, session: Session, db: BenchDatabase): Request[] {
  const json = { 'content-type': 'application/json' };
  const mutation = { cookie: session.cookie, 'x-csrf-token': session.csrf };
  const deepStart = 10 * Math.floor(db.rows / 20);
  let viewed = 0;
  switch (endpoint) {
    case 'data':
      return [{ method: 'GET', path: `/datatables/ajax/data?${dataQuery(session.tokens.read, { start: 0, search: '' })}` }];
    case 'dataExact':
      return [{ method: 'GET', path: `/datatables/ajax/data?${dataQuery(session.tokens.readExact, { start: 0, search: '' })}` }];
    case 'totals':
      return [{ method: 'GET', path: `/datatables/ajax/data?${totalsQuery(session.tokens.readTotals, { start: 0, search: '' })}` }];
    case 'grouped':
      return [{ method: 'GET', path: `/datatables/ajax/data?${groupedQuery(session.tokens.readGrouped, { start: 0, search: '' })}` }];
    case 'search':
      return [{ method: 'GET', path: `/datatables/ajax/data?${dataQuery(session.tokens.read, { start: 0, search: 'River' })}` }];
    case 'deep':
      return [{ method: 'GET', path: `/datatables/ajax/data?${dataQuery(session.tokens.read, { start: deepStart, search: '' })}` }];
    case 'view':
      return [{
        method: 'POST',
        path: '/datatables/ajax/edit-form/view',
        headers: json,
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ table: session.tokens.edit, id: 1 + (viewed++ % VIEWED_ROWS) }) }),
      }];
    case 'submit':
      return [{
        method: 'POST',
        path: '/datatables/ajax/edit-form',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...mutation },
        setupRequest: (request) => ({
          ...request,
          body: new URLSearchParams({ _table: session.tokens.edit, _id: String(db.editIds.take()), _version: '1', ...EDITED_FIELDS, featured: '1' }).toString(),
        }),
      }];
    case 'cell':
      // From the edit ids, as edit submit: a row never edited before (version 1), never taken twice by either.
      return [{
        method: 'POST',
        path: '/datatables/ajax/cell',
        headers: { ...json, ...mutation },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ table: session.tokens.edit, id: db.editIds.take(), version: '1', column: 'title', value: EDITED_TITLE }),
        }),
      }];
    case 'create': {
      // Each submit carries a form's own `_request`, as the browser's create form does (the library keeps
      // it for the form's retries; the floor ignores it).
      const run = `${process.pid}-${Date.now().toString(36)}`;
      let created = 0;
      return [{
        method: 'POST',
        path: '/datatables/ajax/create-form',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...mutation },
        setupRequest: (request) => ({
          ...request,
          body: new URLSearchParams({
            _table: session.tokens.create, _request: `bench-${run}-${++created}`, ...EDITED_FIELDS, title: 'Created in the benchmark', status: 'draft', featured: '1',
          }).toString(),
        }),
      }];
    }
    case 'delete':
      return [{
        method: 'DELETE',
        path: '/datatables/ajax/delete',
        headers: { ...json, ...mutation },
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ table: session.tokens.delete, id: db.deleteIds.take() }) }),
      }];
  }
}

/** What AdminJS answers when it did the work: the record shown, or a success notice (a failed save is a 200 too). */
export function adminjsAccepts(endpoint: 'view' | 'submit' | 'delete'): (body: string) => boolean {
  return endpoint === 'view' ? (body) => body.startsWith('{"record":{"params":{"id":') : (body) => body.includes('"type":"success"');
}

/** AdminJS's record API for the same work: show, edit (POST), delete (POST). */
export function adminjsRequestsFor(endpoint: 'view' | 'submit' | 'delete', db: BenchDatabase): Request[] {
  const records = '/admin/api/resources/Book/records';
  let viewed = 0;
  switch (endpoint) {
    case 'view':
      return [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `${records}/${1 + (viewed++ % VIEWED_ROWS)}/show` }) }];
    case 'submit':
      return [{
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        // The peer maps no price (bench/peers/adminjs/server.mjs): it is not sent there.
        body: new URLSearchParams({ ...withoutPrice(EDITED_FIELDS), featured: 'true' }).toString(),
        setupRequest: (request) => ({ ...request, path: `${records}/${db.editIds.take()}/edit` }),
      }];
    case 'delete':
      return [{ method: 'POST', setupRequest: (request) => ({ ...request, path: `${records}/${db.deleteIds.take()}/delete` }) }];
  }
}

function withoutPrice({ price: _price, ...fields }: typeof EDITED_FIELDS): Omit<typeof EDITED_FIELDS, 'price'> {
  return fields;
}

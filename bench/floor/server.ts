// The floor: what a good hand-written handler does for the same endpoints, with express, pg and
// ejs and nothing of the library. Same statements (but a page's totals and groups: book-totals.ts and
// book-groups.ts send them as a hand-written server would), same JSON, same form HTML; a token HMAC check on
// every request and a double-submit CSRF check on mutations. Two floors, one file each for their
// writes, chosen by BENCH_FLOOR_WRITES: `two-round-trips` (the default: one SELECT, then one
// optimistic-locked UPDATE or one DELETE) and `one-statement` (the UPDATE or DELETE alone, its WHERE
// holding every check, the row read again only when it matched none). The benchmark's yardstick: keep it small.
import { createServer } from 'node:http';
import express, { type Request, type Response } from 'express';
import { COLUMNS, type PageRequest } from './book-queries.js';
import { GROUPINGS, pageWithGroups } from './book-groups.js';
import { pageWithTotals, TOTALLED, type TotalsAsked } from './book-totals.js';
import { books, CSRF_COOKIE, dataRow, Failure, findBook, formLocals, pool, READ_TABLES, readId, render, requireToken, env } from './floor-parts.js';
import { issueCsrfToken, signToken } from './tokens.js';
import { create } from './create.js';
import * as oneStatement from './writes-one-statement.js';
import * as twoRoundTrips from './writes-two-round-trips.js';
import { listen } from '../servers/server-env.js';

const WRITES = { 'two-round-trips': twoRoundTrips, 'one-statement': oneStatement };
const mode = process.env.BENCH_FLOOR_WRITES ?? 'two-round-trips';
if (!(mode in WRITES)) throw new Error(`BENCH_FLOOR_WRITES must be ${Object.keys(WRITES).join(' or ')}, got "${mode}"`);
const writes = WRITES[mode as keyof typeof WRITES];

/** The browser's first language (`de-DE,de;q=0.9` -> `de-DE`), else `en`, the demo's default. */
function firstLanguage(header: string | undefined): string {
  const first = header?.split(',')[0].split(';')[0].trim() ?? '';
  return first !== '*' && first !== '' && Intl.DateTimeFormat.supportedLocalesOf(first).length > 0 ? first : 'en';
}

function integer(value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) throw new Failure(400, 'bad_request', 'Not an integer');
  return number;
}

/**
 * The totals a data request asks (`totals[pages]=sum,avg`), in the order the table declares them: a column or
 * kind it does not declare, or a kind named twice, is a 400 naming the parameter, as the library answers.
 */
function askedTotals(query: Record<string, string | undefined>, declared: Readonly<Record<string, readonly string[]>>): TotalsAsked {
  const asked: TotalsAsked = {};
  for (const [name, value] of Object.entries(query)) {
    const column = /^totals\[(.*)\]$/.exec(name)?.[1];
    if (column === undefined) continue;
    const kinds = String(value).split(',');
    const known = Object.hasOwn(declared, column) && kinds.every((kind) => declared[column].includes(kind)) && new Set(kinds).size === kinds.length;
    if (!known) throw new Failure(400, 'bad_request', `"${name}" asks for totals the column does not declare`);
    asked[column] = declared[column].filter((kind) => kinds.includes(kind));
  }
  return asked;
}

/**
 * The grouping a data request asks of a table (`group=<column>`): absent, the table's default; empty, none; a
 * column the table does not offer (or a grouping of a table offering none) is a 400 naming `group`, as the library answers.
 */
function askedGroup(raw: unknown, table: string): string | null {
  const grouping = Object.hasOwn(GROUPINGS, table) ? GROUPINGS[table] : undefined;
  if (raw === undefined) return grouping?.by ?? null;
  if (raw === '') return null;
  if (typeof raw !== 'string' || !grouping?.offer.includes(raw)) throw new Failure(400, 'bad_request', '"group" names no column the table offers to group by');
  return raw;
}

const app = express();

// What a page gives the browser: the tokens and the CSRF token (and its cookie).
app.get('/bench/session', (_req, res) => {
  const csrf = issueCsrfToken(env.secret);
  res.cookie(CSRF_COOKIE, csrf, { httpOnly: true, sameSite: 'strict', path: '/' });
  const tokens = Object.fromEntries(['read', 'delete', 'edit', 'create'].map((purpose) => [purpose, signToken(env.secret, 'books', purpose)]));
  const read = (table: string) => signToken(env.secret, table, 'read');
  const reads = { readExact: read('books-exact'), readTotals: read('books-totals'), readGrouped: read('books-grouped') };
  res.json({ tokens: { ...tokens, ...reads }, csrf: { header: 'X-CSRF-Token', token: csrf } });
});

// Prints a line on stdout, after every line printed before it: a reader of this process's log who sees
// it knows it has every statement logged until then.
app.get('/bench/mark', (req, res) => {
  console.log(`[mark] ${String(req.query.id)}`);
  res.end();
});

app.get('/datatables/ajax/data', async (req, res) => {
  const query = req.query as Record<string, string | undefined>;
  const table = requireToken(query.table, 'read', READ_TABLES);
  const orderIndex = query['order[0][column]'];
  const orderColumn = orderIndex === undefined ? undefined : query[`columns[${integer(orderIndex, 0)}][data]`] ?? Object.keys(COLUMNS)[Number(orderIndex)];
  const dir = query['order[0][dir]'] ?? 'asc';
  if (dir !== 'asc' && dir !== 'desc') throw new Failure(400, 'bad_request', '"order[0][dir]" must be asc or desc');
  const length = integer(query.length, 10);
  const asked = askedTotals(query, table === 'books-totals' || table === 'books-grouped' ? TOTALLED : {});
  const group = askedGroup(query.group, table);
  const request: PageRequest = {
    search: (query['search[value]'] ?? '').trim().slice(0, 200),
    // Dates are searched as the browser shows them: in its first language (the library negotiates it among its catalogues).
    locale: firstLanguage(req.get('Accept-Language')),
    order: orderColumn !== undefined && orderColumn in COLUMNS ? { column: orderColumn, dir } : null,
    start: Math.max(0, integer(query.start, 0)),
    length: length === -1 ? 100 : Math.min(100, Math.max(1, length)),
    exact: table !== 'books',
  };
  const page = group !== null
    ? await pageWithGroups(pool, books, request, asked, group)
    : Object.keys(asked).length > 0 ? await pageWithTotals(pool, books, request, asked) : await books.page(request);
  const data = page.rows.map(dataRow);
  res.set('Cache-Control', 'no-store').json({
    draw: integer(query.draw, 0),
    recordsTotal: page.total,
    recordsFiltered: page.filtered,
    estimated: { recordsTotal: page.estimated.total, recordsFiltered: page.estimated.filtered },
    data,
    ...('totals' in page ? { totals: page.totals } : {}),
    ...('groups' in page ? { groups: page.groups } : {}),
  });
});

app.post('/datatables/ajax/edit-form/view', express.json(), async (req, res) => {
  requireToken(req.body?.table, 'edit');
  const book = await findBook(readId(req.body.id));
  res.status(200).type('html').set('Cache-Control', 'no-store').send(render.modal(formLocals(book)));
});

app.post('/datatables/ajax/edit-form', express.urlencoded({ extended: false }), writes.submit);
app.delete('/datatables/ajax/delete', express.json(), writes.remove);
app.post('/datatables/ajax/cell', express.json(), writes.cell);
app.post('/datatables/ajax/create-form', express.urlencoded({ extended: false }), create);

app.use((error: unknown, _req: Request, res: Response, _next: () => void) => {
  const status = error instanceof Failure ? error.status : 500;
  if (status === 500) console.error(error);
  const code = error instanceof Failure ? error.code : 'internal_error';
  const message = error instanceof Failure ? error.message : 'Internal error';
  res.status(status).set('Cache-Control', 'no-store').json({ error: { status, code, message } });
});

await listen(createServer(app), () => pool.end());

// The database-outage drill CI runs against the machine's real PostgreSQL (CI owns that server):
// the router serves edits and data under load while PostgreSQL is stopped and started again.
//   node --import tsx scripts/fault-drill.ts postgresql://postgres@127.0.0.1:5432/ux_datatables_ci
// Checks: no request waits more than 5 s, every failure is a JSON 503, the service answers again
// within seconds of the restart without restarting the app, and no write is partial (each row holds
// the last value answered 200, or one whose answer was lost in the outage). Prints the figures that
// SECURITY.md quotes. PostgreSQL is started again whatever happens.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { MikroORM } from '@mikro-orm/postgresql';
import { Book } from '../examples/entities/Book.js';
import { DEMO_ENTITIES } from '../examples/entities/demo-entities.js';
import { seedBooks } from '../examples/seed-books.js';
import { BookTable } from '../examples/tables/BookTable.js';
import { buildTableView, dataTablesRouter, type PageView } from '../lib/index.js';

const url = process.argv[2] ?? process.env.DATABASE_URL;
if (!url) throw new Error('usage: fault-drill.ts <postgresql url>');
const cluster = readdirSync('/etc/postgresql')[0];
const pg = (action: 'start' | 'stop') =>
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', cluster, 'main', action, ...(action === 'stop' ? ['-m', 'fast'] : [])], { stdio: 'inherit' });

const WORKERS = 6;
const MAX_WAIT_MS = 5000;
const schema = 'fault_drill';
const orm = await MikroORM.init({
  entities: DEMO_ENTITIES,
  clientUrl: url,
  schema,
  pool: { min: 0, max: 5 },
  // The driver's own bounds (README, "Going to production"): no connect or query waits forever.
  driverOptions: { connectionTimeoutMillis: 2000, query_timeout: 3000, statement_timeout: 3000 },
});
await orm.em.getConnection().execute(`drop schema if exists ${schema} cascade; create schema ${schema}`);
await orm.schema.create({ schema });
await seedBooks(orm.em.fork());

const errors: string[] = [];
const app = express();
app.use(dataTablesRouter({ orm, secret: 'fault-drill-secret-0123456789-abcdefghij', tables: [BookTable], databaseTimeoutMs: 3000, limits: { mutationsPerMinute: 0 }, logger: { warn: () => {}, error: (message, ...details) => void errors.push(`${message} ${details.map((d) => (d as Error)?.stack ?? String(d)).join(' ')}`) } }));
app.get('/view', (req, res) => res.json(buildTableView(req, res, 'books')));
const server: Server = app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const opened = await fetch(`${base}/view`);
const cookie = String(opened.headers.get('set-cookie')).split(';')[0];
const view = (await opened.json()) as PageView;

interface Outcome { kind: 'data' | 'edit'; status: number; ms: number; json: boolean; at: number }
const outcomes: Outcome[] = [];
/** The body of the first answer the drill does not accept, so a failure says what the server refused. */
let firstRefusal = '';
const answered = new Map<number, string>(); // row -> last title answered 200
const lost = new Map<number, Set<string>>(); // row -> titles whose answer was not 200
let running = true;

/** What an outage may answer: the row, a conflict, or a JSON 503. */
function accepted(status: number, json: boolean): boolean {
  return status === 200 || status === 409 || (status === 503 && json);
}

async function timed(kind: Outcome['kind'], send: () => Promise<Response>): Promise<Response | null> {
  const start = Date.now();
  try {
    const response = await send();
    const json = (response.headers.get('content-type') ?? '').includes('json');
    outcomes.push({ kind, status: response.status, ms: Date.now() - start, json, at: start });
    if (!firstRefusal && !accepted(response.status, json)) firstRefusal = `${response.status} ${(await response.clone().text()).slice(0, 2000)}`;
    return response;
  } catch {
    outcomes.push({ kind, status: 0, ms: Date.now() - start, json: false, at: start });
    return null;
  }
}

async function worker(row: number): Promise<void> {
  for (let n = 0; running; n++) {
    await timed('data', () => fetch(`${base}${view.urls.data}?table=${encodeURIComponent(view.tokens.read)}&length=10`, { signal: AbortSignal.timeout(MAX_WAIT_MS + 5000) }));
    // The demo's title rule wants a capital first letter.
    const title = `Row ${row} edit ${n}`;
    const form = await readForm(row);
    if (!form) continue;
    form.set('title', title);
    const response = await timed('edit', () => fetch(`${base}${view.urls.editSubmit}`, {
      method: 'POST', body: form, headers: { 'X-CSRF-Token': view.csrf.token, Cookie: cookie }, signal: AbortSignal.timeout(MAX_WAIT_MS + 5000),
    }));
    if (response?.status === 200) {
      answered.set(row, title);
      lost.delete(row);
    } else {
      if (!lost.has(row)) lost.set(row, new Set());
      lost.get(row)!.add(title);
    }
    await response?.arrayBuffer().catch(() => undefined);
  }
}

/** The row's edit form as the modal would submit it (hidden inputs included), or null when it cannot be had now. */
async function readForm(row: number): Promise<FormData | null> {
  const response = await timed('data', () => fetch(`${base}${view.urls.editView}`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ table: view.tokens.edit, id: row }), signal: AbortSignal.timeout(MAX_WAIT_MS + 5000),
  }));
  if (response?.status !== 200) return null;
  const html = await response.text();
  const form = new FormData();
  for (const [, name, value] of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) form.set(name, value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));
  for (const [, name, selected] of html.matchAll(/<select[^>]*name="([^"]+)"[\s\S]*?<option value="([^"]*)" selected/g)) form.set(name, selected);
  return form;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rows = Array.from({ length: WORKERS }, (_, i) => i + 1);
const load = Promise.all(rows.map(worker));
let stoppedAt = 0;
let startedAt = 0;
let recoveredAt = 0;
try {
  await sleep(2000);
  stoppedAt = Date.now();
  pg('stop');
  await sleep(3000);
} finally {
  pg('start');
  startedAt = Date.now();
}
for (let waited = 0; waited < 30_000 && !recoveredAt; waited += 100) {
  const ok = outcomes.some((o) => o.kind === 'data' && o.status === 200 && o.at >= startedAt);
  if (ok) recoveredAt = Date.now();
  else await sleep(100);
}
await sleep(2000);
running = false;
await load;

const failures: string[] = [];
const slowest = Math.max(...outcomes.map((o) => o.ms));
if (slowest > MAX_WAIT_MS) failures.push(`a request waited ${slowest} ms (more than ${MAX_WAIT_MS})`);
const bad = outcomes.filter((o) => !accepted(o.status, o.json));
if (bad.length) failures.push(`${bad.length} answers were neither 200, 409 nor a JSON 503: ${[...new Set(bad.map((o) => o.status))].join(', ')}`);
if (!recoveredAt) failures.push('the service did not answer again within 30 s of the restart');
for (const row of rows) {
  const stored = (await orm.em.fork().findOne(Book, { id: row }))?.title;
  const allowed = new Set([answered.get(row), ...(lost.get(row) ?? [])]);
  if (answered.has(row) && !allowed.has(stored)) failures.push(`row ${row} holds "${stored}", neither its last saved title "${answered.get(row)}" nor one whose answer was lost`);
}

const count = (predicate: (o: Outcome) => boolean) => outcomes.filter(predicate).length;
console.log(`fault drill: ${outcomes.length} requests by ${WORKERS} clients; PostgreSQL stopped for ${startedAt - stoppedAt} ms`);
console.log(`  answers: ${count((o) => o.status === 200)} × 200, ${count((o) => o.status === 409)} × 409, ${count((o) => o.status === 503)} × 503, ${count((o) => o.status === 0)} without answer`);
console.log(`  slowest answer: ${slowest} ms (bound ${MAX_WAIT_MS} ms); answering again ${recoveredAt ? recoveredAt - startedAt : '-'} ms after the restart, without restarting the app`);
console.log(`  rows checked for partial writes: ${rows.length}`);
if (failures.length) console.error(`fault drill FAILED:\n  ${failures.join('\n  ')}`);
const internal = errors.filter((error) => !/database_unavailable|ECONNREFUSED|terminat|Connection terminated|57P01/.test(error));
if (firstRefusal) console.error(`the first answer refused:\n${firstRefusal}`);
if (bad.length) console.error(`errors logged with the 500s:\n${[...new Set(internal)].slice(0, 3).join('\n---\n')}`);

server.closeAllConnections();
server.close();
// Connections broken by the outage may never settle: clean up within a bound, then exit.
const cleanup = (async () => {
  await orm.em.getConnection().execute(`drop schema if exists ${schema} cascade`).catch(() => undefined);
  await orm.close(true);
})();
await Promise.race([cleanup, sleep(5000)]);
process.exit(failures.length ? 1 : 0);

// The production drill (issue 31): three instances of an application behind HAProxy, round-robin,
// one standalone Mercure hub, one PostgreSQL. A bounded load of edits, deletes, creates, bulk deletes
// retried under the same requestId, and exports, from many loopback clients; during it one instance
// is killed (-9) and started again, the two others restarted one by one, PostgreSQL stopped for 5 s.
// After it the database is checked against every answer, the shared quota is checked across the
// three, and two Chromium windows on two instances must each have seen the other's edit.
//   npm run drill -- postgresql://postgres@127.0.0.1:5432/ux_datatables_ci   (or DATABASE_URL)
// Stops PostgreSQL: run it only where the drill owns the server (CI). Bounded: 4 minutes at most,
// every child stopped and PostgreSQL started again whatever happens. Exit 1 on any failed check.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Book } from '../../examples/entities/Book.js';
import { checkSeenLive, type SeenLive } from './browsers.js';
import { checkBulks, checkCreates, checkDeletes, checkEdits, checkStatuses, type BulkFigures } from './checks.js';
import { Recorder } from './client.js';
import { dropSchema, freshSchema, openOrm, postgres, postgresReady } from './database.js';
import { runFaults, type FaultCounts } from './faults.js';
import { figureLines } from './figures.js';
import { freePort } from '../../spec/e2e/support/demo-process.js';
import { Fleet } from './fleet.js';
import { Haproxy } from './haproxy.js';
import { Hub } from './hub.js';
import { Load } from './load.js';
import { checkSharedQuota, type RateLimitResult } from './rate-limit.js';
import { Timeline } from './timeline.js';

const url = process.argv[2] ?? process.env.DATABASE_URL;
if (!url) throw new Error('usage: npm run drill -- <postgresql url>   (or DATABASE_URL)');

const SCHEMA = 'drill';
/** A third are drafts, which the deletes and bulk deletes use up (each once). */
const BOOKS = 3000;
const INSTANCES = 3;
/** Mutations per client per minute: above what one load client sends, so only the quota's own phase meets it. */
const QUOTA = 600;
/** Rows the Chromium windows edit, which the load leaves alone. */
const BROWSER_ROWS: [number, number] = [2, 3];
/** Load after the last fault, so that requests reach every instance again. */
const AFTER_FAULTS_MS = 3000;
/** The whole drill's bound: past it everything is stopped and the drill fails. */
const DRILL_MS = 225_000;
const SECRET = 'drill-table-secret-0123456789-abcdefghijkl';
const MERCURE_SECRET = 'drill-mercure-secret-0123456789-abcdefghi';

const started = Date.now();
const timeline = new Timeline();
const recorder = new Recorder();
const failures: string[] = [];
let hub: Hub | undefined;
let fleet: Fleet | undefined;
let proxy: Haproxy | undefined;
let load: Load | undefined;

/** Stops every child, once, and starts PostgreSQL again if it is down; safe to call from anywhere. */
let cleaning: Promise<void> | undefined;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await proxy?.stop().catch(() => undefined);
    await fleet?.stopAll().catch(() => undefined);
    await hub?.stop().catch(() => undefined);
    if (!postgresReady(url!)) await postgres('start').catch((error: Error) => console.error(`PostgreSQL did not start: ${error.message}`));
  })();
  return cleaning;
}
const watchdog = setTimeout(() => {
  console.error(`production drill FAILED: still running after ${DRILL_MS / 1000} s; stopping everything`);
  void cleanup().finally(() => process.exit(1));
}, DRILL_MS);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanup().finally(() => process.exit(1)));
// A promise a helper left unawaited (a browser wait that timed out) must not end the drill before its cleanup.
process.on('unhandledRejection', (error) => void failures.push(`unhandled: ${(error as Error)?.message ?? error}`));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** When a request sent after `since` got a 200 that needed the database: the outage's end as clients see it (null past 30 s). */
async function recovered(since: number): Promise<number | null> {
  for (let waited = 0; waited < 30_000; waited += 100) {
    const ok = recorder.outcomes.find((o) => o.at >= since && o.kind !== 'view' && o.kind !== 'rate' && o.status >= 200 && o.status < 300);
    if (ok) return ok.at + ok.ms;
    await sleep(100);
  }
  return null;
}

let seen: SeenLive[] = [];
let faults: FaultCounts | null = null;
let bulks: BulkFigures | null = null;
let quota: RateLimitResult | null = null;
let loadMs = 0;
try {
  // The browsers load the prebuilt bundle (npm ci's prepare builds it; a clone may not have yet).
  if (!existsSync('dist/browser/ux-datatables.js')) execFileSync(process.execPath, ['scripts/build-assets.mjs'], { stdio: 'inherit' });
  await freshSchema(url, SCHEMA, BOOKS);
  const orm = await openOrm(url, SCHEMA);
  const books = await orm.em.fork().find(Book, {}, { fields: ['id', 'status', 'title'], orderBy: { id: 'asc' } });
  await orm.close(true);
  const edited = books.filter((book) => book.status !== 'draft' && !BROWSER_ROWS.includes(book.id)).slice(0, 8);
  const firstTitles = new Map(edited.map((book) => [book.id, book.title]));
  const editRows = [0, 1, 2, 3].map((k) => edited.slice(2 * k, 2 * k + 2).map((book) => book.id));
  const drafts = books.filter((book) => book.status === 'draft').map((book) => book.id);

  hub = await Hub.start(MERCURE_SECRET);
  fleet = await Fleet.create(INSTANCES, { databaseUrl: url, schema: SCHEMA, hubUrl: hub.url, mercureSecret: MERCURE_SECRET, secret: SECRET, mutationsPerMinute: QUOTA }, timeline);
  // One after the other: each creates the quota's table if it is missing, and two CREATE TABLE of one
  // table at once can fail in PostgreSQL (its own process's guard does not see the other processes).
  for (let i = 0; i < INSTANCES; i++) await fleet.start(i);
  proxy = await Haproxy.start(await freePort(), fleet.ports);
  console.log(`production drill: 3 instances (${fleet.ports.join(', ')}), hub ${hub.url}, HAProxy ${proxy.url}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  seen = await checkSeenLive([fleet.url(0), fleet.url(1)], hub.url, BROWSER_ROWS);
  for (const s of seen) if (!s.seen) failures.push(`the window on ${s.to} did not show the edit of row ${s.row} made in the window on ${s.from}: ${s.error}`);

  load = new Load(proxy.url, { editRows, drafts, deleteClients: 2, bulkClients: 2, createClients: 2, exportClients: 1 }, recorder);
  timeline.restart();
  await load.start();
  timeline.mark(`load started: ${load.clientCount} clients`);
  try {
    faults = await runFaults(fleet, timeline, recovered, (count) => load!.burst(count));
    await sleep(AFTER_FAULTS_MS);
  } finally {
    await load.stop();
    loadMs = timeline.since(timeline.mark('load stopped'));
  }
  if (!timeline.find('answering again')) failures.push('the service did not answer again within 30 s of PostgreSQL\'s start');

  quota = await checkSharedQuota(proxy.url, '127.0.0.250', QUOTA, recorder);
  const slack = INSTANCES;
  if (Math.abs(quota.accepted - QUOTA) > slack) failures.push(`the quota did not hold across the instances: ${quota.accepted} accepted of ${quota.sent}, quota ${QUOTA} ± ${slack}`);
  if (quota.withRetryAfter === 0) failures.push('no 429 with Retry-After in the rate-limit phase');

  const checking = await openOrm(url, SCHEMA);
  try {
    failures.push(...await checkCreates(checking, load));
    failures.push(...await checkEdits(checking, load, firstTitles));
    failures.push(...await checkDeletes(checking, load));
    const bulk = await checkBulks(checking, load, timeline);
    bulks = bulk.figures;
    failures.push(...bulk.failures);
  } finally {
    await checking.close(true);
  }
  failures.push(...checkStatuses(recorder.outcomes, timeline));
  // A drill that wrote nothing would pass every check above.
  for (const [what, done] of [['create', load.creates.some((c) => c.status === 201)], ['edit', load.edits.some((e) => e.status === 200)], ['delete', load.deletes.some((d) => d.status === 200)],
    ['bulk', bulks.bothAnswered > 0], ['export', load.exports.some((e) => e.status === 200 && e.lines > 1)]] as const) {
    if (!done) failures.push(`no ${what} succeeded during the load`);
  }
} catch (error) {
  failures.push(`the drill stopped: ${(error as Error).stack ?? error}`);
} finally {
  await cleanup();
  clearTimeout(watchdog);
}

if (load) console.log(figureLines({ outcomes: recorder.outcomes, load, loadMs, timeline, faults, bulks, quota, seen }).join('\n'));
for (const body of recorder.oddBodies) console.error(`  ${body}`);
const logged = fleet?.lines.filter((line) => line.includes(' error: ')) ?? [];
if (logged.length) console.error(`  errors the instances logged: ${logged.length}, the first:\n    ${logged.slice(0, 3).join('\n    ').slice(0, 3000)}`);
console.log(`  total ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (failures.length) {
  console.error(`production drill FAILED (${failures.length}):\n  ${failures.join('\n  ')}\nthe schema "${SCHEMA}" is kept for a look`);
  process.exit(1);
}
await Promise.race([dropSchema(url, SCHEMA), sleep(5000)]);
console.log('production drill passed');
process.exit(0);

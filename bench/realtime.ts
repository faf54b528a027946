// `npm run bench -- realtime`: the publish-to-reload delay of a live table, against a floor
// measured in the same run.
//   delay: from the moment the server publishes a change to the development Mercure hub until a
//          table open in Chromium has reloaded its page (hub delivery, EventSource, the debounce,
//          the data request and the redraw);
//   floor: the same page's data request alone, fetched from the same page (what any reload costs).
// The difference is what real-time adds; `debounce_ms` is part of it on purpose. Measured with the
// router and the hub speaking each generation of the protocol (0.x, 1.0).
// Then, for each protocol generation of the development hub, what 24 costly anonymous subscriptions
// and a stream of published edits cost the application's data requests (bench/hub-load.ts).
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MikroORM } from '@mikro-orm/postgresql';
import { chromium } from 'playwright-core';
import { createDemoApp } from '../examples/app.js';
import { DEMO_ENTITIES } from '../examples/entities/demo-entities.js';
import { seedBooks } from '../examples/seed-books.js';
import { openDatabase } from '../lib/database/index.js';
import { MercurePublisher, MercureSigner, type MercureProtocol, type PageView } from '../lib/index.js';
import { MERCURE_PROTOCOLS } from '../lib/wire/mercure-protocol.js';
import { measureHubLoad, type HubLoadResult } from './hub-load.js';
import { writeSection } from './results.js';
import { median } from './support.js';

const ROUNDS = Number(process.env.BENCH_PUBLISHES ?? 30);
const mercureSecret = randomBytes(32).toString('hex');

const db = await openDatabase();
const schema = `bench_live_${process.pid}`;
const orm = await MikroORM.init({ entities: DEMO_ENTITIES, clientUrl: db.url, schema, pool: { min: 1, max: db.poolMax } });
await orm.em.getConnection().execute(`drop schema if exists "${schema}" cascade; create schema "${schema}"`);
await orm.schema.create({ schema });
const books = await seedBooks(orm.em.fork());

/** The medians of one generation: publish -> reloaded, one data request, and the page's debounce. */
async function measure(protocol: MercureProtocol, then?: (dataUrl: string, topic: string) => Promise<void>): Promise<{ delay: number; floor: number; debounce: number }> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const hubUrl = `${base}/.well-known/mercure`;
  server.on('request', createDemoApp(orm, { secret: randomBytes(32).toString('hex'), hubUrl, mercureSecret, mercureProtocol: protocol }));
  const signer = new MercureSigner({ jwt_secret: mercureSecret, jwt_key_file: null, jwt_algorithm: 'RS256', protocol, hub_url: hubUrl });
  const publisher = new MercurePublisher({ hubUrl, signer, protocol });

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage();

  const subscribed = page.waitForResponse((response) => response.url().startsWith(hubUrl));
  await page.goto(`${base}/dialog`);
  await page.locator('#books tbody [data-ux-datatables-action]').first().waitFor();
  await subscribed;
  const view = JSON.parse((await page.locator('#books').getAttribute('data-datatable-view-value'))!) as PageView;

  /** Starts waiting, in the page, for the table's next `datatable:reloaded`; `.at()` gives its wall-clock time. */
  async function nextReload(): Promise<{ at(): Promise<number> }> {
    await page.evaluate(() => {
      const holder = window as unknown as { nextReload: Promise<number> };
      holder.nextReload = new Promise<number>((resolve) => {
        document.querySelector('#books')!.addEventListener('datatable:reloaded', () => resolve(Date.now()), { once: true });
      });
    });
    return { at: () => page.evaluate(() => (window as unknown as { nextReload: Promise<number> }).nextReload) };
  }

  const delays: number[] = [];
  for (let i = 0; i < ROUNDS + 3; i++) {
    const reloaded = await nextReload();
    const id = (i % 10) + 1;
    const sent = Date.now();
    await publisher.publish({
      topics: [`${view.mercure!.topics[0]}/${id}`, ...view.mercure!.topics],
      data: { type: 'edit', table: 'books', id, origin: null },
    });
    const at = await reloaded.at();
    if (i >= 3) delays.push(at - sent); // the first rounds warm up
  }

  const floors = await page.evaluate(async ({ url, token, rounds }) => {
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const start = Date.now();
      await (await fetch(`${url}?table=${encodeURIComponent(token)}&draw=1&start=0&length=10`)).json();
      times.push(Date.now() - start);
    }
    return times;
  }, { url: view.urls.data, token: view.tokens.read, rounds: ROUNDS });
  const dataUrl = new URL(view.urls.data, base);
  dataUrl.search = new URLSearchParams({ table: view.tokens.read, draw: '1', start: '0', length: '10' }).toString();
  await then?.(dataUrl.href, view.mercure!.topics[0]);
  await browser.close();
  server.closeAllConnections();
  server.close();
  return { delay: median(delays), floor: Math.max(1, median(floors)), debounce: view.mercure!.debounceMs };
}

const results = new Map<MercureProtocol, { delay: number; floor: number; debounce: number }>();
let hubLoad: HubLoadResult[] = [];
for (const protocol of MERCURE_PROTOCOLS) {
  // The hub's load is measured once, against the last generation's application (it runs both generations of hub itself).
  const last = protocol === MERCURE_PROTOCOLS[MERCURE_PROTOCOLS.length - 1];
  results.set(protocol, await measure(protocol, last ? async (dataUrl, topic) => void (hubLoad = await measureHubLoad(dataUrl, topic, mercureSecret)) : undefined));
}
for (const row of hubLoad) {
  console.log(`bench realtime: hub ${row.protocol}: data p99 ${row.floorP99.toFixed(1)} ms idle, ${row.loadedP99.toFixed(1)} ms under load`);
}

const rows = [...results].map(([protocol, { delay, floor, debounce }]) => {
  console.log(`bench realtime (Mercure ${protocol}): publish -> reloaded median ${delay} ms, one data request ${floor} ms`);
  return `| ${protocol} | ${floor} ms | ${delay} ms | ${(delay / floor).toFixed(1)} (the debounce, ${debounce} ms, alone is ${(debounce / floor).toFixed(1)} floors) |`;
});
writeSection('realtime', 'Real time: publish to reload', `
A live table open in Chromium (the demo's page, its development Mercure hub), ${ROUNDS} publishes after 3 of
warm-up, the demo's ${books} books on ${db.embedded ? 'the embedded database (PGlite)' : 'PostgreSQL (`DATABASE_URL`)'}, with the
router and the hub speaking each generation of the protocol. Floor: one data request, fetched from the page;
delay: publish → hub → EventSource → debounce → data request → redraw (\`datatable:reloaded\`).

| Protocol | Floor (median) | Delay (median) | Ratio delay / floor |
|---|---:|---:|---|
${rows.join('\n')}

The development hub under costly anonymous subscriptions, in each protocol generation: 24 subscriptions
from one address holding about the costliest selectors the hub's bounds let one address open (some 200
automaton states each, all alive over the whole topic; distinct, so no cache helps), an edit published
every 20 ms, and the data request of the table measured ${process.env.BENCH_HUB_REQUESTS ?? 200} times
in a row, in the same process as the hub. Goal (issue 21): p99 under load < 100 ms.

| Protocol | Subscriptions held (refused) | Publishes | Data request p99, hub idle | p99 under load | Ratio | Goal < 100 ms |
|---|---:|---:|---:|---:|---:|---|
${hubLoad.map((row) => `| ${row.protocol} | ${row.subscriptions} (${row.refused}) | ${row.publishes} | ${row.floorP99.toFixed(1)} ms | ${row.loadedP99.toFixed(1)} ms | ${(row.loadedP99 / Math.max(1, row.floorP99)).toFixed(2)} | ${row.loadedP99 < 100 ? 'met' : '**not met**'} |`).join('\n')}
`);
await orm.em.getConnection().execute(`drop schema if exists "${schema}" cascade`);
await orm.close(true);
await db.close();

// `npm run bench -- browser`: what a user of the demo feels, in Chromium, and what the page downloads.
//   modal:     click Edit -> the edit modal visible with its form (the edit-view request, the HTML
//              parsed, the dialog shown), timed inside the page;
//   live:      Save in window A -> window B's table showing the new value (submit, publish, the
//              development Mercure hub, EventSource, debounce, data request, redraw);
//   bundle:    dist/browser/ux-datatables.js whole (min, min+gzip, brotli as the router sends it), DOMPurify's
//              file (fetched only for html columns) and our own code alone, measured as
//              scripts/build-assets.mjs measures it (its `--check`);
//   first load: the bytes Chromium receives for /dialog with nothing cached, the page and its assets and
//              everything (spec/e2e/first-load-bytes.spec.ts holds the first to the goal, 80,000).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { MikroORM } from '@mikro-orm/postgresql';
import { chromium, type Page } from 'playwright-core';
import { createDemoApp } from '../examples/app.js';
import { DEMO_ENTITIES } from '../examples/entities/demo-entities.js';
import { seedBooks } from '../examples/seed-books.js';
import { openDatabase } from '../lib/database/index.js';
import { describeTransfer, firstLoad } from '../spec/e2e/support/first-load-transfer.js';
import { ensureBrowserBuild } from '../spec/support/fresh-build.js';
import { writeSection } from './results.js';
import { median } from './support.js';

const MODAL_ROUNDS = Number(process.env.BENCH_MODAL_ROUNDS ?? 20);
const LIVE_ROUNDS = Number(process.env.BENCH_LIVE_ROUNDS ?? 10);
const root = fileURLToPath(new URL('..', import.meta.url));

ensureBrowserBuild(['ux-datatables.js', 'ux-datatables-dompurify.js.br', 'ux-datatables.css', 'datatables.net-dt.css', 'ux-datatables.js.br', 'ux-datatables.css.br', 'datatables.net-dt.css.br']);
const bundle = measureBundle();

const db = await openDatabase();
const schema = `bench_browser_${process.pid}`;
const orm = await MikroORM.init({ entities: DEMO_ENTITIES, clientUrl: db.url, schema, pool: { min: 1, max: db.poolMax } });
await orm.em.getConnection().execute(`drop schema if exists "${schema}" cascade; create schema "${schema}"`);
await orm.schema.create({ schema });
await seedBooks(orm.em.fork());

const server = createServer();
server.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const hubUrl = `${base}/.well-known/mercure`;
server.on('request', createDemoApp(orm, { secret: randomBytes(32).toString('hex'), hubUrl, mercureSecret: randomBytes(32).toString('hex') }));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const first = await firstLoad(browser, `${base}/dialog`, (page) => page.locator('#books tbody [data-ux-datatables-action]').first().waitFor());
  console.log(`bench browser: first load of /dialog\n${describeTransfer(first)}`);

  /** A window of its own (its own context: cookies, EventSource), showing the demo's table, subscribed. */
  const openWindow = async (): Promise<Page> => {
    const page = await (await browser.newContext()).newPage();
    const subscribed = page.waitForResponse((response) => response.url().startsWith(hubUrl));
    await page.goto(`${base}/dialog`);
    await page.locator('#books tbody [data-ux-datatables-action]').first().waitFor();
    await subscribed;
    return page;
  };
  const [a, b] = [await openWindow(), await openWindow()];
  const debounceMs = (JSON.parse((await a.locator('#books').getAttribute('data-datatable-view-value'))!) as { mercure: { debounceMs: number } }).mercure.debounceMs;

  const modalTimes: number[] = [];
  for (let i = 0; i < MODAL_ROUNDS + 3; i++) {
    const ms = await openModalTimed(a, (i % 10) + 1);
    if (i >= 3) modalTimes.push(ms); // the first rounds warm up
    await a.locator('[data-ux-datatables-modal] [data-ux-datatables-cancel]').first().click();
    await a.locator('[data-ux-datatables-modal] #ux-datatables-edit-form').waitFor({ state: 'hidden' });
  }

  const liveTimes: number[] = [];
  const saveTimes: number[] = [];
  for (let i = 0; i < LIVE_ROUNDS + 2; i++) {
    const id = (i % 10) + 1;
    const title = `Live edit ${i} ${Date.now()}`;
    await openModalTimed(a, id);
    await a.locator('[data-ux-datatables-modal] [name="title"]').fill(title);
    const shown = await watchForText(b, title);
    const [clicked, saved] = await a.evaluate(() => new Promise<[number, number]>((resolve) => {
      const at = Date.now();
      document.querySelector('#books')!.addEventListener('datatable:saved', () => resolve([at, Date.now()]), { once: true });
      (document.querySelector('[data-ux-datatables-modal] [data-ux-datatables-submit]') as HTMLButtonElement).click();
    }));
    const at = await shown();
    if (i >= 2) {
      liveTimes.push(at - clicked);
      saveTimes.push(saved - clicked);
    }
    await a.locator('[data-ux-datatables-modal] #ux-datatables-edit-form').waitFor({ state: 'hidden' });
  }

  const modal = median(modalTimes);
  const live = median(liveTimes);
  console.log(`bench browser: modal ${modal.toFixed(0)} ms, other window ${live} ms, first load ${first.pageAndAssets} bytes`);
  writeSection('browser', 'In the browser', `
Chromium (headless) on the demo's page (\`/dialog\`, the \`<dialog>\` modal), the demo's books on ${db.embedded ? 'the embedded database (PGlite)' : 'PostgreSQL (`DATABASE_URL`)'}.

| | Median |
|---|---:|
| Click Edit → the modal visible with its form (${MODAL_ROUNDS} times, timed in the page) | ${modal.toFixed(0)} ms |
| Save in window A → window B's table shows the new value (${LIVE_ROUNDS} times; includes the ${debounceMs} ms debounce) | ${live} ms |
| of which Save → saved in window A (\`datatable:saved\`: the submit's round trip) | ${median(saveTimes)} ms |

| First load of \`/dialog\`, nothing cached (bytes Chromium received, headers included) | Bytes |
|---|---:|
| the page and its assets: the document, stylesheets and scripts (held to the goal, 80,000) | ${first.pageAndAssets.toLocaleString('en')} |
| everything: with the data request, the Mercure subscription so far and the favicon | ${first.everything.toLocaleString('en')} |

| Bundle | min | min+gzip | brotli (as sent) |
|---|---:|---:|---:|
| \`dist/browser/ux-datatables.js\` (with Stimulus and DataTables.net) | ${kib(bundle.whole)} | ${kib(bundle.wholeGzip)} | ${kib(bundle.wholeBrotli)} |
| \`dist/browser/ux-datatables-dompurify.js\` (DOMPurify, fetched only for \`html\` columns) | ${kib(bundle.sanitizer)} | ${kib(bundle.sanitizerGzip)} | ${kib(bundle.sanitizerBrotli)} |
| our own code alone (\`assets/index.ts\`, as \`scripts/build-assets.mjs --check\` measures it) | ${bundle.own} | ${bundle.ownGzip} | — |
`);
} finally {
  await browser.close();
  server.closeAllConnections();
  server.close();
  await orm.em.getConnection().execute(`drop schema if exists "${schema}" cascade`);
  await orm.close(true);
  await db.close();
}

/** Clicks Edit on row `id` in the page and resolves, in ms, once the modal's form is visible. */
function openModalTimed(page: Page, id: number): Promise<number> {
  return page.evaluate((id) => new Promise<number>((resolve) => {
    const button = document.querySelector<HTMLElement>(`#books [data-ux-datatables-action="EDIT"][data-ux-datatables-id="${id}"]`)!;
    // No named function in here: tsx would wrap it in a helper the page does not have.
    const start = performance.now();
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[data-ux-datatables-modal] #ux-datatables-edit-form')?.checkVisibility()) return;
      observer.disconnect();
      resolve(performance.now() - start);
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    button.click();
  }), id);
}

/** Starts watching, in the page, for `text` in the table; the function returned gives the wall-clock time it appeared. */
async function watchForText(page: Page, text: string): Promise<() => Promise<number>> {
  await page.evaluate((text) => {
    (window as unknown as { seen: Promise<number> }).seen = new Promise<number>((resolve) => {
      const table = document.querySelector('#books')!;
      const observer = new MutationObserver(() => {
        if (!table.textContent!.includes(text)) return;
        observer.disconnect();
        resolve(Date.now());
      });
      observer.observe(table, { childList: true, subtree: true, characterData: true });
    });
  }, text);
  return () => page.evaluate(() => (window as unknown as { seen: Promise<number> }).seen);
}

function measureBundle() {
  const code = readFileSync(`${root}dist/browser/ux-datatables.js`);
  const check = execFileSync(process.execPath, ['scripts/build-assets.mjs', '--check'], { cwd: root, encoding: 'utf8' });
  const own = /our code alone.*?([\d.]+ KiB) min,\s+([\d.]+ KiB) min\+gzip/.exec(check);
  if (!own) throw new Error(`scripts/build-assets.mjs --check printed no size of our code:\n${check}`);
  const wholeBrotli = readFileSync(`${root}dist/browser/ux-datatables.js.br`).length;
  const sanitizer = readFileSync(`${root}dist/browser/ux-datatables-dompurify.js`);
  return {
    whole: code.length, wholeGzip: gzipSync(code, { level: 9 }).length, wholeBrotli, own: own[1], ownGzip: own[2],
    sanitizer: sanitizer.length, sanitizerGzip: gzipSync(sanitizer, { level: 9 }).length,
    sanitizerBrotli: readFileSync(`${root}dist/browser/ux-datatables-dompurify.js.br`).length,
  };
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './support/browser.js';
import { freePort, START_COMMAND, startDemoProcess, type DemoProcess } from './support/demo-process.js';
import { ensureBrowserBundle } from './support/demo-server.js';
import { TEST_OUTPUT, actionButton, bookRow, confirmation, modal, openEditModal, openLiveTablePage, openTablePage } from './support/page-tools.js';

/** The pages the home page links to, and the text each page's table shows first. */
const PAGES = ['/dialog', '/bootstrap', '/custom-adapter', '/authors', '/in-place', '/totals', '/reading-list', '/wide', '/builder', '/own-template', '/private'];
const EDITED = 'Kept across a restart';

/**
 * What a newcomer does on the first day: `npm start` on a fresh data directory, every page of the
 * demo, an edit seen live in a second window, a delete, the private page after signing in, Ctrl-C,
 * and a second start that keeps the edit. Screenshots of each page go to test-output/e2e/newcomer/.
 */
describe('the demo as a newcomer runs it (npm start on a fresh data directory)', function () {
  this.timeout(120_000);
  let dataDir: string;
  let port: number;
  let demo: DemoProcess | undefined;
  let browser: Browser;
  let contexts: BrowserContext[] = [];

  const newPage = async (): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    contexts.push(context);
    return context.newPage();
  };
  const shoot = (page: Page, name: string) => page.screenshot({ path: `${TEST_OUTPUT}/newcomer/${name}.png`, fullPage: false });

  before(async () => {
    ensureBrowserBundle();
    dataDir = mkdtempSync(join(tmpdir(), 'uxdt-newcomer-'));
    port = await freePort();
    [demo, browser] = await Promise.all([startDemoProcess(dataDir, port), launchChromium()]);
  });
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
  });
  after(async () => {
    await browser?.close();
    await demo?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds 10,000 books on the first start, with a progress line', () => {
    expect(demo!.output).to.include('Seeding books: 10000/10000');
    expect(demo!.output.some((line) => line.startsWith('Seeding books: 1000/'))).to.equal(true);
  });

  it('links every page from the home page, and each shows its table and its source', async () => {
    const page = await newPage();
    await page.goto(`${demo!.url}/`);
    const links = await page.locator('.demo-pages a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links).to.deep.equal(PAGES);
    await shoot(page, 'home');
    for (const path of PAGES.filter((p) => p !== '/private')) {
      await openTablePage(page, `${demo!.url}${path}`);
      expect(await page.locator('.demo-source pre').first().textContent(), `${path} shows its source`).to.match(/export (class|function)/);
      await shoot(page, path.slice(1));
    }
  });

  it('opens the own modal template, in the page\'s language', async () => {
    const page = await newPage();
    await openTablePage(page, `${demo!.url}/own-template`);
    await openEditModal(page, 3);
    expect(await modal(page).locator('.book-card__kicker').textContent()).to.equal('Book 3 · version 1');
    expect((await modal(page).locator('[data-ux-datatables-submit]').textContent())?.trim()).to.equal('Save the book');
    await shoot(page, 'own-template-modal');
  });

  it('keeps the private table from anonymous visitors, and shows it once signed in', async () => {
    const page = await newPage();
    const anonymous = await page.goto(`${demo!.url}/private`);
    expect(anonymous?.status()).to.equal(401);
    expect(await page.locator('#books').count()).to.equal(0);
    await page.getByRole('button', { name: 'Sign in as the demo user' }).click();
    await page.waitForURL(`${demo!.url}/private`);
    await page.locator('#books tbody [data-ux-datatables-action]').first().waitFor();
    await shoot(page, 'private');
    // The signed-in page's read token, used without the cookie: the data endpoint refuses it.
    const read = await page.locator('#books').evaluate((table) => JSON.parse(table.getAttribute('data-datatable-view-value')!).tokens.read);
    const stranger = await (await newPage()).request.get(`${demo!.url}/datatables/ajax/data`, { params: { table: read, draw: '1', start: '0', length: '10' } });
    expect(stranger.status()).to.equal(403);
  });

  it("shows one window's edit in a second window, and deletes a draft", async () => {
    const [alice, bob] = await Promise.all([newPage(), newPage()]);
    await Promise.all([alice, bob].map(async (page) => {
      await openLiveTablePage(page, `${demo!.url}/dialog`);
    }));
    await openEditModal(alice, 2);
    await modal(alice).locator('[name="title"]').fill(EDITED);
    await modal(alice).locator('[data-ux-datatables-submit]').click();
    await bookRow(bob, 2).getByText(EDITED).waitFor();

    await actionButton(alice, 'DELETE', 1).click();
    await confirmation(alice).locator('[data-ux-datatables-submit]').click();
    await bookRow(alice, 1).waitFor({ state: 'detached' });
    await bookRow(bob, 1).waitFor({ state: 'detached' });
  });

  it('runs the demo in node itself, whose Ctrl-C handler no relay can cut short (tsx\'s CLI SIGKILLed it on a busy machine: exit 130)', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.start).to.equal(['node', ...START_COMMAND].join(' '));
  });

  it('stops cleanly on Ctrl-C, and the next start keeps the edit without seeding again', async () => {
    const stopped = demo!.stop('SIGINT');
    const code = await Promise.race([stopped, new Promise((resolve) => setTimeout(() => resolve('still running'), 15_000))]);
    expect(code, demo!.output.join('\n')).to.equal(0);

    demo = await startDemoProcess(dataDir, port);
    expect(demo.output.filter((line) => line.startsWith('Seeding'))).to.deep.equal([]);
    const page = await newPage();
    await openTablePage(page, `${demo.url}/dialog`);
    await bookRow(page, 2).getByText(EDITED).waitFor();
    expect(await bookRow(page, 1).count()).to.equal(0);
    expect(await demo.stop('SIGINT')).to.equal(0);
  });
});

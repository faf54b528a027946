import { expect } from 'chai';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { fr } from '../../lib/i18n/catalogues/fr.js';
import { demoAndChromium } from './support/demo-and-chromium.js';
import { actionButton, bookRow, columnMenuButton, confirmation, modal, notices, openLiveTablePage } from './support/page-tools.js';

/** A chunk of the bundle: a flow fetched on its first use. */
const CHUNK = /\/datatables\/assets\/ux-datatables-chunk-[A-Z0-9]{8}\.js$/;
/** A 300 ms round trip on every request, as CDP's network emulation adds it. */
const LATENCY_MS = 300;

/**
 * Issue 28, "Flows on demand", on the demo's /dialog page: each flow the page may never use (the edit and
 * create modal, delete, bulk and undo, the export's download, the filter bar's editor, the column menu)
 * is a chunk fetched on its first click. With a 300 ms round trip, the click marks its control busy
 * (`aria-busy`) until the chunk is here, then the flow runs; a page nobody touches fetches none of them; a
 * chunk that cannot be fetched says so in the page's language and leaves the button ready for the next
 * click.
 */
describe('flows on demand on the demo\'s /dialog page, in Chromium with a 300 ms round trip', function () {
  this.timeout(90_000);
  const demo = demoAndChromium();
  let context: BrowserContext;
  let page: Page;
  let chunks: string[];
  let pageErrors: string[];

  /** A fresh browser (nothing cached), the page drawn, then every request slowed; chunk requests counted. */
  async function open(locale = 'en-US'): Promise<void> {
    context = await demo.browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    chunks = [];
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('request', (request) => void (CHUNK.test(new URL(request.url()).pathname) && chunks.push(request.url())));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await openLiveTablePage(page, demo.server.url('/dialog'));
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY_MS, downloadThroughput: -1, uploadThroughput: -1 });
    // Every element marked busy from now on, by a label saying which: the action, the bulk, the control.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { busy: string[] }).busy = seen;
      new MutationObserver((records) => {
        for (const { target } of records) {
          const element = target as Element;
          if (element.getAttribute('aria-busy') !== 'true') continue;
          seen.push(element.getAttribute('data-ux-datatables-action') ?? element.getAttribute('data-ux-datatables-bulk') ?? element.closest('[class^="ux-datatables-"]')?.className ?? element.tagName);
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
    });
  }

  afterEach(async () => {
    await context?.close();
    expect(pageErrors, 'uncaught errors in the page').to.deep.equal([]);
  });

  const busy = () => page.evaluate(() => (window as unknown as { busy: string[] }).busy);

  /** Clicks `control`, waits for `shown`, and checks a chunk was fetched for it while the control said it was busy. */
  async function firstClick(control: Locator, shown: Locator, busyLabel: string): Promise<void> {
    const before = chunks.length;
    await control.click();
    await shown.waitFor();
    expect(chunks.length, 'the flow\'s chunk was fetched on its first click').to.be.greaterThan(before);
    expect(await busy(), 'the control said it was working while its chunk came').to.include(busyLabel);
  }

  it('fetches no flow\'s chunk for a page nobody touches', async () => {
    await open();
    await page.waitForTimeout(4 * LATENCY_MS);
    expect(chunks).to.deep.equal([]);
  });

  it('warms a flow when the pointer reaches its button: the chunk is fetched before the click', async () => {
    await open();
    await actionButton(page, 'EDIT', 2).hover();
    for (let waited = 0; chunks.length === 0 && waited < 5_000; waited += 100) await page.waitForTimeout(100);
    // The edit flow's chunk and the modal's.
    expect(chunks).to.have.length.greaterThan(0);
    expect(await modal(page).count()).to.equal(0);
  });

  it('edit: the first click shows progress, then the modal', async () => {
    await open();
    await firstClick(actionButton(page, 'EDIT', 2), modal(page).locator('#ux-datatables-edit-form'), 'EDIT');
    await modal(page).locator('[data-ux-datatables-cancel]').last().click();
    await modal(page).waitFor({ state: 'detached' });
  });

  it('create: the first click on New shows progress, then the create modal', async () => {
    await open();
    await firstClick(page.locator('[data-ux-datatables-action="CREATE"]'), modal(page).locator('#ux-datatables-edit-form'), 'CREATE');
  });

  it('delete: asks, then the first delete runs, and the row goes with its Undo', async () => {
    await open();
    // The pointer on Delete warms its chunk: it may be here before the question is answered.
    const before = chunks.length;
    await actionButton(page, 'DELETE', 1).click();
    await confirmation(page).waitFor();
    await confirmation(page).locator('[data-ux-datatables-submit]').click();
    await notices(page).locator('[data-ux-datatables-undo]').waitFor();
    await bookRow(page, 1).waitFor({ state: 'detached' });
    expect(chunks.length).to.be.greaterThan(before);
    expect(await busy()).to.include('DELETE');
  });

  it('bulk and undo: the first bulk click shows progress, then asks, deletes and offers Undo, which brings the rows back', async () => {
    await open();
    for (const id of [4, 7]) await page.locator(`#books tbody input[data-ux-datatables-select*='"id":${id},']`).click();
    await firstClick(page.locator('.ux-datatables-bulk [data-ux-datatables-bulk="delete"]'), confirmation(page), 'delete');
    await confirmation(page).locator('[data-ux-datatables-submit]').click();
    await bookRow(page, 4).waitFor({ state: 'detached' });
    await notices(page).locator('[data-ux-datatables-undo]').click();
    await bookRow(page, 4).waitFor();
    await bookRow(page, 7).waitFor();
  });

  it('export: the first export shows progress, then downloads the file', async () => {
    await open();
    const button = page.locator('.ux-datatables-export > button');
    const before = chunks.length;
    await button.click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV' }).click()]);
    expect(download.suggestedFilename()).to.match(/\.csv$/);
    expect(chunks.length).to.be.greaterThan(before);
    expect(await busy()).to.include('ux-datatables-export');
  });

  it('the filter bar\'s editor: the first open shows progress, then the controls', async () => {
    await open();
    const bar = page.locator('#books_wrapper .ux-datatables-filters');
    await firstClick(bar.locator('summary'), bar.getByRole('group', { name: 'Published on' }), 'ux-datatables-filters');
  });

  it('the column menu: the first click shows progress, then the list', async () => {
    await open();
    await firstClick(columnMenuButton(page), page.locator('.ux-datatables-column-menu-list'), 'ux-datatables-column-menu');
    expect(await columnMenuButton(page).getAttribute('aria-expanded')).to.equal('true');
  });

  it('a chunk that cannot be fetched: the click says so in the page\'s language, and the button works on the next click', async () => {
    await open('fr-FR');
    await page.route(CHUNK, (route) => route.abort('internetdisconnected'));
    const edit = actionButton(page, 'EDIT', 2);
    const errors = page.evaluate(() => new Promise<unknown>((resolve) => document.querySelector('#books')!.addEventListener('datatable:error', (event) => resolve((event as CustomEvent).detail), { once: true })));
    await edit.click();
    await page.locator('[role="alert"]', { hasText: fr['table.part_failed'] }).waitFor();
    expect(await errors).to.include({ action: 'EDIT', code: 'chunk_failed' });
    expect(await edit.getAttribute('aria-busy')).to.equal(null);
    expect(await edit.isEnabled()).to.equal(true);
    expect(await modal(page).count()).to.equal(0);
    await page.unroute(CHUNK);
    await edit.click();
    await modal(page).locator('#ux-datatables-edit-form').waitFor();
  });
});

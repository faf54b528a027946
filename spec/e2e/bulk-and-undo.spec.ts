import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { demoAndChromium } from './support/demo-and-chromium.js';
import { storedBook } from './support/demo-server.js';
import { bookRow, confirmation, notices, openLiveTablePage, screenshot } from './support/page-tools.js';

const rowBox = (page: Page, id: number) => page.locator(`#books tbody input[data-ux-datatables-select*='"id":${id},']`);
const bulkButton = (page: Page, name: string) => page.locator(`.ux-datatables-bulk [data-ux-datatables-bulk="${name}"]`);
const undo = (page: Page) => page.locator('.ux-datatables-notice [data-ux-datatables-undo]');

/** Counts the table's `datatable:<name>` events in `window.counts`, and keeps the last detail of each. */
async function recordEvents(page: Page, names: string[]): Promise<void> {
  await page.evaluate((types) => {
    const seen: Record<string, { count: number; detail: unknown }> = {};
    (window as unknown as { seen: typeof seen }).seen = seen;
    for (const type of types) {
      seen[type] = { count: 0, detail: null };
      document.querySelector('#books')!.addEventListener(`datatable:${type}`, (event) => (seen[type] = { count: seen[type].count + 1, detail: (event as CustomEvent).detail }));
    }
  }, names);
}

function seen(page: Page): Promise<Record<string, { count: number; detail: Record<string, unknown> }>> {
  return page.evaluate(() => (window as unknown as { seen: Record<string, { count: number; detail: Record<string, unknown> }> }).seen);
}

/**
 * Issue 19 on the demo's /dialog page: bulk delete with undo in two windows, "select all matching"
 * with a search, keyboard-only selection, and the page closed during the undo window.
 */
describe('bulk actions and undo on the demo, in Chromium', function () {
  this.timeout(90_000);
  const demo = demoAndChromium();
  let contexts: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
  });

  async function open(options: { locale?: string; width?: number } = {}): Promise<Page> {
    const context = await demo.browser.newContext({ locale: options.locale ?? 'en-US', viewport: { width: options.width ?? 1280, height: 800 } });
    contexts.push(context);
    const page = await context.newPage();
    await openLiveTablePage(page, demo.server.url('/dialog'));
    return page;
  }

  async function selectAndDelete(page: Page, ids: number[]): Promise<void> {
    await rowBox(page, ids[0]).click();
    for (const id of ids.slice(1)) await rowBox(page, id).click();
    expect(await page.locator('.ux-datatables-bulk > span').textContent()).to.equal(`${ids.length} selected`);
    await bulkButton(page, 'delete').click();
    expect(await confirmation(page).textContent()).to.contain(`Delete ${ids.length} rows?`);
    await confirmation(page).locator('[data-ux-datatables-submit]').click();
    await undo(page).waitFor();
  }

  it('select 3, bulk delete, confirm, Undo: all 3 back here, and the second window never lost them', async () => {
    const [alice, bob] = [await open(), await open()];
    await recordEvents(bob, ['reloaded', 'remote-change']);
    await selectAndDelete(alice, [1, 4, 7]);
    await notices(alice).getByText('Deleted 3 rows').waitFor();
    for (const id of [1, 4, 7]) expect(await bookRow(alice, id).count(), `row ${id} hidden`).to.equal(0);
    await undo(alice).click();
    for (const id of [1, 4, 7]) await bookRow(alice, id).waitFor();
    // Past the 5 s window and the hub's debounce: nothing was sent, so nothing reached Bob.
    await alice.waitForTimeout(6_000);
    for (const id of [1, 4, 7]) expect(await storedBook(demo.server.orm, id), `book ${id}`).to.not.equal(null);
    expect(await seen(bob)).to.deep.include({ reloaded: { count: 0, detail: null }, 'remote-change': { count: 0, detail: null } });
    for (const id of [1, 4, 7]) expect(await bookRow(bob, id).count()).to.equal(1);
  });

  it('select 3, bulk delete, let the window pass: deleted on the server, gone in both windows, Bob told once', async () => {
    const [alice, bob] = [await open(), await open()];
    await recordEvents(bob, ['remote-change']);
    await selectAndDelete(alice, [1, 4, 7]);
    for (const id of [1, 4, 7]) await bookRow(bob, id).waitFor({ state: 'detached', timeout: 15_000 });
    for (const id of [1, 4, 7]) expect(await storedBook(demo.server.orm, id)).to.equal(null);
    await notices(bob).getByText('3 rows were deleted').waitFor();
    expect((await seen(bob))['remote-change'].count).to.equal(1);
    for (const id of [1, 4, 7]) expect(await bookRow(alice, id).count()).to.equal(0);
  });

  it('deletes a row whose page was closed during its undo window (pagehide, keepalive)', async () => {
    const page = await open();
    const id = Number(await page.locator('#books [data-ux-datatables-action="DELETE"]').first().getAttribute('data-ux-datatables-id'));
    await page.locator(`#books [data-ux-datatables-action="DELETE"][data-ux-datatables-id="${id}"]`).click();
    await confirmation(page).locator('[data-ux-datatables-submit]').click();
    await undo(page).waitFor();
    expect(await storedBook(demo.server.orm, id)).to.not.equal(null);
    await page.close();
    const deadline = Date.now() + 3_000;
    while ((await storedBook(demo.server.orm, id)) !== null && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await storedBook(demo.server.orm, id)).to.equal(null);
  });

  it('select all matching a search: the server deletes as many rows as the search matched', async () => {
    const page = await open();
    await recordEvents(page, ['reloaded', 'bulk']);
    await page.locator('.dt-search input').fill('Draft');
    await page.waitForFunction(() => document.querySelector('.dt-info')?.textContent?.includes('filtered'));
    const matched = ((await seen(page)).reloaded.detail as { recordsFiltered: number }).recordsFiltered;
    expect(matched).to.be.greaterThan(10);
    await page.locator('#books thead input[data-ux-datatables-select-page]').click();
    await page.locator('[data-ux-datatables-selection="matching"]').click();
    expect(await page.locator('.ux-datatables-bulk > span').textContent()).to.equal(`All ${matched} matching rows selected`);
    await bulkButton(page, 'delete').click();
    await confirmation(page).locator('[data-ux-datatables-submit]').click();
    // Dismissing the notice ends the window: the bulk is sent now.
    await page.locator('.ux-datatables-notice .ux-datatables-alert-dismiss').click();
    await page.waitForFunction(() => (window as unknown as { seen: { bulk: { count: number } } }).seen.bulk.count === 1);
    const { done, refused } = (await seen(page)).bulk.detail as { done: unknown[]; refused: unknown[] };
    expect([done.length, refused.length]).to.deep.equal([matched, 0]);
  });

  it('selects with the keyboard only: Space on a row, Space on the header, announced by labels', async () => {
    const page = await open();
    await page.locator('.dt-search input').focus();
    // Tab from the search reaches the header's checkbox, the sortable headers, then the first row's checkbox.
    for (let i = 0; i < 25 && !(await page.evaluate(() => document.activeElement?.hasAttribute('data-ux-datatables-select'))); i++) await page.keyboard.press('Tab');
    const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(label).to.match(/^Select row \d+$/);
    await page.keyboard.press('Space');
    expect(await page.locator('.ux-datatables-bulk > span').textContent()).to.equal('1 selected');
    // Back past the sortable headers to the header's checkbox.
    for (let i = 0; i < 25 && !(await page.evaluate(() => document.activeElement?.hasAttribute('data-ux-datatables-select-page'))); i++) await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).to.equal('Select every row on this page');
    await page.keyboard.press('Space');
    expect(await page.locator('.ux-datatables-bulk > span').textContent()).to.equal('10 selected');
    await page.keyboard.press('Space');
    expect(await page.locator('.ux-datatables-bulk').isHidden()).to.equal(true);
  });

  describe('screenshots (test-output/e2e/bulk-*)', () => {
    for (const locale of ['en-US', 'de-DE']) {
      for (const width of [1280, 390]) {
        it(`bulk-${locale.slice(0, 2)}-${width}: the selection, and the undo notice`, async () => {
          const page = await open({ locale, width });
          const boxes = page.locator('#books tbody input[data-ux-datatables-select]');
          await boxes.nth(0).click();
          await boxes.nth(3).click({ modifiers: ['Shift'] });
          await screenshot(page, `bulk-${locale.slice(0, 2)}-${width}-selection`);
          await page.locator('#books thead input[data-ux-datatables-select-page]').click();
          await screenshot(page, `bulk-${locale.slice(0, 2)}-${width}-page-selected`);
          await bulkButton(page, 'delete').click();
          await confirmation(page).locator('[data-ux-datatables-submit]').click();
          await undo(page).waitFor();
          await screenshot(page, `bulk-${locale.slice(0, 2)}-${width}-undo`);
          await undo(page).click();
          await boxes.nth(9).waitFor();
        });
      }
    }
  });
});

import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { demoAndChromium } from './support/demo-and-chromium.js';
import { openLiveTablePage, openTablePage, redrawnAfter } from './support/page-tools.js';

/** What a user sees of the table's state: search box, page length, ordered header, info line, first row. */
function tableState(page: Page) {
  return page.evaluate(() => ({
    search: document.querySelector<HTMLInputElement>('.dt-search input')!.value,
    length: document.querySelector<HTMLSelectElement>('.dt-length select')!.value,
    ordered: [...document.querySelectorAll('#books thead th[aria-sort]')].map((th) => `${th.textContent!.trim()} ${th.getAttribute('aria-sort')}`),
    info: document.querySelector('.dt-info')!.textContent,
    firstRow: document.querySelector('#books tbody tr td:nth-child(2)')!.textContent,
  }));
}

describe('the table\'s state in Chromium (search, page and order were lost on reload and on Back from a detail page)', function () {
  this.timeout(90_000);
  const demo = demoAndChromium();
  let context: BrowserContext;
  let page: Page;

  beforeEach(async () => {
    context = await demo.browser.newContext({ viewport: { width: 1600, height: 900 } });
    page = await context.newPage();
    await openLiveTablePage(page, demo.server.url('/dialog'));
  });
  afterEach(async () => {
    await context?.close();
  });

  it('keeps the page length, order and page across a reload', async () => {
    const title = page.locator('#books thead th', { hasText: 'Title' });
    await redrawnAfter(page, () => page.locator('.dt-length select').selectOption('25'));
    await redrawnAfter(page, () => title.click());
    await redrawnAfter(page, () => title.click());
    await redrawnAfter(page, () => page.locator('.dt-paging-button', { hasText: '2' }).click());
    const shown = await tableState(page);
    expect(shown).to.include({ length: '25', info: 'Showing 26 to 50 of 57 entries' });
    expect(shown.ordered).to.deep.equal(['Title descending']);

    await page.reload();
    await page.locator('#books tbody [data-ux-datatables-action]').first().waitFor();
    expect(await tableState(page)).to.deep.equal(shown);
  });

  it('keeps the search across Back from a detail page', async () => {
    await redrawnAfter(page, () => page.locator('.dt-search input').fill('Harbor'));
    const shown = await tableState(page);
    expect(shown.info).to.match(/\(filtered from 57 total entries\)$/);

    await page.locator('#books a[data-ux-datatables-action="DETAIL"]').first().click();
    await page.waitForURL(/\/books\/\d+$/);
    await page.goBack();
    await page.locator('#books tbody [data-ux-datatables-action]').first().waitFor();
    await page.waitForFunction((expected) => document.querySelector('.dt-info')?.textContent === expected, shown.info);
    expect(await tableState(page)).to.deep.equal(shown);
  });

  it('starts afresh in a new tab', async () => {
    await redrawnAfter(page, () => page.locator('.dt-search input').fill('Harbor'));
    const other = await context.newPage();
    await openTablePage(other, demo.server.url('/dialog'));
    expect(await other.locator('.dt-search input').inputValue()).to.equal('');
    expect(await other.locator('.dt-info').textContent()).to.equal('Showing 1 to 10 of 57 entries');
  });
});

import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './support/browser.js';
import { demoAndChromium } from './support/demo-and-chromium.js';
import { startTwoTablesApp, type TwoTablesApp } from './support/two-tables-app.js';
import { axeViolations, columnMenuButton, openLiveTablePage, openTablePage, redrawnAfter, screenshot, toggleColumn } from './support/page-tools.js';

/** What a user sees of the table's view: search box, page length, ordered header, the headers shown, the info line. */
function tableView(page: Page) {
  return page.evaluate(() => ({
    search: document.querySelector<HTMLInputElement>('.dt-search input')!.value,
    length: document.querySelector<HTMLSelectElement>('.dt-length select')!.value,
    ordered: [...document.querySelectorAll('#books thead th[aria-sort]')].map((th) => `${th.textContent!.trim()} ${th.getAttribute('aria-sort')}`),
    headers: [...document.querySelectorAll('#books thead th')].map((th) => th.textContent!.trim()).filter(Boolean),
    info: document.querySelector('.dt-info')!.textContent,
  }));
}


describe('column visibility and the view in the URL, in Chromium (BookTable: columnVisibility(), viewInUrl())', function () {
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

  it('keeps a column the user hid hidden across a reload and in another tab of the browser', async () => {
    await toggleColumn(page, 'Author');
    expect((await tableView(page)).headers).to.not.include('Author');

    await page.reload();
    await page.locator('#books tbody [data-ux-datatables-action]').first().waitFor();
    expect((await tableView(page)).headers).to.not.include('Author');

    // A new tab of the same browser opens the page without the URL's view: the menu's choice, kept per browser.
    const other = await context.newPage();
    await openTablePage(other, demo.server.url('/dialog'));
    const headers = (await tableView(other)).headers;
    expect(headers).to.not.include('Author');
    expect(headers).to.include('Status');
  });

  it('keeps the selection\'s checkboxes with the column menu (they vanished: the start view hid every column it did not name)', async () => {
    await toggleColumn(page, 'Author');
    await page.goto(demo.server.url('/dialog?len=25'));
    await page.locator('#books tbody [data-ux-datatables-action]').first().waitFor();
    expect(await page.locator('#books tbody input[data-ux-datatables-select]').count()).to.equal(25);
    expect(await page.locator('#books thead input[data-ux-datatables-select-page]').count()).to.equal(1);
  });

  it('offers every column but the always-visible title and the actions, as a disclosure that Escape closes', async () => {
    const button = columnMenuButton(page);
    expect(await button.getAttribute('aria-expanded')).to.equal('false');
    await button.click();
    await page.locator('.ux-datatables-column-menu-list').waitFor();
    expect(await button.getAttribute('aria-expanded')).to.equal('true');
    const offered = await page.locator('.ux-datatables-column-menu-list input').evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));
    expect(offered).to.deep.equal(['id', 'author', 'author.country.name', 'tags', 'status', 'featured', 'publishedOn', 'pages', 'price', 'summary', 'website']);
    expect(await page.evaluate(() => document.activeElement?.closest('.ux-datatables-column-menu-list') !== null)).to.equal(true);

    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).to.equal('false');
    expect(await page.locator('.ux-datatables-column-menu-list').isHidden()).to.equal(true);
    expect(await page.evaluate(() => document.activeElement?.matches('.ux-datatables-column-menu > button'))).to.equal(true);
  });

  it('opens the same view from a copied link in a new browser: search, order, page length, columns', async () => {
    const title = page.locator('#books thead th', { hasText: 'Title' });
    await redrawnAfter(page, () => page.locator('.dt-length select').selectOption('25'));
    await redrawnAfter(page, () => title.click());
    await redrawnAfter(page, () => title.click());
    await redrawnAfter(page, () => page.locator('.dt-search input').fill('Harbor'));
    await toggleColumn(page, 'Pages');
    await page.waitForFunction(() => /[?&]q=Harbor(&|$)/.test(location.search));
    const shown = await tableView(page);
    expect(shown).to.include({ search: 'Harbor', length: '25' });
    expect(shown.ordered).to.deep.equal(['Title descending']);
    expect(shown.headers).to.not.include('Pages');
    const link = page.url();
    expect(new URL(link).searchParams.get('order')).to.equal('-title');

    const fresh = await demo.browser.newContext({ viewport: { width: 1600, height: 900 } });
    try {
      const opened = await fresh.newPage();
      const requests: string[] = [];
      opened.on('request', (request) => request.url().includes('/ajax/data') && requests.push(request.url()));
      await openLiveTablePage(opened, link);
      expect(await tableView(opened)).to.deep.equal(shown);
      // The view was in place before the first request, which waited for the live table's stream: one
      // request, already searched and ordered.
      expect(requests).to.have.length(1);
      for (const url of requests) expect(new URL(url).searchParams.get('search[value]')).to.equal('Harbor');
    } finally {
      await fresh.close();
    }
  });

  it('carries the column filters in the link: a new browser opens with the same filter, its chip and rows, in one request; Back takes it off', async () => {
    const bar = page.locator('#books_wrapper .ux-datatables-filters');
    const chips = bar.locator('.ux-datatables-filter-chip');
    const before = await tableView(page);
    await bar.locator('summary').click();
    await redrawnAfter(page, () => bar.getByLabel('Published', { exact: true }).check());
    await page.waitForFunction(() => new URLSearchParams(location.search).get('f.status') === 'published');
    const filtered = await tableView(page);
    expect(filtered.info).to.not.equal(before.info);
    const link = page.url();

    const fresh = await demo.browser.newContext({ viewport: { width: 1600, height: 900 } });
    try {
      const opened = await fresh.newPage();
      const requests: string[] = [];
      opened.on('request', (request) => request.url().includes('/ajax/data') && requests.push(request.url()));
      await openLiveTablePage(opened, link);
      expect(await tableView(opened)).to.deep.equal(filtered);
      expect(await opened.locator('#books_wrapper .ux-datatables-filter-chip').first().textContent()).to.contain('Status: Published');
      // One request (it waited for the live table's stream), filtered.
      expect(requests).to.have.length(1);
      for (const url of requests) expect(new URL(url).searchParams.get('filters[status][in][0]')).to.equal('published');
    } finally {
      await fresh.close();
    }

    const requests: string[] = [];
    page.on('request', (request) => request.url().includes('/ajax/data') && requests.push(request.url()));
    await redrawnAfter(page, () => page.goBack());
    expect(await tableView(page)).to.deep.equal(before);
    expect(await chips.count()).to.equal(0);
    // Drawn once: the restored view's draw, not a second reload for the filter's change.
    await page.waitForTimeout(300);
    expect(requests).to.have.length(1);
  });

  it('goes back to the previous view with Back, one step per change, and forward again', async () => {
    const title = page.locator('#books thead th', { hasText: 'Title' });
    await redrawnAfter(page, () => page.locator('.dt-length select').selectOption('25'));
    const long = await tableView(page);
    await redrawnAfter(page, () => title.click());
    const ordered = await tableView(page);
    expect(ordered.ordered).to.deep.equal(['Title ascending']);
    await toggleColumn(page, 'Status');
    await page.waitForFunction(() => new URLSearchParams(location.search).has('cols'));

    await page.goBack();
    await page.waitForFunction(() => [...document.querySelectorAll('#books thead th')].some((th) => th.textContent!.trim() === 'Status'));
    expect(await tableView(page)).to.deep.equal(ordered);

    await redrawnAfter(page, () => page.goBack());
    expect(await tableView(page)).to.deep.equal(long);

    await redrawnAfter(page, () => page.goBack());
    expect(await tableView(page)).to.include({ length: '10' });
    expect(page.url()).to.equal(demo.server.url('/dialog'));

    await redrawnAfter(page, () => page.goForward());
    expect(await tableView(page)).to.deep.equal(long);
  });

  it('tells at 390 px a column Responsive folded away from one the user hid, and keeps the list on the screen', async () => {
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await openTablePage(phone, demo.server.url('/dialog'));
    await columnMenuButton(phone).click();
    // The list's code is fetched on the menu's first click: the list shows once it is open, each box as the table is.
    await phone.locator('.ux-datatables-column-menu-list').waitFor();
    const label = phone.locator('.ux-datatables-column-menu-list label', { hasText: 'Status' });
    const status = label.locator('input');
    // Folded into each row's details by Responsive: still shown, so still checked.
    expect(await status.isChecked()).to.equal(true);
    expect(await label.textContent()).to.contain('Status (in row details)');
    const box = (await phone.locator('.ux-datatables-column-menu-list').boundingBox())!;
    expect(box.x).to.be.at.least(0);
    expect(box.x + box.width).to.be.at.most(390);
    expect(await axeViolations(phone, '.ux-datatables-column-menu')).to.deep.equal([]);

    await status.click();
    expect(await status.isChecked()).to.equal(false);
    expect(await label.textContent()).to.equal(' Status');
    const choices = await phone.evaluate(() => localStorage.getItem('ux-datatables:columns:books'));
    expect(JSON.parse(choices!)).to.deep.equal({ hidden: ['status'], shown: [] });
  });

  it('lets the URL win over the state kept for the tab', async () => {
    await redrawnAfter(page, () => page.locator('.dt-length select').selectOption('50'));
    await page.goto(demo.server.url('/dialog?len=25&q=Harbor'));
    await page.locator('#books tbody [data-ux-datatables-action]').first().waitFor();
    expect(await tableView(page)).to.include({ length: '25', search: 'Harbor' });
  });

  it('ignores what a hand-edited URL holds that it cannot mean', async () => {
    await page.goto(demo.server.url('/dialog?len=7&order=-nosuch,price,-price&cols=price,<script>&f.status=nosuch&f.nosuch=1&q=ok'));
    await page.locator('#books tbody [data-ux-datatables-action]').first().waitFor();
    const shown = await tableView(page);
    expect(shown).to.include({ length: '10', search: 'ok' });
    expect(shown.ordered).to.deep.equal(['Price ascending']);
    // `cols` names the hideable columns shown: Price; Title is always visible.
    expect(shown.headers).to.include('Title').and.include('Price').and.not.include('Author');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).to.equal(undefined);
  });
});

describe('screenshots of the open column menu (test-output/e2e/columns-*)', function () {
  this.timeout(90_000);
  const demo = demoAndChromium();

  for (const locale of ['en-US', 'de-DE']) {
    for (const width of [1280, 390]) {
      it(`columns-${locale.slice(0, 2)}-${width}`, async () => {
        const context = await demo.browser.newContext({ locale, viewport: { width, height: 844 } });
        try {
          const page = await context.newPage();
          await openLiveTablePage(page, demo.server.url('/dialog'));
          await columnMenuButton(page).click();
          await page.locator('.ux-datatables-column-menu-list input[value="author"]').click();
          await screenshot(page, `columns-${locale.slice(0, 2)}-${width}`);
          expect(await columnMenuButton(page).textContent()).to.equal(locale === 'en-US' ? 'Columns' : 'Spalten');
        } finally {
          await context.close();
        }
      });
    }
  }
});

describe('two tables of one page in the URL, each under its prefix, in Chromium', function () {
  this.timeout(90_000);
  let app: TwoTablesApp;
  let browser: Browser;
  let context: BrowserContext;

  before(async () => {
    [app, browser] = await Promise.all([startTwoTablesApp(), launchChromium()]);
  });
  after(async () => {
    await browser?.close();
    await app?.close();
  });
  afterEach(async () => {
    await context?.close();
  });

  /** Each table's page length, ordered header and first row. */
  const views = (page: Page) => page.evaluate(() => ['first', 'second'].map((id) => {
    const wrapper = document.querySelector(`#${id}`)!.closest('.dt-container')!;
    return {
      length: wrapper.querySelector<HTMLSelectElement>('.dt-length select')!.value,
      ordered: [...wrapper.querySelectorAll('thead th[aria-sort]')].map((th) => `${th.textContent!.trim()} ${th.getAttribute('aria-sort')}`),
      first: wrapper.querySelector('tbody tr td')!.textContent,
    };
  }));
  /** Does `action` and waits for the next draw of the table `id`. */
  const redrawn = (page: Page, id: string, action: () => Promise<unknown>) => Promise.all([
    page.evaluate((table) => new Promise<void>((resolve) => document.querySelector(`#${table}`)!.addEventListener('datatable:reloaded', () => resolve(), { once: true })), id),
    action(),
  ]);

  it('keeps each table\'s view apart, opens both from a link, and Back undoes the last change only', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(app.url('/?page=intro'));
    await page.locator('#second tbody tr td').first().waitFor();
    const idHeader = page.locator('#first thead th', { hasText: 'ID' });
    await redrawn(page, 'first', () => idHeader.click());
    const second = page.locator('#second').locator('xpath=ancestor::div[contains(@class,"dt-container")]').locator('.dt-length select');
    await redrawn(page, 'second', () => second.selectOption('25'));
    const url = new URL(page.url());
    expect([...url.searchParams]).to.deep.equal([['page', 'intro'], ['a.order', '-id'], ['b.len', '25']]);
    const both = await views(page);
    expect(both).to.deep.equal([
      { length: '10', ordered: ['ID descending'], first: '30' },
      { length: '25', ordered: ['ID ascending'], first: '1' },
    ]);

    const other = await context.browser()!.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const opened = await other.newPage();
      await opened.goto(page.url());
      await opened.locator('#second tbody tr td').first().waitFor();
      await opened.waitForFunction(() => document.querySelectorAll('#first tbody tr').length === 10);
      expect(await views(opened)).to.deep.equal(both);
    } finally {
      await other.close();
    }

    await redrawn(page, 'second', () => page.goBack());
    expect(await views(page)).to.deep.equal([both[0], { length: '10', ordered: ['ID ascending'], first: '1' }]);
    expect([...new URL(page.url()).searchParams]).to.deep.equal([['page', 'intro'], ['a.order', '-id']]);
  });
});

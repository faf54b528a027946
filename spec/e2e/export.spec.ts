import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { Book } from '../../examples/entities/Book.js';
import { demoAndChromium } from './support/demo-and-chromium.js';
import { axeViolations, columnMenuButton, openLiveTablePage, redrawnAfter, toggleColumn } from './support/page-tools.js';

/** The headers of the columns the table shows (not the selection's, not the actions'), and each row's ID, in order. */
function shownTable(page: Page) {
  return page.evaluate(() => ({
    headers: [...document.querySelectorAll('#books thead th')].map((th) => th.textContent!.trim()).filter((text) => text !== '' && text !== 'Actions'),
    ids: [...document.querySelectorAll('#books tbody tr')].map((tr) => tr.querySelector('[data-ux-datatables-id]')?.getAttribute('data-ux-datatables-id')),
  }));
}

/** A CSV of the export (no field spans lines in the demo's books): its records, split into fields. */
function records(csv: string): string[][] {
  expect(csv.startsWith('\uFEFF')).to.equal(true);
  const lines = csv.slice(1).split('\r\n');
  expect(lines.pop()).to.equal('');
  return lines.map((line) => line.match(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)!.slice(0, -1).map((field) => field.replace(/,$/, '').replace(/^"|"$/g, '').replace(/""/g, '"')));
}

/**
 * Export (issue 20) from the demo: the toolbar's Export button, its menu, the file downloaded with the
 * rows the table matches, in its order, with its columns; progress and Cancel.
 */
describe('export in Chromium: the file holds the rows the table matches, in its order, with its columns', function () {
  this.timeout(90_000);
  const demo = demoAndChromium();
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];

  beforeEach(async () => {
    pageErrors = [];
    context = await demo.browser.newContext({ viewport: { width: 1600, height: 900 }, acceptDownloads: true, locale: 'en-US' });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await openLiveTablePage(page, demo.server.url('/dialog'));
    await page.evaluate(() => {
      const events: Array<{ type: string; detail: unknown }> = [];
      (window as unknown as { exportEvents: typeof events }).exportEvents = events;
      for (const type of ['exported', 'export-cancelled', 'error']) {
        document.querySelector('#books')!.addEventListener(`datatable:${type}`, (event) => events.push({ type, detail: (event as CustomEvent).detail }));
      }
    });
  });
  afterEach(async () => {
    await context?.close();
    expect(pageErrors, 'uncaught errors in the page').to.deep.equal([]);
  });

  const exportEvents = () => page.evaluate(() => (window as unknown as { exportEvents: Array<{ type: string; detail: Record<string, unknown> }> }).exportEvents);

  it('search -> order by title descending -> Export -> CSV: every matching row, in the table order, with the shown columns', async () => {
    await redrawnAfter(page, () => page.locator('.dt-length select').selectOption('100'));
    await redrawnAfter(page, () => page.locator('.dt-search input').fill('Harbor'));
    const title = page.locator('#books thead th', { hasText: 'Title' });
    await redrawnAfter(page, () => title.click());
    await redrawnAfter(page, () => title.click());
    const shown = await shownTable(page);
    expect(shown.ids.length).to.be.greaterThan(1);

    const button = page.locator('.ux-datatables-export > button[aria-haspopup="menu"]');
    await button.click();
    expect(await button.getAttribute('aria-expanded')).to.equal('true');
    expect(await axeViolations(page, '.ux-datatables-toolbar')).to.deep.equal([]);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV' }).click()]);
    expect(download.suggestedFilename()).to.match(/^books-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = records(readFileSync((await download.path())!, 'utf8'));
    expect(file[0]).to.deep.equal(shown.headers);
    expect(file.slice(1).map((record) => record[0])).to.deep.equal(shown.ids);
    for (const record of file.slice(1)) expect(record[1]).to.contain('Harbor');
    await page.locator('.ux-datatables-export-status', { hasText: 'Export finished' }).waitFor();
    expect((await exportEvents()).map((event) => event.type)).to.deep.equal(['exported']);
  });

  it('filter by status and a date range, hide a column -> Export -> CSV: exactly the rows the database matches, in the table order, without the hidden column', async () => {
    await redrawnAfter(page, () => page.locator('.dt-length select').selectOption('100'));
    const filters = page.locator('#books_wrapper .ux-datatables-filters');
    await filters.locator('summary').click();
    await redrawnAfter(page, () => filters.getByLabel('Published', { exact: true }).check());
    const range = filters.getByRole('group', { name: 'Published on' });
    await redrawnAfter(page, () => range.getByLabel('From').fill('1970-01-01'));
    await redrawnAfter(page, () => range.getByLabel('To').fill('1989-12-31'));
    await toggleColumn(page, 'Author');
    await columnMenuButton(page).click();

    const matching = (await demo.server.orm.em.fork().find(Book, { status: 'published', publishedOn: { $gte: '1970-01-01', $lte: '1989-12-31' } }))
      .map((book) => String(book.id)).sort();
    expect(matching.length).to.be.greaterThan(1).and.lessThan(100);
    const shown = await shownTable(page);
    expect(shown.headers).to.not.include('Author');
    expect([...shown.ids].sort()).to.deep.equal(matching);

    await page.locator('.ux-datatables-export > button[aria-haspopup="menu"]').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV' }).click()]);
    const file = records(readFileSync((await download.path())!, 'utf8'));
    expect(file[0]).to.deep.equal(shown.headers);
    expect(file.slice(1).map((record) => record[0])).to.deep.equal(shown.ids);
    const status = shown.headers.indexOf('Status');
    for (const record of file.slice(1)) expect(record[status]).to.equal('Published');
  });

  it('shows the bytes received and Cancel while the file comes; Cancel stops it and says so', async () => {
    // The answer is held back, as a long export's would be, until Cancel.
    await page.route('**/datatables/ajax/export?**', () => undefined);
    await page.locator('.ux-datatables-export > button[aria-haspopup="menu"]').click();
    await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
    await page.locator('.ux-datatables-export-status', { hasText: /^Exporting… 0 kB$/ }).waitFor();
    await page.getByRole('button', { name: 'Cancel export' }).click();
    await page.locator('.ux-datatables-export-status', { hasText: 'Export cancelled' }).waitFor();
    expect(await page.getByRole('button', { name: 'Cancel export' }).count()).to.equal(0);
    expect(await exportEvents()).to.deep.equal([{ type: 'export-cancelled', detail: { format: 'xlsx' } }]);
  });
});

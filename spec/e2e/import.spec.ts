import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { Author } from '../../examples/entities/Author.js';
import { Book } from '../../examples/entities/Book.js';
import { demoAndChromium } from './support/demo-and-chromium.js';
import { axeViolations, modal, openLiveTablePage } from './support/page-tools.js';

/**
 * Import (issue 32) on the demo's Bootstrap page: the toolbar's Import, the file chosen, its columns
 * matched to the form's fields by their labels, the lines imported, the refused ones reported and
 * downloadable, the table showing the new rows.
 */
describe('import in Chromium: a CSV\'s lines become books, the refused ones reported', function () {
  this.timeout(90_000);
  const demo = demoAndChromium();
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];

  async function open(locale: string, width: number): Promise<void> {
    pageErrors = [];
    context = await demo.browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true, locale });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await openLiveTablePage(page, demo.server.url('/bootstrap'));
  }
  afterEach(async () => {
    await context?.close();
  });

  /** A CSV of `count` new books by an existing author, the lines in `bad` with a title the table's rule refuses. */
  async function booksCsv(prefix: string, count: number, bad: number[]): Promise<string> {
    const author = (await demo.server.orm.em.fork().find(Author, {}, { limit: 1 }))[0];
    const lines = Array.from({ length: count }, (_, i) => `${bad.includes(i) ? 'lower' : prefix} book ${i},${author.id},draft,${100 + i}`);
    return ['Title,Author,Status,Pages', ...lines].join('\r\n') + '\r\n';
  }

  async function importFile(name: string, csv: string, mode = 'create'): Promise<void> {
    await page.locator('[data-ux-datatables-action="IMPORT"]').click();
    await modal(page).locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await modal(page).locator('select[name="mode"]').selectOption(mode);
    await modal(page).locator('[data-ux-datatables-submit]').click();
    await modal(page).locator('select[name="column-0"]').waitFor();
  }

  it('imports 20 lines with 3 refused: the report names them, the refused lines download as a CSV, the table shows the rows', async () => {
    await open('en-US', 1280);
    await importFile('books.csv', await booksCsv('Imported', 20, [2, 7, 11]));
    // Matched by label: Title, Author, Status, Pages.
    const chosen = await modal(page).locator('select').evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).value));
    expect(chosen).to.deep.equal(['title', 'author', 'status', 'pages']);
    await modal(page).locator('[data-ux-datatables-submit]').click();
    const status = modal(page).locator('.uxdt-import-report [role="status"]');
    await status.waitFor();
    expect(await status.textContent()).to.equal('17 rows created, 3 lines refused.');
    expect(await modal(page).locator('.uxdt-import-report li').count()).to.equal(3);
    expect(await modal(page).locator('[data-ux-datatables-submit]').isHidden()).to.equal(true);
    const [download] = await Promise.all([page.waitForEvent('download'), modal(page).locator('[data-ux-datatables-import-refused]').click()]);
    expect(download.suggestedFilename()).to.match(/^books-bs5-refused-\d{4}-\d{2}-\d{2}\.csv$/);
    const refused = await (await download.createReadStream()).toArray();
    const text = Buffer.concat(refused).toString('utf8');
    expect(text.split('\r\n').filter(Boolean)).to.have.length(4);
    expect(text).to.contain('lower book 2,').and.contain('A title does not start with a small letter');
    expect(await demo.server.orm.em.fork().count(Book, { title: { $like: 'Imported book %' } })).to.equal(17);
    expect(await axeViolations(page, '[data-ux-datatables-modal]')).to.deep.equal([]);
    expect(pageErrors).to.deep.equal([]);
  });

  it('on a phone, in German: the modal, the mapping and the report in German, the valid lines written', async () => {
    await open('de-DE', 390);
    await importFile('bücher.csv', await booksCsv('Phone', 4, [1]));
    await modal(page).locator('select[name="column-0"]').waitFor();
    expect(await modal(page).textContent()).not.to.contain('Leave out');
    await modal(page).locator('[data-ux-datatables-submit]').click();
    await modal(page).locator('.uxdt-import-report').waitFor();
    expect(await demo.server.orm.em.fork().count(Book, { title: { $like: 'Phone book %' } })).to.equal(3);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'nothing wider than the phone').to.be.at.most(390);
    expect(pageErrors).to.deep.equal([]);
  });

  it('updates the rows a file\'s IDs name: the mapping takes the ID column as the key, the table shows the new titles', async () => {
    await open('en-US', 1280);
    await importFile('titles.csv', 'ID,Title\r\n1,River Signal Revised\r\n2,Glass River Revised\r\n', 'update');
    const chosen = await modal(page).locator('select').evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).value));
    expect(chosen).to.deep.equal(['id', 'title']);
    await modal(page).locator('[data-ux-datatables-submit]').click();
    const status = modal(page).locator('.uxdt-import-report [role="status"]');
    await status.waitFor();
    expect(await status.textContent()).to.equal('0 rows created, 2 updated, no line refused.');
    const books = await demo.server.orm.em.fork().find(Book, { id: { $in: [1, 2] } }, { orderBy: { id: 'asc' } });
    expect(books.map((book) => book.title)).to.deep.equal(['River Signal Revised', 'Glass River Revised']);
    await page.locator('#books').getByText('River Signal Revised').waitFor();
    expect(pageErrors).to.deep.equal([]);
  });
});

import { expect } from 'chai';
import ExcelJS from 'exceljs';
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

  it('imports 1,000 books with 7 bad lines: 7 refused and named, downloaded, fixed and imported alone', async () => {
    await open('en-US', 1280);
    const bad = [2, 7, 11, 250, 500, 998, 999];
    await importFile('books.csv', await booksCsv('Imported', 1000, bad));
    // Matched by label: Title, Author, Status, Pages.
    const chosen = await modal(page).locator('select').evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).value));
    expect(chosen).to.deep.equal(['title', 'author', 'status', 'pages']);
    await modal(page).locator('[data-ux-datatables-submit]').click();
    const status = modal(page).locator('.uxdt-import-report [role="status"]');
    await status.waitFor();
    expect(await status.textContent()).to.equal('993 rows created, 7 lines refused.');
    // The submit button gone, focus goes to what the import did: a keyboard stays in the modal, a screen reader reads it.
    expect(await page.evaluate(() => [document.activeElement?.getAttribute('role'), document.activeElement?.textContent])).to.deep.equal(['status', '993 rows created, 7 lines refused.']);
    expect(await modal(page).locator('.uxdt-import-report li').allTextContents()).to.deep.equal(
      bad.map((i) => `Line ${i + 2}: Title: A title does not start with a small letter`),
    );
    expect(await modal(page).locator('[data-ux-datatables-submit]').isHidden()).to.equal(true);
    expect(await modal(page).locator('.modal-footer [data-ux-datatables-cancel]').textContent(), 'nothing left to cancel').to.equal('Close');
    const [download] = await Promise.all([page.waitForEvent('download'), modal(page).locator('[data-ux-datatables-import-refused]').click()]);
    expect(download.suggestedFilename()).to.match(/^books-bs5-refused-\d{4}-\d{2}-\d{2}\.csv$/);
    const refused = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');
    expect(refused.split('\r\n').filter(Boolean)).to.have.length(8);
    expect(refused).to.contain('lower book 2,').and.contain('Why refused').and.contain('A title does not start with a small letter');
    expect(await demo.server.orm.em.fork().count(Book, { title: { $like: 'Imported book %' } })).to.equal(993);
    expect(await axeViolations(page, '[data-ux-datatables-modal]')).to.deep.equal([]);

    // The file of refused lines, fixed in a spreadsheet, imported alone: its "Why refused" column left out by the mapping.
    await modal(page).locator('[data-ux-datatables-cancel]').first().click();
    await modal(page).waitFor({ state: 'detached' });
    await importFile('refused.csv', refused.replace(/^\uFEFF/, '').replace(/lower book/g, 'Imported book'));
    const fixed = await modal(page).locator('select').evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).value));
    expect(fixed).to.deep.equal(['title', 'author', 'status', 'pages', '']);
    await modal(page).locator('[data-ux-datatables-submit]').click();
    await status.waitFor();
    expect(await status.textContent()).to.equal('7 rows created, no line refused.');
    expect(await demo.server.orm.em.fork().count(Book, { title: { $like: 'Imported book %' } })).to.equal(1000);
    expect(pageErrors).to.deep.equal([]);
  });

  it('imports an XLSX workbook\'s first sheet', async () => {
    await open('en-US', 1280);
    const author = (await demo.server.orm.em.fork().find(Author, {}, { limit: 1 }))[0];
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Books');
    sheet.addRow(['Title', 'Author', 'Status', 'Pages']);
    for (let i = 0; i < 5; i++) sheet.addRow([`Workbook book ${i}`, author.id, 'draft', 100 + i]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    await page.locator('[data-ux-datatables-action="IMPORT"]').click();
    await modal(page).locator('input[type="file"]').setInputFiles({ name: 'books.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
    await modal(page).locator('[data-ux-datatables-submit]').click();
    await modal(page).locator('select[name="column-0"]').waitFor();
    await modal(page).locator('[data-ux-datatables-submit]').click();
    await modal(page).locator('.uxdt-import-report [role="status"]').waitFor();
    expect(await modal(page).locator('.uxdt-import-report [role="status"]').textContent()).to.equal('5 rows created, no line refused.');
    const stored = await demo.server.orm.em.fork().find(Book, { title: { $like: 'Workbook book %' } }, { orderBy: { title: 'asc' } });
    expect(stored.map((book) => [book.title, book.pages])).to.deep.equal([0, 1, 2, 3, 4].map((i) => [`Workbook book ${i}`, 100 + i]));
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
    expect(await modal(page).locator('[data-ux-datatables-cancel]').allTextContents(), 'the icon\'s label kept, the footer\'s Cancel become Close').to.include('Schließen');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'nothing wider than the phone').to.be.at.most(390);
    expect(pageErrors).to.deep.equal([]);
  });

  it('updates the rows a file\'s IDs name: the mapping takes the ID column as the key, the table shows the new titles; Undo sets them back', async () => {
    await open('en-US', 1280);
    const titles = async () => (await demo.server.orm.em.fork().find(Book, { id: { $in: [1, 2] } }, { orderBy: { id: 'asc' } })).map((book) => book.title);
    const before = await titles();
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

    // Undo, by keyboard: the report's button focused and pressed; what the server says takes its place.
    await modal(page).locator('[data-ux-datatables-import-undo]').focus();
    await page.keyboard.press('Enter');
    await modal(page).getByText('Import undone: 0 rows deleted, 2 set back.').waitFor();
    expect(await modal(page).locator('[data-ux-datatables-import-undo]').count()).to.equal(0);
    expect(await page.evaluate(() => document.activeElement?.textContent), 'the focus on what was said, not lost to <body>').to.equal('Import undone: 0 rows deleted, 2 set back.');
    expect(await titles()).to.deep.equal(before);
    await page.locator('#books').getByText(before[0]).waitFor();
    expect(await axeViolations(page, '[data-ux-datatables-modal]')).to.deep.equal([]);
    expect(pageErrors).to.deep.equal([]);
  });

  it('Cancel: the writing\'s progress said, then closing the modal stops it; the lines written stay, the table is read again', async () => {
    await open('en-US', 1280);
    const lines = 20_000;
    await importFile('many.csv', await booksCsv('Cancelled', lines, []));
    await modal(page).locator('[data-ux-datatables-submit]').click();
    // The server's writing said as it goes, in the page's language and number format.
    await modal(page).getByText(/^Importing… line [\d,]+ of 20,000 \([\d,]+ a second\)$/).waitFor();
    const reread = page.waitForResponse((response) => response.url().includes('/ajax/data'));
    await modal(page).locator('[data-ux-datatables-cancel]').first().click();
    await modal(page).waitFor({ state: 'detached' });
    await reread;
    // The server stops at its next line once it sees the client gone: wait for the count to settle.
    let count = -1;
    for (let settled = await demo.server.orm.em.fork().count(Book, { title: { $like: 'Cancelled book %' } }); settled !== count;) {
      count = settled;
      await new Promise((resolve) => setTimeout(resolve, 500));
      settled = await demo.server.orm.em.fork().count(Book, { title: { $like: 'Cancelled book %' } });
    }
    expect(count, 'stopped before the file\'s end').to.be.below(lines);
    expect(pageErrors).to.deep.equal([]);
  });
});

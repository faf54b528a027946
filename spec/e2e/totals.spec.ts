import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { demoAndChromium, demoWindows } from './support/demo-and-chromium.js';
import { firstBookRow } from './support/demo-server.js';
import { axeViolations, modal, openEditModal, screenshot } from './support/page-tools.js';
import { reloaded } from './support/table-reads.js';

const PATH = '/totals';
/** What the footer writes around and within a total and a spec compares without: isolates, a no-break space. */
const ISOLATES = /[\u2068\u2069]/g;
const plain = (text: string) => text.replace(ISOLATES, '').replace(/\u00a0/g, ' ');

/** The lines of a column's footer cell in a row (`all`, `page`), by the column's header text, as shown (isolates left out). */
async function footer(page: Page, side: 'all' | 'page', header: string): Promise<string[]> {
  return page.evaluate(([side, header]) => {
    const index = [...document.querySelectorAll('#books thead th')].findIndex((th) => th.textContent?.trim() === header);
    const cell = document.querySelector(`#books tfoot tr[data-uxdt-totals="${side}"]`)?.children[index];
    return cell ? [...cell.querySelectorAll('.uxdt-total')].map((line) => line.textContent ?? '') : [];
  }, [side, header] as const).then((lines) => lines.map(plain));
}

/** The footer's row label (the first column that summarizes nothing). */
const label = (page: Page, side: 'all' | 'page') => page.locator(`#books tfoot tr[data-uxdt-totals="${side}"] .uxdt-totals-label`).textContent();

/**
 * Issue 33's totals on the demo's /totals page: the footer shows what the database sums over every matching
 * row and over the page, follows a filter, and follows an edit made in another window; German formats its
 * numbers and labels; a phone lists the folded columns' totals below the table; axe finds nothing.
 */
describe('column totals on the demo, in Chromium', function () {
  this.timeout(90_000);
  const demo = demoAndChromium();
  const open = demoWindows(demo);
  const sql = (statement: string) => firstBookRow(demo.server.orm, statement);
  const money = (value: string, locale = 'en-US') => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value as never);
  const whole = (value: string, locale = 'en-US') => new Intl.NumberFormat(locale).format(value as never);

  it('shows the database\'s totals of every book and of the page, and follows a filter', async () => {
    const page = await open({ path: PATH });
    const all = await sql('select count(*)::text as n, sum(price)::text as price, sum(pages)::text as pages, min(price)::text as low from book');
    await page.locator('#books tfoot .uxdt-total').first().waitFor();
    expect(await label(page, 'all')).to.equal(`All: ${whole(all.n)} rows`);
    expect(await footer(page, 'all', 'Price')).to.include.members([`Sum ${money(all.price)}`, `Lowest ${money(all.low)}`]);
    expect(await footer(page, 'all', 'Pages')).to.include(`Sum ${whole(all.pages)}`);
    expect(await footer(page, 'all', 'Title')).to.deep.equal([`Count ${whole(all.n)}`]);
    const first = await sql('select sum(price)::text as price from (select price from book order by id limit 10) as p');
    expect(await label(page, 'page')).to.equal('This page: 10 rows');
    expect(await footer(page, 'page', 'Price')).to.include(`Sum ${money(first.price)}`);

    await page.locator('#books_wrapper .ux-datatables-filters summary').click();
    const asked = await reloaded(page, () => page.locator('#books_wrapper .ux-datatables-filters').getByLabel('Draft', { exact: true }).check());
    expect(asked.searchParams.get('totals[price]')).to.equal('sum,avg,min,max');
    const drafts = await sql("select count(*)::text as n, sum(price)::text as price from book where status = 'draft'");
    expect(await label(page, 'all')).to.equal(`All: ${whole(drafts.n)} rows`);
    expect(await footer(page, 'all', 'Price')).to.include(`Sum ${money(drafts.price)}`);
    expect(await axeViolations(page, '#books')).to.deep.equal([]);
    await screenshot(page, 'totals/filtered-en-1280');
  });

  it('follows an edit made in another window', async () => {
    const [watcher, editor] = [await open({ path: PATH }), await open({ path: PATH })];
    await watcher.locator('#books tfoot .uxdt-total').first().waitFor();
    const before = await sql('select sum(price)::text as price, (select price::text from book where id = 3) as three from book');
    await openEditModal(editor, 3);
    await modal(editor).locator('[name="price"]').fill(String((Number(before.three) + 100).toFixed(2)));
    await modal(editor).locator('[name="price"]').press('Enter');
    const expected = `Sum ${money((Number(before.price) + 100).toFixed(2))}`;
    await watcher.waitForFunction((text) => [...document.querySelectorAll('#books tfoot tr[data-uxdt-totals="all"] .uxdt-total')].some((line) => line.textContent?.replace(/[\u2068\u2069]/g, '').replace(/\u00a0/g, ' ') === text), expected, { timeout: 5_000 });
  });

  it('speaks German: its labels and its number format', async () => {
    const page = await open({ path: PATH, locale: 'de-DE' });
    await page.locator('#books tfoot .uxdt-total').first().waitFor();
    const all = await sql('select count(*)::text as n, sum(price)::text as price from book');
    expect(await label(page, 'all')).to.equal(`Alle: ${whole(all.n, 'de')} Zeilen`);
    expect(await footer(page, 'all', 'Preis')).to.include(`Summe ${money(all.price, 'de')}`);
    await screenshot(page, 'totals/de-1280');
  });

  it('lists the totals of the columns folded away on a phone below the table', async () => {
    const page = await open({ path: PATH, width: 390 });
    const folded = page.locator('#books_wrapper .uxdt-totals-folded');
    await folded.locator('dt', { hasText: 'Price' }).waitFor();
    const all = await sql('select count(*)::text as n, sum(price)::text as sum, avg(price)::text as avg, min(price)::text as low, max(price)::text as high from book');
    expect(await folded.locator('p').textContent()).to.equal('Totals of the hidden columns');
    const average = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 }).format(all.avg as never);
    const price = folded.locator('dt', { hasText: 'Price' }).locator('xpath=following-sibling::dd[1]');
    expect(plain((await price.textContent())!)).to.equal(
      `All: ${whole(all.n)} rows: Sum ${money(all.sum)}, Average ${average}, Lowest ${money(all.low)}, Highest ${money(all.high)}`,
    );
    expect(await axeViolations(page, '#books_wrapper')).to.deep.equal([]);
    await screenshot(page, 'totals/en-390');
  });
});


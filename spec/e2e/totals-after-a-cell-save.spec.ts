import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { demoAndChromium, demoWindows } from './support/demo-and-chromium.js';
import { firstBookRow } from './support/demo-server.js';
import { bookRow } from './support/page-tools.js';
import { reloaded } from './support/table-reads.js';

const plain = (text: string | null) => (text ?? '').replace(/[\u2068\u2069]/g, '').replace(/\u00a0/g, ' ');
const whole = (value: string | number) => Number(value).toLocaleString('en-US');
/** Waits for the cell's save (or its Undo) to be answered. */
const saved = (page: Page) => page.waitForResponse((response) => response.url().endsWith('/datatables/ajax/cell'));
const pagesCell = (page: Page, id: number): Locator => bookRow(page, id).locator('td[data-uxdt-cell="pages"]');

/** Resolves once the footer's "All" line of the Pages column reads `text` (the footer is drawn from each data answer). */
function allPagesReads(page: Page, text: string): Promise<unknown> {
  return page.waitForFunction((text) => {
    const index = [...document.querySelectorAll('#books thead th')].findIndex((th) => th.textContent?.trim() === 'Pages');
    const cell = document.querySelector('#books tfoot tr[data-uxdt-totals="all"]')?.children[index];
    return [...(cell?.querySelectorAll('.uxdt-total') ?? [])].some((line) => line.textContent?.replace(/[\u2068\u2069]/g, '').replace(/\u00a0/g, ' ') === text);
  }, text, { timeout: 5_000 });
}

/**
 * A cell saved in place redrew its own row only, so the footer's totals and the groups' header rows kept the
 * last data answer's figures until the next reload. Now a table with totals or groups asks for its page again
 * after the save and after its Undo; a table with neither sends nothing more than the save.
 */
describe('totals and groups after a cell saved in place, in Chromium', function () {
  this.timeout(90_000);
  const demo = demoAndChromium();
  const open = demoWindows(demo);
  const sql = (statement: string) => firstBookRow(demo.server.orm, statement);

  it('shows the database\'s totals in the footer and the group\'s header after a save and after its Undo', async () => {
    const page = await open({ path: '/totals' });
    await reloaded(page, () => page.locator('select[name=group]').selectOption('status'));
    const id = Number(await page.locator('#books tbody tr:not(.uxdt-group) [data-ux-datatables-id]').first().getAttribute('data-ux-datatables-id'));
    const { pages, status } = await sql(`select coalesce(pages, 0)::text as pages, status from book where id = ${id}`);
    const header = page.locator('#books tbody tr.uxdt-group', { hasText: `Status: ${status[0].toUpperCase()}${status.slice(1)}` });

    /** The footer and the row's group's header say what the database sums now. */
    const followed = async () => {
      const all = await sql('select sum(pages)::text as pages from book');
      await allPagesReads(page, `Sum ${whole(all.pages)}`);
      const group = await sql(`select count(*)::text as n, sum(pages)::text as pages from book where status = '${status}'`);
      const text = plain(await header.textContent());
      expect(text).to.include(`${whole(group.n)} rows`);
      expect(text).to.include(`Pages Sum ${whole(group.pages)}`);
    };

    await pagesCell(page, id).click();
    await page.locator('#books .uxdt-cell-editor input').fill(String(Number(pages) + 100));
    await Promise.all([saved(page), page.keyboard.press('Enter')]);
    expect((await sql(`select pages::text as pages from book where id = ${id}`)).pages).to.equal(String(Number(pages) + 100));
    await followed();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-uxdt-cell')), 'the cell keeps the focus').to.equal('pages');

    await Promise.all([saved(page), page.keyboard.press('ControlOrMeta+z')]);
    expect((await sql(`select coalesce(pages, 0)::text as pages from book where id = ${id}`)).pages).to.equal(pages);
    await followed();
  });

  it('asks nothing more than the save of a table without totals or groups', async () => {
    const page = await open({ path: '/in-place' });
    const asked: string[] = [];
    page.on('request', (request) => void (request.url().includes('/datatables/ajax/data?') && asked.push(request.url())));
    await bookRow(page, 1).locator('td[data-uxdt-cell="price"]').click();
    await page.locator('#books .uxdt-cell-editor input').fill('12.50');
    await Promise.all([saved(page), page.keyboard.press('Enter')]);
    // What a reload would have sent by now: the save's answer is drawn, the editor closed.
    await page.waitForTimeout(500);
    expect(asked).to.deep.equal([]);
  });
});

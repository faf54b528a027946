import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { Book } from '../../examples/entities/Book.js';
import { demoAndChromium, demoWindows } from './support/demo-and-chromium.js';
import { axeViolations, screenshot } from './support/page-tools.js';
import { reloaded, shownIds } from './support/table-reads.js';

const bar = (page: Page) => page.locator('#books_wrapper .ux-datatables-filters');
const chips = (page: Page) => bar(page).locator('.ux-datatables-filter-chip');

/**
 * Issue 20's filters on the demo's /dialog page: status and a date range leave exactly the matching
 * rows, a chip removes its filter, the keyboard alone does both, in English and in German, at 1280 and
 * 390 px (Responsive).
 */
describe('column filters on the demo, in Chromium', function () {
  this.timeout(90_000);
  const demo = demoAndChromium();
  const open = demoWindows(demo);

  const matching = async (where: Record<string, unknown>) =>
    (await demo.server.orm.em.fork().find(Book, where as never, { orderBy: { id: 'asc' } })).map((book) => book.id);

  it('filters by a status and a date range: the table holds exactly the matching rows; a chip removes its filter', async () => {
    const page = await open();
    await bar(page).locator('summary').click();
    const asked = await reloaded(page, () => bar(page).getByLabel('Published', { exact: true }).check());
    expect(asked.searchParams.get('filters[status][in][0]')).to.equal('published');
    expect(asked.searchParams.get('start')).to.equal('0');
    const range = bar(page).getByRole('group', { name: 'Published on' });
    await reloaded(page, () => range.getByLabel('From').fill('1970-01-01'));
    await reloaded(page, () => range.getByLabel('To').fill('1979-12-31'));
    const both = await matching({ status: 'published', publishedOn: { $gte: '1970-01-01', $lte: '1979-12-31' } });
    expect(both).to.not.be.empty;
    expect(await shownIds(page)).to.deep.equal(both);
    expect(await chips(page).allTextContents()).to.deep.equal(['Status: Published ×', 'Published on: 1/1/1970 – 12/31/1979 ×', 'Clear filters ×']);

    await reloaded(page, () => chips(page).first().click());
    const dates = await matching({ publishedOn: { $gte: '1970-01-01', $lte: '1979-12-31' } });
    expect(dates.length).to.be.greaterThan(both.length);
    expect(await shownIds(page)).to.deep.equal(dates);
    expect(await bar(page).getByLabel('Published', { exact: true }).isChecked()).to.equal(false);
    // The focus stays in the chips: on the one that took the removed one's place.
    expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal('Published on: 1/1/1970 – 12/31/1979 ×');
    expect(await axeViolations(page, '#books_wrapper .ux-datatables-filters')).to.deep.equal([]);
    await screenshot(page, 'filters-en-1280');
  });

  it('works from the keyboard alone: open, choose an author in its combobox, pick a choice, remove their chips', async () => {
    const page = await open();
    await bar(page).locator('summary').focus();
    await page.keyboard.press('Enter');
    // The controls' chunk is fetched on the first open (warmed by the focus): drawn before a person's next key.
    await bar(page).locator('input[value="draft"]').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).to.equal('ux-datatables-filter-author');
    await page.keyboard.type('Tolkien');
    await bar(page).locator('#ux-datatables-filter-author-listbox [role=option]', { hasText: 'J. R. R. Tolkien' }).waitFor();
    await page.keyboard.press('ArrowDown');
    const byAuthor = await reloaded(page, () => page.keyboard.press('Enter'));
    expect(byAuthor.searchParams.get('filters[author][in][0]')).to.equal('6');
    expect(await shownIds(page)).to.deep.equal((await matching({ author: 6 })).slice(0, 10));
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).to.equal('ux-datatables-filter-tags');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).to.equal('draft');
    await reloaded(page, () => page.keyboard.press('Space'));
    expect(await shownIds(page)).to.deep.equal((await matching({ author: 6, status: 'draft' })).slice(0, 10));
    for (let i = 0; i < 20 && !(await page.evaluate(() => document.activeElement?.classList.contains('ux-datatables-filter-chip'))); i++) {
      await page.keyboard.press('Tab');
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).to.equal('Remove filter Author: J. R. R. Tolkien');
    await reloaded(page, () => page.keyboard.press('Enter'));
    expect(await shownIds(page)).to.deep.equal((await matching({ status: 'draft' })).slice(0, 10));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).to.equal('Remove filter Status: Draft');
    await reloaded(page, () => page.keyboard.press('Enter'));
    expect(await chips(page).count()).to.equal(0);
    expect(await page.evaluate(() => document.activeElement?.tagName)).to.equal('SUMMARY');
    expect(await shownIds(page)).to.deep.equal(Array.from({ length: 10 }, (_, i) => i + 1));
  });

  it('speaks German and fits a phone (390 px, Responsive)', async () => {
    const page = await open({ locale: 'de-DE', width: 390 });
    await bar(page).locator('summary', { hasText: 'Filter' }).click();
    await reloaded(page, () => bar(page).getByLabel('Entwurf', { exact: true }).check());
    const from = bar(page).getByRole('group', { name: 'Seiten' }).getByLabel('Von');
    await from.fill('300');
    // A number (or a text) applies on Enter or on leaving the field, not on each key.
    await reloaded(page, () => from.press('Enter'));
    expect(await chips(page).allTextContents()).to.deep.equal(['Status: Entwurf ×', 'Seiten: ab 300 ×', 'Filter zurücksetzen ×']);
    expect(await shownIds(page)).to.deep.equal((await matching({ status: 'draft', pages: { $gte: 300 } })).slice(0, 10));
    // Nothing of the bar is wider than the phone's screen.
    const overflow = await bar(page).evaluate((element) => element.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).to.be.at.most(0);
    await screenshot(page, 'filters-de-390');
  });
});

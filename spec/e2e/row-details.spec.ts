import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { ReadingItem } from '../../examples/entities/ReadingItem.js';
import { seedReadingList } from '../../examples/seed/reading-list.js';
import { demoAndChromium, demoWindows, type DemoWindow } from './support/demo-and-chromium.js';
import { actionButton, axeViolations, modal, screenshot } from './support/page-tools.js';

const PATH = '/reading-list';
/** The expand button of the row in `place` (the page shows places 1..10 in order). */
const expandOf = (page: Page, place: number): Locator => page.locator('#books tbody tr:not(.ux-datatables-detail-row):not(.child)').nth(place - 1).locator('.ux-datatables-expand-button');
const detailRows = (page: Page): Locator => page.locator('#books tbody tr.ux-datatables-detail-row');
const detailsAsked = (page: Page) => page.waitForResponse((response) => response.url().includes('/datatables/ajax/details?'));

describe('row details, in Chromium, on the demo\'s /reading-list page', function () {
  this.timeout(90_000);
  const demo = demoAndChromium();
  const windows = demoWindows(demo);
  const open = (window: DemoWindow = {}) => windows({ path: PATH, ready: '#books tbody .ux-datatables-expand-button', ...window });

  /** The first item's book, its author's other books' titles among them. */
  const firstItem = async () => {
    const em = demo.server.orm.em.fork();
    const item = await em.findOneOrFail(ReadingItem, { place: 1 }, { populate: ['book.author.books'] });
    return { item, titles: item.book.author.books.getItems().map((book) => book.title) };
  };

  beforeEach(async () => {
    await demo.server.orm.em.fork().nativeDelete(ReadingItem, {});
    await seedReadingList(demo.server.orm.em.fork());
  });

  it('expands a row by keyboard and another by click, several at once, each with its relations; closes one', async () => {
    const page = await open();
    const { titles } = await firstItem();
    expect(await expandOf(page, 1).getAttribute('aria-expanded')).to.equal('false');
    await expandOf(page, 1).focus();
    const asked = detailsAsked(page);
    await page.keyboard.press('Enter');
    expect((await asked).status()).to.equal(200);
    await detailRows(page).first().locator('.uxdt-details').waitFor();
    expect(await expandOf(page, 1).getAttribute('aria-expanded')).to.equal('true');
    const shown = await detailRows(page).first().locator('li').allTextContents();
    for (const title of titles.slice(0, 3)) expect(shown, 'the author\'s books').to.include(title);
    await expandOf(page, 3).click();
    await detailRows(page).nth(1).locator('.uxdt-details').waitFor();
    expect(await detailRows(page).count()).to.equal(2);
    // The first one's detail row is right under its row.
    expect(await page.locator('#books tbody tr').nth(1).getAttribute('class')).to.contain('ux-datatables-detail-row');
    await expandOf(page, 1).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('#books tbody tr.ux-datatables-detail-row').length === 1);
    expect(await expandOf(page, 1).getAttribute('aria-expanded')).to.equal('false');
    expect(await page.evaluate(() => document.activeElement?.className)).to.equal('ux-datatables-expand-button');
    expect(await axeViolations(page, '#books_wrapper')).to.deep.equal([]);
  });

  it('asks an open row\'s details again when another window changes the row: the detail follows', async () => {
    const [page, other] = [await open(), await open()];
    const { item } = await firstItem();
    await expandOf(page, 1).click();
    await detailRows(page).first().locator('.uxdt-details').waitFor();
    await actionButton(other, 'EDIT', item.id).click();
    await modal(other).locator('[name="note"]').fill('Changed in the other window');
    await modal(other).locator('[data-ux-datatables-submit]').click();
    await detailRows(page).first().getByText('Changed in the other window').waitFor();
    expect(await expandOf(page, 1).getAttribute('aria-expanded')).to.equal('true');
  });

  it('keeps the details open across a move and a page drawn again', async () => {
    const page = await open();
    await expandOf(page, 2).click();
    await detailRows(page).first().locator('.uxdt-details').waitFor();
    await page.locator('#books_wrapper input[type=search]').fill('zzz-nothing');
    await page.waitForFunction(() => document.querySelectorAll('#books tbody tr.ux-datatables-detail-row').length === 0);
    await page.locator('#books_wrapper input[type=search]').fill('');
    await detailRows(page).first().locator('.uxdt-details').waitFor();
    expect(await expandOf(page, 2).getAttribute('aria-expanded')).to.equal('true');
  });

  it('says when the row is gone and closes its details', async () => {
    const page = await open();
    const { item } = await firstItem();
    await expandOf(page, 1).click();
    await detailRows(page).first().locator('.uxdt-details').waitFor();
    await demo.server.orm.em.fork().nativeDelete(ReadingItem, { id: item.id });
    // Closed and opened again: the server answers 404 for a row gone.
    await expandOf(page, 1).click();
    const asked = detailsAsked(page);
    await expandOf(page, 1).click();
    expect((await asked).status()).to.equal(404);
    await page.locator('#books_wrapper').locator('..').locator('[role=alert]').first().waitFor();
    expect(await expandOf(page, 1).getAttribute('aria-expanded')).to.equal('false');
  });

  for (const { locale, width, name } of [
    { locale: 'en-US', width: 1280, name: 'en-1280' },
    { locale: 'de-DE', width: 390, name: 'de-390' },
    { locale: 'ar', width: 390, name: 'ar-390' },
    { locale: 'ar', width: 1280, name: 'ar-1280' },
  ]) {
    it(`shows two rows' details at ${width} px in ${locale}, axe-clean`, async () => {
      const page = await open({ locale, width });
      await expandOf(page, 1).click();
      await expandOf(page, 2).click();
      await page.waitForFunction(() => document.querySelectorAll('#books tbody tr.ux-datatables-detail-row .uxdt-details').length === 2);
      expect(await page.locator('#books tbody tr.dtr-expanded').count(), 'Responsive\'s details opened').to.equal(0);
      await screenshot(page, `row-details/two-open-${name}`);
      expect(await axeViolations(page, '#books_wrapper')).to.deep.equal([]);
    });
  }
});

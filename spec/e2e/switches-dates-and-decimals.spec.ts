import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { Book } from '../../examples/entities/Book.js';
import { demoAndChromium } from './support/demo-and-chromium.js';
import { bookRow, modal, openEditModal, openLiveTablePage, screenshot } from './support/page-tools.js';

/** The cell of a row under the header `label` (found by position, as Responsive may fold other columns). */
async function cellUnder(page: Page, id: number, label: string): Promise<string> {
  const headers = await page.locator('#books thead th').allTextContents();
  const index = headers.findIndex((text) => text.trim() === label);
  if (index === -1) throw new Error(`No column "${label}" among ${headers.join(', ')}`);
  return (await bookRow(page, id).locator('td').nth(index).textContent())?.trim() ?? '';
}

/** What a switch looks like: its size, opacity, and the colours of its track. */
function switchLook(page: Page, id: number) {
  return bookRow(page, id).locator('.ux-datatables-switch input').evaluate((input) => {
    const style = getComputedStyle(input);
    const box = input.getBoundingClientRect();
    return { width: box.width, height: box.height, opacity: style.opacity, background: style.backgroundColor, border: style.borderTopColor };
  });
}

describe('switches, dates and decimals in Chromium', function () {
  this.timeout(90_000);
  const demo = demoAndChromium();
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    // Row 2: a day whose day and month cannot be mistaken for each other, and a price without cents.
    await demo.server.orm.em.fork().nativeUpdate(Book, { id: 2 }, { publishedOn: '1973-02-14', price: 20 });
  });
  afterEach(async () => {
    await context?.close();
  });

  const open = async (locale: string, path: string) => {
    // Wide enough for every column beside the four row actions (Detail, Edit, Publish, Delete on a draft):
    // at 1,600 px Responsive now folds Featured into the row's details.
    context = await demo.browser.newContext({ locale, viewport: { width: 1920, height: 900 } });
    page = await context.newPage();
    await openLiveTablePage(page, demo.server.url(path));
  };

  for (const path of ['/dialog', '/bootstrap']) {
    it(`${path}: the Featured switch reads on or off at a glance (it was a faint, disabled-looking 13 px checkbox)`, async () => {
      await open('en-US', path);
      const on = await switchLook(page, 1);
      const off = await switchLook(page, 2);
      expect(on.width, 'wide as a switch').to.be.at.least(30);
      expect(on.height, 'tall as the text').to.be.at.least(16);
      expect([on.opacity, off.opacity], 'drawn at full strength').to.deep.equal(['1', '1']);
      expect(on.background, 'on: the accent colour').to.equal('rgb(11, 94, 215)');
      expect(off.background, 'off: a white track').to.equal('rgb(255, 255, 255)');
      expect(off.border, 'off: a border that stands out from white').to.equal('rgb(108, 117, 125)');
      await bookRow(page, 1).locator('.ux-datatables-switch').screenshot({ path: `test-output/e2e/switch-${path.slice(1)}-on.png` });
      await bookRow(page, 2).locator('.ux-datatables-switch').screenshot({ path: `test-output/e2e/switch-${path.slice(1)}-off.png` });
    });
  }

  it('shows a date in the edit field\'s convention, and the price with its two decimals, in English (it said 14/02/1973 and 20)', async () => {
    await open('en-US', '/dialog');
    expect(await cellUnder(page, 2, 'Published on')).to.equal('02/14/1973');
    expect(await cellUnder(page, 2, 'Price')).to.equal('20.00');
    expect(await cellUnder(page, 3, 'Price')).to.equal('30.99');
    await openEditModal(page, 2);
    expect(await modal(page).locator('[name="publishedOn"]').inputValue()).to.equal('1973-02-14');
    await screenshot(page, 'en-edit-date');
  });

  it('shows the same day and price the German way on a German page', async () => {
    await open('de-DE', '/bootstrap');
    expect(await cellUnder(page, 2, 'Erschienen am')).to.equal('14.02.1973');
    expect(await cellUnder(page, 2, 'Preis')).to.equal('20,00');
  });
});

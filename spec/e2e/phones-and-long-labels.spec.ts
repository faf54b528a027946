import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { Book } from '../../examples/entities/Book.js';
import { demoAndChromium } from './support/demo-and-chromium.js';
import { actionButton, bookRow, detailLink, modal, openTablePage, screenshot } from './support/page-tools.js';
import { declineDelete, sidewaysOverflow, unreachableReason } from './support/reachable.js';

/** A title longer than any screen is wide, in long words. */
const LONG_TITLE = 'Überlieferungsgeschichtliche Untersuchungen zur Rezeption mittelhochdeutscher Heldenepik in der Frühneuzeit';

const SIZES = [{ width: 390, height: 844 }, { width: 1280, height: 800 }];
const LANGUAGES = [
  { locale: 'en-US', author: 'Author' },
  { locale: 'de-DE', author: 'Autor' },
];
const PAGES = ['/dialog', '/bootstrap'];

describe('the row actions on phones and with long labels (on a phone they were three screens to the right; at 1280 px in German Edit was cut off and Delete hidden)', function () {
  this.timeout(120_000);
  const demo = demoAndChromium();
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];

  before(async () => {
    // Row 1 (a draft: Detail, Edit and Delete) carries the long title; row 2 keeps a short one.
    await demo.server.orm.em.fork().nativeUpdate(Book, { id: 1 }, { title: LONG_TITLE });
  });
  afterEach(async () => {
    await context?.close();
    expect(pageErrors, 'uncaught errors in the page').to.deep.equal([]);
  });

  for (const { width, height } of SIZES) {
    for (const { locale, author } of LANGUAGES) {
      for (const path of PAGES) {
        it(`${path} at ${width} px in ${locale}: every action of the row is on screen, and Edit, Delete and Detail work`, async () => {
          context = await demo.browser.newContext({ locale, viewport: { width, height } });
          page = await context.newPage();
          pageErrors = [];
          page.on('pageerror', (error) => pageErrors.push(error.message));
          await openTablePage(page, demo.server.url(path));
          await screenshot(page, `phones/${path.slice(1)}-${width}-${locale}`);

          expect(await sidewaysOverflow(page), 'nothing scrolls sideways').to.deep.equal({ page: 0, table: 0 });
          expect(await unreachableReason(page.locator('.dt-search input')), 'the search box').to.equal(null);
          for (const action of [detailLink(page, 1), actionButton(page, 'EDIT', 1), actionButton(page, 'DELETE', 1)]) {
            expect(await unreachableReason(action), `${action}`).to.equal(null);
          }
          // What names the row stays beside its actions (after the checkbox and the identifier): the title, on a phone too.
          expect(await unreachableReason(bookRow(page, 2).locator('td').nth(2)), 'what names the row').to.equal(null);

          if (width < 768) {
            expect(await page.locator('#books').getAttribute('class')).to.contain('collapsed');
            // The control (▶) is at the cell's start; the selection's checkbox shares the cell and keeps its own clicks.
            const control = bookRow(page, 2).locator('td.dtr-control');
            const box = (await control.boundingBox())!;
            await control.click({ position: { x: 8, y: box.height / 2 } });
            const details = page.locator('#books tr.child');
            await details.waitFor();
            expect(await details.locator('.dtr-title').allTextContents()).to.include(author);
            await screenshot(page, `phones/${path.slice(1)}-${width}-${locale}-details`);
          }

          await actionButton(page, 'EDIT', 1).click();
          await modal(page).locator('[name="title"]').waitFor();
          expect(await modal(page).locator('[name="title"]').inputValue()).to.equal(LONG_TITLE);
          await modal(page).locator('[data-ux-datatables-cancel]').last().click();
          await modal(page).waitFor({ state: 'hidden' });

          expect(await declineDelete(page, actionButton(page, 'DELETE', 1))).to.match(/delete|löschen/i);
          expect(await bookRow(page, 1).count(), 'declined: the row stays').to.equal(1);

          await detailLink(page, 1).click();
          await page.waitForURL(demo.server.url('/books/1'));
          expect(await page.locator('h1').textContent()).to.equal(LONG_TITLE);
        });
      }
    }
  }
});

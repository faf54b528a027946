import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { Book } from '../../examples/entities/Book.js';
import { demoAndChromium } from './support/demo-and-chromium.js';
import { openTablePage, screenshot } from './support/page-tools.js';
import { sidewaysOverflow } from './support/reachable.js';

/** One word of 14 characters: wider than the Title column has room for beside the ID at 390 px. */
const LONG_WORD = 'Sonnenblumenöl';

describe('what names the row on a phone (one 14-character word in one title folded the Title column away for every row at 390 px)', function () {
  this.timeout(120_000);
  const demo = demoAndChromium();
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    await demo.server.orm.em.fork().nativeUpdate(Book, { id: 3 }, { title: `${LONG_WORD} 3` });
  });
  afterEach(async () => {
    await context?.close();
  });

  for (const locale of ['en-US', 'de-DE']) {
    for (const path of ['/dialog', '/bootstrap']) {
      it(`${path} at 390 px in ${locale}: the Title column shows on every row, the long word wrapped inside it`, async () => {
        context = await demo.browser.newContext({ locale, viewport: { width: 390, height: 844 } });
        page = await context.newPage();
        await openTablePage(page, demo.server.url(path));
        await screenshot(page, `phones/naming-column-${path.slice(1)}-${locale}`);

        const titles = await page.evaluate(() => {
          const index = [...document.querySelectorAll('#books thead th')].findIndex((th) => /^(Title|Titel)$/.test(th.textContent!.trim()));
          return [...document.querySelectorAll<HTMLTableRowElement>('#books tbody tr:not(.child)')].map((row) => {
            const cell = row.cells[index];
            const box = cell.getBoundingClientRect();
            return { text: cell.textContent, shown: getComputedStyle(cell).display !== 'none' && box.width > 0, overflows: cell.scrollWidth > cell.clientWidth };
          });
        });
        expect(titles).to.have.length(10);
        expect(titles.filter((title) => !title.shown).map((title) => title.text), 'titles folded away').to.deep.equal([]);
        expect(titles.filter((title) => title.overflows).map((title) => title.text), 'titles sticking out of their cell').to.deep.equal([]);
        expect(titles.map((title) => title.text)).to.include(`${LONG_WORD} 3`);
        expect(await sidewaysOverflow(page), 'nothing scrolls sideways').to.deep.equal({ page: 0, table: 0 });
      });
    }
  }
});

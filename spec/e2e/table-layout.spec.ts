import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { demoAndChromium } from './support/demo-and-chromium.js';
import { bookRow, modal, notices, openEditModal, openTablePage, redrawnAfter, screenshot } from './support/page-tools.js';

const PAGES = ['/dialog', '/bootstrap'];

/** The table's top, in the viewport's px. */
const tableTop = (page: Page) => page.locator('#books').evaluate((table) => table.getBoundingClientRect().top);

describe('the table keeps its place and its parts their room (issue 27)', function () {
  this.timeout(120_000);
  const demo = demoAndChromium();
  let context: BrowserContext;

  const open = async (path: string, locale: string, width: number, height = 800): Promise<Page> => {
    context = await demo.browser.newContext({ locale, viewport: { width, height } });
    const page = await context.newPage();
    await openTablePage(page, demo.server.url(path));
    return page;
  };
  afterEach(async () => {
    await context?.close();
  });

  for (const path of PAGES) {
    for (const locale of ['en-US', 'de-DE']) {
      it(`${path} at 1280 px in ${locale}: selecting the page, then all matching rows, leaves the table where it was (the bar wrapped the toolbar: the table jumped)`, async () => {
        const page = await open(path, locale, 1280);
        const before = await tableTop(page);
        await page.locator('[data-ux-datatables-select-page]').click();
        const selected = await tableTop(page);
        await page.locator('[data-ux-datatables-selection="matching"]').click();
        await page.locator('[data-ux-datatables-selection="matching"]').waitFor({ state: 'hidden' });
        await screenshot(page, `layout/all-matching-${path.slice(1)}-${locale}`);
        expect([selected, await tableTop(page)].map((top) => Math.round(top - before)), 'how far the table moved').to.deep.equal([0, 0]);
      });
    }

    for (const width of [1280, 390]) {
      it(`${path} at ${width} px: the "No matching records found" row is as wide as the header (it stopped a column short)`, async () => {
        const page = await open(path, 'en-US', width);
        await redrawnAfter(page, () => page.locator('.dt-search input').fill('no such book anywhere'));
        await page.locator('#books td.dt-empty').waitFor();
        const widths = await page.evaluate(() => [
          document.querySelector('#books thead tr')!.getBoundingClientRect().width,
          document.querySelector('#books td.dt-empty')!.getBoundingClientRect().width,
        ].map(Math.round));
        expect(widths[1], 'the empty row against the header').to.be.within(widths[0] - 1, widths[0] + 1);
      });
    }

    it(`${path} at 390 px in ar (right to left): the row-details triangle points to the reading direction and keeps a gap to the checkbox (it touched it, pointing right)`, async () => {
      const page = await open(path, 'ar', 390);
      expect(await page.locator('html').getAttribute('dir')).to.equal('rtl');
      await screenshot(page, `layout/rtl-control-${path.slice(1)}`);
      const control = await bookRow(page, 2).locator('td.dtr-control').evaluate((cell) => {
        const triangle = getComputedStyle(cell, '::before');
        const box = cell.querySelector('input')!.getBoundingClientRect();
        const content = cell.getBoundingClientRect().right - parseFloat(getComputedStyle(cell).paddingRight);
        const width = parseFloat(triangle.borderLeftWidth) + parseFloat(triangle.borderRightWidth);
        return {
          gap: Math.round(content - width - box.right),
          points: parseFloat(triangle.borderRightWidth) > 0 && parseFloat(triangle.borderLeftWidth) === 0 ? 'left' : 'right',
        };
      });
      expect(control.points, 'closed, the triangle points').to.equal('left');
      expect(control.gap, 'px between the triangle and the checkbox').to.be.at.least(4);
    });

    it(`${path} at 1280×800: after the last page button at the bottom of a long page, the rows are in the window (it was left below the table)`, async () => {
      const page = await open(path, 'en-US', 1280);
      await redrawnAfter(page, () => page.locator('.dt-length select').selectOption('25'));
      const last = page.locator('.dt-paging [data-dt-idx="last"]');
      await last.scrollIntoViewIfNeeded();
      await redrawnAfter(page, () => last.click());
      // Bootstrap's reboot scrolls smoothly: wait for the scroll to end (at most 5 s), then read where the rows are.
      await page.waitForFunction(() => {
        const row = document.querySelector('#books tbody tr')!.getBoundingClientRect();
        return row.top >= 0 && row.bottom <= window.innerHeight;
      }, undefined, { timeout: 5_000 }).catch(() => undefined);
      const first = await page.locator('#books tbody tr').first().evaluate((row) => {
        const box = row.getBoundingClientRect();
        return { top: Math.round(box.top), bottom: Math.round(box.bottom), window: window.innerHeight };
      });
      expect(first.top, "the first row's top").to.be.at.least(0);
      expect(first.bottom, "the first row's bottom").to.be.at.most(first.window);
    });

    it(`${path} at 1280×800: a notice covers no row's buttons (it sat on the last visible row's)`, async () => {
      const page = await open(path, 'de-DE', 1280);
      await openEditModal(page, 2);
      await modal(page).locator('[data-ux-datatables-submit]').click();
      await modal(page).waitFor({ state: 'detached' });
      await notices(page).first().waitFor();
      // The table's last row at the window's bottom edge, where the notice is.
      await page.locator('#books tbody tr').last().evaluate((row) => row.scrollIntoView({ block: 'end' }));
      await screenshot(page, `layout/notice-${path.slice(1)}`);
      const covered = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('#books tbody [data-ux-datatables-action]')]
        .filter((button) => {
          const box = button.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        })
        .filter((button) => {
          const box = button.getBoundingClientRect();
          const found = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return !(found && (found === button || button.contains(found)));
        })
        .map((button) => `${button.textContent!.trim()} ${button.dataset.uxDatatablesId ?? button.closest('tr')?.querySelector('[data-ux-datatables-id]')?.getAttribute('data-ux-datatables-id')}`));
      expect(await notices(page).count(), 'the notice still shows').to.be.at.least(1);
      expect(covered, 'buttons under the notice').to.deep.equal([]);
    });
  }
});

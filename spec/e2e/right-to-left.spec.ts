import { expect } from 'chai';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { demoAndChromium } from './support/demo-and-chromium.js';
import { actionButton, bookRow, modal, openEditModal, openTablePage, screenshot } from './support/page-tools.js';

/** An element's box; fails when it is not drawn. */
async function box(locator: Locator): Promise<{ left: number; right: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`Not drawn: ${locator}`);
  return { left: found.x, right: found.x + found.width };
}

/** The demo's Arabic (a locale the application adds), written right to left, with each built-in adapter. */
for (const { adapter, path } of [{ adapter: 'dt', path: '/dialog' }, { adapter: 'bs5', path: '/bootstrap' }]) {
  describe(`an Arabic page (dir="rtl") with the ${adapter} adapter in Chromium`, function () {
    this.timeout(60_000);
    const demo = demoAndChromium();
    let context: BrowserContext;
    let page: Page;
    beforeEach(async () => {
      context = await demo.browser.newContext({ locale: 'ar', viewport: { width: 1280, height: 800 } });
      page = await context.newPage();
      await openTablePage(page, demo.server.url(path));
    });
    afterEach(() => context.close());

    it('mirrors the table: the first column on the right, the actions on the left, buttons in reading order', async () => {
      expect(await page.evaluate(() => [document.documentElement.dir, getComputedStyle(document.querySelector('#books')!).direction])).to.deep.equal(['rtl', 'rtl']);
      const headers = page.locator('#books thead th');
      const first = await box(headers.first());
      const last = await box(headers.last());
      expect(await headers.last().textContent()).to.equal('إجراءات');
      expect(first.left, 'the first column is right of the last').to.be.greaterThan(last.right - 1);
      // Detail, Edit, Delete read from the right; a button that wraps starts again on the right.
      const detail = await box(bookRow(page, 1).locator('[data-ux-datatables-action="DETAIL"]'));
      const edit = await box(actionButton(page, 'EDIT', 1));
      expect(detail.left, 'Detail right of Edit').to.be.greaterThan(edit.right - 1);
      const cell = await box(bookRow(page, 1).locator('td').last());
      expect(cell.right - detail.right, 'the buttons start on the cell\'s right').to.be.lessThan(16);
      // DataTables.net's own alignment (numbers at the end, the search box at the end) is mirrored too.
      expect(await page.locator('#books tbody td.dt-type-numeric').first().evaluate((td) => getComputedStyle(td).textAlign)).to.equal('left');
      const search = await box(page.locator('.dt-search'));
      const length = await box(page.locator('.dt-length'));
      expect(search.right, 'search on the left, length menu on the right').to.be.lessThan(length.left);
      expect((await page.locator('.dt-search label').textContent())?.trim()).to.equal('ابحث:');
      await screenshot(page, `rtl-${adapter}-table`);
    });

    it('mirrors the modal: the close button on the left of the title, Save on the left of Cancel, labels on the right', async () => {
      await openEditModal(page, 2);
      const title = await box(modal(page).locator('#ux-datatables-edit-title'));
      const close = await box(modal(page).locator('[data-ux-datatables-cancel][aria-label]'));
      const save = await box(modal(page).locator('[data-ux-datatables-submit]'));
      const cancel = await box(modal(page).locator('[data-ux-datatables-cancel]:not([aria-label])'));
      expect(close.right, 'close left of the title').to.be.lessThan(title.left + 1);
      expect(save.right, 'save left of cancel').to.be.lessThan(cancel.left + 1);
      const label = await box(modal(page).locator('label[for="ux-datatables-field-title"]'));
      const input = await box(modal(page).locator('[name="title"]'));
      expect(Math.abs(label.right - input.right), 'label and input aligned on the right').to.be.lessThan(2);
      expect(await modal(page).locator('#ux-datatables-edit-title').textContent()).to.equal('تعديل الكتاب');
      await screenshot(page, `rtl-${adapter}-edit-modal`);
    });
  });
}

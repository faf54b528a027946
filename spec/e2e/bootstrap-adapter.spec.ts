import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { storedBook } from './support/demo-server.js';
import { bookRow, confirmation, modal, mouseClick, openEditModal, tableEvents } from './support/page-tools.js';
import { describeTablePage } from './support/table-page-flows.js';

/** A Bootstrap modal, shown by Bootstrap's JavaScript: `div.modal.show` over its backdrop. */
const isBootstrapModal = (page: Page) => page.evaluate(() => {
  const root = document.querySelector('[data-ux-datatables-modal]');
  return !!root && root.matches('div.modal.show') && !!document.querySelector('.modal-backdrop');
});

describeTablePage({ adapter: 'bs5', path: '/bootstrap', modalKind: isBootstrapModal, confirms: 'dialog' }, (context) => {
  // books-bs5 configures no editModalTemplate: detection alone must get Bootstrap's markup from the
  // server. It used to get the <dialog> template, which Bootstrap never showed while its backdrop
  // covered the page, so no click reached Save or Cancel.
  it('edits, saves and cancels by mouse on a Bootstrap page with no modal template configured', async () => {
    const { page, server } = context;
    await openEditModal(page, 8);
    expect(await isBootstrapModal(page), 'Bootstrap markup, shown by Bootstrap').to.equal(true);
    await modal(page).locator('[name="title"]').fill('Saved by mouse');
    await mouseClick(page, modal(page).locator('[data-ux-datatables-submit]'));
    await modal(page).waitFor({ state: 'detached' });
    await bookRow(page, 8).getByText('Saved by mouse').waitFor();
    expect((await storedBook(server.orm, 8))?.title).to.equal('Saved by mouse');

    await openEditModal(page, 8);
    await modal(page).locator('[name="title"]').fill('Never saved');
    await mouseClick(page, modal(page).locator('.modal-footer [data-ux-datatables-cancel]'));
    await mouseClick(page, confirmation(page).locator('[data-ux-datatables-submit]'));
    await modal(page).waitFor({ state: 'detached' });
    expect(await page.locator('.modal-backdrop').count(), 'the backdrop goes with the modal').to.equal(0);
    expect((await storedBook(server.orm, 8))?.title).to.equal('Saved by mouse');
    const closed = (await tableEvents(page)).filter((e) => e.type === 'modal-closed');
    expect(closed.map((e) => e.detail.reason)).to.deep.equal(['saved', 'cancel']);
  });
});

import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { Book } from '../../examples/entities/Book.js';
import { demoAndChromium, demoWindows } from './support/demo-and-chromium.js';
import { storedBook } from './support/demo-server.js';
import { axeViolations, bookRow, modal, notices, screenshot } from './support/page-tools.js';

const rowBox = (page: Page, id: number) => page.locator(`#books tbody input[data-ux-datatables-select*='"id":${id},']`);
const editSelected = (page: Page) => page.locator('.ux-datatables-bulk [data-ux-datatables-bulk="edit"]');
const tick = (page: Page, field: string) => modal(page).locator(`input[name="_change"][value="${field}"]`);
const undo = (page: Page) => notices(page).getByRole('button', { name: 'Undo' });
const bulkAnswered = (page: Page) => page.waitForResponse((response) => response.url().endsWith('/datatables/ajax/bulk'));

/**
 * Bulk edit (issue 30) on the demo: three rows selected and set by keyboard through the form of the
 * fields ticked, a second window following, Undo; every row matching a search; a row changed meanwhile
 * refused; 390 px in German and Arabic, axe-clean.
 */
describe('bulk edit on the demo, in Chromium', function () {
  this.timeout(90_000);
  const demo = demoAndChromium();
  const open = demoWindows(demo);

  async function select(page: Page, ids: number[]): Promise<void> {
    for (const id of ids) await rowBox(page, id).check();
  }

  it('sets the status of 3 selected rows by keyboard, a second window follows within a second, and Undo puts each back', async () => {
    const [alice, bob] = [await open(), await open()];
    const ids = [2, 3, 4];
    const before = await Promise.all(ids.map(async (id) => (await storedBook(demo.server.orm, id))!.status));
    const target = before[0] === 'archived' ? 'published' : 'archived';
    await select(alice, ids);
    await editSelected(alice).focus();
    await alice.keyboard.press('Enter');
    await modal(alice).getByText('Edit selected (3 rows)').waitFor();
    // Every field starts "leave unchanged": its inputs disabled until ticked.
    expect(await modal(alice).locator('#ux-datatables-field-status').isDisabled()).to.equal(true);
    await tick(alice, 'status').focus();
    await alice.keyboard.press('Space');
    expect(await modal(alice).locator('#ux-datatables-field-status').isDisabled()).to.equal(false);
    await alice.keyboard.press('Tab');
    expect(await alice.evaluate(() => document.activeElement?.id)).to.equal('ux-datatables-field-status');
    await modal(alice).locator('#ux-datatables-field-status').selectOption(target);
    // A select submits nothing on Enter: the keyboard goes on to Save.
    await modal(alice).locator('[data-ux-datatables-submit]').focus();
    const started = Date.now();
    await Promise.all([bulkAnswered(alice), alice.keyboard.press('Enter')]);
    await notices(alice).getByText('Edit selected: 3 rows done').waitFor();
    for (const id of ids) expect((await storedBook(demo.server.orm, id))!.status, `book ${id}`).to.equal(target);
    const label = target === 'archived' ? 'Archived' : 'Published';
    await bookRow(bob, ids[2]).locator('td', { hasText: label }).waitFor({ timeout: 5_000 });
    expect(Date.now() - started, 'the second window followed').to.be.below(3_000);
    await Promise.all([bulkAnswered(alice), undo(alice).click()]);
    // A row that held the status already was not changed: nothing of it to undo.
    const changed = before.filter((status) => status !== target).length;
    await notices(alice).getByText(`${changed} rows restored`).waitFor();
    expect(await Promise.all(ids.map(async (id) => (await storedBook(demo.server.orm, id))!.status))).to.deep.equal(before);
  });

  it('refuses the one row another window changed after it was shown, and sets the other two', async () => {
    const alice = await open();
    await select(alice, [5, 6, 7]);
    // Saved elsewhere after Alice's page showed it: her version of row 6 is behind.
    const em = demo.server.orm.em.fork();
    const book = (await em.findOne(Book, { id: 6 }))!;
    book.pages = (book.pages ?? 0) + 1;
    await em.flush();
    await editSelected(alice).click();
    await tick(alice, 'featured').check();
    await modal(alice).locator('#ux-datatables-field-featured').check();
    await Promise.all([bulkAnswered(alice), modal(alice).locator('[data-ux-datatables-submit]').click()]);
    await notices(alice).getByText('Edit selected: 2 rows done; 1 refused (changed meanwhile)').waitFor();
    expect((await storedBook(demo.server.orm, 5))!.featured).to.equal(true);
    expect((await storedBook(demo.server.orm, 7))!.featured).to.equal(true);
  });

  it('sets every row matching a search, found by the server', async () => {
    const page = await open();
    await page.locator('.dt-search input').fill('Archived');
    await page.waitForFunction(() => document.querySelector('.dt-info')?.textContent?.includes('filtered'));
    await page.locator('#books thead input[data-ux-datatables-select-page]').click();
    await page.locator('[data-ux-datatables-selection="matching"]').click();
    const count = Number((await page.locator('.ux-datatables-bulk > span').textContent())!.replace(/[^0-9]/g, ''));
    expect(count).to.be.greaterThan(10);
    await editSelected(page).click();
    await modal(page).getByText(`Edit selected (${count} rows)`).waitFor();
    await tick(page, 'featured').check();
    await modal(page).locator('#ux-datatables-field-featured').check();
    await Promise.all([bulkAnswered(page), modal(page).locator('[data-ux-datatables-submit]').click()]);
    await notices(page).getByText(`Edit selected: ${count} rows done`).waitFor();
    const archived = await demo.server.orm.em.fork().find(Book, { status: 'archived' });
    expect(archived.every((each) => each.featured)).to.equal(true);
  });

  for (const [locale, name] of [['de-DE', 'Auswahl bearbeiten'], ['ar', 'تعديل المحدد']] as const) {
    it(`opens the form at 390 px in ${locale}, readable and axe-clean`, async () => {
      const page = await open({ locale, width: 390 });
      await select(page, [8, 9]);
      await editSelected(page).click();
      await modal(page).locator('input[name="_change"]').first().waitFor();
      expect(await editSelected(page).textContent()).to.contain(name);
      await tick(page, 'author').check();
      await screenshot(page, `bulk-edit-390-${locale}`);
      expect(await axeViolations(page, '[data-ux-datatables-modal]')).to.deep.equal([]);
      const overflow = await modal(page).evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow, 'nothing wider than the phone').to.be.at.most(1);
    });
  }

  it('opens the form at 1280 px in English, axe-clean', async () => {
    const page = await open();
    await select(page, [10]);
    await editSelected(page).click();
    await tick(page, 'status').check();
    await screenshot(page, 'bulk-edit-1280-en');
    expect(await axeViolations(page, '[data-ux-datatables-modal]')).to.deep.equal([]);
  });
});

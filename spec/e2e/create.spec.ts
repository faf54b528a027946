import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { demoAndChromium } from './support/demo-and-chromium.js';
import { storedBook } from './support/demo-server.js';
import { axeViolations, bookRow, modal, notices, openLiveTablePage, pickRelated, recordTableEvents, screenshot, tableEvents } from './support/page-tools.js';
import { sidewaysOverflow, unreachableReason } from './support/reachable.js';

const PAGES = ['/dialog', '/bootstrap'];
const SIZES = [1280, 390];
const LANGUAGES = [
  { locale: 'en-US', label: 'New', title: 'New book', save: 'Save', notice: (id: number) => `Created: row ${id} — not on this page` },
  { locale: 'de-DE', label: 'Neu', title: 'Neues Buch', save: 'Speichern', notice: (id: number) => `Erstellt: Zeile ${id} – nicht auf dieser Seite` },
  { locale: 'ar', label: 'جديد', title: 'كتاب جديد', save: 'حفظ', notice: (id: number) => `تم الإنشاء: الصف ${id} — ليس في هذه الصفحة` },
];

const newButton = (page: Page) => page.locator('.ux-datatables-toolbar [data-ux-datatables-action="CREATE"]');
const highlighted = (page: Page, id: number) => page.locator(`#books tr.ux-datatables-changed [data-ux-datatables-id="${id}"]`).first();
const focusIsOnNew = (page: Page) => page.waitForFunction(() => document.activeElement?.matches('.ux-datatables-toolbar [data-ux-datatables-action="CREATE"]'));

/** The id of the book the page just created, from its `datatable:created` event. */
async function createdId(page: Page): Promise<number> {
  await page.waitForFunction(() => (window as unknown as { tableEvents: { type: string }[] }).tableEvents.some((e) => e.type === 'created'), null, { timeout: 10_000 });
  return (await tableEvents(page)).find((e) => e.type === 'created')!.detail.id as number;
}

/** Orders the table by ID, newest first, so that a created book is on the first page. */
async function newestFirst(page: Page): Promise<void> {
  await page.locator('#books thead th', { hasText: /^ID$/ }).click();
  await page.waitForFunction(() => document.querySelector('#books tbody [data-ux-datatables-id]')?.getAttribute('data-ux-datatables-id') !== '1');
}

/**
 * Create (issue 18) against the demo's router, database and Mercure hub, on the `<dialog>` page and
 * the Bootstrap page: the New button beside the search opens the same modal as Edit; what one window
 * creates is highlighted there and, within a second, in another window.
 */
describe('create in Chromium: New beside the search, the same modal, the new row shown in both windows', function () {
  this.timeout(120_000);
  const demo = demoAndChromium();
  let contexts: BrowserContext[];
  let pageErrors: string[];
  beforeEach(() => {
    contexts = [];
    pageErrors = [];
  });
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    expect(pageErrors, 'uncaught errors in the page').to.deep.equal([]);
  });

  /** A window of its own (own cookies) on a demo page, subscribed to the table's topics, recording its events. */
  async function open(path: string, { locale = 'en-US', width = 1280 } = {}): Promise<Page> {
    const context = await demo.browser.newContext({ locale, viewport: { width, height: width < 768 ? 844 : 800 } });
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await openLiveTablePage(page, demo.server.url(path));
    await recordTableEvents(page);
    return page;
  }

  for (const path of PAGES) {
    it(`${path}: New -> fill -> invalid -> fix -> Save: the row is highlighted here and, within a second, in another window`, async () => {
      const [alice, bob] = await Promise.all([open(path), open(path)]);
      await Promise.all([newestFirst(alice), newestFirst(bob)]);
      await newButton(alice).click();
      await alice.waitForFunction(() => document.activeElement?.getAttribute('name') === 'title');
      await modal(alice).locator('[name="title"]').fill('created in Chromium');
      await modal(alice).locator('[name="pages"]').fill('321');
      // The author is required and its picker starts empty: the browser stops the save there first.
      await modal(alice).locator('[data-ux-datatables-submit]').click();
      expect(await modal(alice).locator('#ux-datatables-field-author').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).to.equal(true);
      expect(await alice.evaluate(() => document.activeElement?.id)).to.equal('ux-datatables-field-author');
      expect(await pickRelated(alice, 'author', 'Tolkien', 'J. R. R. Tolkien')).to.equal('6');
      for (const tag of ['Fantasy', 'Epic', 'Classic']) await pickRelated(alice, 'tags', tag);
      await modal(alice).locator('[data-ux-datatables-submit]').click();
      await modal(alice).getByText('A title does not start with a small letter').waitFor();
      expect(await modal(alice).locator('[name="pages"]').inputValue()).to.equal('321');
      // The refused form comes back with the author and the tags chosen, by their labels.
      expect(await modal(alice).locator('#ux-datatables-field-author').inputValue()).to.equal('J. R. R. Tolkien');
      expect(await modal(alice).locator('.uxdt-chip').allTextContents()).to.have.members(['Fantasy×', 'Epic×', 'Classic×']);
      await modal(alice).locator('[name="title"]').fill('Created in Chromium');
      await modal(alice).locator('[data-ux-datatables-submit]').click();
      const id = await createdId(alice);
      await highlighted(bob, id).waitFor({ state: 'attached', timeout: 1000 });
      expect(await bob.locator('.ux-datatables-live').textContent()).to.contain(`Row ${id} was created`);
      await highlighted(alice, id).waitFor({ state: 'attached' });
      expect(await bookRow(alice, id).textContent()).to.contain('Created in Chromium');
      await notices(alice).getByText('Row created', { exact: true }).waitFor();
      await focusIsOnNew(alice);
      await screenshot(alice, `create/${path.slice(1)}-created-highlighted`);
      expect(await bookRow(alice, id).textContent()).to.contain('J. R. R. Tolkien').and.contain('Classic, Epic, Fantasy');
      const stored = await storedBook(demo.server.orm, id);
      expect([stored?.title, stored?.pages, stored?.author.id, stored?.status]).to.deep.equal(['Created in Chromium', 321, 6, 'draft']);
      expect(stored?.tags.getItems().map((tag) => tag.name).sort()).to.deep.equal(['Classic', 'Epic', 'Fantasy']);
      const aliceEvents = (await tableEvents(alice)).map((e) => e.type);
      expect(aliceEvents).to.include.ordered.members(['modal-opened', 'invalid', 'modal-closed', 'created']);
    });

    it(`${path}: creates with the keyboard only (Tab to New, Enter, type, Tab to the author, type, ArrowDown, Enter, Enter), and focus comes back to New`, async () => {
      const page = await open(path);
      for (let presses = 0; presses < 40 && !(await newButton(page).evaluate((button) => button === document.activeElement)); presses++) {
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'title');
      await page.keyboard.type('Typed, never clicked');
      await page.keyboard.press('Tab');
      await page.waitForFunction(() => document.activeElement?.id === 'ux-datatables-field-author');
      await page.keyboard.type('Morrison');
      await modal(page).locator('#ux-datatables-field-author-listbox [role=option]', { hasText: 'Toni Morrison' }).waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await modal(page).locator('input[type=hidden][name="author"][value="5"]').waitFor({ state: 'attached' });
      await page.keyboard.press('Enter');
      const id = await createdId(page);
      await modal(page).waitFor({ state: 'detached' });
      await focusIsOnNew(page);
      const stored = await storedBook(demo.server.orm, id);
      expect([stored?.title, stored?.author.id]).to.deep.equal(['Typed, never clicked', 5]);
    });

    for (const width of SIZES) {
      for (const language of LANGUAGES) {
        it(`${path} at ${width} px in ${language.locale}: New is reachable and labelled, the modal too, and a row put on another page says so`, async () => {
          const page = await open(path, { locale: language.locale, width });
          const shot = `create/${path.slice(1)}-${width}-${language.locale}`;
          await screenshot(page, `${shot}-toolbar`);
          expect(await sidewaysOverflow(page), 'nothing scrolls sideways').to.deep.equal({ page: 0, table: 0 });
          expect(await unreachableReason(newButton(page)), 'New').to.equal(null);
          expect((await newButton(page).textContent())?.trim()).to.equal(language.label);
          await newButton(page).click();
          await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'title');
          await screenshot(page, `${shot}-modal`);
          expect(await modal(page).textContent()).to.contain(language.title);
          const save = modal(page).locator('[data-ux-datatables-submit]');
          expect((await save.textContent())?.trim()).to.equal(language.save);
          expect(await unreachableReason(save), 'Save').to.equal(null);
          await modal(page).locator('[name="title"]').fill(`At ${width} px in ${language.locale}`);
          await pickRelated(page, 'author', 'Calvino', 'Italo Calvino');
          await pickRelated(page, 'tags', 'Classic');
          await screenshot(page, `${shot}-author-chosen`);
          expect(await axeViolations(page, '[data-ux-datatables-modal]'), 'axe, the form with its pickers filled').to.deep.equal([]);
          await save.click();
          // The table is ordered by ID ascending: the new book is on its last page.
          const id = await createdId(page);
          await notices(page).getByText(language.notice(id)).waitFor();
          expect(await bookRow(page, id).count()).to.equal(0);
          await focusIsOnNew(page);
        });
      }
    }
  }
});

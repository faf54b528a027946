import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { demoAndChromium } from './support/demo-and-chromium.js';
import { storedBook } from './support/demo-server.js';
import { actionButton, bookRow, confirmation, modal, notices, openEditModal, openTablePage, screenshot } from './support/page-tools.js';

describe('a German page (Accept-Language: de-DE) in Chromium', function () {
  this.timeout(60_000);
  const demo = demoAndChromium();
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];
  beforeEach(async () => {
    // The browser's language is German: every request says so, the page's and the ajax calls.
    context = await demo.browser.newContext({ locale: 'de-DE' });
    page = await context.newPage();
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await openTablePage(page, demo.server.url('/dialog'));
  });
  afterEach(async () => {
    await context.close();
    expect(pageErrors, 'uncaught errors in the page').to.deep.equal([]);
  });

  it('shows DataTables.net\'s interface, the headers and the action buttons in German', async () => {
    expect(await page.evaluate(() => document.documentElement.lang)).to.equal('de');
    expect((await page.locator('.dt-search label').textContent())?.trim()).to.equal('Suche:');
    expect(await page.locator('.dt-info').textContent()).to.match(/^1 bis 10 von \d+ Einträgen$/);
    expect(await page.locator('#books thead th').allTextContents()).to.include.members(['Titel', 'Autor', 'Erschienen am', 'Aktionen']);
    expect((await actionButton(page, 'EDIT', 1).textContent())?.trim()).to.equal('Bearbeiten');
    expect((await actionButton(page, 'DELETE', 1).textContent())?.trim()).to.equal('Löschen');
    expect((await bookRow(page, 1).locator('[data-ux-datatables-action="DETAIL"]').textContent())?.trim()).to.equal('Details');
    expect(await bookRow(page, 2).locator('td').allTextContents()).to.include('Veröffentlicht');
  });

  it('opens the modal in German and shows the server\'s validation errors in German', async () => {
    await openEditModal(page, 2);
    expect(await modal(page).locator('#ux-datatables-edit-title').textContent()).to.equal('Buch bearbeiten');
    expect((await modal(page).locator('[data-ux-datatables-submit]').textContent())?.trim()).to.equal('Speichern');
    expect(await modal(page).locator('[data-ux-datatables-cancel]').allTextContents()).to.include('Abbrechen');
    expect(await modal(page).locator('[data-ux-datatables-cancel][aria-label]').getAttribute('aria-label')).to.equal('Schließen');
    // The label's required mark (*) is hidden from screen readers: the field's name stays the label's word.
    expect(await modal(page).getByRole('textbox', { name: 'Titel', exact: true }).count()).to.equal(1);
    expect(await modal(page).locator('label[for="ux-datatables-field-title"]').textContent()).to.equal('Titel *');
    // The browser's own check of `required` would stop an empty title before the server sees it.
    await modal(page).locator('[name="title"]').evaluate((input) => input.removeAttribute('required'));
    await modal(page).locator('[name="title"]').fill('');
    await modal(page).locator('[data-ux-datatables-submit]').click();
    await modal(page).getByText('Titel ist ein Pflichtfeld').waitFor();
    // The table's own rule, in German too.
    await modal(page).locator('[name="title"]').fill('kleiner Anfang');
    await modal(page).locator('[data-ux-datatables-submit]').click();
    await modal(page).getByText('Ein Titel beginnt nicht mit einem Kleinbuchstaben').waitFor();
    await screenshot(page, 'de-edit-invalid');
  });

  it('asks the delete confirmation in German, naming the row, and says it was deleted', async () => {
    const title = (await storedBook(demo.server.orm, 1))?.title;
    await actionButton(page, 'DELETE', 1).click();
    await confirmation(page).waitFor();
    expect(await confirmation(page).locator('[id^="ux-datatables-confirm-"]').textContent()).to.equal(`„${title}“ löschen?`);
    expect(await confirmation(page).locator('button').allTextContents()).to.deep.equal(['Abbrechen', 'Löschen']);
    await confirmation(page).locator('[data-ux-datatables-submit]').click();
    await bookRow(page, 1).waitFor({ state: 'detached' });
    // The demo's Delete is undoable: the notice names the row and offers Undo, in German.
    await notices(page).getByText(`„${title}“ gelöscht`).waitFor();
    expect(await notices(page).locator('[data-ux-datatables-undo]').textContent()).to.equal('Rückgängig');
    await notices(page).locator('.ux-datatables-alert-dismiss').click();
    const deadline = Date.now() + 5_000;
    while ((await storedBook(demo.server.orm, 1)) !== null && Date.now() < deadline) await page.waitForTimeout(50);
    expect(await storedBook(demo.server.orm, 1)).to.equal(null);
  });
});

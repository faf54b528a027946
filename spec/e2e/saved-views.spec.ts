import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { demoAndChromium, demoWindows } from './support/demo-and-chromium.js';
import { axeViolations, screenshot } from './support/page-tools.js';
import { reloaded } from './support/table-reads.js';

const PATH = '/totals';
const menu = (page: Page) => page.locator('#books_wrapper .ux-datatables-views');
const status = (page: Page) => menu(page).locator('p');

/** Waits for the menu's status line to say exactly `text` (a save, the clipboard, are asynchronous). */
async function said(page: Page, text: string): Promise<void> {
  await page.waitForFunction(([selector, expected]) => document.querySelector(selector)?.textContent === expected, ['#books_wrapper .ux-datatables-views p', text] as const, { timeout: 5000 })
    .catch(async () => expect(await status(page).textContent()).to.equal(text));
}

/** Opens the "Views" menu (fetched with the table: waits for its button). */
async function openViews(page: Page, label = 'Views'): Promise<void> {
  const button = menu(page).getByRole('button', { name: label, exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
}

/**
 * Issue 33's saved views on the demo's /totals page (kept in the browser): save the view shown (a search, a
 * filter, the page length, a grouping), change everything, switch back, set it as the default (a new tab opens
 * with it), copy its link and open it in a new context; a view naming a column the table lost shows without it
 * and says so; the menu by keyboard alone, German at 390 px, axe.
 */
describe('saved views on the demo, in Chromium', function () {
  this.timeout(90_000);
  const demo = demoAndChromium();
  const open = demoWindows(demo);
  const search = (page: Page) => page.locator('#books_wrapper input[type=search]');
  const draft = (page: Page) => page.locator('#books_wrapper .ux-datatables-filters').getByLabel('Draft', { exact: true });
  /**
   * Shows or hides a column through the column menu. The list's behaviour is a chunk fetched on the first click,
   * and its boxes show the table's state only once it opened: `setChecked` on the closed list found Author's box
   * unchecked and returned without a click, so the view was saved with Author shown (two CI runs of session 22).
   */
  const columns = async (page: Page, label: string, shown: boolean) => {
    const list = page.locator('#books_wrapper .ux-datatables-column-menu-list');
    await page.locator('#books_wrapper .ux-datatables-column-menu > button').click();
    await list.waitFor();
    await list.getByLabel(label, { exact: true }).setChecked(shown);
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
  };

  it('saves the view shown, switches back to it after everything changed, opens with it by default and from its link', async () => {
    const page = await open({ path: PATH });
    // Every chunk arrives late, as on a loaded machine: the column menu's boxes are read only once it opened.
    await page.route(/ux-datatables-chunk-/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      await route.continue();
    });
    await menu(page).getByRole('button', { name: 'Views' }).waitFor();
    await reloaded(page, () => search(page).fill('harbor'));
    await reloaded(page, () => page.locator('select[name=group]').selectOption('status'));
    await reloaded(page, () => page.locator('#books_wrapper .dt-length select').selectOption('25'));
    await page.locator('#books_wrapper .ux-datatables-filters summary').click();
    await reloaded(page, () => draft(page).check());
    await columns(page, 'Author', false);
    await openViews(page);
    expect(await menu(page).getByText('No saved views yet.').count()).to.equal(1);
    await menu(page).getByLabel('Name').fill('  Harbor books  ');
    await menu(page).getByRole('button', { name: 'Save view' }).click();
    await said(page, 'View “Harbor books” saved.');
    expect(await menu(page).locator('ul button').allTextContents()).to.deep.equal(['Harbor books']);

    // Everything changed: no search, no grouping, 10 rows, no filter, every column.
    await reloaded(page, () => draft(page).uncheck());
    await columns(page, 'Author', true);
    await reloaded(page, () => search(page).fill(''));
    await reloaded(page, () => page.locator('select[name=group]').selectOption(''));
    await reloaded(page, () => page.locator('#books_wrapper .dt-length select').selectOption('10'));
    await openViews(page);
    const asked = await reloaded(page, () => menu(page).getByRole('button', { name: 'Harbor books' }).click());
    expect(asked.searchParams.get('search[value]')).to.equal('harbor');
    expect(asked.searchParams.get('group')).to.equal('status');
    expect(asked.searchParams.get('length')).to.equal('25');
    expect(asked.searchParams.get('filters[status][in][0]')).to.equal('draft');
    expect(await draft(page).isChecked()).to.equal(true);
    // The columns are shown or hidden with the draw's adjustment: waited for, not read at once.
    await page.waitForFunction(() => ![...document.querySelectorAll('#books thead th')].some((th) => th.textContent === 'Author'), undefined, { timeout: 5000 })
      .catch(async () => expect(await page.locator('#books thead th').allTextContents()).to.not.include('Author'));
    expect(await page.locator('#books tbody tr.uxdt-group').count()).to.be.greaterThan(0);
    expect(await search(page).inputValue()).to.equal('harbor');
    expect(await page.locator('select[name=group]').inputValue()).to.equal('status');
    expect(await menu(page).getByRole('button', { name: 'Harbor books' }).getAttribute('aria-pressed')).to.equal('true');
    expect(new URL(page.url()).searchParams.get('q')).to.equal('harbor');

    await menu(page).getByRole('button', { name: 'Open by default' }).click();
    await said(page, '“Harbor books” now opens by default.');
    expect(await menu(page).locator('ul button').allTextContents()).to.deep.equal(['Harbor books (default)']);
    expect(await axeViolations(page, '#books_wrapper')).to.deep.equal([]);
    await screenshot(page, 'saved-views/menu-en-1280');

    // A new tab of the same browser (no state of its own) opens with the default view.
    const tab = await page.context().newPage();
    const first = tab.waitForRequest((request) => request.url().includes('/datatables/ajax/data?'));
    await tab.goto(demo.server.url(PATH));
    const opened = new URL((await first).url());
    expect(opened.searchParams.get('search[value]')).to.equal('harbor');
    expect(opened.searchParams.get('length')).to.equal('25');
    expect(opened.searchParams.get('group')).to.equal('status');

    // The link, opened in another browser context (no storage shared), shows the same view; the grouping is not in a link.
    await openViews(page);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await menu(page).getByRole('button', { name: 'Copy link' }).click();
    await said(page, 'Link copied.');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).pathname).to.equal(PATH);
    const context = await demo.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const elsewhere = await context.newPage();
      const shown = elsewhere.waitForRequest((request) => request.url().includes('/datatables/ajax/data?'));
      await elsewhere.goto(link);
      const asked = new URL((await shown).url());
      expect(asked.searchParams.get('search[value]')).to.equal('harbor');
      expect(asked.searchParams.get('length')).to.equal('25');
    } finally {
      await context.close();
    }

    // Renamed, then deleted: the default goes with it, a new tab opens as declared.
    await menu(page).getByLabel('Name').fill('Harbour books');
    await menu(page).getByRole('button', { name: 'Rename' }).click();
    await said(page, 'View renamed to “Harbour books”.');
    await menu(page).getByRole('button', { name: 'Delete' }).click();
    await said(page, 'View “Harbour books” deleted.');
    const plain = await page.context().newPage();
    const declared = plain.waitForRequest((request) => request.url().includes('/datatables/ajax/data?'));
    await plain.goto(demo.server.url(PATH));
    expect(new URL((await declared).url()).searchParams.get('search[value]')).to.equal('');
  });

  it('keeps a signed-in user\'s views on the server: another browser of theirs lists them and opens with their default', async () => {
    const signedIn = async () => {
      const context = await demo.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const base = new URL(demo.server.url('/'));
      const answer = await context.request.post(demo.server.url('/sign-in'), { headers: { Origin: base.origin }, maxRedirects: 0 });
      expect(answer.status()).to.equal(303);
      return context;
    };
    const first = await signedIn();
    const second = await signedIn();
    try {
      const page = await first.newPage();
      await page.goto(demo.server.url(PATH));
      await menu(page).getByRole('button', { name: 'Views' }).waitFor();
      await reloaded(page, () => search(page).fill('glass'));
      await openViews(page);
      const saved = page.waitForResponse((response) => response.url().includes('/datatables/ajax/views') && response.request().method() === 'POST');
      await menu(page).getByLabel('Name').fill('Glass on the server');
      await menu(page).getByRole('button', { name: 'Save view' }).click();
      expect((await saved).status()).to.equal(201);
      await said(page, 'View “Glass on the server” saved.');
      await menu(page).getByRole('button', { name: 'Open by default' }).click();
      await said(page, '“Glass on the server” now opens by default.');
      // Nothing of it in this browser's storage but the default's copy the first load reads.
      expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith(':views')))).to.deep.equal([]);

      // Another browser of the same user: the menu lists the view, and the table shows the default as soon as the server names it.
      const other = await second.newPage();
      const shown = other.waitForRequest((request) => new URL(request.url()).searchParams.get('search[value]') === 'glass');
      await other.goto(demo.server.url(PATH));
      await shown;
      await openViews(other);
      expect(await menu(other).locator('ul button').allTextContents()).to.deep.equal(['Glass on the server (default)']);
      await menu(other).getByRole('button', { name: 'Delete' }).click();
      await said(other, 'View “Glass on the server” deleted.');
      await menu(other).getByLabel('Name').fill('   ');
      await menu(other).getByRole('button', { name: 'Save view' }).click();
      await said(other, 'Give the view a name of 1 to 80 characters.');
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('shows a view naming a column the table lost without it, and says so', async () => {
    const page = await open({ path: PATH });
    await menu(page).getByRole('button', { name: 'Views' }).waitFor();
    await page.evaluate(() => {
      const views = [{ id: 'old', name: 'Old', query: 'q=dune&order=-gone&f.gone=x&cols=title,gone', default: true }];
      localStorage.setItem('ux-datatables:books-totals:views', JSON.stringify(views));
      localStorage.setItem('ux-datatables:books-totals:default-view', views[0].query);
    });
    const tab = await page.context().newPage();
    const first = tab.waitForRequest((request) => request.url().includes('/datatables/ajax/data?'));
    await tab.goto(demo.server.url(PATH));
    expect(new URL((await first).url()).searchParams.get('search[value]')).to.equal('dune');
    await said(tab, 'This view named columns the table no longer has: gone.');
    expect(await tab.locator('#books thead th').allTextContents()).to.include('Title');
  });

  it('works from the keyboard alone, in German on a phone', async () => {
    const page = await open({ path: PATH, locale: 'de-DE', width: 390 });
    const button = menu(page).getByRole('button', { name: 'Ansichten' });
    await button.waitFor();
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).to.equal('true');
    // No view yet: the focus is in the name field.
    await page.keyboard.type('Meine Ansicht');
    await page.keyboard.press('Enter');
    await said(page, 'Ansicht „Meine Ansicht“ gespeichert.');
    const box = await menu(page).locator('div').first().boundingBox();
    expect(box!.x).to.be.at.least(0);
    expect(box!.x + box!.width).to.be.at.most(390);
    expect(await axeViolations(page, '#books_wrapper')).to.deep.equal([]);
    await screenshot(page, 'saved-views/menu-de-390');
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).to.equal('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal('Ansichten');
  });

  it('keeps its list within a right-to-left phone\'s screen (it went past the left edge in Arabic at 390 px)', async () => {
    const page = await open({ path: PATH, locale: 'ar', width: 390 });
    const button = menu(page).getByRole('button', { name: 'طرق العرض' });
    await button.click();
    const box = (await menu(page).locator('div').first().boundingBox())!;
    expect(box.x).to.be.at.least(0);
    expect(box.x + box.width).to.be.at.most(390);
    expect(await axeViolations(page, '#books_wrapper')).to.deep.equal([]);
    await screenshot(page, 'saved-views/menu-ar-390');
  });
});

import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { demoAndChromium, demoWindows } from './support/demo-and-chromium.js';
import { storedBook } from './support/demo-server.js';
import { axeViolations, bookRow, confirmation, modal, notices, screenshot } from './support/page-tools.js';

const publishButtons = (page: Page): Locator => page.locator('#books [data-ux-datatables-action="ACTION"][data-ux-datatables-action-name="publish"]');
/** The demo page with Duplicate (Action.replicate()): the own modal template's. */
const DUPLICATE_PATH = '/own-template';
const ran = (page: Page) => page.waitForResponse((response) => response.url().endsWith('/datatables/ajax/action'));
/** The id of the first row showing Publish (a draft). */
const firstDraft = async (page: Page): Promise<number> => Number(await publishButtons(page).first().getAttribute('data-ux-datatables-id'));

/**
 * The application's own actions (issue 30, part 3) on the demo's /dialog page: Publish on drafts, asked
 * through the adapter's dialog, run by keyboard, the row drawn again without it, focus kept in the row, a
 * second window following; Duplicate (Action.replicate(), on /own-template) opening New's form filled from the row; 1280 and
 * 390 px, English, German and Arabic, axe-clean.
 */
describe('the application\'s own actions, in Chromium, on the demo\'s /dialog page', function () {
  this.timeout(90_000);
  const demo = demoAndChromium();
  const open = demoWindows(demo);

  it('publishes a draft by keyboard after the dialog\'s question: the row drawn again without Publish, focus kept in the row, the notice said', async () => {
    const page = await open();
    const id = await firstDraft(page);
    const version = (await storedBook(demo.server.orm, id))!.version;
    await publishButtons(page).first().focus();
    await page.keyboard.press('Enter');
    await confirmation(page).waitFor();
    expect(await axeViolations(page), 'axe, the question open').to.deep.equal([]);
    const answered = ran(page);
    await confirmation(page).locator('[data-ux-datatables-submit]').focus();
    await page.keyboard.press('Enter');
    expect((await answered).status()).to.equal(200);
    await bookRow(page, id).locator('[data-ux-datatables-action="ACTION"]').waitFor({ state: 'detached' });
    const stored = (await storedBook(demo.server.orm, id))!;
    expect([stored.status, stored.version]).to.deep.equal(['published', version + 1]);
    expect(await bookRow(page, id).textContent()).to.contain('Published');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-ux-datatables-id')), 'focus on another action of the row').to.equal(String(id));
    await notices(page).filter({ hasText: 'Changes saved' }).waitFor();
  });

  it('asks nothing more when declined: nothing is sent', async () => {
    const page = await open();
    const id = await firstDraft(page);
    let sent = false;
    page.on('request', (request) => void (sent ||= request.url().endsWith('/datatables/ajax/action')));
    await publishButtons(page).first().click();
    await confirmation(page).waitFor();
    await page.keyboard.press('Escape');
    await confirmation(page).waitFor({ state: 'detached' });
    expect(sent).to.equal(false);
    expect((await storedBook(demo.server.orm, id))!.status).to.equal('draft');
  });

  it('refuses a row changed since it was shown: the row drawn as it is now, the alert says so, nothing run', async () => {
    const page = await open();
    const id = await firstDraft(page);
    const schema = demo.server.orm.config.get('schema');
    await demo.server.orm.em.getConnection().execute(`update "${schema}".book set version = version + 1 where id = ${id}`);
    await publishButtons(page).first().click();
    await confirmation(page).waitFor();
    const answered = ran(page);
    await confirmation(page).locator('[data-ux-datatables-submit]').click();
    expect((await answered).status()).to.equal(409);
    await page.locator('#books_wrapper').locator('..').locator('[role=alert]').first().waitFor();
    expect((await storedBook(demo.server.orm, id))!.status).to.equal('draft');
  });

  it('shows a row published in one window in a second window', async () => {
    const [first, second] = [await open(), await open()];
    const id = await firstDraft(first);
    await publishButtons(first).first().click();
    await confirmation(first).waitFor();
    await Promise.all([ran(first), confirmation(first).locator('[data-ux-datatables-submit]').click()]);
    await bookRow(second, id).locator('[data-ux-datatables-action="ACTION"]').waitFor({ state: 'detached' });
  });

  it('duplicates a book on /own-template: the create form filled from its row, less its key, saved as a new book', async () => {
    const page = await open({ path: DUPLICATE_PATH });
    const button = page.locator('#books [data-ux-datatables-action="REPLICATE"]').first();
    const id = Number(await button.getAttribute('data-ux-datatables-id'));
    const source = (await storedBook(demo.server.orm, id))!;
    await button.focus();
    await page.keyboard.press('Enter');
    const title = modal(page).locator('#ux-datatables-edit-form [name="title"]');
    await title.waitFor();
    expect(await title.inputValue()).to.equal(source.title);
    expect(await modal(page).locator('[name="_id"], [name="id"]').count(), 'no key in a new row\'s form').to.equal(0);
    expect(await axeViolations(page), 'axe, the filled form open').to.deep.equal([]);
    await title.fill(`${source.title} (copy)`);
    const created = page.waitForResponse((response) => response.url().endsWith('/datatables/ajax/create-form'));
    await modal(page).locator('[data-ux-datatables-submit]').click();
    expect((await created).status()).to.equal(201);
    // "Row created", or that it is on another page (the table is ordered by id).
    await notices(page).filter({ hasText: /created/i }).first().waitFor();
    expect((await storedBook(demo.server.orm, id))!.title, 'the row duplicated is left as it was').to.equal(source.title);
  });

  for (const width of [1280, 390]) {
    for (const locale of ['en-US', 'de-DE', 'ar']) {
      it(`draws Publish and its question, and Duplicate's form, at ${width} px in ${locale}, axe-clean`, async () => {
        const page = await open({ locale, width });
        const button = publishButtons(page).first();
        // At 390 px Responsive folds the action column into the row's details: opened first.
        if (!(await button.isVisible())) await page.locator('#books tbody tr td.dtr-control').first().click();
        await button.waitFor({ state: 'visible' });
        if (locale === 'de-DE') expect(await button.textContent()).to.contain('Veröffentlichen');
        await button.click();
        await confirmation(page).waitFor();
        await screenshot(page, `own-actions/${width}-${locale}`);
        expect(await axeViolations(page), 'axe, the question open').to.deep.equal([]);
        await page.keyboard.press('Escape');
        await confirmation(page).waitFor({ state: 'detached' });
        // Duplicate, on /own-template: New's card filled from the row.
        const cards = await open({ path: DUPLICATE_PATH, locale, width });
        const duplicate = cards.locator('#books [data-ux-datatables-action="REPLICATE"]').first();
        if (!(await duplicate.isVisible())) await cards.locator('#books tbody tr td.dtr-control').first().click();
        await duplicate.click();
        await modal(cards).locator('#ux-datatables-edit-form [name="title"]').waitFor();
        await screenshot(cards, `own-actions/${width}-${locale}-duplicate`);
        expect(await axeViolations(cards), 'axe, the filled create form open').to.deep.equal([]);
        await cards.keyboard.press('Escape');
      });
    }
  }
});

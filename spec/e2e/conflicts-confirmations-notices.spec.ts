import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Book } from '../../examples/entities/Book.js';
import { demoAndChromium } from './support/demo-and-chromium.js';
import { storedBook, type DemoServer } from './support/demo-server.js';
import { actionButton, bookRow, confirmation, modal, notices, openEditModal, openTablePage, screenshot } from './support/page-tools.js';

/** The pages of the two built-in adapters. */
const PAGES = [
  { adapter: 'dt', path: '/dialog' },
  { adapter: 'bs5', path: '/bootstrap' },
];

/** Someone else saves a book meanwhile: its version moves on. */
async function savedElsewhere(server: DemoServer, id: number, values: { title?: string; website?: string }): Promise<void> {
  const em = server.orm.em.fork();
  const book = await em.findOneOrFail(Book, { id });
  Object.assign(book, values);
  await em.flush();
}

/** A page in its own browser context (own cookies), with this language and width. */
async function openPage(browser: Browser, url: string, options: { locale?: string; width?: number } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: options.locale ?? 'en-US', viewport: { width: options.width ?? 1280, height: 800 } });
  const page = await context.newPage();
  await openTablePage(page, url);
  return { context, page };
}

/**
 * Issue 17's findings 4 to 7 as a new user met them in Chromium: an edit conflict threw the user's
 * input away, closing a changed form asked nothing, a delete asked with the browser's confirm() and
 * left focus on the page's body, and nothing said that a change went through.
 */
describe('conflicts, unsaved changes, confirmations and notices in Chromium', function () {
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

  async function open(path: string, options: { locale?: string; width?: number } = {}): Promise<Page> {
    const { context, page } = await openPage(demo.browser, demo.server.url(path), options);
    contexts.push(context);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return page;
  }

  for (const { adapter, path } of PAGES) {
    describe(`the ${adapter} page`, () => {
      it('an edit conflict threw away what the user typed: two sessions, the second keeps its input, takes one value of theirs and saves over theirs', async () => {
        const id = adapter === 'dt' ? 2 : 5;
        const [alice, bob] = [await open(path), await open(path)];
        await openEditModal(bob, id);
        await openEditModal(alice, id);
        await modal(alice).locator('[name="title"]').fill(`Alice's title (${adapter})`);
        await modal(alice).locator('[name="website"]').fill('https://example.org/alice');
        await modal(alice).locator('[data-ux-datatables-submit]').click();
        await modal(alice).waitFor({ state: 'detached' });

        await modal(bob).locator('[name="title"]').fill(`Bob's title (${adapter})`);
        await modal(bob).locator('[data-ux-datatables-submit]').click();
        await modal(bob).getByText('Someone else saved this row while you were editing it').waitFor();
        expect(await modal(bob).locator('[name="title"]').inputValue(), 'what Bob typed').to.equal(`Bob's title (${adapter})`);
        await modal(bob).locator('#ux-datatables-field-title-theirs').getByText(`Saved meanwhile: Alice's title (${adapter})`).waitFor();
        const website = modal(bob).locator('#ux-datatables-field-website-theirs');
        await website.getByText('Saved meanwhile: https://example.org/alice').waitFor();
        await website.getByRole('button', { name: 'Use this value' }).click();
        expect(await modal(bob).locator('[name="website"]').inputValue()).to.equal('https://example.org/alice');
        expect(await bob.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).to.equal('website');

        await modal(bob).locator('[data-ux-datatables-submit]').click();
        await modal(bob).waitFor({ state: 'detached' });
        expect(await storedBook(demo.server.orm, id)).to.include({ title: `Bob's title (${adapter})`, website: 'https://example.org/alice' });
        await notices(bob).getByText('Changes saved').waitFor();
      });

      it('Cancel, Esc and a click outside discarded changes without asking: each now asks, focus on Keep editing', async () => {
        const page = await open(path);
        await openEditModal(page, 6);
        await page.keyboard.type(' (typed)');
        for (const [step, close] of [
          ['Esc', () => page.keyboard.press('Escape')],
          ['a click outside', () => page.mouse.click(8, 790)],
          ['Cancel', () => modal(page).locator('[data-ux-datatables-cancel]').last().click()],
        ] as const) {
          await close();
          await confirmation(page).getByText('Discard your unsaved changes?').waitFor({ timeout: 5_000 }).catch(async (error) => {
            await screenshot(page, `failed-${adapter}-unsaved-${step}`);
            throw error;
          });
          await page.waitForFunction(() => document.activeElement?.textContent === 'Keep editing');
          if (step === 'Esc') await screenshot(page, `feedback-${adapter}-unsaved-changes`);
          await page.keyboard.press('Enter');
          await confirmation(page).waitFor({ state: 'detached' });
          expect(await modal(page).locator('[name="title"]').inputValue()).to.contain(' (typed)');
        }
        await page.keyboard.press('Escape');
        await confirmation(page).locator('[data-ux-datatables-submit]').click();
        await modal(page).waitFor({ state: 'detached' });
        // Nothing changed: no question.
        await openEditModal(page, 6);
        await page.keyboard.press('Escape');
        await modal(page).waitFor({ state: 'detached' });
        expect(await confirmation(page).count()).to.equal(0);
      });

      it('leaving the page with a changed form discarded it: the browser now asks (beforeunload)', async () => {
        const page = await open(path);
        await openEditModal(page, 6);
        await page.keyboard.type(' (typed)');
        const asked: string[] = [];
        page.on('dialog', (dialog) => {
          asked.push(dialog.type());
          // Stay the first time, leave the second.
          void (asked.length === 1 ? dialog.dismiss() : dialog.accept());
        });
        await page.close({ runBeforeUnload: true });
        await page.waitForTimeout(300);
        expect(asked).to.deep.equal(['beforeunload']);
        expect(await modal(page).locator('[name="title"]').inputValue()).to.contain(' (typed)');
        await page.close({ runBeforeUnload: true });
        await page.waitForEvent('close');
      });

      it('shows "Changes saved" as a status notice that disappears by itself', async () => {
        const page = await open(path);
        await openEditModal(page, 8);
        await modal(page).locator('[data-ux-datatables-submit]').click();
        const notice = notices(page).getByText('Changes saved');
        await notice.waitFor();
        expect(await page.locator('.ux-datatables-notices').getAttribute('role')).to.equal('status');
        await notice.waitFor({ state: 'detached', timeout: 8_000 });
      });
    });
  }

  describe('screenshots (test-output/e2e/feedback-*)', () => {
    for (const { adapter, path } of PAGES) {
      for (const locale of ['en-US', 'de-DE']) {
        for (const width of [1280, 390]) {
          const name = `feedback-${adapter}-${locale.slice(0, 2)}-${width}`;
          it(`${name}: the confirmation, the conflict form and a notice`, async () => {
            const page = await open(path, { locale, width });
            await actionButton(page, 'DELETE', 7).click();
            await confirmation(page).waitFor();
            await page.waitForFunction(() => document.activeElement?.matches('[role="alertdialog"] [data-ux-datatables-cancel]'));
            await screenshot(page, `${name}-confirmation`);
            await page.keyboard.press('Escape');
            await confirmation(page).waitFor({ state: 'detached' });

            await openEditModal(page, 9);
            await savedElsewhere(demo.server, 9, { title: `Their title, ${width} px`, website: 'https://example.org/someone-else' });
            await modal(page).locator('[name="title"]').fill(`My title, ${width} px`);
            await modal(page).locator('[data-ux-datatables-submit]').click();
            await modal(page).locator('#ux-datatables-field-title-theirs').waitFor();
            await screenshot(page, `${name}-conflict`);
            await modal(page).locator('[data-ux-datatables-submit]').click();
            await modal(page).waitFor({ state: 'detached' });
            await notices(page).first().waitFor();
            await bookRow(page, 9).getByText(`My title, ${width} px`).waitFor();
            await screenshot(page, `${name}-notice`);
          });
        }
      }
    }
  });
});

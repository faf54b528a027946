import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { demoAndChromium } from './support/demo-and-chromium.js';
import { bookRow, recordTableEvents, screenshot, tableEvents } from './support/page-tools.js';

describe('a private table after signing out in another tab, in Chromium (paging said "No data available in table")', function () {
  this.timeout(90_000);
  const demo = demoAndChromium();
  let context: BrowserContext;

  afterEach(async () => {
    await context?.close();
  });

  /** Signs in on /private in a new context of this language and returns the page, its table drawn. */
  async function signedIn(locale: string): Promise<Page> {
    context = await demo.browser.newContext({ locale, viewport: { width: 1600, height: 900 } });
    const page = await context.newPage();
    await page.goto(demo.server.url('/private'));
    await page.locator('form[action="/sign-in"] button').click();
    await page.waitForURL(demo.server.url('/private'));
    await page.locator('#books tbody [data-ux-datatables-action]').first().waitFor();
    await recordTableEvents(page);
    return page;
  }

  /** Signs out as a user does, in a second tab of the same browser. */
  async function signOutElsewhere(): Promise<void> {
    const other = await context.newPage();
    await other.goto(demo.server.url('/private'));
    await other.locator('form[action="/sign-out"] button').click();
    await other.locator('form[action="/sign-in"]').waitFor();
    await other.close();
  }

  for (const { locale, message } of [
    { locale: 'en-US', message: 'Your session has ended. Sign in again, then reload the page.' },
    { locale: 'de-DE', message: 'Ihre Sitzung ist beendet. Melden Sie sich erneut an und laden Sie dann die Seite neu.' },
  ]) {
    it(`keeps the rows, says the session ended and dispatches datatable:error (${locale})`, async () => {
      const page = await signedIn(locale);
      const info = await page.locator('.dt-info').textContent();
      await signOutElsewhere();

      await page.locator('.dt-paging-button.next').click();
      await page.locator('[data-ux-datatables-alert]', { hasText: message }).waitFor();
      await screenshot(page, `session-ended-${locale}`);
      expect(await bookRow(page, 1).count(), 'the first page is still shown').to.equal(1);
      expect(await page.locator('.dt-info').textContent()).to.equal(info);
      expect(await page.locator('#books tbody td[colspan]').count(), 'no "No data available" row').to.equal(0);
      const errors = (await tableEvents(page)).filter((event) => event.type === 'error');
      expect(errors.map((event) => event.detail)).to.deep.equal([{ action: 'DATA', status: 403, code: 'forbidden', message }]);
    });
  }
});

import { expect } from 'chai';
import type { BrowserContext, Route } from 'playwright-core';
import { demoAndChromium } from './support/demo-and-chromium.js';
import { bookRow, confirmation } from './support/page-tools.js';

// A live table reloads once when its stream first opens. A delete with Undo made while that reload is
// still on its way must keep its row hidden whichever answer comes last: the reload's answer, asked
// before the row was hidden, arrives after the delete's own reload here (it is held back on purpose).
describe('a delete with Undo while the first-open reload is on its way, in Chromium', function () {
  this.timeout(60_000);
  const demo = demoAndChromium();
  let context: BrowserContext;
  afterEach(async () => context?.close());

  it('keeps the row hidden when the older reload is answered last, and offers Undo', async () => {
    context = await demo.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const held: Route[] = [];
    let dataRequests = 0;
    await page.route('**/datatables/ajax/data?**', async (route) => {
      // The second data request is the reload the stream's first open makes: held until released below.
      if (++dataRequests === 2) held.push(route);
      else await route.continue();
    });
    // The stream opens only once the first rows are drawn: had it opened first (a slow first page, as on
    // PostgreSQL under load), its reload would have superseded the first request, and no row would show.
    let openStream = () => {};
    const streamMayOpen = new Promise<void>((resolve) => (openStream = resolve));
    await page.route('**/.well-known/mercure?**', async (route) => {
      await streamMayOpen;
      await route.continue();
    });
    await page.goto(demo.server.url('/dialog'));
    await page.locator('#books tbody [data-ux-datatables-action]').first().waitFor();
    openStream();
    const deadline = Date.now() + 5_000;
    while (held.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(held, 'the first-open reload was asked').to.have.length(1);

    const id = Number(await page.locator('#books [data-ux-datatables-action="DELETE"]').first().getAttribute('data-ux-datatables-id'));
    await page.locator(`#books [data-ux-datatables-action="DELETE"][data-ux-datatables-id="${id}"]`).click();
    await confirmation(page).locator('[data-ux-datatables-submit]').click();
    await page.locator('.ux-datatables-notice [data-ux-datatables-undo]').waitFor();
    expect(await bookRow(page, id).count(), 'hidden once the delete waits').to.equal(0);

    await held[0].continue();
    await page.waitForTimeout(500);
    expect(await bookRow(page, id).count(), 'still hidden after the older reload was answered').to.equal(0);
    expect(await page.locator('.ux-datatables-notice [data-ux-datatables-undo]').count()).to.equal(1);

    await page.locator('.ux-datatables-notice [data-ux-datatables-undo]').click();
    await bookRow(page, id).waitFor();
  });
});

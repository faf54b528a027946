import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { MercurePublisher } from '../../lib/realtime/MercurePublisher.js';
import { MercureSigner } from '../../lib/realtime/MercureSigner.js';
import { MERCURE_PROTOCOLS } from '../../lib/wire/mercure-protocol.js';
import type { PageView } from '../../lib/wire/page-view.js';
import { demoAndChromium } from './support/demo-and-chromium.js';
import { DEMO_MERCURE_SECRET } from './support/demo-server.js';
import { actionButton, bookRow, confirmation, modal, notices, openEditModal, openLiveTablePage, openTablePage, screenshot } from './support/page-tools.js';

/** Counts the `datatable:*` events of these types on the table, in `window.liveEvents`. */
async function countEvents(page: Page, types: string[]): Promise<void> {
  await page.evaluate((names) => {
    const counts: Record<string, number> = {};
    (window as unknown as { liveEvents: typeof counts }).liveEvents = counts;
    for (const name of names) {
      counts[name] = 0;
      document.querySelector('#books')!.addEventListener(`datatable:${name}`, () => void counts[name]++);
    }
  }, types);
}

function eventCounts(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => ({ ...(window as unknown as { liveEvents: Record<string, number> }).liveEvents }));
}

/**
 * Two people on the same table, each in their own browser context (own cookies, own tab), through
 * the demo's router and its development Mercure hub, in each generation of the protocol: what one
 * saves or deletes reaches the other without a manual reload.
 */
for (const protocol of MERCURE_PROTOCOLS) describe(`live tables: two browsers on one table, through the development Mercure hub (Mercure ${protocol})`, function () {
  this.timeout(60_000);
  const demo = demoAndChromium({ mercureProtocol: protocol });
  let contexts: BrowserContext[];
  let alice: Page;
  let bob: Page;
  beforeEach(async () => {
    contexts = await Promise.all([demo.browser.newContext(), demo.browser.newContext()]);
    [alice, bob] = await Promise.all(contexts.map((context) => context.newPage()));
    await Promise.all([alice, bob].map(async (page) => {
      await openLiveTablePage(page, demo.server.url('/dialog'));
      await countEvents(page, ['reloaded', 'remote-change']);
    }));
  });
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });

  /** A third browser, not yet on the table. */
  async function carol(): Promise<Page> {
    const context = await demo.browser.newContext();
    contexts.push(context);
    return context.newPage();
  }

  it("shows one browser's edit in the other without a reload, and the saving tab reloads once", async () => {
    await openEditModal(alice, 2);
    await modal(alice).locator('[name="title"]').fill('Changed by Alice');
    await modal(alice).locator('[data-ux-datatables-submit]').click();
    await bookRow(bob, 2).getByText('Changed by Alice').waitFor();
    await screenshot(bob, 'live-edit-seen-by-the-other-browser');
    const bobEvents = await eventCounts(bob);
    expect(bobEvents['remote-change']).to.equal(1);
    await bob.locator('#books tr.ux-datatables-changed').first().waitFor({ state: 'attached' });
    expect(await bob.locator('.ux-datatables-live').textContent()).to.match(/Row 2 was changed/);
    // Alice's own change comes back from the hub too; her tab skips it (one reload: her own).
    await alice.waitForTimeout(300);
    const aliceEvents = await eventCounts(alice);
    expect(aliceEvents['remote-change']).to.equal(0);
    expect(aliceEvents.reloaded).to.equal(1);
  });

  it('reloads a table whose changes never pause once every max_wait_ms (1 s), not only when they stop', async () => {
    const view = JSON.parse((await bob.locator('#books').getAttribute('data-datatable-view-value'))!) as PageView;
    const hubUrl = demo.server.url('/.well-known/mercure');
    const signer = new MercureSigner({ jwt_secret: DEMO_MERCURE_SECRET, jwt_key_file: null, jwt_algorithm: 'HS256', protocol, hub_url: hubUrl });
    const publisher = new MercurePublisher({ hubUrl, signer, protocol });
    // A change every ~20 ms for 3.5 s: never the 50 ms pause the debounce waits for.
    const started = Date.now();
    while (Date.now() - started < 3_500) {
      await publisher.publish({ topics: view.mercure!.topics, data: { type: 'edit', table: 'books', id: 2, origin: null } });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const during = await eventCounts(bob);
    expect(view.mercure!.maxWaitMs).to.equal(1000);
    expect(during['remote-change']).to.be.greaterThan(20);
    // Without the maximum, only a pause of 50 ms the load of the machine made could have reloaded it.
    expect(during.reloaded).to.be.at.least(2);
  });

  it(`subscribes with the parameters of Mercure ${protocol}`, async () => {
    const subscription = await carol().then(async (page) => {
      const request = page.waitForRequest((r) => r.url().includes('/.well-known/mercure?'));
      await openTablePage(page, demo.server.url('/dialog'));
      return new URL((await request).url());
    });
    expect([...new Set(subscription.searchParams.keys())]).to.deep.equal([protocol === '1.0' ? 'match' : 'topic']);
  });

  it('shows a change saved between the page loading its rows and its subscription opening (no longer missed)', async () => {
    const page = await carol();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const subscribing = new Promise<void>((resolve) => (asked = resolve));
    // The hub is slow to answer this page's subscription: Alice saves meanwhile.
    await page.route((url) => url.pathname === '/.well-known/mercure', async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await openTablePage(page, demo.server.url('/dialog'));
    await subscribing;
    await openEditModal(alice, 6);
    await modal(alice).locator('[name="title"]').fill('Saved before Carol listened');
    await modal(alice).locator('[data-ux-datatables-submit]').click();
    await bookRow(alice, 6).getByText('Saved before Carol listened').waitFor();
    expect(await bookRow(page, 6).getByText('Saved before Carol listened').count()).to.equal(0, 'Carol drew the row before the save');
    release();
    await bookRow(page, 6).getByText('Saved before Carol listened').waitFor();
  });

  it("removes a row deleted in one browser from the other's table", async () => {
    await actionButton(alice, 'DELETE', 4).click();
    await confirmation(alice).locator('[data-ux-datatables-submit]').click();
    await actionButton(alice, 'DELETE', 4).waitFor({ state: 'detached' });
    await actionButton(bob, 'EDIT', 4).waitFor({ state: 'detached' });
    // It vanished from under Bob's eyes: a notice (a status region) says why.
    await notices(bob).getByText('Row 4 was deleted').waitFor();
  });

  it('tells the other browser, inside its open edit modal, that the row was changed before it saves', async () => {
    await openEditModal(bob, 5);
    await openEditModal(alice, 5);
    await modal(alice).locator('[name="title"]').fill('Alice was first');
    await modal(alice).locator('[data-ux-datatables-submit]').click();
    await modal(bob).getByText('Someone else changed this row').waitFor();
    await screenshot(bob, 'live-edit-notice-in-the-open-modal');
    // Saving now is the 409 the notice announced: the form keeps Bob's input, Alice's value beside it.
    await modal(bob).locator('[name="title"]').fill('Bob second');
    await modal(bob).locator('[data-ux-datatables-submit]').click();
    await modal(bob).getByText('Someone else saved this row while you were editing it').waitFor();
    expect(await modal(bob).locator('[name="title"]').inputValue()).to.equal('Bob second');
    await modal(bob).getByText('Saved meanwhile: Alice was first').waitFor();
  });
});

import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { demoAndChromium } from './support/demo-and-chromium.js';
import { actionButton, bookRow, confirmation, modal, notices, openEditModal, openTablePage, screenshot } from './support/page-tools.js';

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
 * the demo's router and its development Mercure hub: what one saves or deletes reaches the other
 * without a manual reload.
 */
describe('live tables: two browsers on one table, through the development Mercure hub', function () {
  this.timeout(60_000);
  const demo = demoAndChromium();
  let contexts: BrowserContext[];
  let alice: Page;
  let bob: Page;
  beforeEach(async () => {
    contexts = await Promise.all([demo.browser.newContext(), demo.browser.newContext()]);
    [alice, bob] = await Promise.all(contexts.map((context) => context.newPage()));
    await Promise.all([alice, bob].map(async (page) => {
      // The subscription is open once the hub answered it; an update sent before would be missed.
      const subscribed = page.waitForResponse((response) => response.url().includes('/.well-known/mercure?'));
      await openTablePage(page, demo.server.url('/dialog'));
      await subscribed;
      await countEvents(page, ['reloaded', 'remote-change']);
    }));
  });
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });

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

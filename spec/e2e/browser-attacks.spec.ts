import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Book } from '../../examples/entities/Book.js';
import { waitFor } from '../support/wait-for.js';
import { PWNED, TEMPLATE_INJECTION, labelPayload } from './support/attack-payloads.js';
import { MUTATION_ATTEMPTS, attackerKnowledge, runCrossSiteAttacks } from './support/attack-requests.js';
import { startAttackerSite, startVictimApp, type VictimApp } from './support/attack-servers.js';
import { ATTACK_ROWS, CONFIRMATION, DROID, RULE_MESSAGE } from './support/attack-table.js';
import { launchChromium } from './support/browser.js';
import { actionButton, bookRow, confirmation, modal, openEditModal, openTablePage } from './support/page-tools.js';

/** `window.__pwned`: set by any payload that ran. */
const pwned = (page: Page) => page.evaluate((name) => (window as unknown as Record<string, unknown>)[name], PWNED);

/** Elements of the page carrying an event-handler attribute (`onerror`, `onload`, ...), described. */
const handlerAttributes = (page: Page) => page.evaluate(() => [...document.querySelectorAll('*')]
  .flatMap((element) => [...element.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `<${element.localName} ${a.name}>`)));

/** Every link target of the page (`href`, SVG `xlink:href`) whose scheme is not http(s) or mailto. */
const scriptLinks = (page: Page) => page.evaluate(() => [...document.querySelectorAll('[href], [*|href]')]
  .map((element) => element.getAttribute('href') ?? element.getAttributeNS('http://www.w3.org/1999/xlink', 'href') ?? '')
  .filter((href) => !['http:', 'https:', 'mailto:'].includes(new URL(href, location.href).protocol)));

/**
 * Opens the detail row of every row whose columns Responsive folded, so that what it draws there
 * (each folded cell again, under its header) is attacked too.
 */
async function openAllDetails(page: Page): Promise<void> {
  if (!(await page.locator('#books').getAttribute('class'))?.includes('collapsed')) return;
  const rows = page.locator('#books tbody tr:not(.child)');
  for (let index = 0; index < (await rows.count()); index++) {
    const control = rows.nth(index).locator('td.dtr-control');
    if (!(await rows.nth(index).getAttribute('class'))?.includes('dtr-expanded')) await control.click({ position: { x: 4, y: 4 } });
  }
  await page.locator('#books tr.child').first().waitFor();
}

/** The text of one column's cell in the row of `id`, by header position. */
async function cellText(page: Page, id: number, column: string): Promise<string> {
  const index = await page.locator('#books thead th').evaluateAll((ths, name) => ths.findIndex((th) => th.textContent!.startsWith(name)), column);
  return (await bookRow(page, id).locator('td').nth(index).textContent()) ?? '';
}

describe('Browser attacks in Chromium', function () {
  this.timeout(120_000);
  let victim: VictimApp;
  let attacker: { port: number; close(): Promise<void> };
  let browser: Browser;
  const victimUrl = (path = '/') => `http://127.0.0.1:${victim.port}${path}`;

  before(async () => {
    [victim, attacker, browser] = await Promise.all([startVictimApp(), startAttackerSite(), launchChromium()]);
  });
  after(async () => {
    await browser?.close();
    await attacker?.close();
    await victim?.close();
  });

  async function storedRows() {
    return (await victim.orm.em.fork().find(Book, {}, { orderBy: { id: 'asc' } })).map((b) => ({ id: b.id, title: b.title, version: b.version }));
  }

  describe('payloads in rows, labels, messages and URLs', () => {
    let context: BrowserContext;
    let page: Page;
    let pageErrors: string[];
    let prompts: string[];

    beforeEach(async () => {
      context = await browser.newContext();
      // Links to other sites open a blank page instead of failing on a machine without network.
      await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ contentType: 'text/html', body: '<title>elsewhere</title>' }));
      page = await context.newPage();
      pageErrors = [];
      prompts = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      page.on('dialog', (dialog) => {
        prompts.push(dialog.message());
        void dialog.dismiss();
      });
      await openTablePage(page, victimUrl());
      await page.waitForTimeout(300); // image errors and SVG loads fire after the draw
    });
    afterEach(async () => {
      await context.close();
    });

    /** Each test ends here rather than in afterEach, whose failure would skip the tests after it. */
    async function expectNothingRan(): Promise<void> {
      for (const open of context.pages()) expect(await pwned(open), `a payload ran on ${open.url()}`).to.equal(undefined);
      expect(pageErrors, 'uncaught errors in the page').to.deep.equal([]);
    }

    it('draws every row with the payloads shown as text, and runs none', async () => {
      for (const row of ATTACK_ROWS) {
        expect(await cellText(page, row.id, 'Title'), `title of row ${row.id}`).to.equal(row.title);
        expect(await cellText(page, row.id, 'Author'), `author of row ${row.id}`).to.equal(row.author);
        expect((await cellText(page, row.id, 'Cover')).trim(), `cover of row ${row.id}`).to.equal(row.title);
      }
      const headers = await page.locator('#books thead th').allTextContents();
      expect(headers).to.include.members([`Title ${labelPayload('column')}`, `Author ${TEMPLATE_INJECTION}`]);
      expect(await cellText(page, 1, 'Status')).to.equal(`Draft ${labelPayload('choice')}`);
      expect(await cellText(page, 6, 'Status')).to.equal(`"><svg onload="window.__pwned='choice'">`);
      expect(await bookRow(page, 1).locator('[data-ux-datatables-action="EDIT"]').textContent()).to.equal(` Edit ${labelPayload('edit-label')}`);
      expect(await bookRow(page, 1).locator('[data-ux-datatables-action="DELETE"]').textContent()).to.equal(`Delete ${TEMPLATE_INJECTION}`);
      expect(await bookRow(page, 1).innerText()).not.to.contain('49');
      expect(await handlerAttributes(page)).to.deep.equal([]);
      await expectNothingRan();
    });

    it('draws no link to a javascript: or data: URL; an allowed URL stays inside its href', async () => {
      expect(await scriptLinks(page)).to.deep.equal([]);
      for (const id of [1, 2, 3, 4, 5]) {
        expect(await bookRow(page, id).locator('a[data-ux-datatables-action="DETAIL"]').count(), `detail of row ${id}`).to.equal(0);
        expect(await cellText(page, id, 'Website'), `website of row ${id}`).to.equal('');
      }
      const website = bookRow(page, 6).locator('td a:not([data-ux-datatables-action])').last();
      expect(await website.getAttribute('href')).to.equal(ATTACK_ROWS[5].website);
      expect(await website.getAttribute('rel')).to.equal('noopener noreferrer');
      expect(await bookRow(page, 6).locator('a[data-ux-datatables-action="DETAIL"]').getAttribute('href')).to.equal(ATTACK_ROWS[5].website);
      await expectNothingRan();
    });

    it('runs nothing when every cell is hovered and every link and element clicked', async () => {
      await openAllDetails(page);
      for (const cell of await page.locator('#books tbody :is(td, .dtr-data)').filter({ visible: true }).all()) await cell.hover();
      const clickable = page.locator('#books tbody td :is(b, i, em, strong, li:not(:has(.dtr-data)), a:not([href])):not([data-ux-datatables-action] *)');
      for (const element of await clickable.filter({ visible: true }).all()) await element.click();
      expect(await pwned(page)).to.equal(undefined);
      expect(prompts, 'a click outside the action buttons started an action').to.deep.equal([]);
      expect(await confirmation(page).count(), 'a click outside the action buttons asked a confirmation').to.equal(0);
      const visibleLinks = () => page.locator('#books tbody a[href]').filter({ visible: true });
      const links = await visibleLinks().count();
      for (let index = 0; index < links; index++) {
        if (page.url() !== victimUrl()) {
          await openTablePage(page, victimUrl());
          await openAllDetails(page);
        }
        const popup = context.waitForEvent('page', { timeout: 1_000 }).catch(() => null);
        await visibleLinks().nth(index).click();
        const opened = await popup;
        if (opened) {
          await opened.waitForLoadState();
          expect(await opened.evaluate(() => window.opener), 'a new tab gets no opener').to.equal(null);
        }
        await page.waitForLoadState();
        expect(await pwned(page), `after clicking link ${index}`).to.equal(undefined);
      }
      await expectNothingRan();
    });

    it('shows the modal title, field labels, choices and values as text in the edit modal', async () => {
      await openEditModal(page, 2);
      await page.waitForTimeout(200);
      const row = ATTACK_ROWS[1];
      expect(await modal(page).locator('#ux-datatables-edit-title').textContent()).to.equal(`Edit ${labelPayload('modal-title')} ${TEMPLATE_INJECTION}`);
      // Title is required: its label carries the mark.
      expect(await modal(page).locator('label', { hasText: 'Title' }).textContent()).to.equal(`Title ${labelPayload('column')} *`);
      expect(await modal(page).locator('[name="title"]').inputValue()).to.equal(row.title);
      // The author is a relation over six rows: a plain select, each hostile name an option's text.
      expect(await modal(page).locator('select[name="author"] option:checked').textContent()).to.equal(row.author);
      expect(await modal(page).locator('select[name="author"] option').allTextContents()).to.have.members(ATTACK_ROWS.map((attack) => attack.author));
      expect(await modal(page).locator('[name="summary"]').inputValue()).to.equal(row.summary);
      expect(await modal(page).locator('[name="status"] option').allTextContents()).to.include(`Draft ${labelPayload('choice')}`);
      expect(await handlerAttributes(page)).to.deep.equal([]);
      await expectNothingRan();
    });

    it('shows the rule message and the typed values as text after an invalid submit, and writes nothing', async () => {
      const before = await storedRows();
      await openEditModal(page, 2);
      const typed = `${DROID} "><img src=x onerror="window.__pwned='typed'"> ${TEMPLATE_INJECTION}`;
      await modal(page).locator('[name="title"]').fill(typed);
      await modal(page).locator('[data-ux-datatables-submit]').click();
      // The row's stored website is a javascript: URL, which the form refuses to save again too.
      await modal(page).locator('[name="title"][aria-invalid="true"]').waitFor();
      await page.waitForTimeout(200);
      expect(await modal(page).locator('[id$="-errors"]').first().textContent()).to.contain(RULE_MESSAGE);
      expect(await modal(page).locator('[name="title"]').inputValue()).to.equal(typed);
      expect(await handlerAttributes(page)).to.deep.equal([]);
      expect(await storedRows()).to.deep.equal(before);
      await expectNothingRan();
    });

    it('shows a saved payload as text once the table reloads', async () => {
      const saved = `<img src=x onerror="window.__pwned='saved'"> ${TEMPLATE_INJECTION}`;
      await openEditModal(page, 3);
      await modal(page).locator('[name="title"]').fill(saved);
      // The row's stored website is a hostile URL, which the form would not save again.
      await modal(page).locator('[name="website"]').fill('https://example.org/3');
      await modal(page).locator('[data-ux-datatables-submit]').click();
      await modal(page).waitFor({ state: 'detached' });
      // Attached, not visible: Responsive may fold the title column into the row's details.
      await bookRow(page, 3).getByText(saved, { exact: true }).first().waitFor({ state: 'attached' });
      await page.waitForTimeout(300);
      expect(await cellText(page, 3, 'Title')).to.equal(saved);
      await expectNothingRan();
    });

    it('asks the confirmation message as text before a delete', async () => {
      await actionButton(page, 'DELETE', 1).click();
      await confirmation(page).waitFor();
      expect(await confirmation(page).locator('[id^="ux-datatables-confirm-"]').textContent()).to.equal(CONFIRMATION);
      expect(await confirmation(page).locator('[id^="ux-datatables-confirm-"] *').count()).to.equal(0);
      await page.keyboard.press('Escape');
      await confirmation(page).waitFor({ state: 'detached' });
      expect(await bookRow(page, 1).count()).to.equal(1);
      await expectNothingRan();
    });

    it('draws an html column as sanitized HTML: formatting and safe links kept, scripts, handlers, styles, forms and frames removed', async () => {
      const summary = await page.locator('#books thead th').evaluateAll((ths) => ths.findIndex((th) => th.textContent === 'Summary'));
      const safe = bookRow(page, 1).locator('td').nth(summary);
      expect(await safe.locator('p > em').textContent()).to.equal('emphasis');
      expect(await safe.locator('strong').textContent()).to.equal('strong');
      expect(await safe.locator('ul > li').allTextContents()).to.deep.equal(['one', 'two']);
      const external = safe.locator('a[href="https://example.test/read"]');
      expect([await external.getAttribute('target'), await external.getAttribute('rel')]).to.deep.equal(['_blank', 'noopener noreferrer']);
      expect(await safe.locator('a[href="/local"]').getAttribute('rel')).to.equal(null);
      for (const id of [2, 3, 4, 5, 6]) {
        const cell = bookRow(page, id).locator('td').nth(summary);
        expect(await cell.locator('script, style, iframe, form, input, button, noscript, math, svg, [data-ux-datatables-action]').count(), `row ${id}`).to.equal(0);
        expect(await cell.locator('b').first().textContent(), `row ${id}`).to.equal('hover');
        expect(await cell.locator('a', { hasText: 'js link' }).getAttribute('href'), `row ${id}`).to.equal(null);
      }
      await expectNothingRan();
    });
  });

  describe('cross-site requests with the user\'s cookies', () => {
    for (const { host, kind } of [{ host: '127.0.0.1', kind: 'another origin of the same site' }, { host: 'localhost', kind: 'another site' }]) {
      it(`from ${kind} (${host}): cannot delete or edit a row, nor read the page, its data or the edit form`, async () => {
        const context = await browser.newContext();
        try {
          const user = await context.newPage();
          await openTablePage(user, victimUrl());
          expect((await context.cookies(victimUrl())).map((c) => c.name).some((name) => name.endsWith('.x-csrf-token')), 'the CSRF cookie is set').to.equal(true);
          const before = await storedRows();
          const knowledge = await attackerKnowledge(victimUrl());
          const attackerOrigin = `http://${host}:${attacker.port}`;
          const seen = victim.requests.length;
          const evil = await context.newPage();
          await evil.goto(`${attackerOrigin}/attack`);
          const results = await runCrossSiteAttacks(evil, { origin: victimUrl(), ...knowledge, id: 1, version: before[0].version });

          const fromAttacker = () => victim.requests.slice(seen).filter((r) => r.origin === attackerOrigin);
          const mutations = () => fromAttacker().filter((r) => r.method !== 'OPTIONS' && /\/ajax\/(delete|edit-form)$/.test(r.path));
          await waitFor(() => mutations().length >= MUTATION_ATTEMPTS, { timeoutMs: 10_000, what: `the victim's server to answer ${MUTATION_ATTEMPTS} mutation attempts` });

          expect(results.fetchDelete).to.match(/^blocked/);
          expect(results.fetchDeleteNoCors).to.match(/^blocked/);
          for (const read of ['readPage', 'readData', 'readEditView']) expect(results[read], read).to.match(/^blocked/);
          expect(mutations().map((r) => `${r.method} ${r.path}`)).to.have.length(MUTATION_ATTEMPTS);
          for (const request of mutations()) expect(request.status, `${request.method} ${request.path}`).to.be.within(400, 499);
          expect(fromAttacker().some((r) => r.method === 'DELETE'), 'a DELETE got past the preflight').to.equal(false);
          // Same site: SameSite=Strict still sends the cookie, and the missing header is what stops the attack.
          expect(mutations().some((r) => r.csrfCookie)).to.equal(host === '127.0.0.1');
          expect(await storedRows()).to.deep.equal(before);
          expect(victim.errors).to.deep.equal([]);
        } finally {
          await context.close();
        }
      });
    }
  });
});

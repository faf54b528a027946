import { get } from 'node:http';
import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { demoAndChromium } from './support/demo-and-chromium.js';
import { storedBook } from './support/demo-server.js';
import { bookRow, modal, notices, openEditModal, openTablePage, pickRelated, screenshot } from './support/page-tools.js';

const PAGES = ['/dialog', '/bootstrap'];
const field = (page: Page, name: string) => modal(page).locator(`[name="${name}"]`);
const save = (page: Page) => modal(page).locator('[data-ux-datatables-submit]');
const newButton = (page: Page) => page.locator('.ux-datatables-toolbar [data-ux-datatables-action="CREATE"]');

/** The text of what an input's `aria-describedby` names, joined. */
function description(page: Page, name: string): Promise<string> {
  return field(page, name).evaluate((input) => (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent?.trim() ?? '').join(' '));
}

/** A response of the demo, as bytes, asked with this `Accept-Encoding` (Node's fetch would decode it). */
function fetchRaw(url: string, acceptEncoding: string | null): Promise<{ headers: Record<string, string | string[] | undefined>; bytes: number }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ headers: response.headers, bytes }));
    }).on('error', reject);
  });
}

/**
 * Issue 27, point 6: the edit and create forms say what they will do. A paste cut by the field's
 * length says so, and a counter shows near the limit; required fields are marked; a URL column is
 * edited, as a web address; a created row on another page can be shown; the demo's Bootstrap files
 * travel compressed.
 */
describe('forms say what they will do (issue 27, point 6)', function () {
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

  async function open(path: string, { locale = 'en-US', width = 1280 } = {}): Promise<Page> {
    const context = await demo.browser.newContext({ locale, viewport: { width, height: width < 768 ? 844 : 800 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: demo.server.url('') });
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await openTablePage(page, demo.server.url(path));
    return page;
  }

  /** Puts `text` on the clipboard and pastes it into the field over what it holds, as Ctrl+V does. */
  async function paste(page: Page, name: string, text: string): Promise<void> {
    await page.evaluate((value) => navigator.clipboard.writeText(value), text);
    await field(page, name).focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('ControlOrMeta+V');
  }

  for (const path of PAGES) {
    describe(path, () => {
      it('a 5,000-character paste into Title says it was cut to 120, a counter shows from 96 on, and a longer value sent anyway is refused', async () => {
        const page = await open(path);
        await openEditModal(page, 1);
        await paste(page, 'title', 'x'.repeat(5000));
        expect(await field(page, 'title').inputValue()).to.have.length(120);
        await modal(page).getByText('Pasted text cut to 120 characters').waitFor();
        expect(await description(page, 'title')).to.contain('Pasted text cut to 120 characters').and.contain('120 / 120');
        const live = await field(page, 'title').evaluate((input) => document.getElementById(`${input.id}-length`)?.getAttribute('aria-live'));
        expect(live, 'the hint is announced politely').to.equal('polite');
        await screenshot(page, `forms/${path.slice(1)}-paste-cut`);
        // Typing below 80 % of the limit shows no counter; from 96 characters on, it counts.
        await field(page, 'title').fill('');
        await field(page, 'title').pressSequentially('y'.repeat(95));
        expect(await description(page, 'title')).to.equal('');
        await field(page, 'title').press('y');
        expect(await description(page, 'title')).to.equal('96 / 120 characters');
        // The server keeps the rule: a longer value posted without the browser's limit is a 422 on the field.
        await field(page, 'title').evaluate((input) => {
          input.removeAttribute('maxlength');
          (input as HTMLInputElement).value = 'z'.repeat(300);
        });
        await save(page).click();
        await modal(page).getByText('Title must be at most 120 characters').waitFor();
        expect((await storedBook(demo.server.orm, 1))?.title).to.not.equal('z'.repeat(300));
      });

      it('says it in the page\'s language (de-DE)', async () => {
        const page = await open(path, { locale: 'de-DE' });
        await openEditModal(page, 1);
        await paste(page, 'title', 'x'.repeat(5000));
        await modal(page).getByText('Eingefügter Text auf 120 Zeichen gekürzt').waitFor();
        expect(await description(page, 'title')).to.contain('120 / 120 Zeichen');
      });

      it('required fields are marked, and the mark is explained once', async () => {
        const page = await open(path);
        await newButton(page).click();
        await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'title');
        for (const name of ['title', 'status']) {
          const label = modal(page).locator(`label[for="ux-datatables-field-${name}"]`);
          expect(await label.textContent(), `${name}'s label`).to.match(/\*\s*$/);
          expect(await field(page, name).evaluate((input) => (input as HTMLInputElement).required && input.getAttribute('aria-required')), name).to.equal('true');
        }
        for (const name of ['pages', 'price', 'website']) {
          expect(await modal(page).locator(`label[for="ux-datatables-field-${name}"]`).textContent(), `${name}'s label`).to.not.contain('*');
        }
        expect(await modal(page).getByText('Fields marked * are required').count()).to.equal(1);
        await screenshot(page, `forms/${path.slice(1)}-required-1280`);
        await page.setViewportSize({ width: 390, height: 844 });
        await screenshot(page, `forms/${path.slice(1)}-required-390`);
      });

      it('a URL column is edited as a web address: javascript: and data: are refused on the field, https is saved and shown as a link', async () => {
        const page = await open(path);
        await openEditModal(page, 2);
        expect(await field(page, 'website').getAttribute('type')).to.equal('url');
        for (const hostile of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>']) {
          await field(page, 'website').fill(hostile);
          await save(page).click();
          await modal(page).getByText('Website must be a web address starting with http:// or https://').waitFor();
          expect((await storedBook(demo.server.orm, 2))?.website).to.not.equal(hostile);
        }
        await field(page, 'website').fill('https://example.org/dune');
        await save(page).click();
        await modal(page).waitFor({ state: 'detached' });
        expect((await storedBook(demo.server.orm, 2))?.website).to.equal('https://example.org/dune');
        await bookRow(page, 2).locator('a[href="https://example.org/dune"]').waitFor({ state: 'attached' });
      });

      it('"Created: row N — not on this page" offers to show the row, and shows it', async () => {
        const page = await open(path);
        await newButton(page).click();
        await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'title');
        await field(page, 'title').fill('Far away');
        await pickRelated(page, 'author', 'Borges', 'Jorge Luis Borges');
        await save(page).click();
        const notice = notices(page).filter({ hasText: 'not on this page' });
        await notice.waitFor();
        const id = Number(/row (\d+)/.exec((await notice.textContent()) ?? '')?.[1]);
        expect(await bookRow(page, id).count()).to.equal(0);
        const show = notice.getByRole('button', { name: `Show row ${id}` });
        await show.click();
        await page.locator(`#books tr.ux-datatables-changed [data-ux-datatables-id="${id}"]`).first().waitFor({ state: 'attached' });
        expect(await bookRow(page, id).textContent()).to.contain('Far away');
        await screenshot(page, `forms/${path.slice(1)}-created-shown`);
      });
    });
  }

  it('the demo\'s Bootstrap stylesheet and script reach Chromium compressed', async () => {
    const context = await demo.browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    const encodings = new Map<string, string | undefined>();
    page.on('response', async (response) => {
      if (response.url().includes('/vendor/bootstrap/')) encodings.set(new URL(response.url()).pathname, (await response.allHeaders())['content-encoding']);
    });
    await openTablePage(page, demo.server.url('/bootstrap'));
    expect(Object.fromEntries(encodings)).to.deep.equal({
      '/vendor/bootstrap/dist/css/bootstrap.min.css': 'br',
      '/vendor/bootstrap/dist/js/bootstrap.bundle.min.js': 'br',
    });
  });

  for (const file of ['/vendor/bootstrap/dist/css/bootstrap.min.css', '/vendor/bootstrap/dist/css/bootstrap.rtl.min.css', '/vendor/bootstrap/dist/js/bootstrap.bundle.min.js']) {
    it(`${file}: br or gzip as Accept-Encoding says, a third of its bytes or less; as it is without`, async () => {
      const plain = await fetchRaw(demo.server.url(file), null);
      expect(plain.headers['content-encoding']).to.equal(undefined);
      expect(plain.bytes).to.be.above(50_000);
      for (const [accept, coding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['br;q=0, gzip', 'gzip']]) {
        const packed = await fetchRaw(demo.server.url(file), accept);
        expect(packed.headers['content-encoding'], accept).to.equal(coding);
        expect(packed.headers.vary, accept).to.match(/accept-encoding/i);
        expect(packed.bytes, accept).to.be.below(plain.bytes / 3);
        expect(Number(packed.headers['content-length']), accept).to.equal(packed.bytes);
      }
    });
  }
});

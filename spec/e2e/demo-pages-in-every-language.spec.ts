import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_TRANSLATIONS } from '../../examples/translations.js';
import { demoAndChromium } from './support/demo-and-chromium.js';
import { ARGUMENT, shownAs } from './support/message-text.js';

/** A message's literal parts (what stays around its `{placeholders}`), each as a page shows it in one text node. */
function literalParts(message: string | undefined): string[] {
  return message === undefined ? [] : shownAs(message).split(ARGUMENT).map(bare).filter((part) => part !== '');
}

/** A text without the punctuation and spaces that join it to its neighbours (`: `, ` · `, `.`). */
function bare(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/^[\s:;,.·—–]+|[\s:;,.·—–]+$/g, '');
}

/**
 * Each English text the demo writes itself, with the key that gives it: the page texts and the card's
 * messages of its English catalogue, and its labels (English text as the key, see translations.ts). A
 * part with fewer than three letters, or shown alike in the locale (`Bootstrap 5`), says nothing.
 */
function englishTexts(locale: string): Map<string, string> {
  const english = new Map<string, string>();
  const own = DEMO_TRANSLATIONS[locale] ?? {};
  const entries = [
    ...Object.entries(DEMO_TRANSLATIONS.en),
    ...Object.keys(DEMO_TRANSLATIONS.de).filter((key) => !(key in DEMO_TRANSLATIONS.en)).map((key) => [key, key]),
  ];
  for (const [key, message] of entries) {
    const ownParts = new Set(literalParts(own[key]));
    for (const part of literalParts(message)) {
      if (part.replace(/[^A-Za-z]/g, '').length >= 3 && !ownParts.has(part)) english.set(part, key);
    }
  }
  return english;
}

/**
 * What a user reads on the page, but the code and the data: each visible text node (outside `<pre>`,
 * `<code>`, anything `translate="no"` and the table's data cells), aria-label, title, placeholder and
 * alt, and the window's title.
 */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // No named function in here: the page cannot see the helpers the spec's compiler adds for them.
    const texts: Array<string | null> = [document.title];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) texts.push(element.getAttribute(name));
      if (element.closest('pre, code, [translate="no"], tbody td')) continue;
      for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE) texts.push(node.textContent);
    }
    return [...new Set(texts.map((text) => (text ?? '').replace(/\s+/g, ' ').trim()).filter((text) => text !== ''))];
  });
}

/** Loads a page of the demo; a page with a table, once its first rows are drawn. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  if (await page.locator('#books').count()) await page.locator('#books tbody [data-ux-datatables-action]').first().waitFor();
}

/**
 * An Arabic /dialog page had the library's and the table's words in Arabic, and the demo's own in English:
 * the nav, the heading and description, "The source", and the home, sign-in and book pages whole. Every
 * page of the demo is opened in Arabic and German, /private anonymous (its sign-in page) and signed in.
 */
describe('the demo\'s own page texts in the page\'s language, in Chromium', function () {
  this.timeout(120_000);
  const demo = demoAndChromium();
  let context: BrowserContext;
  afterEach(() => context?.close());

  const PAGES = ['/', '/dialog', '/bootstrap', '/custom-adapter', '/builder', '/own-template', '/books/3', '/books/999999', '/private'];

  for (const locale of ['ar', 'de']) {
    it(`shows no English text of the demo's own on any page in "${locale}"`, async () => {
      context = await demo.browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const seen = new Map<string, string>();
      const look = async (where: string) => {
        for (const text of await shownTexts(page)) if (!seen.has(text)) seen.set(text, where);
      };
      for (const path of PAGES) {
        await open(page, demo.server.url(path));
        await look(path);
      }
      await page.locator('form[action="/sign-in"] button').click();
      await page.waitForURL(demo.server.url('/private'));
      await open(page, demo.server.url('/private'));
      await look('/private, signed in');

      const english = englishTexts(locale);
      const found = [...seen].flatMap(([text, where]) => {
        const key = english.get(bare(text));
        return key ? [`${where}: "${text}" (${key})`] : [];
      });
      expect(found, `English on the ${locale} pages`).to.deep.equal([]);
      expect(seen.size, 'texts looked at').to.be.greaterThan(40);
    });
  }
});

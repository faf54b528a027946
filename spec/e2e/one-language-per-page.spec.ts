import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { BUILT_IN_CATALOGUES, en } from '../../lib/i18n/catalogues/index.js';
import { DEMO_TRANSLATIONS } from '../../examples/translations.js';
import { demoAndChromium } from './support/demo-and-chromium.js';
import { ARGUMENT, shownAs } from './support/message-text.js';
import { bookRow, columnMenuButton, confirmation, modal, notices, openEditModal, openLiveTablePage } from './support/page-tools.js';

function patternOf(shown: string, suffix: boolean): RegExp {
  const escaped = shown.split(ARGUMENT).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+?');
  return new RegExp(`${suffix ? '.*' : '^'}${escaped}$`);
}

/**
 * Each English text the demo's /dialog page can show, as a pattern, with what the locale shows in its
 * place: the library's messages and the demo's labels (written in English, translated by key). A text
 * with fewer than three letters of its own (`{label}: {value}`) or shown alike in both languages (`ID`,
 * `CSV`) says nothing of the language and is left out.
 */
function englishTexts(locale: string): Array<{ key: string; english: RegExp; own: string }> {
  const library = Object.keys(en).map((key) => ({ key, english: en[key as keyof typeof en] as string, own: BUILT_IN_CATALOGUES[locale][key as keyof typeof en] }));
  const demo = Object.keys(DEMO_TRANSLATIONS.de).filter((key) => !/^[a-z]+\.[a-z_.]+$/.test(key))
    .map((key) => ({ key, english: key, own: DEMO_TRANSLATIONS[locale]?.[key] ?? key }));
  return [...library, ...demo]
    .filter(({ english, own }) => shownAs(english).replace(/[^A-Za-z]/g, '').length >= 3 && shownAs(english) !== shownAs(own ?? ''))
    .map(({ key, english, own }) => ({ key, english: patternOf(shownAs(english), key.startsWith('datatables.sort')), own: shownAs(own) }));
}

/** Every text a user can see or hear on the page now: visible text, accessible names, titles, placeholders, options. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // No named function in here: the page cannot see the helpers the spec's compiler adds for them.
    const texts: Array<string | null> = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (!element.checkVisibility({ visibilityProperty: true }) && element.tagName !== 'OPTION') continue;
      for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE) texts.push(node.textContent);
      for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription', 'aria-valuetext']) texts.push(element.getAttribute(name));
      if (element instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(element.type)) texts.push(element.value);
    }
    return [...new Set(texts.map((text) => (text ?? '').replace(/\s+/g, ' ').trim()).filter((text) => text !== ''))];
  });
}

/**
 * A new user's Arabic page showed DataTables.net's words and the demo's New in Arabic and everything else
 * of the library in English (Export, Columns, "Select row N", the bulk bar, "Delete 6 rows?", the
 * unsaved-changes dialog, notices); a German one said "Titel: Activate to sort". Every flow of the demo's
 * /dialog is walked in Arabic, Hebrew and German, and each text shown is compared with the English ones.
 */
describe('one language per page: every word of the demo\'s /dialog in its locale, in Chromium', function () {
  this.timeout(120_000);
  const demo = demoAndChromium();
  let context: BrowserContext;
  afterEach(() => context?.close());

  for (const locale of ['ar', 'he', 'de']) {
    it(`shows no English word in "${locale}", whatever the user opens`, async () => {
      context = await demo.browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await openLiveTablePage(page, demo.server.url('/dialog'));
      const seen = new Map<string, string>();
      const look = async (step: string) => {
        for (const text of await shownTexts(page)) if (!seen.has(text)) seen.set(text, step);
      };

      await look('the page');
      await columnMenuButton(page).click();
      // The menu's list and the filter bar's controls come in chunks fetched on the first click.
      await page.locator('.ux-datatables-column-menu-list').waitFor();
      await look('the column menu');
      await page.keyboard.press('Escape');
      await page.locator('#books_wrapper .ux-datatables-filters summary').click();
      await page.locator('#books_wrapper .ux-datatables-filter-controls .ux-datatables-filter').first().waitFor();
      await look('the filter bar');
      await page.locator('.ux-datatables-export > button[aria-haspopup="menu"]').click();
      await look('the export menu');
      await page.locator('.ux-datatables-export [role="menuitem"][data-export-format="csv"]').click();
      await page.locator('.ux-datatables-export-status').waitFor();
      await look('the export');

      await page.locator('#books tbody input[data-ux-datatables-select]').first().check();
      await look('one row selected');
      await page.locator('#books thead input[data-ux-datatables-select-page]').check();
      await look('the page selected');
      await page.locator('.ux-datatables-bulk [data-ux-datatables-selection="matching"]').click();
      await look('every matching row selected');
      await page.locator('.ux-datatables-bulk [data-ux-datatables-bulk="delete"]').click();
      await confirmation(page).waitFor();
      await look('the bulk confirmation');
      await confirmation(page).locator('[data-ux-datatables-cancel]').first().click();
      await confirmation(page).waitFor({ state: 'detached' });

      await openEditModal(page, 2);
      await look('the edit modal');
      await modal(page).locator('[name="title"]').fill('Changed, not saved');
      await page.keyboard.press('Escape');
      await confirmation(page).waitFor();
      await look('the unsaved-changes question');
      await confirmation(page).locator('[data-ux-datatables-submit]').click();
      await modal(page).waitFor({ state: 'detached' });

      const deleteButton = page.locator('#books tbody [data-ux-datatables-action="DELETE"]').first();
      const deleted = Number(await deleteButton.getAttribute('data-ux-datatables-id'));
      await deleteButton.click();
      await confirmation(page).waitFor();
      await look('the delete confirmation');
      await confirmation(page).locator('[data-ux-datatables-submit]').click();
      await notices(page).first().waitFor();
      await look('the delete notice');
      await page.locator('.ux-datatables-notice [data-ux-datatables-undo]').click();
      await bookRow(page, deleted).waitFor();
      await look('after Undo');

      const english = englishTexts(locale);
      const found = [...seen].flatMap(([text, step]) =>
        english.filter((entry) => entry.english.test(text) && !patternOf(entry.own, entry.key.startsWith('datatables.sort')).test(text))
          .map((entry) => `${step}: "${text}" (${entry.key})`));
      expect(found, `English on the ${locale} page`).to.deep.equal([]);
      expect(seen.size, 'texts looked at').to.be.greaterThan(60);
    });
  }
});

import { expect } from 'chai';
import { IntlMessageFormat } from 'intl-messageformat';
import { BUILT_IN_CATALOGUES, en } from '../../../lib/i18n/catalogues/index.js';

/** The argument names of an ICU message (`{label}`, `{count, plural, ...}`), sorted. */
function argumentsOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([A-Za-z_]+)\s*[,}]/g)].map((match) => match[1]))].sort();
}

/** The plural categories each `{x, plural, ...}` of a message names (nested ones included). */
function pluralCategoriesOf(message: string): string[][] {
  const found: string[][] = [];
  for (const match of message.matchAll(/\{\s*[A-Za-z_]+\s*,\s*plural\s*,/g)) {
    const categories: string[] = [];
    let depth = 0;
    let word = '';
    for (const char of message.slice(match.index! + match[0].length)) {
      if (char === '{') {
        if (depth === 0 && word.trim() !== '') categories.push(word.trim());
        depth++;
        word = '';
      } else if (char === '}') {
        if (depth === 0) break;
        depth--;
      } else if (depth === 0) word = /\s/.test(char) ? (word.trim() === '' ? '' : word) + char : word + char;
    }
    found.push(categories.map((category) => category.split(/\s+/).pop()!));
  }
  return found;
}

/** DataTables.net's placeholders, which it fills itself: a translation keeps each the English one has (`_ENTRIES…_` may go). */
function dataTablesPlaceholdersOf(message: string): string[] {
  return [...message.matchAll(/_(START|END|TOTAL|MAX|MENU)_/g)].map((match) => match[0]).sort();
}

describe('the built-in catalogues', () => {
  it('are English, French, German, Spanish, Arabic, Hebrew, Italian, Portuguese, Dutch, Polish, Japanese and Chinese', () => {
    expect(Object.keys(BUILT_IN_CATALOGUES)).to.deep.equal(['en', 'fr', 'de', 'es', 'ar', 'he', 'it', 'pt', 'nl', 'pl', 'ja', 'zh']);
  });

  for (const [locale, catalogue] of Object.entries(BUILT_IN_CATALOGUES)) {
    describe(`"${locale}"`, () => {
      it('has every key of the English catalogue, and no other', () => {
        expect(Object.keys(catalogue).sort()).to.deep.equal(Object.keys(en).sort());
      });

      it('translates every message (none left empty)', () => {
        expect(Object.entries(catalogue).filter(([, message]) => message.trim() === '')).to.deep.equal([]);
      });

      it('uses exactly the parameters of the English message in each message', () => {
        const differing = Object.entries(catalogue)
          .filter(([key, message]) => argumentsOf(message).join() !== argumentsOf(en[key as keyof typeof en]).join())
          .map(([key]) => key);
        expect(differing).to.deep.equal([]);
      });

      it('gives every plural category of the language in each plural message', () => {
        const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
        const lacking = Object.entries(catalogue).flatMap(([key, message]) =>
          pluralCategoriesOf(message).flatMap((given) => categories.filter((category) => !given.includes(category)).map((category) => `${key}: ${category}`)));
        expect(lacking).to.deep.equal([]);
      });

      it('keeps DataTables.net\'s placeholders in its words', () => {
        const differing = Object.entries(catalogue)
          .filter(([key, message]) => key.startsWith('datatables.') && dataTablesPlaceholdersOf(message).join() !== dataTablesPlaceholdersOf(en[key as keyof typeof en]).join())
          .map(([key]) => key);
        expect(differing).to.deep.equal([]);
      });

      it('has only valid ICU messages', () => {
        for (const [key, message] of Object.entries(catalogue)) {
          expect(() => new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }), key).not.to.throw();
        }
      });
    });
  }

  describe('plurals', () => {
    const format = (locale: string, key: keyof typeof en, params: Record<string, unknown>) =>
      new IntlMessageFormat(BUILT_IN_CATALOGUES[locale][key], locale).format(params);

    it('pick the form of the count by the language\'s plural rules', () => {
      expect(format('en', 'realtime.rows_changed', { count: 1 })).to.equal('1 row was changed');
      expect(format('en', 'realtime.rows_changed', { count: 3 })).to.equal('3 rows were changed');
      expect(format('fr', 'realtime.rows_deleted', { count: 1 })).to.equal('1 ligne a été supprimée');
      expect(format('fr', 'realtime.rows_deleted', { count: 2 })).to.equal('2 lignes ont été supprimées');
      expect(format('de', 'realtime.rows_changed', { count: 2 })).to.equal('2 Zeilen wurden geändert');
      expect(format('es', 'validation.string.max', { label: 'Título', max: 1 })).to.equal('Título debe tener como máximo 1 carácter');
    });

    it('format the count for the locale', () => {
      expect(format('de', 'validation.string.max', { label: 'Titel', max: 1000 })).to.equal('Titel darf höchstens 1.000 Zeichen lang sein');
    });
  });
});

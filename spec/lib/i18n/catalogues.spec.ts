import { expect } from 'chai';
import { IntlMessageFormat } from 'intl-messageformat';
import { BUILT_IN_CATALOGUES, en } from '../../../lib/i18n/catalogues/index.js';

/** The argument names of an ICU message (`{label}`, `{count, plural, ...}`), sorted. */
function argumentsOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([A-Za-z_]+)\s*[,}]/g)].map((match) => match[1]))].sort();
}

describe('the built-in catalogues', () => {
  it('are English, French, German and Spanish', () => {
    expect(Object.keys(BUILT_IN_CATALOGUES)).to.deep.equal(['en', 'fr', 'de', 'es']);
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

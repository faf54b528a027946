import { expect } from 'chai';
import type { Request } from 'express';
import { ConfigurationError } from '../../../lib/errors/ConfigurationError.js';
import { BUILT_IN_LOCALES } from '../../../lib/i18n/catalogues/index.js';
import { Translations } from '../../../lib/i18n/Translations.js';

/** A request with only an `Accept-Language` header (and whatever the locale option reads). */
function request(acceptLanguage?: string, user?: { locale?: string }): Request {
  return { get: (name: string) => (name.toLowerCase() === 'accept-language' ? acceptLanguage : undefined), user } as unknown as Request;
}

describe('Translations', () => {
  describe('the locales', () => {
    it('are the built-in ones and those the application translates, English by default', () => {
      const translations = new Translations({ translations: { 'it-CH': { 'action.delete': 'Elimina' } } });
      expect(translations.locales).to.deep.equal([...BUILT_IN_LOCALES, 'it-CH']);
      expect(translations.defaultLocale).to.equal('en');
    });

    it('may be restricted, with another default', () => {
      const translations = new Translations({ locales: ['fr', 'de'], defaultLocale: 'fr' });
      expect(translations.forRequest(request('es, en;q=0.5')).locale).to.equal('fr');
    });

    it('refuse a default locale that is not available, naming both', () => {
      expect(() => new Translations({ locales: ['fr'], defaultLocale: 'de' })).to.throw(ConfigurationError, 'The default locale "de" is not one of the locales ("fr")');
    });

    it('refuse a locale that is no language tag, and a message that is no ICU message', () => {
      expect(() => new Translations({ translations: { 'fr/../x': {} } })).to.throw(ConfigurationError, 'fr/../x');
      expect(() => new Translations({ translations: { fr: { 'books.count': '{count, plural, one {#}' } } }))
        .to.throw(ConfigurationError, 'The message "books.count" of locale "fr" is not valid ICU MessageFormat');
    });
  });

  describe('.forRequest(req)', () => {
    it('takes the locale the application gives (the user\'s setting) over Accept-Language', () => {
      const translations = new Translations({ locale: (req) => (req as Request & { user?: { locale?: string } }).user?.locale });
      expect(translations.forRequest(request('de', { locale: 'fr' })).locale).to.equal('fr');
      expect(translations.forRequest(request('de', { locale: 'es-MX' })).locale).to.equal('es');
    });

    it('negotiates Accept-Language when the application gives none, or one not available', () => {
      const translations = new Translations({ locale: () => 'tlh' });
      expect(translations.forRequest(request('de-CH, fr;q=0.5')).locale).to.equal('de');
    });

    it('falls back to the default locale', () => {
      expect(new Translations().forRequest(request('tlh, sv;q=0.5')).locale).to.equal('en');
      expect(new Translations().forRequest(request()).locale).to.equal('en');
    });

    it('decides once per request', () => {
      let calls = 0;
      const translations = new Translations({ locale: () => { calls++; return 'fr'; } });
      const req = request();
      expect(translations.forRequest(req)).to.equal(translations.forRequest(req));
      expect(calls).to.equal(1);
    });
  });

  describe('.translator(locale)', () => {
    const translations = new Translations({
      translations: {
        fr: { 'action.delete': 'Effacer', 'books.count': '{count, plural, one {# livre} other {# livres}}' },
        'fr-CA': { 'modal.save': 'Sauvegarder' },
        en: { 'books.count': '{count, plural, one {# book} other {# books}}', 'books.only_english': 'Only in English' },
      },
    });

    it('merges the application\'s messages over the library\'s', () => {
      const fr = translations.translator('fr');
      expect(fr.t('action.delete')).to.equal('Effacer');
      expect(fr.t('action.edit')).to.equal('Modifier');
      expect(fr.t('books.count', { count: 2 })).to.equal('2 livres');
    });

    it('reads a regional locale, then its language, then the default locale', () => {
      const canadian = translations.translator('fr-CA');
      expect(canadian.t('modal.save')).to.equal('Sauvegarder');
      expect(canadian.t('modal.cancel')).to.equal('Annuler');
      expect(canadian.t('books.only_english')).to.equal('Only in English');
    });

    it('answers an unknown key with the key, and a label that is no key as written', () => {
      const de = translations.translator('de');
      expect(de.t('no.such.key')).to.equal('no.such.key');
      expect(de.label('Published on')).to.equal('Published on');
      expect(de.label('action.edit')).to.equal('Bearbeiten');
    });

    it('knows the direction of the language', () => {
      const rtl = new Translations();
      expect(rtl.translator('ar').dir).to.equal('rtl');
      expect(rtl.translator('he').dir).to.equal('rtl');
      expect(rtl.translator('de').dir).to.equal('ltr');
    });
  });
});

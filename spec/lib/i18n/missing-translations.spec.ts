import { expect } from 'chai';
import type { Request } from 'express';
import { ConfigurationError } from '../../../lib/errors/ConfigurationError.js';
import { en } from '../../../lib/i18n/catalogues/index.js';
import { Translations } from '../../../lib/i18n/Translations.js';

/** Every library message in a language the library does not ship (Swedish, here only tagged). */
const SWEDISH = Object.fromEntries(Object.keys(en).map((key) => [key, `sv ${key}`]));

function request(acceptLanguage: string): Request {
  return { get: (name: string) => (name.toLowerCase() === 'accept-language' ? acceptLanguage : undefined) } as unknown as Request;
}

/**
 * A new user saw an Arabic page whose DataTables.net words and "New" were Arabic and everything else
 * English: a locale the application translated in part was offered, and the rest fell back word by word.
 */
describe('Translations: one language per page', () => {
  const reported: string[] = [];
  const incomplete: string[] = [];
  const translations = (own: Record<string, Record<string, string>> = {}) => {
    reported.length = 0;
    incomplete.length = 0;
    return new Translations(
      { translations: { de: { Price: 'Preis' }, sv: SWEDISH, ...own } },
      { missing: (locale, key) => void reported.push(`${locale}:${key}`), incomplete: (locale, keys) => void incomplete.push(`${locale}:${keys.length}`) },
    );
  };

  it('does not offer a locale whose catalogue lacks library messages, and says which once: its requests get another language whole', () => {
    const all = translations({ fi: { 'modal.save': 'Tallenna' } });
    expect(all.locales).not.to.include('fi');
    expect(incomplete).to.deep.equal([`fi:${Object.keys(en).length - 1}`]);
    expect(all.forRequest(request('fi, de;q=0.5')).locale).to.equal('de');
    expect(all.forRequest(request('fi')).t('modal.save')).to.equal('Save');
  });

  it('offers a language of the application\'s own that gives every library message', () => {
    const all = translations();
    expect(all.locales).to.include('sv');
    expect(incomplete).to.deep.equal([]);
    expect(all.forRequest(request('sv')).t('modal.save')).to.equal('sv modal.save');
  });

  it('offers a regional variant that gives some messages and reads the rest from its language', () => {
    const all = translations({ 'fr-CA': { 'modal.save': 'Sauvegarder' } });
    expect(all.locales).to.include('fr-CA');
    const canadian = all.forRequest(request('fr-CA'));
    expect([canadian.t('modal.save'), canadian.t('modal.cancel')]).to.deep.equal(['Sauvegarder', 'Annuler']);
  });

  it('refuses a default locale that lacks library messages, naming some of them', () => {
    expect(() => new Translations({ translations: { fi: { 'modal.save': 'Tallenna' } }, defaultLocale: 'fi' }))
      .to.throw(ConfigurationError, /The default locale "fi" lacks \d+ library message\(s\), "action\.delete", "action\.detail", "action\.edit" and \d+ more/);
  });

  it('reports a label another locale translates, once, and not text no catalogue knows', () => {
    const swedish = translations().translator('sv');
    expect(swedish.label('Price')).to.equal('Price');
    expect(swedish.label('Price')).to.equal('Price');
    expect(swedish.label('Written as is')).to.equal('Written as is');
    expect(reported).to.deep.equal(['sv:Price']);
  });

  it('does not report a label in the language labels are written in (the default locale): the demo logged "no en translation of Title"', () => {
    const english = translations().translator('en');
    expect(english.label('Price')).to.equal('Price');
    expect(reported).to.deep.equal([]);
  });

  it('reports nothing for the languages the library ships', () => {
    const all = translations();
    expect(incomplete).to.deep.equal([]);
    for (const locale of all.locales) for (const key of Object.keys(en)) all.translator(locale).t(key);
    expect(reported).to.deep.equal([]);
  });
});

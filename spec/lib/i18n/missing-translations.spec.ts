import { expect } from 'chai';
import { Translations } from '../../../lib/i18n/Translations.js';

/** A new user saw English on an Arabic page with nothing saying why: the library's fallback was silent. */
describe('Translations: a missing translation', () => {
  const reported: string[] = [];
  const translations = () => {
    reported.length = 0;
    return new Translations(
      { translations: { ar: { 'modal.save': 'حفظ' }, de: { Price: 'Preis' }, it: {} } },
      { missing: (locale, key) => void reported.push(`${locale}:${key}`) },
    );
  };

  it('is reported once per locale and key when a library key falls back to another language', () => {
    const arabic = translations().translator('ar');
    expect(arabic.t('modal.save')).to.equal('حفظ');
    expect(arabic.t('modal.cancel')).to.equal('Cancel');
    expect(arabic.t('modal.cancel')).to.equal('Cancel');
    expect(reported).to.deep.equal(['ar:modal.cancel']);
  });

  it('is reported for a label another locale translates, not for text no catalogue knows', () => {
    const italian = translations().translator('it');
    expect(italian.label('Price')).to.equal('Price');
    expect(italian.label('Written as is')).to.equal('Written as is');
    expect(reported).to.deep.equal(['it:Price']);
  });

  it('is not reported for a label in the language labels are written in (the default locale): the demo logged "no en translation of Title"', () => {
    const english = translations().translator('en');
    expect(english.label('Price')).to.equal('Price');
    expect(reported).to.deep.equal([]);
  });

  it('is not reported for the languages the library ships, nor for a regional variant reading its language', () => {
    const all = translations();
    for (const locale of ['en', 'fr', 'de', 'es']) all.translator(locale).t('modal.cancel');
    expect(reported).to.deep.equal([]);
  });
});

import { expect } from 'chai';
import { cellLocale } from '../../../lib/wire/cell-locale.js';

describe('cellLocale(pageLocale, browserLanguages)', () => {
  it('takes the browser\'s region for a page in its language (an en-GB date input shows 14/02/1973)', () => {
    expect(cellLocale('en', ['en-GB', 'en'])).to.equal('en-GB');
    expect(cellLocale('de', ['fr-FR', 'de-CH'])).to.equal('de-CH');
  });

  it('keeps the page\'s locale when it names a region, or when the browser speaks another language', () => {
    expect(cellLocale('fr-CA', ['fr-FR'])).to.equal('fr-CA');
    expect(cellLocale('de', ['en-US'])).to.equal('de');
    expect(cellLocale('en', [])).to.equal('en');
  });

  it('does not mistake a longer language code for the page\'s (en is not enm)', () => {
    expect(cellLocale('en', ['enm-GB'])).to.equal('en');
  });

  it('keeps no locale as none', () => {
    expect(cellLocale(undefined, ['en-GB'])).to.equal(undefined);
  });
});

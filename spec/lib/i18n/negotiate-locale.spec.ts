import { expect } from 'chai';
import { matchLocale, negotiateLocale } from '../../../lib/i18n/negotiate-locale.js';

const AVAILABLE = ['en', 'fr', 'de', 'es', 'pt-BR'];

describe('negotiateLocale(header, available)', () => {
  it('takes the range of highest q, then the header\'s order', () => {
    expect(negotiateLocale('fr;q=0.5, de;q=0.9, es', AVAILABLE)).to.equal('es');
    expect(negotiateLocale('de, fr', AVAILABLE)).to.equal('de');
    expect(negotiateLocale('it;q=1, fr;q=0.8, de;q=0.8', AVAILABLE)).to.equal('fr');
  });

  it('falls back from a region to its language (de-CH -> de), ignoring case and underscores', () => {
    expect(negotiateLocale('de-CH', AVAILABLE)).to.equal('de');
    expect(negotiateLocale('FR_ca', AVAILABLE)).to.equal('fr');
    expect(negotiateLocale('zh-Hant-TW, es-419;q=0.5', AVAILABLE)).to.equal('es');
  });

  // The three reasons the match is ours and not negotiator's (`req.acceptsLanguages`): negotiator gives fr,
  // nothing, nothing.
  it('keeps the header\'s order over an exact match later on, falls back subtag by subtag, and reads de_AT', () => {
    expect(negotiateLocale('de-CH, fr', AVAILABLE)).to.equal('de');
    expect(negotiateLocale('zh-Hant-TW', ['en', 'zh-Hant'])).to.equal('zh-Hant');
    expect(negotiateLocale('de_AT', AVAILABLE)).to.equal('de');
  });

  it('lets a language range take a regional locale (pt -> pt-BR)', () => {
    expect(negotiateLocale('pt', AVAILABLE)).to.equal('pt-BR');
  });

  it('refuses a range with q=0, and takes the first locale for *', () => {
    expect(negotiateLocale('de;q=0, fr;q=0.1', AVAILABLE)).to.equal('fr');
    expect(negotiateLocale('it, *;q=0.1', AVAILABLE)).to.equal('en');
  });

  it('gives undefined without a header or a match, and survives a malformed header', () => {
    expect(negotiateLocale(undefined, AVAILABLE)).to.equal(undefined);
    expect(negotiateLocale('', AVAILABLE)).to.equal(undefined);
    expect(negotiateLocale('it, ja', AVAILABLE)).to.equal(undefined);
    expect(negotiateLocale(';;,q=,de;q=abc, fr;q=0.2', AVAILABLE)).to.equal('fr');
  });
});

describe('matchLocale(range, available)', () => {
  it('gives the locale as available spelled it', () => {
    expect(matchLocale('pt-br', AVAILABLE)).to.equal('pt-BR');
    expect(matchLocale('', AVAILABLE)).to.equal(undefined);
  });
});

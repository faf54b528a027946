import { expect } from 'chai';
import { languageFile } from '../../../lib/i18n/DataTablesLanguages.js';

const FILES = ['ar', 'de-DE', 'en-GB', 'es-AR', 'es-ES', 'fr-FR', 'he', 'no-NB', 'no-NO', 'pt-BR', 'pt-PT', 'sv-SE', 'zh', 'zh-HANT'];

describe('languageFile(locale, files)', () => {
  it('takes the file of the same tag, whatever its case', () => {
    expect(languageFile('pt-PT', FILES)).to.equal('pt-PT');
    expect(languageFile('zh-Hant', FILES)).to.equal('zh-HANT');
  });

  it('takes the language\'s own file for a language (de -> de-DE, es -> es-ES, no -> no-NO)', () => {
    expect(languageFile('de', FILES)).to.equal('de-DE');
    expect(languageFile('es', FILES)).to.equal('es-ES');
    expect(languageFile('no', FILES)).to.equal('no-NO');
    expect(languageFile('fr-CA', FILES)).to.equal('fr-FR');
  });

  it('falls back from a region to the language, else to a region of it', () => {
    expect(languageFile('ar-EG', FILES)).to.equal('ar');
    expect(languageFile('sv', FILES)).to.equal('sv-SE');
  });

  it('leaves English to DataTables.net unless a file names the exact locale', () => {
    expect(languageFile('en', FILES)).to.equal(null);
    expect(languageFile('en-US', FILES)).to.equal(null);
    expect(languageFile('en-GB', FILES)).to.equal('en-GB');
    expect(languageFile('tlh', FILES)).to.equal(null);
  });
});

import { expect } from 'chai';
import { dataTablesLanguage } from '../../../lib/i18n/datatables-language.js';
import { Translations } from '../../../lib/i18n/Translations.js';

describe('dataTablesLanguage(translator)', () => {
  const translations = new Translations({ translations: { de: { 'datatables.search': 'Finden:' } } });

  it('gives DataTables.net its words from the same catalogue as the library\'s, the application\'s overrides included', () => {
    const german = dataTablesLanguage(translations.translator('de')) as Record<string, any>;
    expect(german.search).to.equal('Finden:');
    expect(german.info).to.equal('_START_ bis _END_ von _TOTAL_ Einträgen');
    expect(german.aria.orderable).to.equal(': aktivieren, um zu sortieren');
    expect(german.aria.paginate.next).to.equal('Nächste Seite');
    expect(german.entries).to.deep.equal({ _: 'Einträge', 1: 'Eintrag' });
  });

  it('separates digit groups as the locale does', () => {
    expect((dataTablesLanguage(translations.translator('de')) as Record<string, unknown>).thousands).to.equal('.');
  });

  it('leaves DataTables.net its own English: an English page sends nothing, an English override only itself', () => {
    expect(dataTablesLanguage(translations.translator('en'))).to.equal(null);
    const own = new Translations({ translations: { en: { 'datatables.search': 'Find:' } } });
    expect(dataTablesLanguage(own.translator('en'))).to.deep.equal({ search: 'Find:' });
  });

  it('is made once per translator', () => {
    const french = translations.translator('fr');
    expect(dataTablesLanguage(french)).to.equal(dataTablesLanguage(french));
  });
});

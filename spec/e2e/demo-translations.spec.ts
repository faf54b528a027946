import { expect } from 'chai';
import * as yup from 'yup';
import { ChoiceColumn } from '../../lib/index.js';
import { BUILT_IN_CATALOGUES } from '../../lib/i18n/catalogues/index.js';
import { Translations } from '../../lib/i18n/Translations.js';
import { TableModel } from '../../lib/model/TableModel.js';
import { AuthorTable } from '../../examples/tables/AuthorTable.js';
import { BookTable } from '../../examples/tables/BookTable.js';
import { featuredBooksTable } from '../../examples/tables/featured-books-table.js';
import { PrivateBookTable } from '../../examples/tables/PrivateBookTable.js';
import { DEMO_TRANSLATIONS } from '../../examples/translations.js';

/** Every text the demo's tables write themselves: headers, choices, the modal's title, confirmations, rule messages. */
async function demoLabels(): Promise<string[]> {
  const tables = [TableModel.fromClass(BookTable), TableModel.fromClass(PrivateBookTable), featuredBooksTable({} as never), TableModel.fromClass(AuthorTable)];
  const labels = new Set<string>();
  for (const table of tables) {
    for (const column of table.columns) {
      labels.add(column.label);
      if (column instanceof ChoiceColumn) for (const label of column.choices.values()) labels.add(label);
    }
    for (const action of table.actions?.all() ?? []) if (action.confirmation) labels.add(action.confirmation);
    if (table.editModalTitle) labels.add(table.editModalTitle);
  }
  const rules = new BookTable().configureFieldRules();
  for (const rule of Object.values(rules)) {
    const message = await rule(yup.string()).validate('a title every rule refuses').then(() => null, (error: yup.ValidationError) => error.message);
    if (message) labels.add(message);
  }
  return [...labels];
}

/** A new user found the demo's headers, choices and modal title in English on a Spanish page, and some in English on an Arabic one. */
describe("the demo's own catalogue", () => {
  const translations = new Translations({ translations: DEMO_TRANSLATIONS });

  for (const locale of Object.keys(DEMO_TRANSLATIONS).filter((locale) => locale !== 'en')) {
    it(`translates every label the demo shows into "${locale}" (they stayed English)`, async () => {
      const translator = translations.translator(locale);
      const labels = await demoLabels();
      expect(labels).to.include.members(['Title', 'Delete this book?', 'Edit book', 'A title does not start with a small letter', 'Country', 'Tags', 'Edit author']);
      const untranslated = labels.filter((label) => translator.message(label) === undefined && label !== 'Actions');
      expect(untranslated, `"${locale}" lacks`).to.deep.equal([]);
    });
  }
});

/** The names of a message's placeholders (`{title}`, `{count, plural, ...}`), sorted. */
function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*(\w+)/g)].map((match) => match[1]))].sort();
}

/** Its Arabic pages had the demo's nav, headings and descriptions in English, and Dutch, Polish, Japanese and Chinese pages its labels too. */
describe("the demo's catalogues, one per language of the library", () => {
  const english = DEMO_TRANSLATIONS.en;
  // English labels are their own keys: the English catalogue gives only the other keys.
  const keys = [...new Set([...Object.keys(english), ...Object.keys(DEMO_TRANSLATIONS.de)])].sort();

  it('gives every language the library speaks', () => {
    expect(Object.keys(DEMO_TRANSLATIONS)).to.have.members(Object.keys(BUILT_IN_CATALOGUES));
  });

  it('gives the page texts in English (demo.* keys)', () => {
    expect(Object.keys(english).filter((key) => key.startsWith('demo.')).length).to.be.greaterThan(30);
  });

  for (const locale of Object.keys(BUILT_IN_CATALOGUES).filter((locale) => locale !== 'en')) {
    it(`gives "${locale}" every key, the page texts' and the labels', and nothing else`, () => {
      expect(Object.keys(DEMO_TRANSLATIONS[locale] ?? {}).sort()).to.deep.equal(keys);
    });

    it(`keeps the placeholders of each English message in "${locale}"`, () => {
      const changed = Object.keys(english).filter((key) => {
        const own = DEMO_TRANSLATIONS[locale]?.[key];
        return own !== undefined && placeholders(own).join() !== placeholders(english[key]).join();
      });
      expect(changed).to.deep.equal([]);
    });
  }
});

import { expect } from 'chai';
import * as yup from 'yup';
import { ChoiceColumn } from '../../lib/index.js';
import { Translations } from '../../lib/i18n/Translations.js';
import { TableModel } from '../../lib/model/TableModel.js';
import { BookTable } from '../../examples/tables/BookTable.js';
import { featuredBooksTable } from '../../examples/tables/featured-books-table.js';
import { PrivateBookTable } from '../../examples/tables/PrivateBookTable.js';
import { DEMO_TRANSLATIONS } from '../../examples/translations.js';

/** Every text the demo's tables write themselves: headers, choices, the modal's title, confirmations, rule messages. */
async function demoLabels(): Promise<string[]> {
  const tables = [TableModel.fromClass(BookTable), TableModel.fromClass(PrivateBookTable), featuredBooksTable({} as never)];
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
    const message = await rule(yup.string()).validate('R2D2').then(() => null, (error: yup.ValidationError) => error.message);
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
      expect(labels).to.include.members(['Title', 'Delete this book?', 'Edit book', 'An author name has no digits']);
      const untranslated = labels.filter((label) => translator.message(label) === undefined && label !== 'Actions');
      expect(untranslated, `"${locale}" lacks`).to.deep.equal([]);
    });
  }
});

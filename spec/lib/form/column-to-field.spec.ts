import { expect } from 'chai';
import type { EntityMetadata, MikroORM } from '@mikro-orm/postgresql';
import { ChoiceColumn, ConfigurationError, NumberColumn, TextColumn } from '../../../lib/index.js';
import { columnToField } from '../../../lib/form/column-to-field.js';
import { useTestOrm } from '../../support/database.js';
import { Article, articleColumns } from '../../support/article-fixture.js';

describe('columnToField(column, meta, table)', () => {
  let orm: MikroORM;
  let meta: EntityMetadata;

  useTestOrm([Article], async (opened) => {
    orm = opened;
    meta = orm.getMetadata().get(Article);
  });

  function field(name: string) {
    const column = articleColumns().find((c) => c.name === name);
    if (!column) throw new Error(`no column ${name}`);
    return columnToField(column, meta, 'articles');
  }

  describe('mapping (SPEC §2.10)', () => {
    it('maps each column kind to its widget', () => {
      const widgets = articleColumns().flatMap((column) => {
        const definition = columnToField(column, meta, 'articles');
        return definition ? [[column.name, definition.field.widget]] : [];
      });
      expect(widgets).to.deep.equal([
        ['id', 'number'], ['title', 'text'], ['notes', 'textarea'], ['status', 'select'], ['featured', 'checkbox'],
        ['publishedOn', 'date'], ['reviewedAt', 'date'], ['pages', 'number'], ['rank', 'number'], ['price', 'number'],
        ['score', 'number'], ['priority', 'number'], ['website', 'url'],
      ]);
    });

    it('skips template columns even when the entity has the property', () => {
      expect(field('preview')).to.equal(null);
    });

    it('edits a url column in an <input type="url">, its length bounded by the property\'s (it was never editable)', () => {
      expect(field('website')?.field).to.include({ widget: 'url', required: false });
      expect(field('website')?.field.attributes).to.deep.equal({ type: 'url', maxlength: 255 });
    });

    it('leaves out a hideWhenUpdating() column', () => {
      expect(field('secret')).to.equal(null);
    });

    it('leaves out a column that is not a scalar property of the entity', () => {
      expect(field('authorName')).to.equal(null);
    });

    it('never makes the version property a field, even when a column shows it', () => {
      expect(field('version')).to.equal(null);
    });

    it('maps a string-utf8 text column to a text input', () => {
      const definition = columnToField(TextColumn.new('title').setType('string-utf8'), meta, 'articles');
      expect(definition?.field.widget).to.equal('text');
    });

    it('shows the identifier disabled, without constraints, and not writable', () => {
      const id = field('id');
      expect(id?.writable).to.equal(false);
      expect(id?.field.disabled).to.equal(true);
      expect(id?.field.required).to.equal(false);
      expect(id?.field.attributes).to.deep.equal({ type: 'number', disabled: true });
    });

    it('gives the select its choices in order', () => {
      expect(field('status')?.field.choices).to.deep.equal([
        { value: 'draft', label: 'Draft' }, { value: 'published', label: 'Published' }, { value: 'archived', label: 'Archived' },
      ]);
    });

    it('labels the field with the column label and ids it for <label for>', () => {
      expect(field('publishedOn')?.field).to.include({ name: 'publishedOn', label: 'Published on', id: 'ux-datatables-field-publishedOn' });
    });
  });

  describe('constraints and attributes', () => {
    const cases: [string, Record<string, unknown>, boolean][] = [
      ['title', { type: 'text', required: true, maxlength: 100 }, true],
      ['notes', {}, false],
      ['status', { required: true }, true],
      ['featured', { type: 'checkbox' }, false],
      ['publishedOn', { type: 'date' }, false],
      ['pages', { type: 'number', min: -2147483648, max: 2147483647, step: 1 }, false],
      ['rank', { type: 'number', min: -32768, max: 32767, step: 1 }, false],
      ['price', { type: 'number', min: -999999.99, max: 999999.99, step: '0.01' }, false],
      ['score', { type: 'number', step: 'any' }, false],
      ['priority', { type: 'number', min: -2147483648, max: 2147483647, step: 1 }, false],
    ];
    for (const [name, attributes, required] of cases) {
      it(`gives "${name}" the attributes ${JSON.stringify(attributes)}`, () => {
        expect(field(name)?.field.attributes).to.deep.equal(attributes);
        expect(field(name)?.field.required).to.equal(required);
      });
    }

    it('does not require a property that has a default or is a boolean', () => {
      expect(field('priority')?.constraints.required).to.equal(false);
      expect(field('featured')?.constraints.required).to.equal(false);
    });

    it('reads the enum items and the integer kind from the metadata', () => {
      expect(field('status')?.constraints.enumItems).to.deep.equal(['draft', 'published', 'archived']);
      expect(field('pages')?.constraints.integer).to.equal(true);
      expect(field('score')?.constraints.integer).to.equal(false);
    });
  });

  describe('misconfiguration', () => {
    it('refuses a choice that is not a value of the enum property, quoting it', () => {
      const column = ChoiceColumn.new('status').setChoices({ draft: 'Draft', deleted: 'Deleted' });
      expect(() => columnToField(column, meta, 'articles'))
        .to.throw(ConfigurationError, /choice "deleted".*enum property "FormArticle.status"/);
    });

    it('refuses a ChoiceColumn without choices', () => {
      expect(() => columnToField(ChoiceColumn.new('status'), meta, 'articles')).to.throw(ConfigurationError, /without choices/);
    });

    it('refuses a widget that cannot write the property type', () => {
      expect(() => columnToField(NumberColumn.new('title'), meta, 'articles'))
        .to.throw(ConfigurationError, /Column "title" of table "articles" is edited with a number input.*hideWhenUpdating/);
      expect(() => columnToField(TextColumn.new('pages'), meta, 'articles')).to.throw(ConfigurationError, /text input/);
    });

    it('accepts any widget on the identifier, since it is never written', () => {
      expect(columnToField(TextColumn.new('id'), meta, 'articles')?.field.disabled).to.equal(true);
    });
  });
});

import { expect } from 'chai';
import type { EntityMetadata, MikroORM } from '@mikro-orm/postgresql';
import * as yup from 'yup';
import { ChoiceColumn, ConfigurationError, DataTableBuilder, NumberColumn, TextColumn } from '../../../lib/index.js';
import { EditForm } from '../../../lib/form/EditForm.js';
import { Translations } from '../../../lib/i18n/Translations.js';
import type { FieldRules } from '../../../lib/form/field-rules.js';
import { useTestOrm } from '../../support/database.js';
import { Article, ArticleTable, articleTable } from '../../support/article-fixture.js';

const HIDDEN = { _table: 'articles.edit.sig', _id: '7', _version: '1' };

/** A complete, valid submission as the browser serializes the form. */
const VALID = {
  _table: 'articles.edit.sig', _id: '7', _version: '1',
  title: 'Dune', notes: 'A <em>desert</em> planet', status: 'published', featured: '1', publishedOn: '2024-03-01',
  reviewedAt: '2024-03-02', pages: '412', rank: '-3', price: '12.50', score: '4.5', priority: '2', website: 'https://dune.test/book',
};

describe('EditForm', () => {
  let orm: MikroORM;
  let meta: EntityMetadata;
  let form: EditForm;

  useTestOrm([Article], async (opened) => {
    orm = opened;
    meta = orm.getMetadata().get(Article);
    form = EditForm.create(articleTable(), meta, { yup });
  });

  describe('.create(table, meta, { yup })', () => {
    it('lists the fields in column order, the disabled identifier included', () => {
      expect(form.fields.map((field) => field.name)).to.deep.equal([
        'id', 'title', 'notes', 'status', 'featured', 'publishedOn', 'reviewedAt', 'pages', 'rank', 'price', 'score', 'priority', 'website',
      ]);
      expect(form.writableFieldNames).to.not.include('id');
    });

    it('fails without the yup module, saying how to get it', () => {
      expect(() => EditForm.create(articleTable(), meta, {} as never)).to.throw(ConfigurationError, /needs yup/);
    });

    it('fails on a rule for a field that is not in the form, quoting it', () => {
      const rules: FieldRules = { subtitle: (schema) => schema };
      expect(() => EditForm.create(articleTable(), meta, { yup, rules }))
        .to.throw(ConfigurationError, /names "subtitle", which is not a writable field/);
    });

    it('fails on a rule for the identifier or a hidden column, which are never written', () => {
      expect(() => EditForm.create(articleTable(), meta, { yup, rules: { id: (s) => s } })).to.throw(ConfigurationError, /"id"/);
      expect(() => EditForm.create(articleTable(), meta, { yup, rules: { secret: (s) => s } })).to.throw(ConfigurationError, /"secret"/);
    });

    it('fails on a rule that does not return a schema', () => {
      const rules = { title: () => 'nope' } as unknown as FieldRules;
      expect(() => EditForm.create(articleTable(), meta, { yup, rules })).to.throw(ConfigurationError, /did not return a yup schema/);
    });
  });

  describe('.fill(entity, hidden)', () => {
    it('formats a stored entity for the inputs and keeps the hidden values', async () => {
      const em = orm.em.fork();
      const article = em.create(Article, {
        title: 'Dune', status: 'draft', featured: true, publishedOn: '2024-03-01',
        reviewedAt: new Date('2024-03-02T00:00:00Z'), pages: 412, price: '12.50', score: 4.5,
      });
      await em.flush();
      const stored = await orm.em.fork().findOneOrFail(Article, article.id);
      const filled = form.fill(stored, HIDDEN);
      const values = Object.fromEntries(filled.fields.map((field) => [field.name, field.value]));
      expect(values).to.deep.equal({
        id: String(article.id), title: 'Dune', notes: '', status: 'draft', featured: '1', publishedOn: '2024-03-01',
        reviewedAt: '2024-03-02', pages: '412', rank: '', price: '12.50', score: '4.5', priority: '3', website: '',
      });
      expect(filled.fields.find((field) => field.name === 'featured')?.checked).to.equal(true);
      expect(filled.fields.every((field) => field.errors.length === 0)).to.equal(true);
      expect(filled.hidden).to.deep.equal(HIDDEN);
      expect(filled.message).to.equal(undefined);
    });

    it('shows a Date in a date input as its UTC day, and an unchecked boolean as not checked', () => {
      const filled = form.fill({ reviewedAt: new Date('2024-12-31T23:30:00Z'), featured: false }, {});
      expect(filled.fields.find((field) => field.name === 'reviewedAt')?.value).to.equal('2024-12-31');
      expect(filled.fields.find((field) => field.name === 'featured')?.checked).to.equal(false);
    });
  });

  describe('.submit(body, hidden)', () => {
    it('converts every writable field to the entity type', async () => {
      const result = await form.submit(VALID, HIDDEN);
      expect(result).to.deep.equal({
        ok: true,
        changes: {
          title: 'Dune', notes: 'A <em>desert</em> planet', status: 'published', featured: true, publishedOn: '2024-03-01',
          reviewedAt: new Date(Date.UTC(2024, 2, 2)), pages: 412, rank: -3, price: '12.50', score: 4.5, priority: 2,
          website: 'https://dune.test/book',
        },
      });
    });

    it('gives changes that MikroORM stores and reads back unchanged', async () => {
      const em = orm.em.fork();
      const article = em.create(Article, { title: 'Before', status: 'draft' });
      await em.flush();
      const result = await form.submit(VALID, HIDDEN);
      if (!result.ok) throw new Error('expected a valid submission');
      em.assign(article, result.changes);
      await em.flush();
      const stored = await orm.em.fork().findOneOrFail(Article, article.id);
      expect(form.fill(stored, {}).fields.slice(1).map((field) => field.value)).to.deep.equal(
        ['Dune', 'A <em>desert</em> planet', 'published', '1', '2024-03-01', '2024-03-02', '412', '-3', '12.50', '4.5', '2', 'https://dune.test/book'],
      );
      expect(stored.version).to.equal(2);
    });

    it('reads a missing checkbox as false (an unchecked box is not sent)', async () => {
      const { featured: _, ...body } = VALID;
      const result = await form.submit(body, HIDDEN);
      expect(result.ok && result.changes.featured).to.equal(false);
    });

    it('writes null for an emptied nullable field and the default for an emptied field that has one', async () => {
      const result = await form.submit({ ...VALID, notes: '', publishedOn: '', pages: ' ', price: '', priority: '' }, HIDDEN);
      expect(result.ok && result.changes).to.include({ notes: null, publishedOn: null, pages: null, price: null, priority: 3 });
    });

    it('never writes the identifier, the version, a hidden column or any other key of the body', async () => {
      const body = { ...VALID, id: '999', version: '42', secret: 'leak', authorName: 'Someone', preview: 'x', isAdmin: 'true' };
      const result = await form.submit(body, HIDDEN);
      expect(result.ok && Object.keys(result.changes)).to.deep.equal([...form.writableFieldNames]);
      for (const key of ['id', 'version', 'secret', 'authorName', 'preview', 'isAdmin', '_table', '_id', '_version']) {
        expect(form.writableFieldNames).to.not.include(key);
      }
    });

    it('ignores keys inherited from Object.prototype', async () => {
      const body = JSON.parse('{"__proto__": {"title": "polluted"}}') as Record<string, unknown>;
      const result = await form.submit(body, HIDDEN);
      expect(result.ok).to.equal(false);
      expect(!result.ok && result.errors.title).to.deep.equal(['Title is a required field']);
    });

    it('keeps exactly what was typed and says what is wrong, field by field', async () => {
      const body = {
        ...VALID, title: 'x'.repeat(101), status: 'deleted', featured: 'maybe', publishedOn: '2024-02-30',
        pages: '12abc', rank: '40000', price: '1.5e9', priority: '2.5',
      };
      const result = await form.submit(body, HIDDEN);
      if (result.ok) throw new Error('expected errors');
      expect(result.errors).to.deep.equal({
        title: ['Title must be at most 100 characters'],
        status: ['Please choose one of the options.'],
        featured: ['This value is not valid.'],
        publishedOn: ['Please enter a valid date (YYYY-MM-DD).'],
        pages: ['Please enter a number.'],
        rank: ['Rank must be less than or equal to 32767'],
        price: ['Price must be less than or equal to 999999.99'],
        priority: ['Priority must be an integer'],
      });
      const typed = Object.fromEntries(result.form.fields.map((field) => [field.name, field.value]));
      expect(typed).to.include({ title: 'x'.repeat(101), status: 'deleted', publishedOn: '2024-02-30', pages: '12abc', rank: '40000', priority: '2.5' });
      expect(result.form.fields.find((field) => field.name === 'pages')?.errors).to.deep.equal(['Please enter a number.']);
      expect(result.form.fields.find((field) => field.name === 'notes')?.errors).to.deep.equal([]);
      expect(result.form.hidden).to.deep.equal(HIDDEN);
    });

    it('saves a URL column only as an http(s) web address: javascript:, data:, ftp: and //host are refused on the field', async () => {
      for (const hostile of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://files.test/a', '//dune.test', 'https://', 'https://exa mple.test', 'dune.test']) {
        const result = await form.submit({ ...VALID, website: hostile }, HIDDEN);
        expect(!result.ok && result.errors, hostile).to.deep.equal({ website: ['Website must be a web address starting with http:// or https://'] });
        expect(!result.ok && result.form.fields.find((field) => field.name === 'website')?.value, hostile).to.equal(hostile);
      }
      for (const [typed, saved] of [['  HTTP://Dune.test/a?b=1  ', 'HTTP://Dune.test/a?b=1'], ['', null]] as const) {
        const result = await form.submit({ ...VALID, website: typed }, HIDDEN);
        expect(result.ok && result.changes.website, typed).to.equal(saved);
      }
    });

    it('reports a missing required field', async () => {
      const { title: _, status: __, ...body } = VALID;
      const result = await form.submit(body, HIDDEN);
      expect(!result.ok && result.errors).to.deep.equal({ title: ['Title is a required field'], status: ['Status is a required field'] });
    });

    it('shows the identifier from the entity when given, else from the hidden _id', async () => {
      const invalid = { ...VALID, title: '' };
      const fromHidden = await form.submit(invalid, HIDDEN);
      const fromEntity = await form.submit(invalid, HIDDEN, { id: 8 });
      expect(!fromHidden.ok && fromHidden.form.fields[0]).to.include({ name: 'id', value: '7', disabled: true });
      expect(!fromEntity.ok && fromEntity.form.fields[0].value).to.equal('8');
    });

    it('refuses a field sent twice rather than picking one', async () => {
      const result = await form.submit({ ...VALID, title: ['Dune', 'Other'], featured: ['1', '1'] }, HIDDEN);
      expect(!result.ok && result.errors).to.deep.equal({
        title: ['This field takes a single value.'], featured: ['This field takes a single value.'],
      });
      expect(!result.ok && result.form.fields[1].value).to.equal('Dune');
    });

    it('refuses an object where a value is expected', async () => {
      const result = await form.submit({ ...VALID, pages: { $gt: 1 } }, HIDDEN);
      expect(!result.ok && result.errors).to.deep.equal({ pages: ['This value is not valid.'] });
    });

    it("converts a choice to the property's number type", async () => {
      const table = DataTableBuilder.create('choices')
        .addColumn(ChoiceColumn.new('priority').setType('num').setChoices({ 1: 'Low', 3: 'High' }))
        .build();
      const choices = EditForm.create(table, meta, { yup });
      expect(choices.fill({ priority: 3 }, {}).fields[0].value).to.equal('3');
      expect(await choices.submit({ priority: '3' }, {})).to.deep.equal({ ok: true, changes: { priority: 3 } });
      const outside = await choices.submit({ priority: '2' }, {});
      expect(!outside.ok && outside.errors).to.deep.equal({ priority: ['Please choose one of the options.'] });
    });

    it('accepts JSON numbers and booleans as well as strings', async () => {
      const result = await form.submit({ ...VALID, pages: 10, featured: false }, HIDDEN);
      expect(result.ok && result.changes).to.include({ pages: 10, featured: false });
    });
  });

  describe('field rules', () => {
    class StrictArticleTable extends ArticleTable {
      configureFieldRules(): FieldRules {
        return { title: (schema) => schema.matches(/^[A-Z]/, 'Start with a capital letter.') };
      }
    }

    it("applies the table's configureFieldRules()", async () => {
      const strict = EditForm.create(articleTable(StrictArticleTable), meta, { yup });
      const result = await strict.submit({ ...VALID, title: 'dune' }, HIDDEN);
      expect(!result.ok && result.errors).to.deep.equal({ title: ['Start with a capital letter.'] });
      expect((await strict.submit(VALID, HIDDEN)).ok).to.equal(true);
    });

    it('applies the rules option after the table rules, to a table built by hand', async () => {
      const table = DataTableBuilder.create('manual')
        .addColumn(NumberColumn.new('id'))
        .addColumn(TextColumn.new('title'))
        .addColumn(NumberColumn.new('pages'))
        .build();
      const rules: FieldRules = { pages: (schema) => schema.min(1, 'At least one page.'), title: (schema) => schema.trim() };
      const manual = EditForm.create(table, meta, { yup, rules });
      const invalid = await manual.submit({ title: 'Dune', pages: '0' }, {});
      expect(!invalid.ok && invalid.errors).to.deep.equal({ pages: ['At least one page.'] });
      const valid = await manual.submit({ title: '  Dune  ', pages: '3' }, {});
      expect(valid).to.deep.equal({ ok: true, changes: { title: 'Dune', pages: 3 } });
    });
  });

  describe('.submit(body, hidden, entity, translator): messages in the translator\'s locale', () => {
    const translations = new Translations({
      translations: {
        fr: { 'articles.title.capital': '{label} doit commencer par une majuscule', 'column.articles.title': 'Titre' },
      },
    });
    const french = translations.translator('fr');

    class FrenchRulesTable extends ArticleTable {
      configureFieldRules(): FieldRules {
        return {
          title: (schema) => schema.matches(/^[A-Z]/, 'articles.title.capital'),
          notes: (schema) => schema.min(5),
          pages: (schema) => schema.min(1, 'At least one page.'),
        };
      }
    }

    it('says yup\'s messages, the library\'s and the application\'s keys in French, with the translated label', async () => {
      const result = await form.submit({ ...VALID, title: '', status: 'gone', pages: 'many', rank: '40000', priority: '1.5' }, HIDDEN, undefined, french);
      expect(!result.ok && result.errors).to.deep.equal({
        title: ['Titre est obligatoire'],
        status: ['Veuillez choisir une des options.'],
        pages: ['Veuillez saisir un nombre.'],
        rank: ['Rank doit être inférieur ou égal à 32767'],
        priority: ['Priority doit être un nombre entier'],
      });
    });

    it('translates the field rules a table adds: its keys and yup\'s defaults; other text stays as written', async () => {
      const strict = EditForm.create(articleTable(FrenchRulesTable), meta, { yup });
      const result = await strict.submit({ ...VALID, title: 'dune', notes: 'abc', pages: '0' }, HIDDEN, undefined, french);
      expect(!result.ok && result.errors).to.deep.equal({
        title: ['Titre doit commencer par une majuscule'],
        notes: ['Notes doit contenir au moins 5 caractères'],
        pages: ['At least one page.'],
      });
    });

    it('leaves yup\'s global locale alone', async () => {
      const result = await form.submit({ ...VALID, title: '' }, HIDDEN, undefined, translations.translator('de'));
      expect(!result.ok && result.errors.title).to.deep.equal(['Title ist ein Pflichtfeld']);
      expect(await yup.string().required().label('X').validate(undefined).catch((error: Error) => error.message)).to.equal('X is a required field');
    });
  });
});

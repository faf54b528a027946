import { expect } from 'chai';
import type { EntityMetadata, MikroORM } from '@mikro-orm/postgresql';
import * as yup from 'yup';
import { DataTableBuilder, NumberColumn, TextColumn } from '../../../lib/index.js';
import { EditForm } from '../../../lib/form/EditForm.js';
import { useTestOrm } from '../../support/database.js';
import { Article } from '../../support/article-fixture.js';

const HIDDEN = { _table: 'articles.edit.sig', _id: '7', _version: '1' };

/** A new user found that a title of only spaces saved, and that nothing could say "no negative pages". */
describe('EditForm: text is trimmed, and columns declare constraints', () => {
  let orm: MikroORM;
  let meta: EntityMetadata;

  useTestOrm([Article], async (opened) => {
    orm = opened;
    meta = orm.getMetadata().get(Article);
  });

  const form = (...columns: Parameters<typeof DataTableBuilder.prototype.addColumn>[0][]) => {
    const builder = DataTableBuilder.create('articles').addColumn(NumberColumn.new('id'));
    for (const column of columns) builder.addColumn(column);
    return EditForm.create(builder.build(), meta, { yup });
  };

  it('refuses a required title of only spaces (it saved "    ")', async () => {
    const result = await form(TextColumn.new('title')).submit({ ...HIDDEN, title: '    ' }, HIDDEN);
    expect(result.ok).to.equal(false);
    if (!result.ok) expect(result.errors.title).to.deep.equal(['Title is a required field']);
  });

  it('trims text before it is validated and stored', async () => {
    const result = await form(TextColumn.new('title'), TextColumn.new('notes')).submit({ ...HIDDEN, title: '  Dune \n', notes: '  ' }, HIDDEN);
    expect(result).to.deep.include({ ok: true });
    if (result.ok) expect(result.changes).to.deep.equal({ title: 'Dune', notes: null });
  });

  it('keeps the spaces of a column that says trim(false)', async () => {
    const result = await form(TextColumn.new('title').trim(false)).submit({ ...HIDDEN, title: '  Dune ' }, HIDDEN);
    if (!result.ok) expect.fail('valid');
    expect(result.changes.title).to.equal('  Dune ');
  });

  it('refuses negative pages once the column declares min 0 (nothing could say it), server and browser from one declaration', async () => {
    const pages = form(NumberColumn.new('pages').setConstraints({ min: 0, max: 5000 }));
    const refused = await pages.submit({ ...HIDDEN, pages: '-3' }, HIDDEN);
    expect(refused.ok).to.equal(false);
    if (!refused.ok) expect(refused.errors.pages).to.deep.equal(['Pages must be greater than or equal to 0']);
    expect((await pages.submit({ ...HIDDEN, pages: '12' }, HIDDEN)).ok).to.equal(true);
    expect(pages.fields.find((field) => field.name === 'pages')!.attributes).to.include({ type: 'number', min: 0, max: 5000, step: 1 });
  });

  it('narrows, never widens, what the entity allows: the stricter bound wins', () => {
    const rank = form(NumberColumn.new('rank').setConstraints({ min: -100000, max: 10 })).fields.find((field) => field.name === 'rank')!;
    expect(rank.attributes).to.include({ min: -32768, max: 10 });
    const title = form(TextColumn.new('title').setConstraints({ maxLength: 500 })).fields.find((field) => field.name === 'title')!;
    expect(title.attributes).to.include({ maxlength: 100 });
  });

  it('declares a pattern, maxLength, step and required for the browser and checks them on the server', async () => {
    const declared = form(
      TextColumn.new('notes').setConstraints({ pattern: /^[A-Z][a-z ]*$/, maxLength: 20, required: true }),
      NumberColumn.new('price').setConstraints({ step: 0.5, min: 0 }),
    );
    const notes = declared.fields.find((field) => field.name === 'notes')!;
    expect(notes.attributes).to.include({ pattern: '^[A-Z][a-z ]*$', maxlength: 20, required: true });
    expect(notes.required).to.equal(true);
    expect(declared.fields.find((field) => field.name === 'price')!.attributes).to.include({ step: 0.5, min: 0 });
    const refused = await declared.submit({ ...HIDDEN, notes: 'lower case', price: '1' }, HIDDEN);
    if (refused.ok) expect.fail('invalid');
    expect(refused.errors.notes![0]).to.match(/must match/);
    const empty = await declared.submit({ ...HIDDEN, notes: '', price: '1' }, HIDDEN);
    if (empty.ok) expect.fail('required');
    expect(empty.errors.notes).to.deep.equal(['Notes is a required field']);
    expect((await declared.submit({ ...HIDDEN, notes: 'Fine words', price: '2.5' }, HIDDEN)).ok).to.equal(true);
  });
});

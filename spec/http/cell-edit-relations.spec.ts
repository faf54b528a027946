import { expect } from 'chai';
import type { Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import {
  AbstractDataTable, Action, AsDataTable, dataTablesRouter, NumberColumn, TemplateColumn, TextColumn, type Actions, type DataTableClass,
} from '../../lib/index.js';
import type { RowData } from '../../lib/wire/page-view.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, openPage, SPEC_SECRET, SPEC_TEMPLATES, type SpecSession } from '../support/http-app.js';
import { SpecCellNovelTable, SpecCellNovelTitleTable } from '../support/cell-tables.js';
import { Book } from '../support/http-entities.js';
import { Novel, RELATION_ENTITIES } from '../support/relation-entities.js';
import { seedRelations } from '../support/relation-tables.js';

const tokens = new TableTokens(SPEC_SECRET);

describe('POST /datatables/ajax/cell on a relation', () => {
  let orm: MikroORM;
  let app: Express;
  let session: SpecSession;
  useTestOrm(RELATION_ENTITIES, (opened) => (orm = opened));

  beforeEach(async () => {
    await seedRelations(orm);
    ({ app } = createSpecApp({ orm, tables: [SpecCellNovelTable] }));
    session = await openPage(app, 'spec-cell-novels');
  });

  const save = (value: unknown, column = 'writer', version = '1') => session.agent.post('/datatables/ajax/cell').set('X-CSRF-Token', session.csrf)
    .send({ table: session.view.tokens.edit, id: '1', version, column, value });
  const stored = () => orm.em.fork().findOneOrFail(Novel, { id: 1 }, { populate: ['writer', 'labels'] });
  const dataRow = async (): Promise<RowData> => {
    const res = await request(app).get('/datatables/ajax/data').query({ table: tokens.sign('spec-cell-novels', 'read') }).expect(200);
    return (res.body.data as RowData[]).find((row) => row.id === 1)!;
  };

  it('offers a relation editor: single, nullable', () => {
    const writer = session.view.table.columns.find((column) => column.name === 'writer')!;
    expect(writer.inPlace).to.deep.include({ widget: 'relation', relation: { multiple: false, nullable: true }, required: false });
    expect(session.view.urls.cell).to.equal('/datatables/ajax/cell');
  });

  it('saves a ManyToOne by its key, keeps the ManyToMany, and answers the row as the data endpoint sends it (its path column too)', async () => {
    const res = await save('2').expect(200);
    const novel = await stored();
    expect(novel.writer?.id).to.equal(2);
    expect(novel.labels.getItems().map((label) => label.id).sort()).to.deep.equal([1, 2]);
    expect(res.body.row).to.deep.equal(await dataRow());
    expect(res.body.row['writer.name']).to.equal('Writer 02');
    // The row shows the writer's label: the key it replaced is what Undo sends back.
    expect(res.body.replaced).to.equal('1');
  });

  it('saves a ManyToMany as its keys, and refuses a key out of range', async () => {
    const res = await save(['1', '3'], 'labels').expect(200);
    expect((await stored()).labels.getItems().map((label) => label.id).sort()).to.deep.equal([1, 3]);
    expect(res.body.replaced).to.have.members(['1', '2']);
    expect(res.body.row).to.deep.equal(await dataRow());
    await save(['9999'], 'labels', '2').expect(422);
    await save('1', 'labels', '2').expect(400);
  });

  it('clears a nullable relation with an empty string, and sets it back with the key it replaced (Undo)', async () => {
    const cleared = await save('').expect(200);
    expect((await stored()).writer).to.equal(null);
    expect(cleared.body.replaced).to.equal('1');
    const undone = await save(cleared.body.replaced, 'writer', '2').expect(200);
    expect((await stored()).writer?.id).to.equal(1);
    expect(undone.body.replaced).to.equal('');
  });

  it('answers 422 for a related row out of the column\'s scope, and writes nothing', async () => {
    const res = await save('61').expect(422);
    expect(res.body.error.fields).to.have.keys('writer');
    expect((await stored()).writer?.id).to.equal(1);
    expect((await stored()).version).to.equal(1);
    await save('9999').expect(422);
  });

  it('saves a title on a table with relations, through the row loaded', async () => {
    const res = await save('  Dune Messiah ', 'title').expect(200);
    expect((await stored()).title).to.equal('Dune Messiah');
    expect(res.body).to.not.have.property('replaced');
    expect(res.body.row).to.deep.equal(await dataRow());
  });
});

describe('column.editInPlace() misconfigured', () => {
  let orm: MikroORM;
  useTestOrm([...RELATION_ENTITIES, Book], (opened) => (orm = opened));

  /** A novels table with these columns and actions, under a name of its own. */
  function novels(name: string, columns: () => ReturnType<AbstractDataTable<Novel>['configureColumns']>, withEdit = true): DataTableClass {
    @AsDataTable(Novel, { name })
    class Table extends AbstractDataTable<Novel> {
      configureColumns() {
        return columns();
      }

      override configureActions(actions: Actions): Actions {
        return withEdit ? actions.add(Action.edit()) : actions.add(Action.delete());
      }
    }
    return Table;
  }

  const build = (table: DataTableClass) => () => dataTablesRouter({ orm, secret: SPEC_SECRET, tables: [table], templateDirectories: [SPEC_TEMPLATES] });

  it('fails when the router is built, naming the table and the column', () => {
    const cases: Array<[string, DataTableClass, RegExp]> = [
      ['no Edit action', novels('spec-cell-bad-1', () => [NumberColumn.new('id'), TextColumn.new('title').editInPlace()], false), /Column "title" of table "spec-cell-bad-1".*no Edit action/],
      ['the key', novels('spec-cell-bad-2', () => [NumberColumn.new('id').editInPlace(), TextColumn.new('title')]), /Column "id" of table "spec-cell-bad-2"/],
      ['hidden when updating', novels('spec-cell-bad-3', () => [NumberColumn.new('id'), TextColumn.new('title').hideWhenUpdating().editInPlace()]), /Column "title" of table "spec-cell-bad-3"/],
      ['a path', novels('spec-cell-bad-4', () => [NumberColumn.new('id'), TextColumn.new('title'), TextColumn.new('writer.name').editInPlace()]), /Column "writer.name" of table "spec-cell-bad-4"/],
      ['a template', novels('spec-cell-bad-5', () => [NumberColumn.new('id'), TextColumn.new('title'), TemplateColumn.new('cover').setTemplate('cover.html.ejs').editInPlace()]), /Column "cover" of table "spec-cell-bad-5"/],
    ];
    for (const [what, table, message] of cases) expect(build(table), what).to.throw(message).with.property('name', 'ConfigurationError');
  });

  it('accepts a ManyToMany naming the relation itself', () => {
    expect(build(novels('spec-cell-good-1', () => [NumberColumn.new('id'), TextColumn.new('title'), TextColumn.new('labels').editInPlace()]))).to.not.throw();
  });
});

describe('POST /datatables/ajax/cell answered by its write: a table on relations whose form writes none', () => {
  let orm: MikroORM;
  let app: Express;
  let session: SpecSession;
  let statements: string[] | null = null;
  useTestOrm(RELATION_ENTITIES, (opened) => (orm = opened), {
    onQuery: (sql: string) => {
      statements?.push(sql);
      return sql;
    },
  });

  beforeEach(async () => {
    await seedRelations(orm);
    ({ app } = createSpecApp({ orm, tables: [SpecCellNovelTitleTable] }));
    session = await openPage(app, 'spec-cell-novel-titles');
  });

  const save = (value: string, version = '1') => session.agent.post('/datatables/ajax/cell').set('X-CSRF-Token', session.csrf)
    .send({ table: session.view.tokens.edit, id: '1', version, column: 'title', value });
  const dataRow = async (): Promise<RowData> => {
    const res = await request(app).get('/datatables/ajax/data').query({ table: tokens.sign('spec-cell-novel-titles', 'read') }).expect(200);
    return (res.body.data as RowData[]).find((row) => row.id === 1)!;
  };

  it('writes the title and selects the row as the data endpoint sends it (writer, country, labels) in ONE statement', async () => {
    statements = [];
    const res = await save('  Dune Messiah ').expect(200);
    const sent = statements;
    statements = null;
    expect(sent, sent.join('\n')).to.have.length(1);
    expect(sent[0]).to.match(/with "ux:written" as \(update /);
    expect(res.body.row).to.deep.equal(await dataRow());
    expect(res.body.row).to.include({ title: 'Dune Messiah', _version: '2' });
    expect(res.body.row['writer.name']).to.be.a('string').and.not.equal('');
    expect(res.body.row.labels).to.not.deep.equal([]);
  });

  it('answers a title saved unchanged with the row as it is, version kept, and a stale version 409 with the row as saved', async () => {
    const first = await save('Same').expect(200);
    const again = await save('Same', '2').expect(200);
    expect(again.body.row).to.deep.equal(first.body.row);
    expect(again.body.row._version).to.equal('2');
    const stale = await save('Other', '1').expect(409);
    expect(stale.body.row).to.deep.equal(await dataRow());
  });
});

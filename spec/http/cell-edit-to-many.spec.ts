import { expect } from 'chai';
import type { Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import type { RowData } from '../../lib/wire/page-view.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, openPage, SPEC_SECRET, type SpecSession } from '../support/http-app.js';
import { SpecCellNovelLabelsTable, SpecCellNovelTitleTable } from '../support/cell-tables.js';
import { Label, Novel, RELATION_ENTITIES } from '../support/relation-entities.js';
import { seedRelations } from '../support/relation-tables.js';

const tokens = new TableTokens(SPEC_SECRET);

describe('POST /datatables/ajax/cell on a ManyToMany edited in place (chips)', () => {
  let orm: MikroORM;
  let app: Express;
  let session: SpecSession;
  useTestOrm(RELATION_ENTITIES, (opened) => (orm = opened));

  beforeEach(async () => {
    await seedRelations(orm);
    ({ app } = createSpecApp({ orm, tables: [SpecCellNovelLabelsTable, SpecCellNovelTitleTable] }));
    session = await openPage(app, 'spec-cell-novel-labels');
  });

  const save = (value: unknown, version: string) => session.agent.post('/datatables/ajax/cell').set('X-CSRF-Token', session.csrf)
    .send({ table: session.view.tokens.edit, id: '1', version, column: 'labels', value });
  const storedKeys = async () => (await orm.em.fork().findOneOrFail(Novel, { id: 1 }, { populate: ['labels'] })).labels.getItems().map((label) => String(label.id)).sort();
  const dataRow = async (table = 'spec-cell-novel-labels', id = 1): Promise<RowData> => {
    const res = await request(app).get('/datatables/ajax/data').query({ table: tokens.sign(table, 'read') }).expect(200);
    return (res.body.data as RowData[]).find((row) => row.id === id)!;
  };

  describe('the data row', () => {
    it('carries every held key, in the labels\' order, for the column edited in place only', async () => {
      const row = await dataRow();
      // One label shown (setRelationLimit(1)): the keys still name both rows held, the shown one first.
      expect(row.labels).to.deep.equal({ labels: ['Classic'], more: 1, keys: ['1', '2'] });
      expect(row['labels.name'], 'a to-many path shown only').to.deep.equal({ labels: ['Classic', 'Noir'], more: 0 });
      expect((await dataRow('spec-cell-novel-titles')).labels).to.not.have.property('keys');
      expect((await dataRow('spec-cell-novel-labels', 2)).labels).to.deep.equal({ labels: [], more: 0, keys: [] });
    });
  });

  it('writes exactly the keys sent (one added, one removed), answering the row as the data endpoint sends it and the keys replaced', async () => {
    const res = await save(['3', '2'], '1').expect(200);
    expect(await storedKeys()).to.deep.equal(['2', '3']);
    expect(res.body.replaced).to.have.members(['1', '2']);
    expect(res.body.row).to.deep.equal(await dataRow());
    expect(res.body.row.labels).to.deep.equal({ labels: ['Noir'], more: 1, keys: ['2', '3'] });
  });

  it('empties the relation with no keys, and Undo (the keys replaced sent back) restores the set', async () => {
    const emptied = await save([], '1').expect(200);
    expect(await storedKeys()).to.deep.equal([]);
    expect(emptied.body.row.labels).to.deep.equal({ labels: [], more: 0, keys: [] });
    const undone = await save(emptied.body.replaced, emptied.body.row._version).expect(200);
    expect(await storedKeys()).to.deep.equal(['1', '2']);
    expect(undone.body.replaced).to.deep.equal([]);
    expect(undone.body.row.labels.keys).to.deep.equal(['1', '2']);
  });

  it('refuses a key outside the column\'s scope with a 422 on the column, and writes nothing', async () => {
    const hidden = await orm.em.fork().findOneOrFail(Label, { name: { $like: 'Hidden%' } });
    const res = await save(['1', String(hidden.id)], '1').expect(422);
    expect(res.body.error.fields).to.have.keys('labels');
    expect(await storedKeys()).to.deep.equal(['1', '2']);
    expect((await orm.em.fork().findOneOrFail(Novel, { id: 1 })).version).to.equal(1);
  });

  it('keeps a held key the scope no longer offers (saving the cell unchanged must not fail)', async () => {
    const hidden = await orm.em.fork().findOneOrFail(Label, { name: { $like: 'Hidden%' } });
    const em = orm.em.fork();
    await em.getConnection().execute(`insert into "${orm.config.get('schema')}"."novel_labels" ("novel_id", "label_id") values (1, ${hidden.id})`);
    const res = await save(['1', String(hidden.id)], '1').expect(200);
    expect(await storedKeys()).to.deep.equal(['1', String(hidden.id)].sort());
    expect(res.body.row.labels.keys).to.have.members(['1', String(hidden.id)]);
  });
});

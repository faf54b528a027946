import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import { deleteRow, selectRow, updateRow } from '../../../lib/persistence/row-statements.js';
import { useTestOrm } from '../../support/database.js';
import { seed } from '../../support/http-app.js';
import { Book, HTTP_ENTITIES } from '../../support/http-entities.js';

describe('row statements', () => {
  let orm: MikroORM;
  const meta = () => orm.getMetadata().get(Book);

  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened));

  beforeEach(async () => {
    await seed(orm);
  });

  it('selectRow mapped by em.map gives the entity findOne gives (dates, booleans, enums, nulls)', async () => {
    for (const id of [1, 2]) {
      const em = orm.em.fork();
      const mapped = em.map(Book, (await selectRow(em, meta(), { id }))!);
      const found = await orm.em.fork().findOne(Book, { id });
      expect({ ...mapped }).to.deep.equal({ ...found });
      expect(mapped).to.be.instanceOf(found!.constructor);
    }
  });

  it('selectRow answers null for no row', async () => {
    expect(await selectRow(orm.em.fork(), meta(), { id: 999 })).to.equal(null);
  });

  it('updateRow writes the changes and moves the version on, only where every condition holds', async () => {
    const em = orm.em.fork();
    expect(await updateRow(em, meta(), { id: 1, version: 2 }, { title: 'Stale' })).to.equal(false);
    expect(await updateRow(em, meta(), { id: 1, version: 1, status: 'draft' }, { title: 'Hidden' })).to.equal(false);
    expect(await updateRow(em, meta(), { id: 1, version: 1, secretNote: 'spice' }, { title: 'Dune II', publishedOn: '1969-01-01' })).to.equal(true);
    const stored = await orm.em.fork().findOne(Book, { id: 1 });
    expect([stored?.title, stored?.publishedOn, stored?.version]).to.deep.equal(['Dune II', '1969-01-01', 2]);
  });

  it('deleteRow matches null by IS NULL, and removes at most the row named', async () => {
    const em = orm.em.fork();
    expect(await deleteRow(em, meta(), { id: 2, publishedOn: '2000-01-01' })).to.equal(false);
    expect(await deleteRow(em, meta(), { id: 2, publishedOn: null })).to.equal(true);
    expect(await orm.em.fork().count(Book, {})).to.equal(6);
  });

  it('sends a value with quotes and question marks as data, not SQL', async () => {
    const em = orm.em.fork();
    const title = "O'Brien? \\ '; drop table book; --";
    expect(await updateRow(em, meta(), { id: 3, version: 1 }, { title })).to.equal(true);
    expect((await orm.em.fork().findOne(Book, { id: 3 }))?.title).to.equal(title);
  });
});

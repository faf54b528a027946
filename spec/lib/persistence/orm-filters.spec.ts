import { expect } from 'chai';
import { defineEntity, p, type EntityName } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { visibleRows } from '../../../lib/persistence/orm-filters.js';
import type { SqlCondition } from '../../../lib/persistence/search-sql.js';
import { useTestOrm } from '../../support/database.js';
import { Memo, Scribe, SCRIBE_FILTERS, seedMemos } from '../../support/soft-delete-tables.js';

/** An entity no filter names (the configuration's is the scribes'). */
const Bare = defineEntity({ name: 'Bare', properties: { id: p.integer().primary() } });

/** A pad of a tenant: the filter takes its argument from `em.setFilterParams('tenant', { id })`. */
const Pad = defineEntity({
  name: 'Pad',
  filters: { tenant: { name: 'tenant', cond: (args: { id: number }) => ({ tenant: args.id }), default: true } },
  properties: { id: p.integer().primary(), tenant: p.integer() },
});

describe('visibleRows(em, meta)', () => {
  let orm: MikroORM;
  useTestOrm([Memo, Scribe, Pad, Bare], async (opened) => {
    orm = opened;
    await seedMemos(orm);
    const em = orm.em.fork();
    [1, 2, 3].forEach((id) => em.create(Pad, { id, tenant: id === 3 ? 2 : 1 }));
    await em.flush();
  }, { filters: SCRIBE_FILTERS });

  /** The keys of the rows meeting the condition, as the library's own SQL reads them (alias "e"). */
  const keys = async (em: EntityManager, entity: EntityName, where: SqlCondition | null) => {
    const meta = orm.getMetadata().get(entity);
    const rows = await em.getConnection().execute<Array<{ id: number }>>(
      `select "e"."id" from "${orm.config.get('schema')}"."${meta.tableName}" as "e"${where ? ` where ${where.sql}` : ''} order by 1`, where?.params ?? []);
    return rows.map((row) => row.id);
  };

  it('says an entity\'s own default filter and a filter of the ORM\'s configuration as SQL on the row', async () => {
    const em = orm.em.fork();
    const memos = await visibleRows(em, orm.getMetadata().get(Memo));
    expect(memos).to.deep.equal({ sql: '("e"."deleted" = ?)', params: [false] });
    expect(await keys(em, Memo, memos)).to.deep.equal([1, 2, 3, 4, 5, 6]);
    expect(await keys(em, Scribe, await visibleRows(em, orm.getMetadata().get(Scribe)))).to.deep.equal([1, 2, 3]);
  });

  it('takes a filter\'s parameters from the entity manager, as em.find does', async () => {
    const em = orm.em.fork();
    em.setFilterParams('tenant', { id: 2 });
    const where = await visibleRows(em, orm.getMetadata().get(Pad));
    expect(await keys(em, Pad, where)).to.deep.equal([3]);
    expect((await em.find(Pad, {})).map((pad) => pad.id)).to.deep.equal([3]);
  });

  it('says a filter on a relation as the keys the filtered query finds', async () => {
    const em = orm.em.fork();
    const base = orm.em.fork();
    await base.nativeUpdate(Memo, { id: 2 }, { writer: 2 });
    // A filter on a relation, which the query builder joins for.
    em.addFilter({ name: 'byAnn', cond: { writer: { name: 'Ann' } }, entity: [Memo] });
    const where = await visibleRows(em, orm.getMetadata().get(Memo));
    expect(where!.sql).to.match(/^\("e"."id"\) in \(select /);
    expect(await keys(em, Memo, where)).to.deep.equal((await em.find(Memo, {}, { orderBy: { id: 'asc' } })).map((memo) => memo.id)).and.to.deep.equal([1, 3, 4, 5, 6]);
    await base.nativeUpdate(Memo, { id: 2 }, { writer: 1 });
  });

  it('is null where no filter applies to the entity', async () => {
    expect(await visibleRows(orm.em.fork(), orm.getMetadata().get(Bare))).to.equal(null);
  });
});

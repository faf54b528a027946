import { expect } from 'chai';
import { defineEntity, p } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { DataTable, NumberColumn, TextColumn, type CountStrategy } from '../../../lib/index.js';
import { TableModel } from '../../../lib/model/TableModel.js';
import { invalidateCountsOnWrites } from '../../../lib/persistence/count-invalidation.js';
import { EXACT_MATCHES_UP_TO, RowCounter } from '../../../lib/persistence/RowCounter.js';
import { TableBinding } from '../../../lib/persistence/TableBinding.js';
import { useTestOrm } from '../../support/database.js';

const Tally = defineEntity({
  name: 'Tally',
  properties: { id: p.integer().primary(), label: p.string().length(40) },
});

const ROWS = EXACT_MATCHES_UP_TO + 2000;

describe('RowCounter', () => {
  let orm: MikroORM;
  let statements: string[];

  useTestOrm([Tally], (opened) => (orm = opened), { onQuery: (sql) => (statements?.push(sql), sql) });

  const binding = (count?: CountStrategy) => {
    const options = new DataTable();
    if (count) options.setCountStrategy(count);
    const table = new TableModel({
      name: 'tallies', columns: [NumberColumn.new('id'), TextColumn.new('label')], options,
      source: { kind: 'entity', entity: Tally, mapRow: (row) => ({ ...(row as object) }) },
    });
    return new TableBinding(table, orm.getMetadata());
  };
  const LABEL_IS_7 = { sql: 'e.label = ?', params: ['row 7'] };
  const ANY_ROW = { sql: 'e.label ilike ?', params: ['%row%'] };
  const execute = (sql: string) => orm.em.getConnection().execute(sql.replace(/\btally\b/, `"${orm.config.get('schema')}".tally`));
  const counting = async (work: () => Promise<unknown>) => {
    statements = [];
    const result = await work();
    const counts = statements.filter((sql) => /count\(\*\)/.test(sql)).length;
    const statistics = statements.filter((sql) => /pg_class/.test(sql)).length;
    return { result, counts, statistics };
  };

  describe('on a table never analyzed', () => {
    before(async () => {
      await execute(`insert into tally (id, label) select i, 'row ' || i from generate_series(1, ${ROWS}) as i`);
    });

    it("counts exactly under 'estimate' (reltuples = -1 says nothing)", async () => {
      const counts = await new RowCounter().count(orm.em.fork(), binding('estimate'), null);
      expect(counts).to.deep.equal({ total: ROWS, filtered: ROWS, estimated: { total: false, filtered: false } });
    });
  });

  describe('once analyzed', () => {
    before(async () => {
      await execute('analyze tally');
    });

    it("'exact' counts an unfiltered request once, and reads no statistics", async () => {
      const { result, counts, statistics } = await counting(() => new RowCounter().count(orm.em.fork(), binding('exact'), null));
      expect(result).to.deep.equal({ total: ROWS, filtered: ROWS, estimated: { total: false, filtered: false } });
      expect([counts, statistics]).to.deep.equal([1, 0]);
    });

    it("'exact' counts the table and the matches of a search", async () => {
      const { result, counts } = await counting(() => new RowCounter().count(orm.em.fork(), binding('exact'), LABEL_IS_7));
      expect(result).to.deep.include({ total: ROWS, filtered: 1 });
      expect(counts).to.equal(2);
    });

    it("'estimate' answers an unfiltered request from the statistics, counting nothing", async () => {
      const { result, counts } = await counting(() => new RowCounter().count(orm.em.fork(), binding('estimate'), null));
      expect(result).to.deep.equal({ total: ROWS, filtered: ROWS, estimated: { total: true, filtered: true } });
      expect(counts).to.equal(0);
    });

    it(`'estimate' counts a search's matches exactly up to ${EXACT_MATCHES_UP_TO}`, async () => {
      const counts = await new RowCounter().count(orm.em.fork(), binding('estimate'), LABEL_IS_7);
      expect(counts).to.deep.equal({ total: ROWS, filtered: 1, estimated: { total: true, filtered: false } });
    });

    it("'estimate' estimates a search matching more, never below what it counted nor above the table", async () => {
      const counts = await new RowCounter().count(orm.em.fork(), binding('estimate'), ANY_ROW);
      expect(counts.estimated).to.deep.equal({ total: true, filtered: true });
      expect(counts.filtered).to.be.within(EXACT_MATCHES_UP_TO + 1, ROWS);
    });

    it('{ estimateAbove } counts exactly below the threshold and estimates from it', async () => {
      expect((await new RowCounter().count(orm.em.fork(), binding({ estimateAbove: ROWS + 1 }), null)).estimated.total).to.equal(false);
      expect((await new RowCounter().count(orm.em.fork(), binding({ estimateAbove: ROWS }), null)).estimated.total).to.equal(true);
    });

    it('counts exactly by default on a table under 100,000 rows', async () => {
      const counts = await new RowCounter().count(orm.em.fork(), binding(), null);
      expect(counts).to.deep.equal({ total: ROWS, filtered: ROWS, estimated: { total: false, filtered: false } });
    });
  });

  describe('{ cacheMs }', () => {
    it('keeps counts per table and search until they expire', async () => {
      const counter = new RowCounter();
      const table = binding({ cacheMs: 60_000 });
      const before = await counter.count(orm.em.fork(), table, null);
      await execute(`insert into tally (id, label) values (${ROWS + 1}, 'raw')`);
      const { result, counts } = await counting(() => counter.count(orm.em.fork(), table, null));
      expect(result).to.deep.equal(before);
      expect(counts).to.equal(0);
      expect((await counter.count(orm.em.fork(), table, LABEL_IS_7)).filtered).to.equal(1);
      await execute(`delete from tally where id = ${ROWS + 1}`);
    });

    it("forgets a table's counts when MikroORM writes one of its entities", async () => {
      const counter = new RowCounter();
      const table = binding({ cacheMs: 60_000 });
      invalidateCountsOnWrites(orm, [table], counter);
      const before = await counter.count(orm.em.fork(), table, null);
      const em = orm.em.fork();
      em.create(Tally, { id: ROWS + 2, label: 'through the ORM' });
      await em.flush();
      expect((await counter.count(orm.em.fork(), table, null)).total).to.equal(before.total + 1);
      em.remove(em.getReference(Tally, ROWS + 2));
      await em.flush();
      expect((await counter.count(orm.em.fork(), table, null)).total).to.equal(before.total);
    });
  });
});

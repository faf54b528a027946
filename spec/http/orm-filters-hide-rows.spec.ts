import { expect } from 'chai';
import type { Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { AsDataTable, DataTable, type CountStrategy, type Row } from '../../lib/index.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { filterParams } from '../../lib/wire/filters.js';
import type { RelationOptionsPage } from '../../lib/wire/relation-options.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, openPage, SPEC_SECRET } from '../support/http-app.js';
import { GONE, Memo, Scribe, SCRIBE_FILTERS, seedMemos, SpecMemoTable, SpecScribeTable } from '../support/soft-delete-tables.js';

const tokens = new TableTokens(SPEC_SECRET);
const VISIBLE_MEMOS = [1, 2, 3, 4, 5, 6];

/** The memos counted by another strategy (each its own table: the strategy is the table's). */
const strategyTable = (name: string, strategy: CountStrategy) => {
  @AsDataTable(Memo, { name })
  class CountedMemoTable extends SpecMemoTable {
    override configureDataTable(table: DataTable): DataTable {
      return super.configureDataTable(table).setCountStrategy(strategy);
    }
  }
  return CountedMemoTable;
};
const STRATEGIES: Array<[string, CountStrategy]> = [['exact', 'exact'], ['estimate', 'estimate'], ['cached', { cacheMs: 60_000 }]];

/** Memos whose rows the table maps itself: the ORM's entities, so its CSV is written by the library, not by COPY. */
@AsDataTable(Memo, { name: 'spec-memos-mapped' })
class MappedMemoTable extends SpecMemoTable {
  override mapRow(memo: Memo): Row {
    return super.mapRow(memo);
  }
}

/**
 * Regression: MikroORM 7's query builder applies no filter unless asked (`qb.applyFilters()`), and the
 * library's own SQL none at all, so a table over a soft-deleted entity listed, counted, totalled, grouped,
 * exported, offered and bulk-deleted the rows its filter hides. Every read now holds the filters `em.find` would.
 */
describe('ORM filters hide rows from every read (regression)', () => {
  let orm: MikroORM;
  let app: Express;

  useTestOrm([Memo, Scribe], async (opened) => {
    orm = opened;
    app = createSpecApp({
      orm, tables: [SpecMemoTable, SpecScribeTable, MappedMemoTable, ...STRATEGIES.map(([name, strategy]) => strategyTable(`spec-memos-${name}`, strategy))],
      limits: { exportRows: 6 },
    }).app;
  }, { filters: SCRIBE_FILTERS });

  beforeEach(() => seedMemos(orm));

  const data = (table: string, query: Record<string, string | number> = {}, extra = '') =>
    request(app).get(`/datatables/ajax/data?${new URLSearchParams({ table: tokens.sign(table, 'read'), draw: '1', start: '0', length: '50', ...query } as Record<string, string>)}${extra}`).expect(200);
  const ids = (body: { data: Row[] }) => body.data.map((row) => Number(row.id));
  const exported = async (table: string, format = 'csv') =>
    (await request(app).get('/datatables/ajax/export').query({ table: tokens.sign(table, 'export'), format }).expect(200)).text;
  /** Every memo as stored, the deleted ones too. */
  const stored = async () => (await orm.em.fork().find(Memo, {}, { filters: false, orderBy: { id: 'asc' } })).map((memo) => memo.id);

  describe('an entity\'s own filter (soft delete)', () => {
    it('the data page shows and counts only the rows the filter lets through', async () => {
      const res = await data('spec-memos');
      expect(ids(res.body)).to.deep.equal(VISIBLE_MEMOS);
      expect(res.body.recordsTotal).to.equal(6);
      expect(res.body.recordsFiltered).to.equal(6);
      const deep = await data('spec-memos', { start: 4, length: 10 });
      expect(ids(deep.body)).to.deep.equal([5, 6]);
    });

    it('the search and the column filters find no hidden row', async () => {
      const gone = await data('spec-memos', { 'search[value]': GONE });
      expect(gone.body.data).to.deep.equal([]);
      expect(gone.body.recordsFiltered).to.equal(0);
      expect(gone.body.recordsTotal).to.equal(6);
      const memos = await data('spec-memos', { 'search[value]': 'memo' });
      expect(ids(memos.body)).to.deep.equal(VISIBLE_MEMOS);
      const todos = await data('spec-memos', {}, `&${new URLSearchParams(filterParams({ kind: { in: ['todo'] } }))}`);
      expect(ids(todos.body)).to.deep.equal([2, 4, 6]);
      expect(todos.body.recordsFiltered).to.equal(3);
    });

    for (const [name] of STRATEGIES) {
      it(`counts only visible rows with the "${name}" count strategy`, async () => {
        await orm.em.getConnection().execute(`analyze "${orm.config.get('schema')}".memo`);
        const all = await data(`spec-memos-${name}`);
        expect(ids(all.body)).to.deep.equal(VISIBLE_MEMOS);
        expect(all.body.recordsTotal).to.equal(6);
        expect(all.body.recordsFiltered).to.equal(6);
        const todos = await data(`spec-memos-${name}`, { 'search[value]': 'memo' });
        expect(todos.body.recordsFiltered).to.equal(6);
      });
    }

    it('totals and groups hold only visible rows', async () => {
      const res = await data('spec-memos', { 'totals[amount]': 'count,sum', group: 'kind' });
      expect(res.body.totals.all.rows).to.equal(6);
      expect(res.body.totals.all.values.amount).to.deep.equal({ count: '6', sum: '210' });
      expect(res.body.recordsFiltered).to.equal(6);
      expect(res.body.groups.items.map((item: { rows: number }) => item.rows)).to.deep.equal([3, 3]);
    });

    it('the export (the table\'s CSV, one of rows it maps itself, and its bound of rows) holds only visible rows', async () => {
      for (const table of ['spec-memos', 'spec-memos-mapped']) {
        const csv = await exported(table);
        expect(csv, table).to.not.include(GONE);
        expect(csv.trim().split('\r\n'), table).to.have.length(1 + 6);
      }
    });

    it('a bulk action over "all matching" touches only visible rows', async () => {
      const session = await openPage(app, 'spec-memos');
      const res = await session.agent.post('/datatables/ajax/bulk').set('X-CSRF-Token', session.csrf)
        .send({ table: session.view.tokens.bulk, action: 'delete', requestId: 'spec-orm-filters-1', matching: { search: '' } }).expect(200);
      expect(res.body).to.deep.equal({ done: VISIBLE_MEMOS, refused: [] });
      expect(await stored()).to.deep.equal([7, 8]);
    });
  });

  describe('a filter of the ORM\'s configuration', () => {
    it('the data page, its counts, its search and the export hold only the rows it lets through', async () => {
      const res = await data('spec-scribes');
      expect(ids(res.body)).to.deep.equal([1, 2, 3]);
      expect(res.body.recordsTotal).to.equal(3);
      const gone = await data('spec-scribes', { 'search[value]': GONE });
      expect(gone.body.recordsFiltered).to.equal(0);
      expect(await exported('spec-scribes')).to.not.include(GONE);
    });

    it('a relation picker offers only the related rows it lets through', async () => {
      const OPTIONS = tokens.sign('spec-memos', 'options');
      const page = (await request(app).get('/datatables/ajax/options').query({ table: OPTIONS, column: 'writer' }).expect(200)).body as RelationOptionsPage;
      expect(page.options.map((option) => option.label)).to.deep.equal(['Ann', 'Bo', 'Cy']);
      const searched = (await request(app).get('/datatables/ajax/options').query({ table: OPTIONS, column: 'writer', q: GONE }).expect(200)).body as RelationOptionsPage;
      expect(searched.options).to.deep.equal([]);
    });
  });
});

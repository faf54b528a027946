import { expect } from 'chai';
import fc from 'fast-check';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { AbstractDataTable, AsDataTable, DataTableBuilder, DateColumn, NumberColumn, TextColumn, type DataTable, type Row } from '../../lib/index.js';
import type { TableModel } from '../../lib/model/TableModel.js';
import { useTestOrm } from '../support/database.js';
import { Gadget, GADGETS, seedGadgets } from '../support/filter-tables.js';
import { createSpecApp, openPage } from '../support/http-app.js';
import { Novel, RELATION_ENTITIES } from '../support/relation-entities.js';
import { NOVELS, seedNovels } from '../support/novel-tables.js';

/** Gadgets with totals on a decimal, a nullable integer, a date, a datetime and a text column. */
@AsDataTable(Gadget, { name: 'spec-total-gadgets' })
class TotalGadgetTable extends AbstractDataTable<Gadget> {
  configureColumns() {
    return [
      TextColumn.new('name').summarize('count'),
      NumberColumn.new('price').summarize('sum', 'avg', 'min', 'max'),
      NumberColumn.new('weight').summarize('count', 'sum', 'avg'),
      DateColumn.new('madeOn').summarize('min', 'max'),
      DateColumn.new('checkedAt').summarize('min', 'max'),
    ];
  }

  override configureDataTable(table: DataTable): DataTable {
    return table.setPageLength(2);
  }
}

/** The same, built by hand from the same rows: the same totals expected. */
function handTotalGadgets(upTo?: number): TableModel {
  const rows: Row[] = GADGETS.map((gadget) => ({ ...gadget, price: Number(gadget.price), checkedAt: gadget.checkedAt && new Date(gadget.checkedAt) }));
  const builder = DataTableBuilder.create(upTo ? 'spec-hand-total-gadgets-up-to' : 'spec-hand-total-gadgets')
    .addColumn(TextColumn.new('id'))
    .addColumn(TextColumn.new('name').summarize('count'))
    .addColumn(NumberColumn.new('price').setDecimals(2).summarize('sum', 'avg', 'min', 'max'))
    .addColumn(NumberColumn.new('weight').summarize('count', 'sum', 'avg'))
    .addColumn(DateColumn.new('madeOn').summarize('min', 'max'))
    .addColumn(DateColumn.new('checkedAt').summarize('min', 'max'))
    .configureDataTable((options) => (upTo ? options.setPageLength(2).setTotals({ upTo }) : options.setPageLength(2)))
    .setRows(() => rows);
  return builder.build();
}

/** A counter past 2^53: its sum must keep every digit. */
const Tally = defineEntity({ name: 'Tally', properties: { id: p.integer().primary(), hits: p.bigint(), share: p.decimal().precision(30).scale(10) } });
type Tally = InferEntity<typeof Tally>;

@AsDataTable(Tally, { name: 'spec-tallies' })
class TallyTable extends AbstractDataTable<Tally> {
  configureColumns() {
    return [NumberColumn.new('id'), NumberColumn.new('hits').summarize('sum', 'max'), NumberColumn.new('share').summarize('sum', 'avg')];
  }
}

@AsDataTable(Gadget, { name: 'spec-total-gadgets-up-to' })
class UpToGadgetTable extends TotalGadgetTable {
  override configureDataTable(table: DataTable): DataTable {
    return table.setPageLength(2).setTotals({ upTo: 3 });
  }
}

const ALL_TOTALS = { name: 'count', price: 'sum,avg,min,max', weight: 'count,sum,avg', madeOn: 'min,max', checkedAt: 'min,max' };

function totalsQuery(asked: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(asked).map(([column, kinds]) => [`totals[${column}]`, kinds]));
}

describe('column totals (issue 33: summarize)', () => {
  let orm: MikroORM;

  useTestOrm([Gadget, Tally], async (opened) => {
    orm = opened;
    await seedGadgets(orm);
    const em = orm.em.fork();
    em.create(Tally, { id: 1, hits: 9007199254740993n, share: '0.1000000001' });
    em.create(Tally, { id: 2, hits: 9007199254740993n, share: '0.2000000002' });
    await em.flush();
  });

  const app = () => createSpecApp({ orm, tables: [TotalGadgetTable, UpToGadgetTable, TallyTable, handTotalGadgets(), handTotalGadgets(3)], templateDirectories: [] }).app;

  async function data(table: string, query: Record<string, string | number>) {
    const session = await openPage(app(), table);
    return session.agent.get('/datatables/ajax/data').query({ table: session.view.tokens.read, draw: 1, start: 0, ...query });
  }

  for (const table of ['spec-total-gadgets', 'spec-hand-total-gadgets']) {
    describe(table, () => {
      it('sends each summarizing column\'s kinds in the page view', async () => {
        const session = await openPage(app(), table);
        const columns = Object.fromEntries(session.view.table.columns.map((column) => [column.name, column.totals]));
        expect(session.view.table.columns.filter((column) => !column.totals).map((column) => column.name)).to.deep.equal(table === 'spec-total-gadgets' ? [] : ['id']);
        expect(columns.price).to.deep.equal(['sum', 'avg', 'min', 'max']);
        expect(columns.madeOn).to.deep.equal(['min', 'max']);
      });

      it('answers no totals to a request that asks none', async () => {
        const res = await data(table, {});
        expect(res.status).to.equal(200);
        expect(res.body).to.not.have.property('totals');
      });

      it('totals every matching row and the page\'s rows, exactly, nulls not counted', async () => {
        const res = await data(table, { 'order[0][column]': 1, 'order[0][dir]': 'asc', ...totalsQuery(ALL_TOTALS), 'columns[1][data]': 'name' });
        expect(res.status).to.equal(200);
        const { all, page } = res.body.totals;
        expect(all.rows).to.equal(5);
        expect(all.values.name).to.deep.equal({ count: '5' });
        expect(Number(all.values.price.sum)).to.equal(150.49);
        expect(Number(all.values.price.avg)).to.be.closeTo(30.098, 1e-9);
        expect(Number(all.values.price.min)).to.equal(3);
        expect(Number(all.values.price.max)).to.equal(99.99);
        expect(all.values.weight).to.deep.include({ count: '4', sum: '2350' });
        expect(Number(all.values.weight.avg)).to.equal(587.5);
        expect(all.values.madeOn.min).to.match(/^2023-12-31/);
        expect(all.values.madeOn.max).to.match(/^2024-03-01/);
        expect(new Date(all.values.checkedAt.min).toISOString()).to.equal('2024-02-28T12:00:00.000Z');
        expect(new Date(all.values.checkedAt.max).toISOString()).to.equal('2024-03-02T00:00:00.000Z');
        expect(res.body.data.map((row: Row) => row.name)).to.deep.equal(['Hammer', 'Kite']);
        expect(page.rows).to.equal(2);
        expect(Number(page.values.price.sum)).to.equal(27.5);
        expect(page.values.weight).to.deep.include({ count: '2', sum: '1100' });
        expect(res.body.totals).to.not.have.property('over');
      });

      it('follows the search: only the matching rows are totalled', async () => {
        const res = await data(table, { 'search[value]': 'W', length: 10, ...totalsQuery({ price: 'sum', weight: 'count' }) });
        const rows = res.body.data as Row[];
        expect(rows.length).to.be.within(2, 4);
        expect(res.body.totals.all.rows).to.equal(rows.length);
        expect(Number(res.body.totals.all.values.price.sum)).to.be.closeTo(rows.reduce((sum, row) => sum + Number(row.price), 0), 1e-9);
        expect(res.body.totals.all.values.weight.count).to.equal(String(rows.filter((row) => row.weight !== null).length));
        expect(res.body.totals.page).to.deep.equal(res.body.totals.all);
      });

      it('gives null for a sum of no rows and "0" for their count', async () => {
        const res = await data(table, { 'search[value]': 'no-such-gadget', ...totalsQuery({ price: 'sum', weight: 'count' }) });
        expect(res.body.totals.all).to.deep.equal({ rows: 0, values: { price: { sum: null }, weight: { count: '0' } } });
        expect(res.body.totals.page).to.deep.equal({ rows: 0, values: { price: { sum: null }, weight: { count: '0' } } });
      });

      it('refuses a column without totals, a kind it does not declare, an unknown kind and a kind twice, naming the parameter', async () => {
        const cases: Array<[Record<string, string>, string]> = [
          [{ 'totals[id]': 'count' }, 'totals[id]'],
          [{ 'totals[nope]': 'count' }, 'totals[nope]'],
          [{ 'totals[name]': 'sum' }, 'totals[name]'],
          [{ 'totals[price]': 'median' }, 'totals[price]'],
          [{ 'totals[price]': 'sum,sum' }, 'totals[price]'],
          [{ 'totals[price]': '' }, 'totals[price]'],
          [{ totals: 'sum' }, 'totals'],
          [{ 'totals[price][0]': 'sum' }, 'totals[price]'],
        ];
        for (const [query, param] of cases) {
          const res = await data(table, query);
          expect(res.status, JSON.stringify(query)).to.equal(400);
          expect(res.body.error.fields, JSON.stringify(query)).to.have.property(param);
        }
      });
    });
  }

  for (const table of ['spec-total-gadgets-up-to', 'spec-hand-total-gadgets-up-to']) {
    it(`${table}: past setTotals({ upTo }) matching rows, gives the page's totals and says why the others are missing`, async () => {
      const over = await data(table, totalsQuery({ price: 'sum' }));
      expect(over.body.totals.all).to.equal(null);
      expect(over.body.totals.over).to.deep.equal({ upTo: 3 });
      expect(over.body.totals.page.rows).to.equal(2);
      const under = await data(table, { 'search[value]': 'Wi', ...totalsQuery({ price: 'sum' }) });
      expect(under.body.totals.all.rows).to.equal(under.body.recordsFiltered);
      expect(under.body.totals).to.not.have.property('over');
    });
  }

  it('answers any totals parameters it is sent with 200 or 400, never more (entity and hand-built tables)', async () => {
    const segment = fc.constantFrom('name', 'price', 'weight', 'madeOn', 'checkedAt', 'id', 'nope', '0', '__proto__', 'constructor');
    const kinds = fc.oneof(fc.constantFrom('count', 'sum', 'avg', 'min', 'max', 'sum,avg', 'min,max,min', ',', '', 'SUM', 'sum ', 'count,sum,avg,min,max'), fc.string({ maxLength: 12 }));
    const sessions = await Promise.all(['spec-total-gadgets', 'spec-hand-total-gadgets'].map((table) => openPage(app(), table)));
    await fc.assert(fc.asyncProperty(fc.constantFrom(...sessions), fc.array(fc.tuple(fc.array(segment, { maxLength: 2 }), kinds), { maxLength: 4 }), async (session, pairs) => {
      const query = new URLSearchParams(pairs.map(([path, text]) => [`totals${path.map((key) => `[${key}]`).join('')}`, text]));
      const res = await session.agent.get(`/datatables/ajax/data?table=${session.view.tokens.read}&${query}`);
      expect([200, 400], `${query} -> ${res.status} ${JSON.stringify(res.body)}`).to.include(res.status);
    }), { numRuns: 150 });
  });

  it('keeps every digit of a bigint sum past 2^53 and of numeric(30, 10) values', async () => {
    const res = await data('spec-tallies', totalsQuery({ hits: 'sum,max', share: 'sum,avg' }));
    expect(res.status).to.equal(200);
    expect(res.body.totals.all.values.hits).to.deep.equal({ sum: '18014398509481986', max: '9007199254740993' });
    expect(res.body.totals.all.values.share.sum).to.equal('0.3000000003');
    expect(res.body.totals.all.values.share.avg).to.match(/^0\.15000000015/);
  });
});

/** Novels: totals of a column on a ToOne path (the joins of the page) beside the row's own. */
@AsDataTable(Novel, { name: 'spec-total-novels' })
class TotalNovelTable extends AbstractDataTable<Novel> {
  configureColumns() {
    return [NumberColumn.new('id'), TextColumn.new('title'), TextColumn.new('writer.country.name').summarize('count'), TextColumn.new('labels'), NumberColumn.new('pages').summarize('sum', 'max')];
  }
}

describe('column totals over a table on relations (issue 33)', () => {
  let orm: MikroORM;
  useTestOrm(RELATION_ENTITIES, async (opened) => {
    orm = opened;
    await seedNovels(orm);
  });

  it('counts a ToOne path\'s values through the page\'s joins, every row counted once whatever its ToMany holds', async () => {
    const session = await openPage(createSpecApp({ orm, tables: [TotalNovelTable], templateDirectories: [] }).app, 'spec-total-novels');
    const res = await session.agent.get('/datatables/ajax/data').query({ table: session.view.tokens.read, draw: 1, start: 0, length: 100, ...totalsQuery({ 'writer.country.name': 'count', pages: 'sum,max' }) });
    expect(res.status).to.equal(200);
    const rows = res.body.data as Row[];
    const { all } = res.body.totals;
    expect(all.rows).to.equal(NOVELS.novels.length);
    expect(all.values['writer.country.name'].count).to.equal(String(rows.filter((row) => row['writer.country.name']).length));
    const pages = NOVELS.novels.map((novel) => (novel as { pages?: number | null }).pages ?? null).filter((value): value is number => value !== null);
    expect(all.values.pages).to.deep.equal({ sum: String(pages.reduce((sum, value) => sum + value, 0)), max: String(Math.max(...pages)) });
  });
});

describe('column totals and the page\'s count (issue 33)', () => {
  let orm: MikroORM;
  const statements: string[] = [];
  useTestOrm([Gadget, Tally], async (opened) => {
    orm = opened;
    await seedGadgets(orm);
  }, { debug: ['query'], logger: (message: string) => statements.push(message) });

  it('takes the totals\' count(*) as the filtered count: the matching rows are read once for both, never to total the page', async () => {
    const session = await openPage(createSpecApp({ orm, tables: [TotalGadgetTable], templateDirectories: [] }).app, 'spec-total-gadgets');
    statements.length = 0;
    const res = await session.agent.get('/datatables/ajax/data').query({ table: session.view.tokens.read, draw: 1, start: 0, 'search[value]': 'W', ...totalsQuery({ price: 'sum' }) });
    expect(res.status).to.equal(200);
    expect(res.body.recordsFiltered).to.equal(res.body.totals.all.rows);
    const reads = statements.filter((line) => /select /i.test(line));
    // The search's condition (an ILIKE of the name) in the totals' statement only, not in a count of its own.
    expect(reads.filter((line) => /count\(\*\)/i.test(line) && /ilike/i.test(line)), reads.join('\n')).to.have.length(1);
    // The page's totals read the page's rows by their keys.
    expect(reads.some((line) => /= any\(/.test(line) && /sum\(/.test(line)), reads.join('\n')).to.equal(true);
  });
});

import { expect } from 'chai';
import fc from 'fast-check';
import type { MikroORM } from '@mikro-orm/postgresql';
import {
  AbstractDataTable, AsDataTable, BooleanColumn, ChoiceColumn, ConfigurationError, DataTable, DataTableBuilder, NumberColumn, TextColumn, type Row,
} from '../../lib/index.js';
import { TableModel } from '../../lib/model/TableModel.js';
import { TableBinding } from '../../lib/persistence/TableBinding.js';
import { useTestOrm } from '../support/database.js';
import { Gadget, GADGETS, seedGadgets } from '../support/filter-tables.js';
import { createSpecApp, openPage } from '../support/http-app.js';
import { Novel, RELATION_ENTITIES } from '../support/relation-entities.js';
import { seedNovels } from '../support/novel-tables.js';

const columns = () => [
  TextColumn.new('name'),
  ChoiceColumn.new('kind').setChoices({ tool: 'Tool', toy: 'Toy', gizmo: 'Gizmo' }),
  BooleanColumn.new('inStock'),
  NumberColumn.new('price').summarize('sum'),
  NumberColumn.new('weight').summarize('count', 'sum'),
];

/** Gadgets grouped by kind by default, or by whether they are in stock; two to a page. */
/** Novels grouped by their writer's name (a ToOne path: the page's joins), with their pages totalled. */
@AsDataTable(Novel, { name: 'spec-grouped-novels' })
class GroupedNovelTable extends AbstractDataTable<Novel> {
  configureColumns() {
    return [NumberColumn.new('id'), TextColumn.new('title'), TextColumn.new('writer.name'), TextColumn.new('labels'), NumberColumn.new('pages').summarize('sum')];
  }

  override configureDataTable(table: DataTable): DataTable {
    return table.setGrouping({ offer: ['writer.name'], by: 'writer.name' });
  }
}

@AsDataTable(Gadget, { name: 'spec-grouped-gadgets' })
class GroupedGadgetTable extends AbstractDataTable<Gadget> {
  configureColumns() {
    return columns();
  }

  override configureDataTable(table: DataTable): DataTable {
    return table.setPageLength(2).setGrouping({ offer: ['kind', 'inStock'], by: 'kind' });
  }
}

/** The same gadgets built by hand. */
function handGroupedGadgets(): TableModel {
  const rows: Row[] = GADGETS.map((gadget) => ({ ...gadget, price: Number(gadget.price) }));
  return DataTableBuilder.create('spec-hand-grouped-gadgets')
    .addColumns(columns())
    .configureDataTable((table) => table.setPageLength(2).setGrouping({ offer: ['kind', 'inStock'], by: 'kind' }))
    .setRows(() => rows)
    .build();
}

/** The gadgets of each kind, as the database would count and sum them. */
function byKind(match: (gadget: (typeof GADGETS)[number]) => boolean = () => true) {
  const kinds = new Map<string, { rows: number; price: number; weights: number[] }>();
  for (const gadget of GADGETS.filter(match)) {
    const kind = kinds.get(gadget.kind) ?? { rows: 0, price: 0, weights: [] };
    kind.rows++;
    kind.price += Number(gadget.price);
    if (gadget.weight !== null) kind.weights.push(gadget.weight);
    kinds.set(gadget.kind, kind);
  }
  return kinds;
}

describe('grouped rows (issue 33: setGrouping)', () => {
  let orm: MikroORM;
  useTestOrm([Gadget, ...RELATION_ENTITIES], async (opened) => {
    orm = opened;
    await seedGadgets(orm);
  });
  const app = () => createSpecApp({ orm, tables: [GroupedGadgetTable, handGroupedGadgets()], templateDirectories: [] }).app;

  for (const table of ['spec-grouped-gadgets', 'spec-hand-grouped-gadgets']) {
    describe(table, () => {
      const data = async (query: Record<string, string | number>) => {
        const session = await openPage(app(), table);
        return session.agent.get('/datatables/ajax/data').query({ table: session.view.tokens.read, draw: 1, start: 0, ...query });
      };

      it('sends the grouping it offers in the page view', async () => {
        const session = await openPage(app(), table);
        expect(session.view.table.grouping).to.deep.equal({ offer: ['kind', 'inStock'], by: 'kind' });
      });

      it('groups by its default: ordered by the group first, each group on the page counted over every matching row', async () => {
        const res = await data({ 'order[0][column]': 0, 'order[0][dir]': 'asc', 'columns[0][data]': 'name', length: 3 });
        expect(res.status).to.equal(200);
        const kinds = byKind();
        const ordered = [...kinds.keys()].sort();
        // The first three gadgets by kind, then by name within a kind.
        const expected = GADGETS.map((gadget) => gadget).sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name)).slice(0, 3);
        expect(res.body.data.map((row: Row) => row.name)).to.deep.equal(expected.map((gadget) => gadget.name));
        expect(res.body.groups.column).to.equal('kind');
        const starts = expected.map((gadget, i) => (i === 0 || expected[i - 1].kind !== gadget.kind ? i : -1)).filter((i) => i >= 0);
        expect(res.body.groups.items.map((item: { start: number }) => item.start)).to.deep.equal(starts);
        expect(res.body.groups.items[0].rows).to.equal(kinds.get(ordered[0])!.rows);
        expect(res.body.groups.items[0]).to.not.have.property('totals');
      });

      it('totals each group over its matching rows when totals are asked, and follows the search', async () => {
        const res = await data({ 'totals[price]': 'sum', 'totals[weight]': 'count,sum', 'search[value]': 'o', length: 10 });
        const rows = res.body.data as Row[];
        const kinds = byKind((gadget) => rows.some((row) => row.name === gadget.name));
        for (const item of res.body.groups.items as Array<{ start: number; rows: number; totals: Record<string, Record<string, string | null>> }>) {
          const kind = kinds.get(String(rows[item.start].kind))!;
          expect(item.rows).to.equal(kind.rows);
          expect(Number(item.totals.price.sum)).to.be.closeTo(kind.price, 1e-9);
          expect(item.totals.weight.count).to.equal(String(kind.weights.length));
        }
        expect(res.body.groups.items.reduce((sum: number, item: { rows: number }) => sum + item.rows, 0)).to.equal(res.body.recordsFiltered);
      });

      it('groups by another offered column, or by none with group=', async () => {
        const other = await data({ group: 'inStock', length: 10 });
        expect(other.body.groups.column).to.equal('inStock');
        expect(other.body.groups.items.map((item: { rows: number }) => item.rows).sort()).to.deep.equal([2, 3]);
        const none = await data({ group: '' });
        expect(none.status).to.equal(200);
        expect(none.body).to.not.have.property('groups');
      });

      it('answers any group and totals parameters with 200 or 400, never more', async () => {
        const session = await openPage(app(), table);
        const name = fc.oneof(fc.constantFrom('kind', 'inStock', 'name', 'price', '', ' ', 'KIND', '__proto__', 'kind,inStock'), fc.string({ maxLength: 12 }));
        const key = fc.constantFrom('group', 'group[0]', 'group[kind]', 'totals[price]', 'totals[weight]', 'order[0][column]', 'start');
        await fc.assert(fc.asyncProperty(fc.array(fc.tuple(key, name), { maxLength: 4 }), async (pairs) => {
          const query = new URLSearchParams(pairs);
          const res = await session.agent.get(`/datatables/ajax/data?table=${session.view.tokens.read}&${query}`);
          expect([200, 400], `${query} -> ${res.status} ${JSON.stringify(res.body)}`).to.include(res.status);
        }), { numRuns: 100 });
      });

      it('refuses a column it does not offer and a group of parameters, naming "group"', async () => {
        for (const query of [{ group: 'name' }, { group: 'nope' }, { 'group[0]': 'kind' }] as Array<Record<string, string>>) {
          const res = await data(query);
          expect(res.status, JSON.stringify(query)).to.equal(400);
          expect(res.body.error.fields).to.have.property('group');
        }
      });
    });
  }

  it('groups by a column on a ToOne path, novels without a writer one group of their own', async () => {
    await seedNovels(orm);
    const session = await openPage(createSpecApp({ orm, tables: [GroupedNovelTable], templateDirectories: [] }).app, 'spec-grouped-novels');
    const res = await session.agent.get('/datatables/ajax/data').query({ table: session.view.tokens.read, draw: 1, start: 0, length: 100, 'totals[pages]': 'sum' });
    expect(res.status).to.equal(200);
    const rows = res.body.data as Row[];
    const items = res.body.groups.items as Array<{ start: number; rows: number; totals: { pages: { sum: string | null } } }>;
    expect(items.reduce((sum, item) => sum + item.rows, 0)).to.equal(rows.length);
    items.forEach((item, i) => {
      const members = rows.slice(item.start, items[i + 1]?.start ?? rows.length);
      expect(new Set(members.map((row) => row['writer.name'] ?? null)).size, JSON.stringify(members)).to.equal(1);
      expect(item.rows).to.equal(members.length);
      const pages = members.map((row) => row.pages as number | null).filter((value): value is number => value !== null);
      expect(item.totals.pages.sum).to.equal(pages.length ? String(pages.reduce((a, b) => a + b, 0)) : null);
    });
    expect(rows.some((row) => row['writer.name'] === null || row['writer.name'] === '')).to.equal(true);
  });

  it('refuses a grouping on a table that offers none', async () => {
    const plain = DataTableBuilder.create('spec-hand-ungrouped').addColumns(columns()).setRows(() => []).build();
    const session = await openPage(createSpecApp({ orm, tables: [plain], templateDirectories: [] }).app, 'spec-hand-ungrouped');
    const res = await session.agent.get('/datatables/ajax/data').query({ table: session.view.tokens.read, group: 'kind' });
    expect(res.status).to.equal(400);
    expect(res.body.error.fields).to.have.property('group');
  });

  it('is checked when the router is built: options, then each column offered', () => {
    const table = (grouping: Parameters<DataTable['setGrouping']>[0], entity: typeof Gadget | typeof Novel = Gadget, cols = columns()) =>
      new TableBinding(new TableModel({ name: 'things', columns: cols, options: new DataTable().setGrouping(grouping), source: { kind: 'entity', entity, mapRow: (row) => ({ ...(row as object) }) } }), orm.getMetadata());
    expect(() => new DataTable().setGrouping({ offer: [] })).to.throw(ConfigurationError, /setGrouping\(\) takes/);
    expect(() => new DataTable().setGrouping({ offer: ['kind'], by: 'name' })).to.throw(ConfigurationError, /setGrouping\(\) takes/);
    expect(() => new DataTable().setGrouping({ offer: ['kind', 'kind'] })).to.throw(ConfigurationError);
    expect(() => table({ offer: ['nope'] })).to.throw(ConfigurationError, /"things" offers to group by "nope", which is not a column/);
    expect(() => table({ offer: ['name'] }, Gadget, [TextColumn.new('name').setOrderable(false)])).to.throw(ConfigurationError, /not orderable/);
    expect(() => table({ offer: ['labels'] }, Novel, [TextColumn.new('title'), TextColumn.new('labels')])).to.throw(ConfigurationError, /many rows of relation "labels"/);
    expect(() => table({ offer: ['writer.name'] }, Novel, [TextColumn.new('title'), TextColumn.new('writer.name')])).to.not.throw();
  });
});

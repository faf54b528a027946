import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import {
  AbstractDataTable, AsDataTable, BooleanColumn, BulkAction, ChoiceColumn, DataTableBuilder, DateColumn, NumberColumn, TextColumn,
  type BulkActions, type Row,
} from '../../lib/index.js';
import type { TableModel } from '../../lib/model/TableModel.js';

/** Gadgets: a UUID key (which no search may ILIKE) and a column of every filterable kind. */
export const Gadget = defineEntity({
  name: 'Gadget',
  properties: {
    id: p.uuid().primary(),
    name: p.string().length(80),
    kind: p.enum(['tool', 'toy', 'gizmo']),
    inStock: p.boolean(),
    price: p.decimal().precision(8).scale(2),
    weight: p.integer().nullable(),
    madeOn: p.date().nullable(),
    checkedAt: p.datetime().nullable(),
  },
});
export type Gadget = InferEntity<typeof Gadget>;

/** The gadgets every filter spec starts from. */
export const GADGETS = [
  { id: '00000000-0000-4000-8000-000000000001', name: 'Hammer', kind: 'tool', inStock: true, price: '12.50', weight: 800, madeOn: '2024-01-10', checkedAt: '2024-03-01T08:00:00Z' },
  { id: '00000000-0000-4000-8000-000000000002', name: 'Yo-yo', kind: 'toy', inStock: false, price: '3.00', weight: 50, madeOn: '2024-02-29', checkedAt: '2024-03-01T23:30:00Z' },
  { id: '00000000-0000-4000-8000-000000000003', name: 'Widget', kind: 'gizmo', inStock: true, price: '99.99', weight: null, madeOn: '2024-03-01', checkedAt: '2024-03-02T00:00:00Z' },
  { id: '00000000-0000-4000-8000-000000000004', name: 'Wrench', kind: 'tool', inStock: false, price: '20.00', weight: 1200, madeOn: null, checkedAt: null },
  { id: '00000000-0000-4000-8000-000000000005', name: 'Kite', kind: 'toy', inStock: true, price: '15.00', weight: 300, madeOn: '2023-12-31', checkedAt: '2024-02-28T12:00:00Z' },
] as const;

/** Empties the gadgets and inserts {@link GADGETS}. */
export async function seedGadgets(orm: MikroORM): Promise<void> {
  const em = orm.em.fork();
  await em.nativeDelete(Gadget, {});
  for (const gadget of GADGETS) em.create(Gadget, { ...gadget, madeOn: gadget.madeOn ?? undefined, checkedAt: gadget.checkedAt ? new Date(gadget.checkedAt) : undefined } as never);
  await em.flush();
}

/** The gadgets with a filter on every column that can have one; `name` is searched by prefix. */
@AsDataTable(Gadget, { name: 'spec-gadgets' })
export class SpecGadgetTable extends AbstractDataTable<Gadget> {
  configureColumns() {
    return [
      TextColumn.new('id', 'ID').setFilterable(),
      TextColumn.new('name', 'Name').setSearchMode('prefix').setFilterable(),
      ChoiceColumn.new('kind', 'Kind').setChoices({ tool: 'Tool', toy: 'Toy', gizmo: 'Gizmo' }).setFilterable(),
      BooleanColumn.new('inStock', 'In stock').setFilterable(),
      NumberColumn.new('price', 'Price').setFilterable(),
      NumberColumn.new('weight', 'Weight').setFilterable(),
      DateColumn.new('madeOn', 'Made on').setFilterable(),
      DateColumn.new('checkedAt', 'Checked at').setFilterable(),
    ];
  }
}

/** The same gadgets built by hand (rows in memory), with the same filters: the same answers expected. */
export function specHandGadgetTable(): TableModel {
  const rows: Row[] = GADGETS.map((gadget) => ({
    ...gadget, price: Number(gadget.price), madeOn: gadget.madeOn, checkedAt: gadget.checkedAt && new Date(gadget.checkedAt),
  }));
  return DataTableBuilder.create('spec-hand-gadgets')
    .addColumn(TextColumn.new('id', 'ID').setFilterable())
    .addColumn(TextColumn.new('name', 'Name').setSearchMode('prefix').setFilterable())
    .addColumn(ChoiceColumn.new('kind', 'Kind').setChoices({ tool: 'Tool', toy: 'Toy', gizmo: 'Gizmo' }).setFilterable())
    .addColumn(BooleanColumn.new('inStock', 'In stock').setFilterable())
    .addColumn(NumberColumn.new('price', 'Price').setFilterable())
    .addColumn(NumberColumn.new('weight', 'Weight').setFilterable())
    .addColumn(DateColumn.new('madeOn', 'Made on').setFilterable())
    .addColumn(DateColumn.new('checkedAt', 'Checked at').setFilterable())
    .setRows(() => rows)
    .build();
}

/** The gadgets with the bulk delete: "select all matching" must honour the filters. */
@AsDataTable(Gadget, { name: 'spec-bulk-gadgets' })
export class SpecBulkGadgetTable extends AbstractDataTable<Gadget> {
  configureColumns() {
    return [
      TextColumn.new('id', 'ID'),
      TextColumn.new('name', 'Name'),
      ChoiceColumn.new('kind', 'Kind').setChoices({ tool: 'Tool', toy: 'Toy', gizmo: 'Gizmo' }).setFilterable(),
      BooleanColumn.new('inStock', 'In stock').setFilterable(),
    ];
  }

  override configureBulkActions(bulk: BulkActions): BulkActions {
    return bulk.add(BulkAction.delete());
  }
}

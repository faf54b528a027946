import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import {
  BooleanColumn, ConfigurationError, DataTable, DateColumn, indexAdvice, NumberColumn, TemplateColumn, TextColumn, type AbstractColumn,
} from '../../../lib/index.js';
import { TableModel } from '../../../lib/model/TableModel.js';
import { TableBinding } from '../../../lib/persistence/TableBinding.js';
import { createTestOrm } from '../../support/database.js';
import { Gadget, SpecGadgetTable } from '../../support/filter-tables.js';

const gadgets = (...columns: AbstractColumn[]) =>
  new TableModel({ name: 'gadgets', columns, options: new DataTable(), source: { kind: 'entity', entity: Gadget, mapRow: (row) => ({ ...(row as object) }) } });

describe('filterable columns, checked when the router is built', () => {
  let orm: MikroORM;
  before(async function () {
    this.timeout(60_000);
    orm = await createTestOrm([Gadget]);
  });
  after(async () => {
    await orm?.close(true);
  });
  const bind = (...columns: AbstractColumn[]) => new TableBinding(gadgets(...columns), orm.getMetadata());

  it('are off by default: no column of a table has a filter until it asks', () => {
    const binding = bind(TextColumn.new('name'), NumberColumn.new('price'));
    expect(binding.table.columns.map((column) => binding.flagsOf(column).filter)).to.deep.equal([null, null]);
  });

  it('refuse a column that holds no stored value, naming it', () => {
    expect(() => bind(TextColumn.new('nickname').setFilterable())).to.throw(ConfigurationError, /"nickname" of table "gadgets" is marked filterable/);
    expect(() => bind(TemplateColumn.new('card').setTemplate('x.ejs').setFilterable())).to.throw(ConfigurationError, /"card".*filterable/);
  });

  it('refuse a number, date or boolean filter on a property stored as another type', () => {
    expect(() => bind(NumberColumn.new('name').setFilterable())).to.throw(ConfigurationError, /filters number values, but property "name" of entity "Gadget" is stored as "varchar"/);
    expect(() => bind(DateColumn.new('weight').setFilterable())).to.throw(ConfigurationError, /filters date values/);
    expect(() => bind(BooleanColumn.new('price').setFilterable())).to.throw(ConfigurationError, /filters boolean values/);
  });

  it('get the index advice of a searched column, said to be for the filter', () => {
    const advice = indexAdvice(TableModel.fromClass(SpecGadgetTable), orm);
    expect(advice.notes).to.include('"inStock": a boolean search matches about half the rows, which no index speeds up');
    const filteredOnly = indexAdvice(gadgets(
      NumberColumn.new('weight').setSearchable(false).setOrderable(false).setFilterable(),
      TextColumn.new('name').setSearchable(false).setOrderable(false).setSearchMode('prefix').setFilterable(),
      TextColumn.new('kind').setSearchable(false).setOrderable(false),
    ), orm);
    expect(filteredOnly.statements.map((statement) => statement.reason)).to.deep.equal([
      '"weight" is filtered by range', '"name" is filtered with "prefix" (lower(col) LIKE \'term%\' / = \'term\')',
    ]);
  });

  it('advise a UUID searched as text a B-tree (it is compared exactly), not a note that it is cast', () => {
    const advice = indexAdvice(gadgets(TextColumn.new('name'), TextColumn.new('id').setOrderable(false)), orm);
    expect(advice.notes.join('\n')).to.not.contain('"id"');
  });
});

import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ConfigurationError, DataTable, DateColumn, NumberColumn, TemplateColumn, TextColumn, type AbstractColumn } from '../../../lib/index.js';
import { TableModel } from '../../../lib/model/TableModel.js';
import { TableBinding } from '../../../lib/persistence/TableBinding.js';
import { createTestOrm } from '../../support/database.js';
import { Gadget } from '../../support/filter-tables.js';
import { Novel, RELATION_ENTITIES } from '../../support/relation-entities.js';
import { Loan, Shelfmark } from '../../support/make-composite-entities.js';

type Entity = typeof Gadget | typeof Novel | typeof Shelfmark;
const model = (entity: Entity, ...columns: AbstractColumn[]) =>
  new TableModel({ name: 'things', columns, options: new DataTable(), source: { kind: 'entity', entity, mapRow: (row) => ({ ...(row as object) }) } });

describe('column totals, checked when the table and the router are built (issue 33)', () => {
  let orm: MikroORM;
  before(async function () {
    this.timeout(60_000);
    orm = await createTestOrm([Gadget, ...RELATION_ENTITIES, Shelfmark, Loan]);
  });
  after(async () => {
    await orm?.close(true);
  });
  const bind = (entity: Entity, ...columns: AbstractColumn[]) => new TableBinding(model(entity, ...columns), orm.getMetadata());

  it('refuse at once a kind the column cannot summarize, naming the column and what it takes', () => {
    expect(() => TextColumn.new('name').summarize('sum')).to.throw(ConfigurationError, /"name" \(TextColumn\) cannot summarize "sum"; it takes "count"/);
    expect(() => DateColumn.new('madeOn').summarize('avg')).to.throw(ConfigurationError, /it takes "count", "min", "max"/);
    expect(() => TemplateColumn.new('card').summarize('count')).to.throw(ConfigurationError, /holds no value/);
    expect(() => NumberColumn.new('price').summarize('median' as never)).to.throw(ConfigurationError, /cannot summarize "median"/);
    expect(NumberColumn.new('price').summarize('sum', 'avg', 'sum').totals).to.deep.equal(['sum', 'avg']);
  });

  it('refuse a sum of a column stored as text, naming the property and its type', () => {
    expect(() => bind(Gadget, NumberColumn.new('name').summarize('sum'))).to.throw(ConfigurationError, /"name" of table "things" summarizes "sum", but property "name" is stored as "varchar/);
    expect(() => bind(Gadget, DateColumn.new('price').summarize('max'))).to.throw(ConfigurationError, /stored as "numeric/);
    expect(() => bind(Gadget, NumberColumn.new('name').summarize('count'))).to.not.throw();
  });

  it('refuse a column that holds no stored value, one on a ToMany, and an entity with a composite key', () => {
    expect(() => bind(Gadget, NumberColumn.new('nothing').summarize('count'))).to.throw(ConfigurationError, /"nothing".*holds no stored value/);
    expect(() => bind(Novel, TextColumn.new('labels').summarize('count'))).to.throw(ConfigurationError, /many rows of relation "labels"/);
    expect(() => bind(Shelfmark, TextColumn.new('code').summarize('count'))).to.throw(ConfigurationError, /composite primary key/);
  });

  it('accept a ToOne path and the row\'s own numbers and dates', () => {
    expect(() => bind(Novel, TextColumn.new('writer.name').summarize('count'), NumberColumn.new('pages').summarize('sum', 'avg', 'min', 'max'))).to.not.throw();
    expect(() => bind(Gadget, DateColumn.new('checkedAt').summarize('min', 'max'), NumberColumn.new('weight').summarize('sum'))).to.not.throw();
  });
});

import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import { AbstractDataTable, Action, NumberColumn, TextColumn, type AbstractColumn, type Actions } from '../../../lib/index.js';
import { DataTableRegistry } from '../../../lib/model/DataTableRegistry.js';
import { TableModel } from '../../../lib/model/TableModel.js';
import { TableBinding } from '../../../lib/persistence/TableBinding.js';
import { createTestOrm } from '../../support/database.js';
import { Novel, RELATION_ENTITIES } from '../../support/relation-entities.js';
import { Edition } from '../../support/relation-index-entities.js';
import { joinsSql } from '../../../lib/persistence/path-sql.js';

/** A table of novels with these columns, bound to the spec ORM's metadata. */
function bind(orm: MikroORM, ...columns: AbstractColumn[]): TableBinding {
  return bindWith(orm, (actions) => actions, ...columns);
}

function bindWith(orm: MikroORM, configure: (actions: Actions) => Actions, ...columns: AbstractColumn[]): TableBinding {
  return bindTo(orm, Novel, configure, ...columns);
}

function bindTo(orm: MikroORM, entity: typeof Novel | typeof Edition, configure: (actions: Actions) => Actions, ...columns: AbstractColumn[]): TableBinding {
  class Table extends AbstractDataTable {
    configureColumns() {
      return [NumberColumn.new('id'), ...columns];
    }

    override configureActions(actions: Actions): Actions {
      return configure(actions);
    }
  }
  const registry = new DataTableRegistry();
  registry.register(Table, { entity, name: 'novels', editModalTemplate: null, editModalAdapter: null });
  return new TableBinding(TableModel.fromClass(Table, registry), orm.getMetadata());
}

describe('columns on relations, checked when the router is built', () => {
  let orm: MikroORM;

  before(async function () {
    this.timeout(60_000);
    orm = await createTestOrm([...RELATION_ENTITIES, Edition]);
  });

  after(async () => {
    await orm?.close(true);
  });

  it('resolves a relation named alone to its label: setRelationLabel, else name/title/label/email, else the key', () => {
    const binding = bind(orm, TextColumn.new('writer'), TextColumn.new('labels'), TextColumn.new('writer.portrait'), TextColumn.new('writer.country').setRelationLabel('code'));
    expect(binding.pathOf('writer')!.prop.name).to.equal('name');
    expect(binding.pathOf('labels')!.prop.name).to.equal('name');
    expect(binding.pathOf('writer.portrait')!.prop.name).to.equal('id');
    expect(binding.pathOf('writer.country')!.prop.name).to.equal('code');
    expect(binding.pathOf('id')).to.equal(undefined);
  });

  it('joins a step once for every column going through it', () => {
    const binding = bind(orm, TextColumn.new('writer'), TextColumn.new('writer.country.name'), TextColumn.new('writer.country.code'), TextColumn.new('writer.email'));
    expect(binding.paths!.toOneSteps.map((step) => [step.alias, step.parentAlias, step.relation.name])).to.deep.equal([['r1', 'e', 'writer'], ['r2', 'r1', 'country']]);
  });

  it('tells the browser which columns are on relations, which are to-many, and gives a relation its relation filter', () => {
    const binding = bind(orm, TextColumn.new('writer').setFilterable(), TextColumn.new('writer.country.name').setFilterable(), TextColumn.new('labels').setFilterable());
    const view = binding.table.toView((column) => binding.flagsOf(column));
    const columns = Object.fromEntries(view.columns.map((column) => [column.name, column]));
    expect(columns.writer).to.deep.include({ related: { many: false, relation: true }, filter: { kind: 'relation' }, orderable: true, searchable: true });
    expect(columns['writer.country.name']).to.deep.include({ related: { many: false, relation: false }, filter: { kind: 'text', mode: 'contains' } });
    expect(columns.labels).to.deep.include({ related: { many: true, relation: true }, orderable: false });
    expect(columns.id).to.not.have.property('related');
  });

  const refusals: Array<[string, () => AbstractColumn, RegExp]> = [
    ['a segment the entity lacks', () => TextColumn.new('writer.nickname'), /Column "writer.nickname" of table "novels" names "nickname", which entity "Writer" does not have/],
    ['a path going on past a property', () => TextColumn.new('title.length'), /goes on past "title"/],
    ['a path past a to-many', () => TextColumn.new('labels.novels.title'), /to-many relation: it must be the path's last relation/],
    ['a relation label the related entity does not store', () => TextColumn.new('writer').setRelationLabel('nickname'), /"nickname" is not a stored column of "Writer"/],
    ['a relation label on a path to a property', () => TextColumn.new('writer.name').setRelationLabel('email'), /sets a relation label, but it shows a property/],
    ['ordering by a to-many', () => TextColumn.new('labels').setOrderable(true), /marked orderable, but it shows the many rows of relation "labels"/],
  ];
  for (const [what, column, message] of refusals) {
    it(`refuses ${what}, naming the table, the column and the segment`, () => {
      expect(() => bind(orm, column())).to.throw(message);
    });
  }

  it('refuses displayIf on a column on a relation (the server checks it on the row as stored, which has no such value)', () => {
    expect(() => bindWith(orm, (actions) => actions.add(Action.delete().displayIf('writer', 'Tolkien')), TextColumn.new('writer'))).to.throw(/displayIf on "writer", a column on a relation/);
  });

  it('joins a required relation (never null, up from the table) inner, so an index can give its order; an optional one, or one past it, left', () => {
    const binding = bindTo(orm, Edition, (actions) => actions, TextColumn.new('novel.title'), TextColumn.new('novel.writer.country.name'));
    const joins = joinsSql(orm.em.fork(), binding.paths!.toOneSteps);
    expect(joins.match(/ (left join|join) /g)).to.deep.equal([' join ', ' left join ', ' left join ']);
  });
});

import { expect } from 'chai';
import { defineEntity, p, type EntityName, type InferEntity } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/es';
import type { MikroORM } from '@mikro-orm/postgresql';
import { AbstractDataTable } from '../../../lib/model/AbstractDataTable.js';
import { Action } from '../../../lib/model/Action.js';
import type { Actions } from '../../../lib/model/Actions.js';
import { ActionType } from '../../../lib/model/ActionType.js';
import { AsDataTable } from '../../../lib/model/AsDataTable.js';
import { dataTableRegistry } from '../../../lib/model/DataTableRegistry.js';
import { TableModel } from '../../../lib/model/TableModel.js';
import { NumberColumn } from '../../../lib/column/NumberColumn.js';
import { TextColumn } from '../../../lib/column/TextColumn.js';
import { useTestOrm } from '../../support/database.js';

/** (a) A `defineEntity` schema. */
const SpecOrmMagazine = defineEntity({
  name: 'SpecOrmMagazine',
  properties: { id: p.integer().primary(), title: p.string().length(60) },
});
type SpecOrmMagazine = InferEntity<typeof SpecOrmMagazine>;

/** (b) A class with TC39 decorators; explicit `type`s since there is no reflect-metadata. */
@Entity()
class SpecOrmGadget {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 60 })
  name!: string;
}

@AsDataTable(SpecOrmMagazine, { name: 'spec-orm-magazines' })
class MagazineTable extends AbstractDataTable<SpecOrmMagazine> {
  configureColumns() { return [NumberColumn.new('id', 'ID'), TextColumn.new('title')]; }
  override configureActions(actions: Actions) { return actions.add(Action.edit()).add(Action.delete()); }
}

@AsDataTable(SpecOrmGadget, { name: 'spec-orm-gadgets' })
class GadgetTable extends AbstractDataTable<SpecOrmGadget> {
  configureColumns() { return [NumberColumn.new('id', 'ID'), TextColumn.new('name')]; }
  override configureActions(actions: Actions) { return actions.add(Action.edit()); }
}

describe('@AsDataTable with MikroORM 7 entities', function () {
  this.timeout(60_000);
  let orm: MikroORM;

  useTestOrm([SpecOrmMagazine, SpecOrmGadget], (opened) => (orm = opened));

  after(() => {
    dataTableRegistry.unregister('spec-orm-magazines');
    dataTableRegistry.unregister('spec-orm-gadgets');
  });

  /** Persists one entity, reads it back through the table's bound entity and maps it to a row. */
  async function roundTrip(model: TableModel, data: Record<string, unknown>) {
    if (model.source.kind !== 'entity') throw new Error('expected an entity table');
    const entity = model.source.entity as EntityName;
    const writer = orm.em.fork();
    writer.create(entity, data);
    await writer.flush();
    const found = await orm.em.fork().find(entity, {});
    return found.map((item) => model.source.kind === 'entity' && model.source.mapRow(item as object));
  }

  describe('a defineEntity schema', () => {
    it('binds to the table, which the ORM persists and reads through', async () => {
      const model = TableModel.fromClass(MagazineTable);
      expect(model.source.kind === 'entity' && model.source.entity).to.equal(SpecOrmMagazine);
      expect(model.entityOf(model.action(ActionType.Delete)!)).to.equal(SpecOrmMagazine);
      expect(await roundTrip(model, { title: 'Byte' })).to.deep.equal([{ id: 1, title: 'Byte' }]);
    });
  });

  describe('a class decorated with @mikro-orm/decorators/es', () => {
    it('binds to the table, which the ORM persists and reads through', async () => {
      const model = TableModel.fromClass(GadgetTable);
      expect(model.source.kind === 'entity' && model.source.entity).to.equal(SpecOrmGadget);
      expect(await roundTrip(model, { name: 'Sprocket' })).to.deep.equal([{ id: 1, name: 'Sprocket' }]);
      const [gadget] = await orm.em.fork().find(SpecOrmGadget, {});
      expect(gadget).to.be.an.instanceOf(SpecOrmGadget);
    });

    it('is known to the ORM with the declared property types', () => {
      const meta = orm.getMetadata().get(SpecOrmGadget);
      expect(meta.primaryKeys).to.deep.equal(['id']);
      expect(meta.properties.name.type).to.equal('string');
      expect(meta.properties.name.length).to.equal(60);
    });
  });
});

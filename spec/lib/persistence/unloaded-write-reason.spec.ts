import { expect } from 'chai';
import { defineEntity, p } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { AbstractDataTable, Action, NumberColumn, TextColumn, type Actions, type DataTableClass, type Row } from '../../../lib/index.js';
import { DataTableRegistry } from '../../../lib/model/DataTableRegistry.js';
import { TableModel } from '../../../lib/model/TableModel.js';
import { unloadedWriteReason } from '../../../lib/persistence/orm-bypass.js';
import { TableBinding, type MutationKind } from '../../../lib/persistence/TableBinding.js';
import { createTestOrm } from '../../support/database.js';

const Paper = defineEntity({
  name: 'Paper',
  properties: { id: p.integer().primary(), title: p.string(), state: p.string(), pages: p.integer(), price: p.decimal().nullable(), version: p.integer().version() },
});
const Memo = defineEntity({ name: 'Memo', properties: { id: p.integer().primary(), title: p.string(), state: p.string() } });
const Blob = defineEntity({ name: 'Blob', properties: { id: p.integer().primary(), doc: p.json().columnType('json'), version: p.integer().version() } });

/** A table of `entity` whose edit and delete show where `field` is `value` (no condition when `field` is null). */
function tableOf(field: string | null, value: unknown, mapsRows = false): DataTableClass {
  class Shown extends AbstractDataTable {
    configureColumns() {
      return [NumberColumn.new('id'), TextColumn.new('title'), TextColumn.new('state'), NumberColumn.new('pages'), NumberColumn.new('price')];
    }

    override configureActions(actions: Actions): Actions {
      const shown = (action: Action) => (field === null ? action : action.displayIf(field, value as never));
      return actions.add(shown(Action.edit())).add(shown(Action.delete()));
    }
  }
  class Mapped extends Shown {
    override mapRow(item: object): Row {
      return { ...super.mapRow(item), title: 'computed' };
    }
  }
  return mapsRows ? Mapped : Shown;
}

/**
 * Whether a delete or an edit may be one statement with nothing read before it: only when the WHERE
 * can hold every check the load would make, exactly as the loaded row would decide them.
 */
describe('unloadedWriteReason(em, binding, action, kind)', () => {
  let orm: MikroORM;
  let count = 0;
  const registry = new DataTableRegistry();
  const reason = (entity: object, tableClass: DataTableClass, kind: MutationKind) => {
    const name = `unloaded-${++count}`;
    registry.register(tableClass, { entity: entity as never, name, editModalTemplate: null, editModalAdapter: null });
    const binding = new TableBinding(TableModel.fromClass(tableClass, registry), orm.getMetadata());
    return unloadedWriteReason(orm.em.fork(), binding, binding.mutation(kind)!, kind);
  };

  before(async function () {
    this.timeout(60_000);
    orm = await createTestOrm([Paper, Memo, Blob]);
  });

  after(() => orm?.close(true));

  it('lets a table shown as stored, its displayIf on a text, integer or no column, write without reading', () => {
    for (const kind of ['delete', 'edit'] as const) {
      expect(reason(Paper, tableOf(null, null), kind), kind).to.equal(null);
      expect(reason(Paper, tableOf('state', 'draft'), kind), kind).to.equal(null);
      expect(reason(Paper, tableOf('pages', 10), kind), kind).to.equal(null);
    }
  });

  it('reads first where SQL would decide displayIf otherwise than the loaded row', () => {
    expect(reason(Paper, tableOf('pages', '10'), 'delete')).to.equal('its displayIf on "pages" cannot be said in SQL');
    expect(reason(Paper, tableOf('pages', 1.5), 'delete')).to.equal('its displayIf on "pages" cannot be said in SQL');
    expect(reason(Paper, tableOf('price', '12.50'), 'delete')).to.equal('its displayIf on "price" cannot be said in SQL');
    expect(reason(Paper, tableOf('state', 1), 'edit')).to.equal('its displayIf on "state" cannot be said in SQL');
  });

  it('reads first when the table maps its rows itself: its displayIf is on the row it makes', () => {
    expect(reason(Paper, tableOf('state', 'draft', true), 'delete')).to.equal('the table maps its rows itself');
    expect(reason(Paper, tableOf(null, null, true), 'delete')).to.equal(null);
  });

  it('reads first for an edit of an entity without a version, or with a column SQL cannot compare', () => {
    expect(reason(Memo, tableOf(null, null), 'edit')).to.equal('it has no version');
    expect(reason(Memo, tableOf(null, null), 'delete')).to.equal(null);
    expect(reason(Blob, class extends AbstractDataTable {
      configureColumns() {
        return [NumberColumn.new('id')];
      }

      override configureActions(actions: Actions): Actions {
        return actions.add(Action.edit());
      }
    }, 'edit')).to.equal('property "doc" has no equality in SQL');
  });
});

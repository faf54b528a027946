import { expect } from 'chai';
import { DataTableBuilder } from '../../../lib/builder/DataTableBuilder.js';
import { Action } from '../../../lib/model/Action.js';
import { Actions } from '../../../lib/model/Actions.js';
import { ActionType } from '../../../lib/model/ActionType.js';
import type { Row } from '../../../lib/model/Row.js';
import type { RowSource, TableModel } from '../../../lib/model/TableModel.js';
import { ActionColumn } from '../../../lib/model/ActionColumn.js';
import { NumberColumn } from '../../../lib/column/NumberColumn.js';
import { TextColumn } from '../../../lib/column/TextColumn.js';
import { ConfigurationError } from '../../../lib/errors/ConfigurationError.js';

class Order {}
const ROWS: Row[] = [{ id: 1, customer: 'Ada' }, { id: 2, customer: 'Bob' }];

function manual(model: TableModel): Extract<RowSource, { kind: 'manual' }> {
  if (model.source.kind !== 'manual') throw new Error('expected a manual source');
  return model.source;
}

describe('DataTableBuilder', () => {
  describe('DataTableBuilder.create(name)', () => {
    it('names the table', () => {
      expect(DataTableBuilder.create('orders').build().name).to.equal('orders');
    });

    it('refuses an empty name', () => {
      expect(() => DataTableBuilder.create('')).to.throw(ConfigurationError, 'needs a name');
    });
  });

  it('keeps the columns in the order added, with addColumn and addColumns, each returning the builder', () => {
    const builder = DataTableBuilder.create('orders');
    expect(builder.addColumn(NumberColumn.new('id'))).to.equal(builder);
    expect(builder.addColumns([TextColumn.new('customer'), TextColumn.new('city')])).to.equal(builder);
    expect(builder.build().columns.map((c) => c.name)).to.deep.equal(['id', 'customer', 'city']);
  });

  describe('.setRows(rows)', () => {
    it('has no rows by default', async () => {
      expect(await manual(DataTableBuilder.create('orders').build()).rows()).to.deep.equal([]);
    });

    it('takes an array of row objects', async () => {
      const model = DataTableBuilder.create('orders').setRows(ROWS).build();
      expect(await manual(model).rows()).to.deep.equal(ROWS);
    });

    it('takes a function, called on each read', async () => {
      let calls = 0;
      const model = DataTableBuilder.create('orders').setRows(() => { calls++; return ROWS; }).build();
      expect(calls).to.equal(0);
      await manual(model).rows();
      expect(await manual(model).rows()).to.deep.equal(ROWS);
      expect(calls).to.equal(2);
    });

    it('takes an async function', async () => {
      const model = DataTableBuilder.create('orders').setRows(async () => ROWS.slice(1)).build();
      expect(await manual(model).rows()).to.deep.equal([{ id: 2, customer: 'Bob' }]);
    });
  });

  describe('.setIdField(idField)', () => {
    it('defaults to "id"', () => {
      expect(manual(DataTableBuilder.create('orders').build()).idField).to.equal('id');
    });

    it('names another row key and returns the builder', () => {
      const builder = DataTableBuilder.create('orders');
      expect(builder.setIdField('reference')).to.equal(builder);
      expect(manual(builder.build()).idField).to.equal('reference');
    });
  });

  describe('with ActionColumn.fromActions(name, label, actions)', () => {
    it("uses the caller's column name and label and the actions' entity classes", () => {
      const model = DataTableBuilder.create('orders')
        .addColumn(NumberColumn.new('id'))
        .addColumn(ActionColumn.fromActions('manage', 'Manage', new Actions()
          .add(Action.edit().setEntityClass(Order)).add(Action.delete().setEntityClass('Order'))))
        .build();
      expect(model.actionColumn?.name).to.equal('manage');
      expect(model.toView(() => ({ searchable: false, orderable: false })).actions).to.include({ column: 'manage', label: 'Manage' });
      expect(model.entityOf(model.action(ActionType.Edit)!)).to.equal(Order);
      expect(model.entityOf(model.action(ActionType.Delete)!)).to.equal('Order');
    });

    for (const make of [() => Action.delete(), () => Action.edit()]) {
      it(`refuses at build a ${make().type} action without setEntityClass, quoting table and action`, () => {
        const builder = DataTableBuilder.create('orders')
          .addColumn(NumberColumn.new('id'))
          .addColumn(ActionColumn.fromActions('manage', 'Manage', new Actions().add(make())));
        expect(() => builder.build()).to.throw(ConfigurationError, `Action "${make().type}" of table "orders" needs an entity`);
      });
    }

    it('refuses at build a detail action without a URL', () => {
      const builder = DataTableBuilder.create('orders')
        .addColumn(ActionColumn.fromActions('manage', 'Manage', new Actions().add(Action.detail())));
      expect(() => builder.build()).to.throw(ConfigurationError, 'Action "DETAIL" of table "orders" has no URL');
    });

    it('refuses at build displayIf on a field no column has', () => {
      const builder = DataTableBuilder.create('orders').addColumn(NumberColumn.new('id'))
        .addColumn(ActionColumn.fromActions('manage', 'Manage', new Actions().add(Action.detail().linkToUrl('/o').displayIf('paid', true))));
      expect(() => builder.build()).to.throw(ConfigurationError, 'uses displayIf on field "paid"');
    });
  });

  it('refuses at build two columns with the same name', () => {
    const builder = DataTableBuilder.create('orders').addColumn(NumberColumn.new('id')).addColumn(TextColumn.new('id'));
    expect(() => builder.build()).to.throw(ConfigurationError, 'Table "orders" has two columns named "id"');
  });

  describe('.configureDataTable(configure)', () => {
    it('sets the table options and returns the builder', () => {
      const builder = DataTableBuilder.create('orders');
      expect(builder.configureDataTable((table) => table.setEditModalTemplate('o/modal.ejs').setEditModalAdapter('bs5').setEditModalTitle('Order')
        .setPageLength(5))).to.equal(builder);
      const model = builder.build();
      expect([model.editModalTemplate, model.editModalAdapter, model.editModalTitle, model.pageLength])
        .to.deep.equal(['o/modal.ejs', 'bs5', 'Order', 5]);
    });

    it('accepts a configure function that returns nothing', () => {
      const model = DataTableBuilder.create('orders').configureDataTable((table) => { table.setPageLength(3); }).build();
      expect(model.pageLength).to.equal(3);
    });
  });
});

import { expect } from 'chai';
import { AbstractDataTable } from '../../../lib/model/AbstractDataTable.js';
import { Action } from '../../../lib/model/Action.js';
import { ActionType } from '../../../lib/model/ActionType.js';
import type { Actions } from '../../../lib/model/Actions.js';
import { AsDataTable } from '../../../lib/model/AsDataTable.js';
import type { DataTable } from '../../../lib/model/DataTable.js';
import { dataTableRegistry } from '../../../lib/model/DataTableRegistry.js';
import { TableModel } from '../../../lib/model/TableModel.js';
import { ConfigurationError } from '../../../lib/errors/ConfigurationError.js';
import { ActionColumn } from '../../../lib/model/ActionColumn.js';
import { NumberColumn } from '../../../lib/column/NumberColumn.js';
import { TemplateColumn } from '../../../lib/column/TemplateColumn.js';
import { TextColumn } from '../../../lib/column/TextColumn.js';

class Book { id = 7; title = 'Dune'; secret = 's3cret'; }

const columns = () => [NumberColumn.new('id', 'ID'), TextColumn.new('title'), TemplateColumn.new('cover').setTemplate('cover.ejs')];

@AsDataTable(Book, { name: 'spec-abstract-plain' })
class PlainTable extends AbstractDataTable<Book> {
  configureColumns() { return columns(); }
}

let configureActionsCalls = 0;
@AsDataTable(Book, { name: 'spec-abstract-actions', editModalTemplate: 'deco/modal.ejs', editModalAdapter: 'deco' })
class ActionsTable extends AbstractDataTable<Book> {
  configureColumns() { return columns(); }
  override configureActions(actions: Actions) {
    configureActionsCalls++;
    return actions.add(Action.edit()).add(Action.delete()).setColumnLabel('Manage');
  }
}

@AsDataTable(Book, { name: 'spec-abstract-removed' })
class RemovedTable extends AbstractDataTable<Book> {
  configureColumns() { return columns(); }
  override configureActions(actions: Actions) { return actions.add(Action.edit()).remove(ActionType.Edit); }
}

@AsDataTable(Book, { name: 'spec-abstract-options', editModalTemplate: 'deco/modal.ejs', editModalAdapter: 'deco' })
class OptionsTable extends AbstractDataTable<Book> {
  configureColumns() { return columns(); }
  override mapRow(item: Book) { return { id: item.id, title: item.title.toUpperCase() }; }
  override configureDataTable(table: DataTable) {
    return table.setEditModalTemplate('own/modal.ejs').setEditModalBodyTemplate('own/body.ejs').setEditModalAdapter('own')
      .setEditModalTitle('Edit book').setPageLength(50);
  }
}

describe('AbstractDataTable', () => {
  after(() => {
    for (const name of ['spec-abstract-plain', 'spec-abstract-actions', 'spec-abstract-removed', 'spec-abstract-options']) {
      dataTableRegistry.unregister(name);
    }
  });

  describe('TableModel.fromClass(tableClass)', () => {
    it('appends an ActionColumn named "actions" when configureActions returns at least one action', () => {
      const model = TableModel.fromClass(ActionsTable);
      expect(model.columns.map((c) => c.name)).to.deep.equal(['id', 'title', 'cover', 'actions']);
      const last = model.columns[3];
      expect(last).to.be.an.instanceOf(ActionColumn);
      expect(last.label).to.equal('Manage');
      expect(model.actionColumn).to.equal(last);
      expect(model.actions?.all().map((a) => a.type)).to.deep.equal(['EDIT', 'DELETE']);
    });

    it('appends no action column when configureActions returns none (the default)', () => {
      const model = TableModel.fromClass(PlainTable);
      expect(model.columns.map((c) => c.name)).to.deep.equal(['id', 'title', 'cover']);
      expect(model.actionColumn).to.equal(null);
      expect(model.actions).to.equal(null);
    });

    it('appends no action column when every added action was removed again', () => {
      expect(TableModel.fromClass(RemovedTable).actionColumn).to.equal(null);
    });

    it('runs configureActions once per model', () => {
      const before = configureActionsCalls;
      TableModel.fromClass(ActionsTable);
      expect(configureActionsCalls).to.equal(before + 1);
    });

    it('refuses a class without @AsDataTable, quoting its name', () => {
      class Undecorated extends AbstractDataTable { configureColumns() { return columns(); } }
      expect(() => TableModel.fromClass(Undecorated)).to.throw(ConfigurationError, /"Undecorated" has no @AsDataTable/);
    });

    it('refuses a configureColumns that already has a column named "actions"', () => {
      @AsDataTable(Book, { name: 'spec-abstract-clash' })
      class Clash extends AbstractDataTable {
        configureColumns() { return [TextColumn.new('actions')]; }
        override configureActions(actions: Actions) { return actions.add(Action.edit()); }
      }
      try {
        expect(() => TableModel.fromClass(Clash)).to.throw(ConfigurationError, 'two columns named "actions"');
      } finally {
        dataTableRegistry.unregister('spec-abstract-clash');
      }
    });
  });

  describe('.mapRow(item)', () => {
    it('copies the property of each data column by default, leaving out template columns and others', () => {
      expect(new PlainTable().mapRow(new Book())).to.deep.equal({ id: 7, title: 'Dune' });
    });

    it('is what the model maps entities with', () => {
      const model = TableModel.fromClass(OptionsTable);
      expect(model.source.kind === 'entity' && model.source.mapRow(new Book())).to.deep.equal({ id: 7, title: 'DUNE' });
    });
  });

  describe('.configureDataTable(table)', () => {
    it('sets the modal template, body template, adapter, title and page length', () => {
      const model = TableModel.fromClass(OptionsTable);
      expect(model.editModalTemplate).to.equal('own/modal.ejs');
      expect(model.editModalBodyTemplate).to.equal('own/body.ejs');
      expect(model.editModalAdapter).to.equal('own');
      expect(model.editModalTitle).to.equal('Edit book');
      expect(model.pageLength).to.equal(50);
    });

    it('falls back to the @AsDataTable options when it sets none', () => {
      const model = TableModel.fromClass(ActionsTable);
      expect(model.editModalTemplate).to.equal('deco/modal.ejs');
      expect(model.editModalAdapter).to.equal('deco');
    });

    it('leaves everything null (and 10 rows per page) when neither sets anything', () => {
      const model = TableModel.fromClass(PlainTable);
      expect([model.editModalTemplate, model.editModalBodyTemplate, model.editModalAdapter, model.editModalTitle])
        .to.deep.equal([null, null, null, null]);
      expect(model.pageLength).to.equal(10);
    });
  });
});

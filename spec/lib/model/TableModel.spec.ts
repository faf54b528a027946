import { expect } from 'chai';
import { Action } from '../../../lib/model/Action.js';
import { Actions } from '../../../lib/model/Actions.js';
import { ActionType } from '../../../lib/model/ActionType.js';
import { DataTable } from '../../../lib/model/DataTable.js';
import { TableModel, type RowSource } from '../../../lib/model/TableModel.js';
import { ConfigurationError } from '../../../lib/errors/ConfigurationError.js';
import type { AbstractColumn } from '../../../lib/column/AbstractColumn.js';
import { ActionColumn } from '../../../lib/model/ActionColumn.js';
import { NumberColumn } from '../../../lib/column/NumberColumn.js';
import { TemplateColumn } from '../../../lib/column/TemplateColumn.js';
import { TextColumn } from '../../../lib/column/TextColumn.js';
import { ChoiceColumn } from '../../../lib/column/ChoiceColumn.js';
import { DataTableBuilder } from '../../../lib/builder/DataTableBuilder.js';

class Book {}
const manual: RowSource = { kind: 'manual', rows: () => [], idField: 'id' };
const entity: RowSource = { kind: 'entity', entity: Book, mapRow: () => ({}) };

function model(columns: AbstractColumn[], actions?: Actions, source: RowSource = manual): TableModel {
  const all = actions ? [...columns, ActionColumn.fromActions('ops', 'Manage', actions)] : columns;
  return new TableModel({ name: 'books', columns: all, options: new DataTable(), source });
}

describe('TableModel', () => {
  describe('when built', () => {
    it('refuses displayIf on a field no column has, quoting table, action and field', () => {
      const actions = new Actions().add(Action.delete().setEntityClass(Book).displayIf('status', 'draft'));
      expect(() => model([NumberColumn.new('id')], actions)).to.throw(
        ConfigurationError, 'Action "DELETE" of table "books" uses displayIf on field "status", which no column of the table has');
    });

    it('refuses displayIf on a column that holds no data (template or action column)', () => {
      const onTemplate = new Actions().add(Action.edit().displayIf('cover', 'x'));
      expect(() => model([TemplateColumn.new('cover').setTemplate('cover.ejs')], onTemplate, entity)).to.throw(ConfigurationError, '"cover"');
      const onActions = new Actions().add(Action.edit().displayIf('ops', 'x'));
      expect(() => model([TextColumn.new('title')], onActions, entity)).to.throw(ConfigurationError, '"ops"');
    });

    it('refuses a modal adapter key the browser and the server refuse ("tw.modal" was accepted, then every edit answered 400)', () => {
      const named = (key: string) => new TableModel({ name: 'books', columns: [NumberColumn.new('id')], options: new DataTable().setEditModalAdapter(key), source: manual });
      expect(() => named('tw.modal')).to.throw(ConfigurationError, 'Table "books" names the modal adapter "tw.modal"');
      const fromClass = () => new TableModel({
        name: 'books', columns: [NumberColumn.new('id')], options: new DataTable(), source: manual,
        defaults: { editModalTemplate: null, editModalAdapter: 'side panel' },
      });
      expect(fromClass).to.throw(ConfigurationError, '"side panel"');
      expect(named('side-panel').editModalAdapter).to.equal('side-panel');
    });

    it('accepts displayIf on a data column', () => {
      const actions = new Actions().add(Action.edit().displayIf('status', 'draft'));
      expect(() => model([TextColumn.new('status')], actions, entity)).not.to.throw();
    });

    for (const make of [() => Action.delete(), () => Action.edit()]) {
      it(`refuses a manual table's ${make().type} action without setEntityClass, quoting table and action`, () => {
        expect(() => model([NumberColumn.new('id')], new Actions().add(make()))).to.throw(
          ConfigurationError, `Action "${make().type}" of table "books" needs an entity: call setEntityClass()`);
      });
    }

    it('takes the entity of an entity table for actions without setEntityClass', () => {
      const table = model([NumberColumn.new('id')], new Actions().add(Action.delete()), entity);
      expect(table.entityOf(table.action(ActionType.Delete)!)).to.equal(Book);
    });

    it("prefers an action's setEntityClass to the table's entity", () => {
      class Other {}
      const table = model([NumberColumn.new('id')], new Actions().add(Action.edit().setEntityClass(Other)), entity);
      expect(table.entityOf(table.action(ActionType.Edit)!)).to.equal(Other);
    });

    it('refuses a detail action without a URL, quoting the table', () => {
      expect(() => model([NumberColumn.new('id')], new Actions().add(Action.detail()))).to.throw(
        ConfigurationError, 'Action "DETAIL" of table "books" has no URL: call linkToUrl()');
    });

    it('accepts a detail action with a URL and no entity class', () => {
      expect(() => model([NumberColumn.new('id')], new Actions().add(Action.detail().linkToUrl('/b')))).not.to.throw();
    });

    it('refuses two columns with the same name, quoting table and column', () => {
      expect(() => model([TextColumn.new('title'), NumberColumn.new('title')])).to.throw(
        ConfigurationError, 'Table "books" has two columns named "title"');
    });

    it('refuses two action columns', () => {
      const columns = [ActionColumn.fromActions('a', 'A', new Actions()), ActionColumn.fromActions('b', 'B', new Actions())];
      expect(() => model(columns)).to.throw(ConfigurationError, 'Table "books" has more than one action column');
    });
  });

  describe('accessors', () => {
    const table = model(
      [NumberColumn.new('id'), TemplateColumn.new('cover').setTemplate('cover.ejs'), TextColumn.new('title')],
      new Actions().add(Action.edit().setEntityClass(Book)),
    );

    it('finds a column by name', () => {
      expect(table.column('title')?.name).to.equal('title');
      expect(table.column('nope')).to.equal(undefined);
    });

    it('lists the data columns only', () => {
      expect(table.dataColumns.map((c) => c.name)).to.deep.equal(['id', 'title']);
    });

    it('finds an action by type', () => {
      expect(table.action(ActionType.Edit)?.type).to.equal('EDIT');
      expect(table.action(ActionType.Delete)).to.equal(undefined);
    });

    it('freezes its column list', () => {
      expect(Object.isFrozen(table.columns)).to.equal(true);
    });
  });
});

describe('TableModel (settings a column cannot do without)', () => {
  const build = (columns: AbstractColumn[], name = 'spec-settings') =>
    DataTableBuilder.create(name).addColumns(columns).build();

  it('refuses a ChoiceColumn without choices, quoting column and table', () => {
    expect(() => build([ChoiceColumn.new('status')])).to.throw(ConfigurationError, 'ChoiceColumn "status" of table "spec-settings" has no choices');
  });

  it('refuses a TemplateColumn without a template, quoting column and table', () => {
    expect(() => build([TemplateColumn.new('cover')])).to.throw(ConfigurationError, 'TemplateColumn "cover" of table "spec-settings" has no template');
  });

  it('refuses a table name that could not travel inside a token', () => {
    expect(() => build([TextColumn.new('title')], 'books.v2')).to.throw(ConfigurationError, 'Table name "books.v2"');
    expect(() => build([TextColumn.new('title')], 'books_v2-b')).not.to.throw();
  });
});

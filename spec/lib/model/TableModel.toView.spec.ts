import { expect } from 'chai';
import { Action } from '../../../lib/model/Action.js';
import { Actions } from '../../../lib/model/Actions.js';
import { BulkAction } from '../../../lib/model/BulkAction.js';
import { BulkActions } from '../../../lib/model/BulkActions.js';
import { DataTable } from '../../../lib/model/DataTable.js';
import { ConfigurationError } from '../../../lib/errors/ConfigurationError.js';
import { TableModel, type RowSource } from '../../../lib/model/TableModel.js';
import { ActionColumn } from '../../../lib/model/ActionColumn.js';
import { BooleanColumn } from '../../../lib/column/BooleanColumn.js';
import { ChoiceColumn } from '../../../lib/column/ChoiceColumn.js';
import { DateColumn } from '../../../lib/column/DateColumn.js';
import { NumberColumn } from '../../../lib/column/NumberColumn.js';
import { TemplateColumn } from '../../../lib/column/TemplateColumn.js';
import { TextColumn } from '../../../lib/column/TextColumn.js';
import { UrlColumn } from '../../../lib/column/UrlColumn.js';

class Book {}
const manual: RowSource = { kind: 'manual', rows: () => [{ id: 1 }], idField: 'id' };

describe('TableModel', () => {
  describe('.toView(flags)', () => {
    const actions = new Actions()
      .add(Action.edit().displayIf('status', 'draft').setEntityClass(Book))
      .add(Action.detail().linkToUrl((row) => `/books/${String(row.id)}`).setIcon('bi bi-eye'))
      .add(Action.delete().askConfirmation('Sure?').setEntityClass(Book).setIdField('isbn'));
    const table = new TableModel({
      name: 'books',
      columns: [
        NumberColumn.new('id', 'ID').setSearchable(false), TextColumn.new('title').setClassName('fw-bold'),
        ChoiceColumn.new('status').setChoices({ draft: 'Draft' }), BooleanColumn.new('inStock').renderAsSwitch(),
        DateColumn.new('publishedOn').setDateFormat('DD/MM/YYYY'), UrlColumn.new('site').openInNewTab(),
        TemplateColumn.new('cover').setTemplate('secret/path.ejs'), ActionColumn.fromActions('actions', 'Actions', actions),
      ],
      options: new DataTable().setEditModalAdapter('bs5').setEditModalTemplate('secret/modal.ejs').setPageLength(25),
      source: manual,
    });
    const view = table.toView((column) => ({ searchable: column.searchable ?? column.holdsData, orderable: column.holdsData }));

    it('survives a JSON round trip unchanged: no functions anywhere', () => {
      expect(JSON.parse(JSON.stringify(view))).to.deep.equal(view);
    });

    it('names the table, its toolbar, adapter and page length, and no template path', () => {
      expect(Object.keys(view)).to.have.members(['name', 'columns', 'actions', 'toolbar', 'editModalAdapter', 'pageLength']);
      expect(view.toolbar).to.deep.equal([]);
      expect(view).to.include({ name: 'books', editModalAdapter: 'bs5', pageLength: 25 });
      expect(JSON.stringify(view)).not.to.include('secret/');
    });

    it('lists every column with the flags the caller resolved', () => {
      expect(view.columns.map((c) => [c.name, c.kind, c.type, c.searchable, c.orderable])).to.deep.equal([
        ['id', 'number', 'num', false, true], ['title', 'text', 'string', true, true],
        ['status', 'choice', 'string', true, true], ['inStock', 'boolean', 'num', true, true],
        ['publishedOn', 'date', 'date', true, true], ['site', 'url', 'html', true, true],
        ['cover', 'template', 'html', false, false], ['actions', 'action', 'html', false, false],
      ]);
      expect(view.columns[1]).to.deep.equal({
        name: 'title', label: 'Title', kind: 'text', type: 'string', orderable: true, searchable: true,
        visible: true, className: 'fw-bold', options: {},
      });
    });

    it('sends each column kind its options', () => {
      expect(view.columns.map((c) => c.options).slice(2, 7)).to.deep.equal([
        { choices: { draft: 'Draft' } }, { renderAsSwitch: true }, { dateFormat: 'DD/MM/YYYY' },
        { linkLabel: null, newTab: true }, {},
      ]);
    });

    it('describes the action column and its actions in order, without URLs or entity classes', () => {
      expect(view.actions).to.deep.equal({
        column: 'actions', label: 'Actions', items: [
          // What an action does not set is left out: every page carries these.
          { type: 'EDIT', label: 'Edit', className: 'btn btn-warning', displayIf: { field: 'status', value: 'draft' } },
          { type: 'DETAIL', label: 'Detail', className: 'btn btn-primary', icon: 'bi bi-eye' },
          { type: 'DELETE', label: 'Delete', className: 'btn btn-danger', confirmation: 'Sure?' },
        ],
      });
    });

    it('names a condition the bulk delete shares with the row Delete once, and each of two different ones', () => {
      const bulkTable = (rowDelete: Action, bulkDelete: BulkAction) => new TableModel({
        name: 'books', columns: [TextColumn.new('title'), ChoiceColumn.new('status').setChoices({ draft: 'Draft' })],
        options: new DataTable(), source: { kind: 'entity', entity: Book, mapRow: (item) => ({ ...item }) }, actions: new Actions().add(rowDelete), bulk: new BulkActions().add(bulkDelete),
      });
      const same = bulkTable(Action.delete().displayIf('status', 'draft'), BulkAction.delete().displayIf('status', 'draft'));
      expect(same.bulkView(10)?.actions[0].displayIf).to.deep.equal([{ field: 'status', value: 'draft' }]);
      const different = bulkTable(Action.delete().displayIf('status', 'draft'), BulkAction.delete().displayIf('title', 'x'));
      expect(different.bulkView(10)?.actions[0].displayIf).to.deep.equal([{ field: 'title', value: 'x' }, { field: 'status', value: 'draft' }]);
    });

    it('gives null actions for a table without an action column', () => {
      const plain = new TableModel({ name: 'plain', columns: [TextColumn.new('title')], options: new DataTable(), source: manual });
      expect(plain.toView(() => ({ searchable: true, orderable: true })).actions).to.equal(null);
    });
  });

  describe('setColumnArrangement(...)', () => {
    const columns = () => [TextColumn.new('title'), NumberColumn.new('year'), ActionColumn.fromActions('actions', 'Actions', new Actions().add(Action.edit().setEntityClass(Book)))];
    const model = (options: DataTable) => new TableModel({ name: 'books', columns: columns(), options, source: manual });
    const flags = () => ({ searchable: true, orderable: true });

    it('travels as `arrange`, absent when off', () => {
      expect(model(new DataTable()).toView(flags)).not.to.have.property('arrange');
      expect(model(new DataTable().setColumnArrangement({ fixedHeader: true, fixedColumns: 2, reorder: true })).toView(flags).arrange)
        .to.deep.equal({ fixedHeader: { offset: 0 }, fixedColumns: 2, reorder: true });
    });

    it('refuses to pin more columns than the table has besides the action column', () => {
      expect(() => model(new DataTable().setColumnArrangement({ fixedColumns: 3 }))).to.throw(ConfigurationError, 'Table "books" pins its first 3 columns (setColumnArrangement fixedColumns) but has 2 besides the action column');
    });
  });
});

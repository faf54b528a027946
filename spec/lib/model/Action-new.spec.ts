import { expect } from 'chai';
import { Action } from '../../../lib/model/Action.js';
import { Actions } from '../../../lib/model/Actions.js';
import { ActionColumn } from '../../../lib/model/ActionColumn.js';
import { DataTable } from '../../../lib/model/DataTable.js';
import { TableModel, type RowSource } from '../../../lib/model/TableModel.js';
import { ConfigurationError } from '../../../lib/errors/ConfigurationError.js';
import { ActionRefusedError } from '../../../lib/errors/ActionRefusedError.js';
import { NumberColumn } from '../../../lib/column/NumberColumn.js';
import { TextColumn } from '../../../lib/column/TextColumn.js';

class Book {}
const entity: RowSource = { kind: 'entity', entity: Book, mapRow: () => ({}) };
const manual: RowSource = { kind: 'manual', rows: () => [], idField: 'id' };
const publish = () => Action.new('publish', 'Publish').handle(() => undefined);

function model(actions: Actions, source: RowSource = entity): TableModel {
  const columns = [NumberColumn.new('id'), TextColumn.new('status'), ActionColumn.fromActions('ops', 'Manage', actions)];
  return new TableModel({ name: 'books', columns, options: new DataTable(), source });
}

describe('Action.new(name, label, className?)', () => {
  it('is a row action of type ACTION named for its requests, its view carrying the name', () => {
    const action = Action.new('publish', 'Publish').setIcon('bi bi-send').displayIf('status', 'draft').askConfirmation();
    expect(action).to.include({ type: 'ACTION', name: 'publish', key: 'publish', label: 'Publish', className: 'btn btn-secondary' });
    expect(action.toView()).to.deep.include({ type: 'ACTION', name: 'publish', icon: 'bi bi-send', displayIf: { field: 'status', value: 'draft' }, confirmation: 'Are you sure?' });
    expect(Action.edit().toView()).to.not.have.property('name');
    expect(Action.edit().key).to.equal('EDIT');
  });

  it('refuses a name that is not lower-case letters, digits, "_" and "-" (up to 40) starting with a letter, quoting it', () => {
    for (const name of ['', 'Publish', '1st', '-a', 'a b', 'a.b', 'x'.repeat(41), '__proto__', 'é']) {
      expect(() => Action.new(name, 'X'), name).to.throw(ConfigurationError, JSON.stringify(name));
    }
    expect(() => Action.new(7 as unknown as string, 'X')).to.throw(ConfigurationError);
    expect(Action.new(`a${'b'.repeat(39)}`, 'X').name).to.have.length(40);
  });

  it('refuses a built-in action\'s name', () => {
    for (const name of ['delete', 'detail', 'edit', 'create', 'export', 'action']) {
      expect(() => Action.new(name, 'X'), name).to.throw(ConfigurationError, `"${name}" names a built-in action`);
    }
  });

  describe('.handle(handler)', () => {
    it('takes a function, on actions of the application\'s only', () => {
      expect(() => Action.edit().handle(() => undefined)).to.throw(ConfigurationError, 'handle() applies to actions made by Action.new(), not to "EDIT"');
      expect(() => Action.new('publish', 'P').handle('x' as never)).to.throw(ConfigurationError, 'needs a function');
      const handler = () => undefined;
      expect(Action.new('publish', 'P').handle(handler).handler).to.equal(handler);
    });
  });

  describe('in a table', () => {
    it('keeps several, by name, beside the built-in ones; the same name again replaces in place', () => {
      const actions = new Actions().add(Action.edit()).add(publish()).add(Action.new('archive', 'Archive').handle(() => undefined));
      actions.add(Action.new('publish', 'Publish now').handle(() => undefined));
      expect(actions.all().map((action) => action.key)).to.deep.equal(['EDIT', 'publish', 'archive']);
      expect(actions.named('publish')?.label).to.equal('Publish now');
      expect(actions.named('EDIT')).to.equal(undefined);
      expect(actions.remove('archive').all().map((action) => action.key)).to.deep.equal(['EDIT', 'publish']);
    });

    it('refuses one without a handler when the table is built, quoting action and table', () => {
      expect(() => model(new Actions().add(Action.new('publish', 'Publish')))).to.throw(
        ConfigurationError, 'Action "publish" of table "books" has no handler: call handle((entity, context) => ...)');
    });

    it('refuses one on a table built by hand', () => {
      expect(() => model(new Actions().add(publish()), manual)).to.throw(ConfigurationError, 'action "publish" needs an entity table');
    });

    it('refuses displayIf on a field no column has, naming the action', () => {
      expect(() => model(new Actions().add(publish().displayIf('nope', 1)))).to.throw(ConfigurationError, 'Action "publish" of table "books" uses displayIf on field "nope"');
    });
  });
});

describe('ActionRefusedError', () => {
  it('carries its message key and parameters', () => {
    const error = new ActionRefusedError('book.untitled', { id: 3 });
    expect(error).to.include({ name: 'ActionRefusedError', messageKey: 'book.untitled' });
    expect(error.params).to.deep.equal({ id: 3 });
  });
});

describe('Action.replicate(label?, className?)', () => {
  it('is a row action of type REPLICATE, labelled Duplicate by default', () => {
    expect(Action.replicate()).to.include({ type: 'REPLICATE', label: 'Duplicate', className: 'btn btn-secondary', key: 'REPLICATE', name: null });
  });

  it('needs the table\'s Action.create(): refused when the table is built, quoting the table', () => {
    expect(() => model(new Actions().add(Action.replicate()))).to.throw(
      ConfigurationError, 'Action.replicate() of table "books" opens the create form: declare Action.create() too');
    expect(() => model(new Actions().add(Action.create()).add(Action.replicate().displayIf('status', 'draft')))).to.not.throw();
  });
});

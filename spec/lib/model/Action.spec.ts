import { expect } from 'chai';
import { Action } from '../../../lib/model/Action.js';
import { ActionType } from '../../../lib/model/ActionType.js';
import { ConfigurationError } from '../../../lib/errors/ConfigurationError.js';

class Book {}

describe('Action', () => {
  describe('factories', () => {
    const defaults = [
      ['delete', () => Action.delete(), ActionType.Delete, 'Delete', 'btn btn-danger'],
      ['detail', () => Action.detail(), ActionType.Detail, 'Detail', 'btn btn-primary'],
      ['edit', () => Action.edit(), ActionType.Edit, 'Edit', 'btn btn-warning'],
    ] as const;
    for (const [factory, make, type, label, className] of defaults) {
      it(`.${factory}() makes a ${type} action labelled "${label}" with class "${className}"`, () => {
        const action = make();
        expect(action.type).to.equal(type);
        expect(action.label).to.equal(label);
        expect(action.className).to.equal(className);
        expect([action.icon, action.confirmation, action.displayCondition, action.idField]).to.deep.equal([null, null, null, null]);
        expect([action.entityClass, action.url]).to.deep.equal([null, null]);
      });
    }

    it('take a custom label and className', () => {
      for (const action of [Action.delete('Remove', 'x'), Action.detail('Remove', 'x'), Action.edit('Remove', 'x')]) {
        expect([action.label, action.className]).to.deep.equal(['Remove', 'x']);
      }
    });

    it('make a new action on every call', () => {
      expect(Action.edit()).not.to.equal(Action.edit());
    });
  });

  describe('fluent setters', () => {
    it('each return the same action and set their value', () => {
      const action = Action.delete();
      expect(action.setLabel('Remove')).to.equal(action);
      expect(action.setClassName('btn btn-outline-danger')).to.equal(action);
      expect(action.setIcon('bi bi-trash')).to.equal(action);
      expect(action.askConfirmation('Sure?')).to.equal(action);
      expect(action.displayIf('status', 'draft')).to.equal(action);
      expect(action.setIdField('isbn')).to.equal(action);
      expect(action.setEntityClass(Book)).to.equal(action);
      expect(action.label).to.equal('Remove');
      expect(action.className).to.equal('btn btn-outline-danger');
      expect(action.icon).to.equal('bi bi-trash');
      expect(action.confirmation).to.equal('Sure?');
      expect(action.displayCondition).to.deep.equal({ field: 'status', value: 'draft' });
      expect(action.idField).to.equal('isbn');
      expect(action.entityClass).to.equal(Book);
    });

    it('.linkToUrl(url) returns the same detail action', () => {
      const action = Action.detail();
      expect(action.linkToUrl('/books')).to.equal(action);
    });
  });

  describe('.displayIf(field, value)', () => {
    it('shows the action on every row when no condition is set', () => {
      expect(Action.edit().isDisplayedFor({})).to.equal(true);
    });

    it('shows the action when the value is strictly equal', () => {
      expect(Action.edit().displayIf('n', 1).isDisplayedFor({ n: 1 })).to.equal(true);
      expect(Action.edit().displayIf('s', 'draft').isDisplayedFor({ s: 'draft' })).to.equal(true);
    });

    it('hides the action when the value differs only in type', () => {
      expect(Action.edit().displayIf('n', 1).isDisplayedFor({ n: '1' })).to.equal(false);
      expect(Action.edit().displayIf('n', '1').isDisplayedFor({ n: 1 })).to.equal(false);
      expect(Action.edit().displayIf('b', true).isDisplayedFor({ b: 1 })).to.equal(false);
      expect(Action.edit().displayIf('b', false).isDisplayedFor({ b: 0 })).to.equal(false);
    });

    it('compares null strictly: undefined, missing and 0 are not null', () => {
      const action = Action.edit().displayIf('deletedAt', null);
      expect(action.isDisplayedFor({ deletedAt: null })).to.equal(true);
      expect(action.isDisplayedFor({ deletedAt: undefined })).to.equal(false);
      expect(action.isDisplayedFor({})).to.equal(false);
      expect(action.isDisplayedFor({ deletedAt: 0 })).to.equal(false);
    });

    it('compares booleans strictly', () => {
      const action = Action.delete().displayIf('archived', false);
      expect(action.isDisplayedFor({ archived: false })).to.equal(true);
      expect(action.isDisplayedFor({ archived: true })).to.equal(false);
      expect(action.isDisplayedFor({ archived: 'false' })).to.equal(false);
    });

    it('keeps only the last condition', () => {
      const action = Action.edit().displayIf('a', 1).displayIf('b', 2);
      expect(action.displayCondition).to.deep.equal({ field: 'b', value: 2 });
    });

    for (const [what, value] of [
      ['an object', { a: 1 }], ['an array', [1]], ['undefined', undefined], ['a function', () => 1],
    ] as const) {
      it(`refuses ${what}, quoting the field and the action`, () => {
        expect(() => Action.delete().displayIf('status', value as never))
          .to.throw(ConfigurationError, /displayIf\("status", \.\.\.\) on action "DELETE"/);
      });
    }

    it('refuses NaN and Infinity, which JSON turns into null for the browser', () => {
      for (const value of [NaN, Infinity, -Infinity]) {
        expect(() => Action.edit().displayIf('score', value)).to.throw(ConfigurationError, '"score"');
      }
    });
  });

  describe('.linkToUrl(url)', () => {
    it('resolves a static URL for every row', () => {
      const action = Action.detail().linkToUrl('/books');
      expect(action.resolveUrl({ id: 1 })).to.equal('/books');
      expect(action.url).to.equal('/books');
    });

    it('resolves a function of the row per row', () => {
      const action = Action.detail().linkToUrl((row) => `/books/${String(row.id)}`);
      expect(action.resolveUrl({ id: 1 })).to.equal('/books/1');
      expect(action.resolveUrl({ id: 'a-b' })).to.equal('/books/a-b');
    });

    it('resolves to null when no URL was given', () => {
      expect(Action.detail().resolveUrl({ id: 1 })).to.equal(null);
    });

    it('is refused on delete and edit actions, quoting the type', () => {
      expect(() => Action.delete().linkToUrl('/x')).to.throw(ConfigurationError, /"DELETE"/);
      expect(() => Action.edit().linkToUrl(() => '/x')).to.throw(ConfigurationError, /"EDIT"/);
    });
  });

  describe('.toView()', () => {
    it('gives the browser the look and the condition, nothing callable, no entity class and not the key it names rows by (the server reads it)', () => {
      const action = Action.detail('Open').setIcon('bi bi-eye').askConfirmation('Go?').displayIf('status', 'draft')
        .setIdField('isbn').setEntityClass(Book).linkToUrl((row) => `/b/${String(row.id)}`);
      const view = action.toView();
      expect(view).to.deep.equal({
        type: 'DETAIL', label: 'Open', className: 'btn btn-primary', icon: 'bi bi-eye', confirmation: 'Go?',
        displayIf: { field: 'status', value: 'draft' },
      });
      expect(JSON.parse(JSON.stringify(view))).to.deep.equal(view);
    });

    it('does not let a change to the view reach the action', () => {
      const action = Action.edit().displayIf('status', 'draft');
      (action.toView().displayIf as { value: unknown }).value = 'published';
      expect(action.isDisplayedFor({ status: 'draft' })).to.equal(true);
    });
  });
});

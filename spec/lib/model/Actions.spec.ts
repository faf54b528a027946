import { expect } from 'chai';
import { Action } from '../../../lib/model/Action.js';
import { Actions } from '../../../lib/model/Actions.js';
import { ActionType } from '../../../lib/model/ActionType.js';

describe('Actions', () => {
  it('starts empty, with the column label "Actions"', () => {
    const actions = new Actions();
    expect(actions.size).to.equal(0);
    expect(actions.all()).to.deep.equal([]);
    expect(actions.columnLabel).to.equal('Actions');
  });

  describe('.add(action)', () => {
    it('registers actions in the order they were added', () => {
      const edit = Action.edit();
      const del = Action.delete();
      const detail = Action.detail();
      const actions = new Actions().add(edit).add(del).add(detail);
      expect(actions.all()).to.deep.equal([edit, del, detail]);
      expect([...actions]).to.deep.equal([edit, del, detail]);
      expect(actions.size).to.equal(3);
    });

    it('returns the collection', () => {
      const actions = new Actions();
      expect(actions.add(Action.edit())).to.equal(actions);
    });

    it('replaces an action of the same type, keeping its position', () => {
      const first = Action.delete();
      const edit = Action.edit();
      const second = Action.delete('Remove');
      const actions = new Actions().add(first).add(edit).add(second);
      expect(actions.size).to.equal(2);
      expect(actions.all()).to.deep.equal([second, edit]);
      expect(actions.get(ActionType.Delete)).to.equal(second);
    });
  });

  describe('.remove(type)', () => {
    it('removes the action of that type and keeps the others', () => {
      const edit = Action.edit();
      const actions = new Actions().add(Action.delete()).add(edit);
      expect(actions.remove(ActionType.Delete)).to.equal(actions);
      expect(actions.has(ActionType.Delete)).to.equal(false);
      expect(actions.get(ActionType.Delete)).to.equal(undefined);
      expect(actions.all()).to.deep.equal([edit]);
    });

    it('does nothing when no action of that type is registered', () => {
      const actions = new Actions().add(Action.edit());
      actions.remove(ActionType.Detail);
      expect(actions.size).to.equal(1);
    });

    it('lets a later add of that type go to the end', () => {
      const actions = new Actions().add(Action.delete()).add(Action.edit()).remove(ActionType.Delete).add(Action.delete());
      expect(actions.all().map((a) => a.type)).to.deep.equal(['EDIT', 'DELETE']);
    });
  });

  describe('.setColumnLabel(label)', () => {
    it('sets the header of the action column and returns the collection', () => {
      const actions = new Actions();
      expect(actions.setColumnLabel('Manage')).to.equal(actions);
      expect(actions.columnLabel).to.equal('Manage');
    });
  });

  it('chains add, remove and setColumnLabel', () => {
    const actions = new Actions().add(Action.edit()).setColumnLabel('Manage').add(Action.detail()).remove(ActionType.Edit);
    expect(actions.all().map((a) => a.type)).to.deep.equal(['DETAIL']);
    expect(actions.columnLabel).to.equal('Manage');
  });

  describe('.has(type) / .get(type)', () => {
    it('tell which types are registered', () => {
      const edit = Action.edit();
      const actions = new Actions().add(edit);
      expect(actions.has(ActionType.Edit)).to.equal(true);
      expect(actions.has(ActionType.Delete)).to.equal(false);
      expect(actions.get(ActionType.Edit)).to.equal(edit);
    });
  });
});

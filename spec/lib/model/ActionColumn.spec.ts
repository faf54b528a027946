import { expect } from 'chai';
import { ActionColumn } from '../../../lib/model/ActionColumn.js';
import { Action } from '../../../lib/model/Action.js';
import { Actions } from '../../../lib/model/Actions.js';
import { ConfigurationError } from '../../../lib/errors/ConfigurationError.js';

describe('ActionColumn', () => {
  it('is of kind "action" and type "html", and holds no data', () => {
    const column = ActionColumn.new('actions');
    expect([column.kind, column.type, column.holdsData, column.label]).to.deep.equal(['action', 'html', false, 'Actions']);
    expect(column.actions.size).to.equal(0);
  });

  it('refuses any other type', () => {
    expect(() => ActionColumn.new('actions').setType('string')).to.throw(ConfigurationError, '"actions"');
  });

  describe('ActionColumn.fromActions(name, label, actions)', () => {
    it("makes a column under the caller's name and label holding those actions", () => {
      const actions = new Actions().add(Action.edit());
      const column = ActionColumn.fromActions('ops', 'Manage', actions);
      expect(column).to.be.an.instanceOf(ActionColumn);
      expect([column.name, column.label]).to.deep.equal(['ops', 'Manage']);
      expect(column.actions).to.equal(actions);
    });

    it('sends no actions in its options: they travel once, in the table view\'s actions', () => {
      const actions = new Actions().add(Action.detail().linkToUrl(() => '/x')).add(Action.delete().askConfirmation('Sure?'));
      const view = ActionColumn.fromActions('ops', 'Manage', actions).toView({ searchable: false, orderable: false });
      expect(view.options).to.deep.equal({});
      expect(view.kind).to.equal('action');
    });
  });

  it('.setActions(actions) replaces the actions and returns the same column', () => {
    const column = ActionColumn.new('ops');
    const actions = new Actions().add(Action.edit());
    expect(column.setActions(actions)).to.equal(column);
    expect(column.actions).to.equal(actions);
  });
});

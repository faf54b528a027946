import { expect } from 'chai';
import { tableActions } from '../../../assets/actions/table-actions.js';
import { action, pageView } from '../support/fixtures.js';

describe('tableActions(view)', () => {
  const all = [action('DETAIL'), action('EDIT'), action('DELETE')];
  const types = (view: ReturnType<typeof pageView>) => tableActions(view).map((a) => a.type);

  it('gives table.actions in their declared order', () => {
    expect(types(pageView(all))).to.deep.equal(['DETAIL', 'EDIT', 'DELETE']);
  });

  it('gives none when the table has no actions', () => {
    expect(tableActions(pageView([], { actions: null }))).to.deep.equal([]);
  });

  it('leaves out an edit action whose token the server did not send', () => {
    const view = pageView(all);
    view.tokens = { read: 'r', delete: 'd' };
    expect(types(view)).to.deep.equal(['DETAIL', 'DELETE']);
  });

  it('leaves out a delete action whose token the server did not send', () => {
    const view = pageView(all);
    view.tokens = { read: 'r', edit: 'e' };
    expect(types(view)).to.deep.equal(['DETAIL', 'EDIT']);
  });

  it('draws a detail link without any mutation token', () => {
    const view = pageView(all);
    view.tokens = { read: 'r' };
    expect(types(view)).to.deep.equal(['DETAIL']);
  });

  it('ignores actions put in the action column\'s options (they travel once, in table.actions)', () => {
    const view = pageView([action('DETAIL')]);
    view.table.columns[2].options = { actions: [action('EDIT')] };
    expect(types(view)).to.deep.equal(['DETAIL']);
  });
});

import { expect } from 'chai';
import { ActionType } from '../../../lib/model/ActionType.js';

describe('ActionType', () => {
  it('has the values DELETE, DETAIL and EDIT', () => {
    expect(ActionType.Delete).to.equal('DELETE');
    expect(ActionType.Detail).to.equal('DETAIL');
    expect(ActionType.Edit).to.equal('EDIT');
  });

  it('has exactly these three cases', () => {
    expect(Object.keys(ActionType)).to.have.members(['Delete', 'Detail', 'Edit']);
    expect(Object.values(ActionType)).to.have.members(['DELETE', 'DETAIL', 'EDIT']);
  });
});

import { expect } from 'chai';
import { ActionType, isTableAction } from '../../../lib/model/ActionType.js';

describe('ActionType', () => {
  it('has the values DELETE, DETAIL and EDIT', () => {
    expect(ActionType.Delete).to.equal('DELETE');
    expect(ActionType.Detail).to.equal('DETAIL');
    expect(ActionType.Edit).to.equal('EDIT');
  });

  it('has exactly these eight cases (ACTION: an application\'s own row action; REPLICATE: the create form from a row; IMPORT: a file\'s lines as new rows)', () => {
    expect(Object.keys(ActionType)).to.have.members(['Delete', 'Detail', 'Edit', 'Create', 'Export', 'Import', 'Action', 'Replicate']);
    expect(Object.values(ActionType)).to.have.members(['DELETE', 'DETAIL', 'EDIT', 'CREATE', 'EXPORT', 'IMPORT', 'ACTION', 'REPLICATE']);
  });

  it('tells the table actions (CREATE, EXPORT, IMPORT) from the row actions', () => {
    expect(Object.values(ActionType).filter(isTableAction)).to.deep.equal(['CREATE', 'EXPORT', 'IMPORT']);
  });
});

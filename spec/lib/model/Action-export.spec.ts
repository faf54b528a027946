import { expect } from 'chai';
import { Action } from '../../../lib/model/Action.js';
import { ConfigurationError } from '../../../lib/errors/ConfigurationError.js';

describe('Action.export(formats)', () => {
  it('is a table action of type EXPORT offering its formats in order, CSV alone by default', () => {
    const action = Action.export(['xlsx', 'csv']);
    expect(action.type).to.equal('EXPORT');
    expect(action.exportFormats).to.deep.equal(['xlsx', 'csv']);
    expect(action).to.include({ label: 'Export', className: 'btn btn-secondary' });
    expect(Action.export().exportFormats).to.deep.equal(['csv']);
  });

  it('refuses no format, an unknown one, or one named twice, when the table is declared', () => {
    expect(() => Action.export([])).to.throw(ConfigurationError, /at least one format/);
    expect(() => Action.export(['pdf' as 'csv'])).to.throw(ConfigurationError, /not "pdf"/);
    expect(() => Action.export(['csv', 'csv'])).to.throw(ConfigurationError, /twice/);
  });

  it('has no row to test: displayIf() is refused', () => {
    expect(() => Action.export().displayIf('status', 'draft')).to.throw(ConfigurationError, /acts on the table/);
  });
});

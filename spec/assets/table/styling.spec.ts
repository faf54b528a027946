import { expect } from 'chai';
import DataTable from 'datatables.net';
import { stylingOptions } from '../../../assets/table/styling.js';

describe('stylingOptions(framework)', () => {
  it('leaves DataTables.net\'s global defaults as they were before the Bootstrap integration loaded', () => {
    expect(DataTable.defaults.renderer).to.equal(null);
    expect(DataTable.ext.classes.container).to.equal('dt-container');
  });

  it('gives dt tables the defaults', () => {
    expect(stylingOptions('dt')).to.deep.equal({});
  });

  it('gives bs5 tables the Bootstrap renderer and classes', () => {
    const options = stylingOptions('bs5') as { renderer: string; classes: { container: string; search: { input: string } } };
    expect(options.renderer).to.equal('bootstrap');
    expect(options.classes.container).to.equal('dt-container dt-bootstrap5');
    expect(options.classes.search.input).to.equal('form-control form-control-sm');
  });
});

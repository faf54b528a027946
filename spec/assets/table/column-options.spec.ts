import { expect } from 'chai';
import { columnOptions, initialOrder } from '../../../assets/table/column-options.js';
import { action, pageView, row } from '../support/fixtures.js';

type Render = (value: unknown, type: string, row: unknown) => unknown;

describe('columnOptions(table)', () => {
  it('maps each column to DataTables.net options, data and name by column name', () => {
    const [id, title, actions] = columnOptions(pageView().table);
    expect(id).to.include({ data: 'id', name: 'id', title: 'Id', orderable: true, searchable: false, visible: true, defaultContent: '' });
    expect(title).to.include({ data: 'title', searchable: true });
    expect(actions).to.include({ data: 'actions', orderable: false, searchable: false });
  });

  it('escapes header labels', () => {
    const view = pageView();
    view.table.columns[1].label = '<i>Title</i>';
    expect(columnOptions(view.table)[1].title).to.equal('&lt;i&gt;Title&lt;/i&gt;');
  });

  it('renders display cells as escaped HTML and gives other types the raw value', () => {
    const render = columnOptions(pageView().table)[1].render as Render;
    expect(render('<b>', 'display', {})).to.equal('&lt;b&gt;');
    expect(render('<b>', 'sort', {})).to.equal('<b>');
  });

  it('renders the action column from the row', () => {
    const render = columnOptions(pageView([action('DELETE')]).table)[2].render as Render;
    expect(render(undefined, 'display', row(4))).to.contain('data-ux-datatables-id="4"');
  });

  it('appends an action column when the view lists actions but no action column', () => {
    const view = pageView([action('EDIT')]);
    view.table.columns = view.table.columns.filter((c) => c.kind !== 'action');
    const columns = columnOptions(view.table);
    expect(columns).to.have.length(3);
    expect((columns[2].render as Render)(undefined, 'display', row(1))).to.contain('EDIT');
  });
});

describe('initialOrder(columns)', () => {
  it('orders by the first orderable column', () => {
    const view = pageView();
    view.table.columns[0].orderable = false;
    expect(initialOrder(columnOptions(view.table))).to.deep.equal([[1, 'asc']]);
  });

  it('orders by nothing when no column is orderable', () => {
    expect(initialOrder([{ orderable: false }])).to.deep.equal([]);
  });
});

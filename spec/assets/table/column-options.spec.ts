import { expect } from 'chai';
import { columnOptions, initialOrder } from '../../../assets/table/column-options.js';
import { action, pageView, row } from '../support/fixtures.js';

type Render = (value: unknown, type: string, row: unknown) => unknown;

const options = (view = pageView()) => columnOptions(view.table, view.table.actions?.items ?? []);

describe('columnOptions(table, actions)', () => {
  it('maps each column to DataTables.net options, data and name by column name', () => {
    const [id, title, actions] = options();
    expect(id).to.include({ data: 'id', name: 'id', title: 'Id', orderable: true, searchable: false, visible: true, defaultContent: '' });
    expect(title).to.include({ data: 'title', searchable: true });
    expect(actions).to.include({ data: 'actions', orderable: false, searchable: false });
  });

  it('keeps the column that names the row (the first text column) on screen, its words wrapping, unless the application gave it a Responsive class', () => {
    const [id, title] = options();
    expect(id.className).to.equal('');
    expect(title.className).to.equal('ux-datatables-names-row all');
    const view = pageView();
    view.table.columns[1].className = 'min-tablet';
    expect(options(view)[1].className).to.equal('min-tablet ux-datatables-names-row');
  });

  it('escapes header labels', () => {
    const view = pageView();
    view.table.columns[1].label = '<i>Title</i>';
    expect(options(view)[1].title).to.equal('&lt;i&gt;Title&lt;/i&gt;');
  });

  it('renders display cells as escaped HTML and gives other types the raw value', () => {
    const render = options()[1].render as Render;
    expect(render('<b>', 'display', {})).to.equal('&lt;b&gt;');
    expect(render('<b>', 'sort', {})).to.equal('<b>');
  });

  it('renders the given actions in the action column, for the row', () => {
    const render = columnOptions(pageView().table, [action('DELETE')])[2].render as Render;
    const html = render(undefined, 'display', row(4));
    expect(html).to.contain('data-ux-datatables-action="DELETE"').and.contain('data-ux-datatables-id="4"');
    expect(html).not.to.contain('EDIT');
  });

  it('keeps the action column on screen longest (on a phone the row actions were three screens to the right)', () => {
    const [id, title, actions] = options();
    expect(actions).to.include({ responsivePriority: 1, className: 'ux-datatables-actions' });
    expect(id).not.to.have.property('responsivePriority');
    expect(title).not.to.have.property('responsivePriority');
  });

  it('adds the action cell class to the action column\'s own classes', () => {
    const view = pageView();
    view.table.columns[2].className = 'text-end';
    expect(options(view)[2].className).to.equal('text-end ux-datatables-actions');
  });

  it('adds no column of its own: the action column is one of the view\'s columns', () => {
    const view = pageView([action('EDIT')]);
    view.table.columns = view.table.columns.filter((c) => c.kind !== 'action');
    expect(options(view).map((c) => c.data)).to.deep.equal(['id', 'title']);
  });
});

describe('initialOrder(columns)', () => {
  it('orders by the first orderable column', () => {
    const view = pageView();
    view.table.columns[0].orderable = false;
    expect(initialOrder(options(view))).to.deep.equal([[1, 'asc']]);
  });

  it('orders by nothing when no column is orderable', () => {
    expect(initialOrder([{ orderable: false }])).to.deep.equal([]);
  });
});

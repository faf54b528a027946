import { expect } from 'chai';
import { FilterState } from '../../../assets/filters/FilterState.js';
import { SEARCH_URL_DELAY_MS, ViewInUrl, type ViewInUrlOptions } from '../../../assets/view/ViewInUrl.js';
import type { ColumnView } from '../../../lib/wire/page-view.js';
import type { UrlView } from '../../../lib/wire/view-url.js';
import { dom, useDom } from '../support/dom.js';

function column(name: string, more: Partial<ColumnView> = {}): ColumnView {
  return { name, label: name, kind: 'text', type: 'string', orderable: true, searchable: true, visible: true, className: null, options: {}, ...more };
}

const DEFAULTS: UrlView = { search: '', order: [{ column: 'id', dir: 'asc' }], length: 10, visible: ['id', 'title'], widths: {}, filters: {} };

/** A table standing in for DataTables.net: its view, what it was asked to show, and a draw that tells the URL. */
function fakeTable(filters: FilterState) {
  const shown: UrlView[] = [];
  const table = {
    view: structuredClone(DEFAULTS),
    shown,
    url: null as ViewInUrl | null,
    current: () => ({ ...structuredClone(table.view), filters: filters.get() }),
    show: (view: UrlView) => {
      shown.push(view);
      table.view = structuredClone(view);
    },
    /** The user changes the view; the table draws. */
    change(change: (view: UrlView) => void) {
      change(table.view);
      table.url!.changed();
    },
  };
  return table;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('ViewInUrl', function () {
  this.timeout(5_000);
  useDom('<!doctype html><html><body></body></html>', { url: 'https://app.test/books?tab=2#list' });
  let table: ReturnType<typeof fakeTable>;
  let filters: FilterState;
  let options: ViewInUrlOptions;
  let pushes: number;

  beforeEach(() => {
    const { window } = dom();
    filters = new FilterState();
    table = fakeTable(filters);
    options = {
      win: window,
      prefix: 'b.',
      table: { columns: [column('id'), column('title'), column('status', { kind: 'choice', filter: { kind: 'choice', choices: [{ value: 'draft', label: 'Draft' }] } })], lengths: [10, 25] },
      defaults: DEFAULTS,
      filters,
    };
    table.url = new ViewInUrl(table, options);
    table.url.changed(); // the first draw
    pushes = 0;
    const push = window.history.pushState.bind(window.history);
    window.history.pushState = (...args: Parameters<History['pushState']>) => {
      pushes++;
      push(...args);
    };
  });
  afterEach(() => table.url?.disconnect());

  const search = () => dom().window.location.search;
  const back = async () => {
    const popped = new Promise((resolve) => dom().window.addEventListener('popstate', resolve, { once: true }));
    dom().window.history.back();
    await popped;
  };

  it('pushes a history entry per discrete change, keeping the page\'s own parameters and hash', () => {
    expect(search()).to.equal('?tab=2');
    table.change((view) => (view.length = 25));
    table.change((view) => (view.order = [{ column: 'title', dir: 'desc' }]));
    expect(pushes).to.equal(2);
    expect(search()).to.equal('?tab=2&b.order=-title&b.len=25');
    expect(dom().window.location.hash).to.equal('#list');
  });

  it('replaces the entry for typing in the search, once the typing pauses', async () => {
    const length = dom().window.history.length;
    table.change((view) => (view.search = 'd'));
    table.change((view) => (view.search = 'du'));
    table.change((view) => (view.search = 'dune'));
    expect(search()).to.equal('?tab=2');
    await wait(SEARCH_URL_DELAY_MS + 50);
    expect(search()).to.equal('?tab=2&b.q=dune');
    expect(dom().window.history.length).to.equal(length);
    expect(pushes).to.equal(0);
  });

  it('makes sizing a column step by step one entry, and the next change a new one: Back goes to the view before the sizing', async () => {
    table.change((view) => (view.widths = { title: 136 }));
    table.change((view) => (view.widths = { title: 152 }));
    table.change((view) => (view.widths = { title: 168 }));
    expect(search()).to.equal('?tab=2&b.widths=title%3A168');
    expect(pushes).to.equal(1);
    table.change((view) => (view.visible = ['title', 'id']));
    expect(search()).to.equal('?tab=2&b.cols=title%2Cid&b.widths=title%3A168');
    expect(pushes).to.equal(2);
    table.change((view) => (view.widths = { title: 184 }));
    expect(pushes).to.equal(3);

    await back();
    expect(table.shown.at(-1)).to.deep.include({ visible: ['title', 'id'], widths: { title: 168 } });
    await back();
    await back();
    expect(table.shown.at(-1)).to.deep.equal(DEFAULTS);
  });

  it('shows the previous view on Back, drawn once, without writing the URL again', async () => {
    table.change((view) => (view.length = 25));
    table.change((view) => (view.visible = ['id']));
    expect(search()).to.equal('?tab=2&b.len=25&b.cols=id');

    await back();
    expect(table.shown).to.have.length(1);
    expect(table.shown[0]).to.deep.include({ length: 25, visible: ['id', 'title'] });
    table.url!.changed(); // the draw that follows
    expect(search()).to.equal('?tab=2&b.len=25');
    expect(pushes).to.equal(2);

    await back();
    expect(table.shown.at(-1)).to.deep.equal(DEFAULTS);
    expect(search()).to.equal('?tab=2');
  });

  it('restores the filters of the entry into the filter state, as the URL\'s', async () => {
    const heard: string[] = [];
    filters.onChange((_filters, source) => heard.push(source));
    filters.set('status', { in: ['draft'] });
    expect(search()).to.equal('?tab=2&b.f.status=draft');
    expect(pushes).to.equal(1);

    await back();
    expect(filters.get()).to.deep.equal({});
    expect(heard).to.deep.equal(['user', 'url']);
    expect(pushes).to.equal(1);
  });

  it('reads the view a link opens with, and none from a plain link', () => {
    expect(ViewInUrl.read(options)).to.equal(null);
    dom().window.history.replaceState(null, '', '/books?b.q=dune&b.len=25&b.f.status=draft&q=other');
    expect(ViewInUrl.read(options)).to.deep.equal({ ...DEFAULTS, search: 'dune', length: 25, filters: { status: { in: ['draft'] } } });
  });

  it('stops following the URL when disconnected', async () => {
    table.change((view) => (view.length = 25));
    table.url!.disconnect();
    await back();
    expect(table.shown).to.deep.equal([]);
  });
});

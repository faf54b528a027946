import { expect } from 'chai';
import DataTable from 'datatables.net';
import { stateKey } from '../../../assets/table/saved-state.js';
import type { PageView } from '../../../lib/wire/page-view.js';
import { dataServer, nextEvent, useDatatablePage } from '../support/datatable-page.js';
import { dom, useDom } from '../support/dom.js';
import { pageView } from '../support/fixtures.js';

describe('the table\'s state across reloads (search, page and order were lost on reload and on Back)', function () {
  this.timeout(10_000);
  useDom();
  const page = useDatatablePage(() => dataServer(100));
  /** Loads the page as the browser does on a reload: a new document body, a new Stimulus application, the same tab. */
  const load = (view: PageView = pageView()) => page.start(view);

  async function draw(table: HTMLTableElement, change: (api: InstanceType<typeof DataTable.Api>) => void, paging: 'full-reset' | 'page' = 'full-reset') {
    const api = new DataTable.Api(table);
    const drawn = nextEvent('reloaded');
    change(api);
    api.draw(paging);
    await drawn;
  }

  const lastQuery = () => new URL(page.server().calls.at(-1)!.url, 'https://app.test').searchParams;

  it('asks for the same search, order, page length and page after a reload', async () => {
    const table = await load();
    await draw(table, (api) => api.search('Book'));
    await draw(table, (api) => api.order([1, 'desc']));
    await draw(table, (api) => api.page.len(25));
    await draw(table, (api) => api.page(2), 'page');

    const reloaded = await load();
    const query = lastQuery();
    expect(query.get('search[value]')).to.equal('Book');
    expect([query.get('order[0][column]'), query.get('order[0][dir]')]).to.deep.equal(['1', 'desc']);
    expect([query.get('start'), query.get('length')]).to.deep.equal(['50', '25']);
    expect(reloaded.closest('.dt-container')!.querySelector<HTMLInputElement>('.dt-search input')!.value).to.equal('Book');
    expect(reloaded.querySelector('tbody tr td')!.textContent).to.equal('51');
  });

  it('keeps it in the tab\'s sessionStorage, per table and page path, and never in the URL', async () => {
    const table = await load();
    await draw(table, (api) => api.page(1), 'page');
    const stored = JSON.parse(dom().window.sessionStorage.getItem(stateKey('books', '/books'))!);
    expect(stored).to.include({ start: 10, length: 10 });
    expect(dom().window.localStorage.length).to.equal(0);
    expect(dom().window.location.href).to.equal('https://app.test/books');
  });

  it('starts at the first page for another table on the same path', async () => {
    const table = await load();
    await draw(table, (api) => api.page(3), 'page');
    await load(pageView(undefined, { name: 'authors' }));
    expect(lastQuery().get('start')).to.equal('0');
  });

  it('draws the table without a state when sessionStorage refuses (a sandboxed frame)', async () => {
    const { DOMException: Refusal } = dom().window;
    Object.defineProperty(dom().window, 'sessionStorage', { get: () => { throw new Refusal('denied', 'SecurityError'); } });
    const table = await load();
    await draw(table, (api) => api.page(1), 'page');
    expect(table.querySelector('tbody tr td')!.textContent).to.equal('11');
    await load();
    expect(lastQuery().get('start')).to.equal('0');
  });
});

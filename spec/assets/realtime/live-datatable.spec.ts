import { expect } from 'chai';
import DataTable from 'datatables.net';
import { waitFor } from '../../support/wait-for.js';
import { settle, useDom } from '../support/dom.js';
import { change, mercureView, useFakeEventSource } from '../support/fake-event-source.js';
import { pageView } from '../support/fixtures.js';
import { nextEvent, useDatatablePage } from '../support/datatable-page.js';

describe('datatable controller, a real-time table (view.mercure)', function () {
  this.timeout(10_000);
  useDom();
  const sources = useFakeEventSource();
  const page = useDatatablePage();

  const liveView = (overrides = {}) => ({ ...pageView(), mercure: mercureView(overrides) });
  /** The data requests made, as their `start`. */
  const dataStarts = () =>
    page.server().calls.filter((c) => c.method === 'GET').map((c) => new URL(c.url, 'https://app.test').searchParams.get('start'));
  const region = () => document.querySelector('.ux-datatables-live');

  /** Starts the table, opens its stream (which its first data request waits for) and waits for the first rows. */
  async function startLive(view = liveView()): Promise<HTMLTableElement> {
    const drawn = page.mount(view, 'reloaded');
    await waitFor(() => sources.length === 1);
    sources[0].open();
    await drawn;
    return document.querySelector('table')!;
  }

  /** Starts the table and shows its second page. */
  async function onPage2(view = liveView()): Promise<HTMLTableElement> {
    const table = await startLive(view);
    const drawn = nextEvent('reloaded');
    new DataTable.Api(table).page(1).draw('page');
    await drawn;
    return table;
  }

  it('asks for its first page once the stream is open, once: a change between the page and the subscription is in that page, and the first open reloads nothing', async () => {
    const drawn = page.mount(liveView(), 'reloaded');
    await settle(20);
    expect(dataStarts(), 'held until the stream opens').to.deep.equal([]);
    sources[0].open();
    await drawn;
    await settle(20);
    expect(dataStarts()).to.deep.equal(['0']);
  });

  it('asks anyway when the stream does not open in time, and reloads the page shown when it opens', async () => {
    await page.start(liveView());
    expect(dataStarts()).to.deep.equal(['0']);
    sources[0].open();
    await waitFor(() => dataStarts().length === 2);
    await settle(20);
    expect(dataStarts()).to.deep.equal(['0', '0']);
  });

  it('opens no EventSource when the view has no mercure', async () => {
    await page.start(pageView());
    expect(sources).to.have.length(0);
    expect(region()).to.equal(null);
  });

  it('subscribes to the hub with the table\'s topics and its subscriber JWT', async () => {
    await page.start(liveView({ topics: ['ux-datatables/books', 'https://app.test/books/{id}'], authorization: 'jwt.for.books' }));
    expect(sources).to.have.length(1);
    const url = new URL(sources[0].url);
    expect(url.searchParams.getAll('topic')).to.deep.equal(['ux-datatables/books', 'https://app.test/books/{id}']);
    expect(url.searchParams.get('authorization')).to.equal('jwt.for.books');
  });

  it('on a change made elsewhere: datatable:remote-change, one reload keeping the page, the row highlighted and announced', async () => {
    const table = await onPage2();
    const remote = nextEvent('remote-change');
    sources[0].message(change('edit', 12));
    sources[0].message(change('edit', 12));
    expect((await remote).detail).to.deep.equal({ type: 'edit', id: 12, table: 'books' });
    await waitFor(() => dataStarts().length === 3);
    await settle(20);
    expect(dataStarts()).to.deep.equal(['0', '10', '10']);
    expect(table.querySelector('tbody tr td')!.textContent).to.equal('11');
    const highlighted = table.querySelector('tr.ux-datatables-changed [data-ux-datatables-id]');
    expect(highlighted!.getAttribute('data-ux-datatables-id')).to.equal('12');
    expect(region()!.textContent).to.equal('Row 12 was changed');
  });

  it('skips the echo of its own delete: the origin it sent comes back, no second reload, no event', async () => {
    const table = await onPage2();
    let remoteChanges = 0;
    document.addEventListener('datatable:remote-change', () => remoteChanges++);
    const reloaded = nextEvent('reloaded');
    table.querySelector<HTMLElement>('[data-ux-datatables-action="DELETE"][data-ux-datatables-id="11"]')!.click();
    await reloaded;
    const deleteCall = page.server().calls.find((c) => c.method === 'DELETE')!;
    // The origin the page view gave is sent; the digest it gave is what the echo carries.
    expect(deleteCall.headers['X-UX-DataTables-Origin']).to.equal('page-origin');
    sources[0].message(change('delete', 11, { origin: 'digest-of-page-origin' }));
    await settle(30);
    expect(dataStarts()).to.deep.equal(['0', '10', '10']);
    expect(remoteChanges).to.equal(0);
  });

  it('sends the same origin with the edit submit', async () => {
    const table = await startLive();
    table.querySelector<HTMLElement>('[data-ux-datatables-action="DELETE"]')!.click();
    await nextEvent('reloaded');
    const opened = nextEvent('modal-opened');
    table.querySelector<HTMLElement>('[data-ux-datatables-action="EDIT"]')!.click();
    await opened;
    const saved = nextEvent('saved');
    document.querySelector<HTMLElement>('[data-ux-datatables-submit]')!.click();
    await saved;
    const origins = page.server().calls.filter((c) => c.method !== 'GET').map((c) => c.headers['X-UX-DataTables-Origin']);
    expect(origins).to.have.length(3);
    expect(new Set(origins).size).to.equal(1);
  });

  it('reloads once after a reconnection', async () => {
    await onPage2();
    sources[0].error();
    sources[0].open();
    await waitFor(() => dataStarts().length === 3);
    await settle(20);
    expect(dataStarts()).to.deep.equal(['0', '10', '10']);
  });

  describe('with the edit modal open on row 3', () => {
    async function openRow3(): Promise<void> {
      const table = await startLive();
      const opened = nextEvent('modal-opened');
      table.querySelector<HTMLElement>('[data-ux-datatables-action="EDIT"][data-ux-datatables-id="3"]')!.click();
      await opened;
    }
    const notice = () => document.querySelector('[data-ux-datatables-modal] [role="alert"]');

    it('says in the modal that someone else changed the row', async () => {
      await openRow3();
      sources[0].message(change('edit', 3));
      expect(notice()!.textContent).to.contain('Someone else changed this row. If you save, their values will be shown next to yours.');
    });

    it('says in the modal that someone else deleted the row', async () => {
      await openRow3();
      sources[0].message(change('delete', 3));
      expect(notice()!.textContent).to.contain('Someone else deleted this row.');
    });

    it('says nothing for another row, or for the same id in another table', async () => {
      await openRow3();
      sources[0].message(change('edit', 4));
      sources[0].message(change('delete', 3, { table: 'authors' }));
      await settle(20);
      expect(notice()).to.equal(null);
      expect(document.querySelector('[data-ux-datatables-modal]')).not.to.equal(null);
    });
  });

  it('closes the EventSource and removes the live region when the table leaves the page', async () => {
    const table = await startLive();
    table.closest('.dt-container')!.remove();
    await settle(5);
    expect(sources[0].closed).to.equal(true);
    expect(region()).to.equal(null);
  });

  it('keeps one EventSource while DataTables.net moves the <table> into its wrapper', async () => {
    await startLive();
    await settle(20);
    expect(sources).to.have.length(1);
    expect(sources[0].closed).to.equal(false);
  });
});

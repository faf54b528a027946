import { expect } from 'chai';
import { Application } from '@hotwired/stimulus';
import DataTable from 'datatables.net';
import DatatableController from '../../../assets/controllers/datatable_controller.js';
import { renderTableElement } from '../../../lib/view/table-element.js';
import { settle, useDom } from '../support/dom.js';
import { errorJson, FakeFetch } from '../support/fake-fetch.js';
import { action, pageView } from '../support/fixtures.js';
import { WIRE_VERSION } from '../../../lib/wire/wire-version.js';
import { dataServer, nextEvent } from '../support/datatable-page.js';

describe('datatable controller (Stimulus + DataTables.net in jsdom)', function () {
  this.timeout(10_000);
  useDom();
  let application: Application;
  let savedFetch: PropertyDescriptor | undefined;
  let server: FakeFetch;

  function useServer(fake: FakeFetch): void {
    server = fake;
    Object.defineProperty(globalThis, 'fetch', { value: fake.fetch, configurable: true, writable: true, enumerable: false });
  }

  async function start(view = pageView([action('EDIT'), action('DELETE')])): Promise<HTMLTableElement> {
    document.body.innerHTML = renderTableElement(view, { id: 'books', class: 'display' });
    const loaded = nextEvent('reloaded');
    application = Application.start(document.documentElement);
    application.register('datatable', DatatableController);
    await loaded;
    return document.querySelector('table')!;
  }

  beforeEach(() => {
    savedFetch = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
    useServer(dataServer());
  });

  afterEach(() => {
    application?.stop();
    if (savedFetch) Object.defineProperty(globalThis, 'fetch', savedFetch);
  });

  describe('with a page view of another wire version (a bundle cached from another release)', () => {
    let logged: unknown[][];
    let savedError: typeof console.error;
    beforeEach(() => {
      logged = [];
      savedError = console.error;
      console.error = (...args: unknown[]) => void logged.push(args);
    });
    afterEach(() => {
      console.error = savedError;
    });

    it('draws nothing, and says so in an alert, an error event and the console, naming both versions', async () => {
      document.body.innerHTML = renderTableElement({ ...pageView(), wireVersion: WIRE_VERSION + 1 }, { id: 'books' });
      const failed = nextEvent('error');
      application = Application.start(document.documentElement);
      application.register('datatable', DatatableController);
      const { detail } = await failed;
      expect(detail).to.include({ action: 'DATA', status: 0, code: 'wire_version_mismatch' });
      expect(detail.message).to.include(`served by wire version ${WIRE_VERSION + 1}`).and.include(`bundle speaks ${WIRE_VERSION}`);
      expect(document.querySelector('[role="alert"]')!.textContent).to.include(detail.message);
      expect(logged).to.deep.equal([[detail.message]]);
      expect(server.calls).to.have.length(0);
      expect(document.querySelector('.dt-container')).to.equal(null);
    });
  });

  it('draws the first page from the data endpoint with the read token', async () => {
    const table = await start();
    const [call] = server.calls;
    const query = new URL(call.url, 'https://app.test').searchParams;
    expect(call.url.startsWith('/datatables/ajax/data?')).to.equal(true);
    expect(query.get('table')).to.equal('books.read.sig');
    expect(query.get('start')).to.equal('0');
    expect(query.get('length')).to.equal('10');
    expect(query.get('columns[1][data]')).to.equal('title');
    expect(query.get('order[0][column]')).to.equal('0');
    expect(table.querySelectorAll('tbody tr')).to.have.length(10);
    expect(table.querySelector('thead')!.textContent).to.contain('Title');
  });

  it('escapes cell values and renders the action buttons', async () => {
    const table = await start();
    const firstRow = table.querySelector('tbody tr')!;
    expect(firstRow.querySelector('b')).to.equal(null);
    expect(firstRow.textContent).to.contain('<b>Book 1</b>');
    expect(firstRow.querySelector('[data-ux-datatables-action="EDIT"]')!.getAttribute('data-ux-datatables-id')).to.equal('1');
  });

  it('draws the actions of table.actions, and no Edit button when the page view has no edit token', async () => {
    const view = pageView([action('EDIT'), action('DELETE')]);
    delete view.tokens.edit;
    const table = await start(view);
    expect(table.querySelectorAll('[data-ux-datatables-action="DELETE"]')).to.have.length(10);
    expect(table.querySelector('[data-ux-datatables-action="EDIT"]')).to.equal(null);
  });

  it('deletes and reloads keeping the current page', async () => {
    const table = await start();
    const api = new DataTable.Api(table);
    let drawn = nextEvent('reloaded');
    api.page(1).draw('page');
    await drawn;
    expect(table.querySelector('tbody tr td')!.textContent).to.equal('11');
    drawn = nextEvent('reloaded');
    const deleted = nextEvent('deleted');
    table.querySelector<HTMLElement>('[data-ux-datatables-action="DELETE"]')!.click();
    expect((await deleted).detail).to.deep.equal({ id: 11 });
    await drawn;
    const calls = server.calls.map((c) => `${c.method} ${new URL(c.url, 'https://app.test').searchParams.get('start') ?? c.url}`);
    expect(calls).to.deep.equal(['GET 0', 'GET 10', 'DELETE /datatables/ajax/delete', 'GET 10']);
    expect(server.calls[2].headers['X-CSRF-Token']).to.equal('csrf-123');
  });

  it('shows a failed data request as an alert and a datatable:error event, with no rows', async () => {
    useServer(new FakeFetch(() => errorJson(403, 'invalid_token', 'This table token is not valid.')));
    document.body.innerHTML = renderTableElement(pageView(), { id: 'books' });
    const failed = nextEvent('error');
    application = Application.start(document.documentElement);
    application.register('datatable', DatatableController);
    expect((await failed).detail).to.include({ action: 'DATA', status: 403, code: 'invalid_token' });
    await settle(5);
    expect(document.querySelector('[role="alert"]')!.textContent).to.contain('This table token is not valid.');
    expect(document.querySelectorAll('table tbody tr td[colspan]')).to.have.length(1);
  });

  it('dispatches datatable:connected with the table name', async () => {
    document.body.innerHTML = renderTableElement(pageView(), { id: 'books' });
    const connected = nextEvent('connected');
    application = Application.start(document.documentElement);
    application.register('datatable', DatatableController);
    expect((await connected).detail).to.deep.equal({ table: 'books' });
    await nextEvent('reloaded');
  });

  it('keeps one DataTable while DataTables.net moves the <table> into its wrapper', async () => {
    const table = await start();
    await settle(20);
    expect(table.closest('.dt-container')).not.to.equal(null);
    expect(server.calls).to.have.length(1);
  });

  it('destroys the DataTable when the table leaves the page', async () => {
    const table = await start();
    table.closest('.dt-container')!.remove();
    await settle(5);
    expect(DataTable.isDataTable(table)).to.equal(false);
    expect(table.closest('.dt-container')).to.equal(null);
  });

  it('edits through the modal, reloads, and returns focus to the redrawn edit button', async () => {
    const table = await start();
    const opened = nextEvent('modal-opened');
    const button = table.querySelector<HTMLElement>('[data-ux-datatables-action="EDIT"][data-ux-datatables-id="3"]')!;
    button.focus();
    button.click();
    await opened;
    expect(document.activeElement?.id).to.equal('f-title');
    const reloaded = nextEvent('reloaded');
    document.querySelector<HTMLElement>('[data-ux-datatables-submit]')!.click();
    await reloaded;
    await settle(5);
    expect(document.querySelector('dialog')).to.equal(null);
    expect(button.isConnected).to.equal(false);
    expect(document.activeElement?.getAttribute('data-ux-datatables-id')).to.equal('3');
    expect(document.activeElement?.getAttribute('data-ux-datatables-action')).to.equal('EDIT');
  });

  describe('the edit-view request names the page\'s modal adapter', () => {
    /** Clicks Edit on row 1 and gives the edit-view request's body. */
    async function editViewBody(view = pageView()): Promise<unknown> {
      const table = await start(view);
      table.querySelector<HTMLElement>('[data-ux-datatables-action="EDIT"]')!.click();
      await settle(5);
      const call = server.calls.find((c) => c.url.endsWith('/edit-form/view'))!;
      return JSON.parse(call.body as string);
    }

    it('dt, detected on a page without Bootstrap', async () => {
      expect(await editViewBody()).to.deep.equal({ table: 'books.edit.sig', id: 1, adapter: 'dt' });
    });

    it('bs5, detected from Bootstrap\'s stylesheet', async () => {
      document.head.innerHTML = '<link rel="stylesheet" href="/css/bootstrap.min.css">';
      expect(await editViewBody()).to.include({ adapter: 'bs5' });
    });

    it('the table\'s editModalAdapter key, over detection', async () => {
      document.head.innerHTML = '<link rel="stylesheet" href="/css/bootstrap.min.css">';
      expect(await editViewBody(pageView(undefined, { editModalAdapter: 'bs4' }))).to.include({ adapter: 'bs4' });
    });
  });

  it('styles the table for Bootstrap 5 when its stylesheet is linked', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/css/bootstrap.min.css">';
    const table = await start();
    expect(table.closest('.dt-container')!.classList.contains('dt-bootstrap5')).to.equal(true);
    expect(document.querySelector('.dt-paging .pagination')).not.to.equal(null);
  });

  it('keeps DataTables.net\'s default styling otherwise', async () => {
    const table = await start();
    expect(table.closest('.dt-container')!.classList.contains('dt-bootstrap5')).to.equal(false);
    expect(document.querySelector('.pagination')).to.equal(null);
  });
});

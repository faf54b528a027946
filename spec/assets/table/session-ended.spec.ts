import { expect } from 'chai';
import DataTable from 'datatables.net';
import { sessionEnded } from '../../../assets/table/kept-page.js';
import type { PageView } from '../../../lib/wire/page-view.js';
import { dataServer, nextEvent, useDatatablePage } from '../support/datatable-page.js';
import { settle, useDom } from '../support/dom.js';
import { errorJson, FakeFetch, type FetchCall } from '../support/fake-fetch.js';
import { pageView } from '../support/fixtures.js';
import { pageI18n } from '../support/page-language.js';

describe('a read refused because the session ended (paging a private table said "No data available in table")', function () {
  this.timeout(10_000);
  useDom();
  let refusal: (() => Response) | null = null;
  const page = useDatatablePage(() => {
    const rows = dataServer(100);
    return new FakeFetch((call: FetchCall) => (refusal ? refusal() : rows.fetch(call.url)));
  });
  beforeEach(() => {
    refusal = null;
  });
  const start = (view: PageView = pageView()) => page.start(view);

  const firstCell = (table: HTMLTableElement) => table.querySelector('tbody tr td')!.textContent;
  const info = (table: HTMLTableElement) => table.closest('.dt-container')!.querySelector('.dt-info')!.textContent;
  const alertText = () => document.querySelector('[role="alert"]')?.textContent ?? '';

  it('keeps the page shown, says the session ended and dispatches datatable:error with the server\'s status and code', async () => {
    const table = await start();
    const api = new DataTable.Api(table);
    const second = nextEvent('reloaded');
    api.page(1).draw('page');
    await second;
    refusal = () => errorJson(403, 'forbidden', 'Not allowed to read in table "books"');
    const failed = nextEvent('error');
    api.page(2).draw('page');
    expect((await failed).detail).to.deep.equal({
      action: 'DATA', status: 403, code: 'forbidden', message: 'Your session has ended. Sign in again, then reload the page.',
    });
    await settle(5);
    expect(firstCell(table)).to.equal('11');
    expect(table.querySelectorAll('tbody tr')).to.have.length(10);
    expect(info(table)).to.equal('Showing 11 to 20 of 100 entries');
    expect(api.page()).to.equal(1);
    expect(alertText()).to.contain('Your session has ended.');
  });

  it('puts back the search and order of the page kept, and the next request starts from them', async () => {
    const table = await start();
    const api = new DataTable.Api(table);
    refusal = () => new Response('<h1>Sign in</h1>', { status: 401, headers: { 'Content-Type': 'text/html' } });
    const failed = nextEvent('error');
    api.search('late').order([1, 'desc']).draw();
    await failed;
    await settle(5);
    expect([api.search(), api.order()]).to.deep.equal(['', [[0, 'asc']]]);
    refusal = null;
    const next = nextEvent('reloaded');
    api.page(1).draw('page');
    await next;
    const query = new URL(page.server().calls.at(-1)!.url, 'https://app.test').searchParams;
    expect([query.get('start'), query.get('search[value]'), query.get('order[0][column]')]).to.deep.equal(['10', '', '0']);
  });

  /** Starts the table with its first request refused; resolves with the error event's detail. */
  async function startRefused(view: PageView = pageView()): Promise<Record<string, unknown>> {
    refusal = () => errorJson(401, 'unauthorized', 'Sign in');
    return (await page.mount(view, 'error')).detail;
  }


  it('says it in the page\'s language', async () => {
    const detail = await startRefused({ ...pageView(), i18n: pageI18n('de') });
    expect(detail.message).to.equal('Ihre Sitzung ist beendet. Melden Sie sich erneut an und laden Sie dann die Seite neu.');
  });

  it('shows no rows when there was no page to keep (the first request refused)', async () => {
    await startRefused();
    await settle(5);
    expect(document.querySelectorAll('table tbody tr td[colspan]')).to.have.length(1);
    expect(alertText()).to.contain('Your session has ended.');
  });
});

describe('sessionEnded(failure)', () => {
  it('holds for 401, and for 403 from the authorization hook or from in front of the router', () => {
    expect(sessionEnded({ status: 401, code: 'unauthorized' })).to.equal(true);
    expect(sessionEnded({ status: 403, code: 'forbidden' })).to.equal(true);
    expect(sessionEnded({ status: 403, code: 'http_error' })).to.equal(true);
  });

  it('does not hold for the library\'s own refusals or other failures', () => {
    expect(sessionEnded({ status: 403, code: 'invalid_token' })).to.equal(false);
    expect(sessionEnded({ status: 500, code: 'internal_error' })).to.equal(false);
    expect(sessionEnded({ status: 0, code: 'network_error' })).to.equal(false);
  });
});

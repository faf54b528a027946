import { expect } from 'chai';
import { waitFor } from '../../support/wait-for.js';
import { useDom, settle } from '../support/dom.js';
import { nextEvent, useDatatablePage } from '../support/datatable-page.js';
import { errorJson, json, type FetchCall } from '../support/fake-fetch.js';
import { bar, barButton, bodyOf, bulkAction, bulkServer, bulkView, pageBox, rowBoxes, tick } from '../support/bulk-page.js';

const bulkCalls = (calls: FetchCall[]) => calls.filter((call) => call.url.endsWith('/bulk'));
const confirmation = () => document.querySelector<HTMLElement>('[role="alertdialog"]');

describe('the bulk buttons of a datatable', function () {
  this.timeout(10_000);
  useDom();
  const everyRowDone = (call: FetchCall) => json({ done: (bodyOf(call).rows as Array<{ id: number }>).map((row) => row.id), refused: [] });
  let answer = everyRowDone;
  const page = useDatatablePage(() => bulkServer(25, { bulk: (call) => answer(call) }));
  beforeEach(() => (answer = everyRowDone));
  const publish = bulkAction('publish', { confirmation: '{count, plural, one {Publish # book?} other {Publish # books?}}' });

  it('asks naming the count, then posts the rows with their versions, the token, CSRF, origin and a requestId', async () => {
    await page.start(bulkView([bulkAction(), publish]));
    tick(rowBoxes()[0]);
    tick(rowBoxes()[2], true);
    barButton('publish').click();
    await waitFor(() => confirmation() !== null);
    expect(confirmation()!.textContent).to.contain('Publish 3 books?');
    expect(bulkCalls(page.server().calls)).to.have.length(0, 'nothing sent before the answer');
    const done = nextEvent('bulk');
    confirmation()!.querySelector<HTMLElement>('[data-ux-datatables-submit]')!.click();
    expect((await done).detail).to.deep.equal({ action: 'publish', done: [1, 2, 3], refused: [] });
    const [call] = bulkCalls(page.server().calls);
    const body = bodyOf(call);
    expect(body).to.deep.include({ table: 'books.bulk.sig', action: 'publish', rows: [{ id: 1, version: 'v1' }, { id: 2, version: 'v2' }, { id: 3, version: 'v3' }] });
    expect(body.requestId).to.match(/^[A-Za-z0-9]{8,100}$/);
    expect(call.method).to.equal('POST');
    expect(call.headers['X-CSRF-Token']).to.equal('csrf-123');
    expect(call.headers['X-UX-DataTables-Origin']).to.match(/^[a-z0-9]+$/);
  });

  it('declined: sends nothing and keeps the selection', async () => {
    await page.start(bulkView([publish]));
    tick(rowBoxes()[0]);
    barButton('publish').click();
    await waitFor(() => confirmation() !== null);
    confirmation()!.querySelector<HTMLElement>('[data-ux-datatables-cancel]')!.click();
    await settle();
    expect(bulkCalls(page.server().calls)).to.have.length(0);
    expect(bar().textContent).to.contain('1 selected');
  });

  it('after a 200: the notice counts the rows done and summarises the refusals, the page reloads, the selection is cleared, focus on the header checkbox', async () => {
    answer = () => json({ done: [1, 2], refused: [{ id: 3, code: 'action_not_available' }, { id: 4, code: 'conflict' }, { id: 5, code: 'archived' }] });
    await page.start(bulkView([bulkAction()]));
    tick(rowBoxes()[0]);
    tick(rowBoxes()[4], true);
    const gets = page.server().calls.filter((call) => call.method === 'GET').length;
    const reloaded = nextEvent('reloaded');
    barButton('delete').click();
    await reloaded;
    await settle();
    expect(document.querySelector('.ux-datatables-notice')!.textContent).to.contain('Deleted 2 rows; 3 refused (not applicable, changed meanwhile, archived)');
    expect(page.server().calls.filter((call) => call.method === 'GET')).to.have.length(gets + 1);
    expect(bar().hidden).to.equal(true);
    expect(rowBoxes().some((box) => box.checked)).to.equal(false);
    expect(document.activeElement).to.equal(pageBox());
  });

  it('a 413 says how many rows one bulk may take, keeps the selection and dispatches datatable:error', async () => {
    answer = () => errorJson(413, 'too_many_rows', 'A bulk may name at most 1000 rows (limits.bulkRows)');
    await page.start(bulkView([bulkAction()], { maxRows: 1000 }));
    tick(pageBox());
    const failed = nextEvent('error');
    barButton('delete').click();
    expect((await failed).detail).to.deep.include({ action: 'BULK', status: 413, code: 'too_many_rows', message: 'At most 1,000 rows at once. Select fewer rows.' });
    expect(document.querySelector('.ux-datatables-alert')!.textContent).to.contain('At most 1,000 rows at once.');
    expect(bar().textContent).to.contain('10 selected');
  });

  it('another refusal shows the page\'s message for its code', async () => {
    answer = () => errorJson(403, 'forbidden', 'Forbidden');
    await page.start(bulkView([bulkAction()]));
    tick(rowBoxes()[0]);
    const failed = nextEvent('error');
    barButton('delete').click();
    expect((await failed).detail.message).to.equal('You are not allowed to do this.');
  });
});

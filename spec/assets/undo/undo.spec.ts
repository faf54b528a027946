import { expect } from 'chai';
import { waitFor } from '../../support/wait-for.js';
import { useDom, settle } from '../support/dom.js';
import { nextEvent, useDatatablePage } from '../support/datatable-page.js';
import { errorJson, type FetchCall } from '../support/fake-fetch.js';
import { barButton, bodyOf, bulkAction, bulkServer, bulkView, rowBoxes, tick, type BulkServerAnswers } from '../support/bulk-page.js';

const deleteButton = (id: number) => document.querySelector<HTMLElement>(`#books [data-ux-datatables-action="DELETE"][data-ux-datatables-id="${id}"]`);
const undoButton = () => document.querySelector<HTMLElement>('.ux-datatables-notice [data-ux-datatables-undo]');
const notice = () => document.querySelector('.ux-datatables-notice')?.textContent ?? '';
const writes = (calls: FetchCall[]) => calls.filter((call) => call.method !== 'GET');

describe('undo: a delete held back for its window (a deferred send)', function () {
  this.timeout(10_000);
  useDom();
  const answers: BulkServerAnswers = {};
  const page = useDatatablePage(() => bulkServer(25, answers));
  beforeEach(() => (answers.delete = null));

  /** Deletes row `id` and waits until it is hidden and its notice offers Undo. */
  async function deleteRow(id: number): Promise<void> {
    deleteButton(id)!.click();
    await waitFor(() => deleteButton(id) === null && undoButton() !== null);
  }

  it('hides the row in this tab only, sends nothing, and offers Undo (focused) in "Deleted “Book 2”"', async () => {
    await page.start(bulkView([bulkAction()], { undoMs: 60_000 }));
    await deleteRow(2);
    expect(notice()).to.contain('Deleted “Book 2”');
    expect(document.activeElement).to.equal(undoButton());
    expect(undoButton()!.textContent).to.equal('Undo');
    expect(writes(page.server().calls)).to.deep.equal([]);
    expect(document.querySelectorAll('#books tbody tr')).to.have.length(10, 'the page is filled from the next rows');
    expect(document.querySelector('.dt-info')!.textContent).to.contain('of 24 entries');
  });

  it('Undo shows the row again, never sends the delete, and dispatches datatable:undo', async () => {
    await page.start(bulkView([bulkAction()], { undoMs: 5_000 }));
    await deleteRow(2);
    const undone = nextEvent('undo');
    undoButton()!.click();
    expect((await undone).detail).to.deep.equal({ action: 'DELETE', ids: [2] });
    expect(deleteButton(2)).not.to.equal(null);
    await settle(100);
    expect(writes(page.server().calls)).to.deep.equal([]);
    expect(notice()).to.contain('1 row restored');
  });

  it('sends the delete once the window ends, then reloads', async () => {
    await page.start(bulkView([bulkAction()], { undoMs: 200 }));
    await deleteRow(3);
    const deleted = nextEvent('deleted');
    expect((await deleted).detail).to.deep.equal({ id: 3 });
    expect(writes(page.server().calls).map((call) => [call.method, bodyOf(call)])).to.deep.equal([['DELETE', { table: 'books.delete.sig', id: 3 }]]);
    expect(undoButton()).to.equal(null);
  });

  it('sends the delete with keepalive when the page is hidden for good (pagehide), at once', async () => {
    await page.start(bulkView([bulkAction()], { undoMs: 60_000 }));
    await deleteRow(4);
    window.dispatchEvent(new window.Event('pagehide'));
    await waitFor(() => writes(page.server().calls).length === 1);
    const [call] = writes(page.server().calls);
    expect([call.method, call.keepalive, call.headers['X-CSRF-Token']]).to.deep.equal(['DELETE', true, 'csrf-123']);
  });

  it('a failure after the window is shown, and the row comes back with the reload', async () => {
    answers.delete = () => errorJson(409, 'conflict', 'Conflict');
    await page.start(bulkView([bulkAction()], { undoMs: 100 }));
    await deleteRow(5);
    const failed = nextEvent('error');
    expect((await failed).detail).to.deep.include({ action: 'DELETE', id: 5, status: 409 });
    await waitFor(() => deleteButton(5) !== null);
    expect(document.querySelector('.ux-datatables-alert')!.textContent).to.contain('Someone else changed this row meanwhile.');
  });

  it('holds one delete at a time: a second one sends the first before its own window', async () => {
    await page.start(bulkView([bulkAction()], { undoMs: 60_000 }));
    await deleteRow(1);
    deleteButton(7)!.click();
    await waitFor(() => deleteButton(7) === null && undoButton() !== null);
    expect(writes(page.server().calls).map((call) => bodyOf(call).id)).to.deep.equal([1]);
    expect(notice()).to.contain('Deleted “Book 7”');
  });

  it('a bulk delete with undoMs: "Deleted 3 rows — Undo", Undo brings them back; else the bulk is posted when the window ends (its notice dismissed)', async () => {
    await page.start(bulkView([bulkAction('delete', { undoMs: 5_000 })]));
    tick(rowBoxes()[0]);
    tick(rowBoxes()[2], true);
    barButton('delete').click();
    await waitFor(() => undoButton() !== null);
    expect(notice()).to.contain('Deleted 3 rows');
    expect(rowBoxes().map((box) => JSON.parse(box.getAttribute('data-ux-datatables-select')!).id).slice(0, 2)).to.deep.equal([4, 5]);
    undoButton()!.click();
    await waitFor(() => rowBoxes().length === 10 && JSON.parse(rowBoxes()[0].getAttribute('data-ux-datatables-select')!).id === 1);
    expect(writes(page.server().calls)).to.deep.equal([]);

    tick(rowBoxes()[1]);
    barButton('delete').click();
    await waitFor(() => undoButton() !== null);
    const bulk = nextEvent('bulk');
    // Dismissed: no Undo is wanted, the window ends now; focus, which was in the notice, goes to the header's
    // checkbox, as after any bulk (it went to the <table>, which shows no ring: issue 27).
    document.querySelector<HTMLElement>('.ux-datatables-notice .ux-datatables-alert-dismiss')!.click();
    expect((await bulk).detail).to.deep.equal({ action: 'delete', done: [2], refused: [] });
    expect(writes(page.server().calls).map((call) => bodyOf(call).rows)).to.deep.equal([[{ id: 2, version: 'v2' }]]);
    expect(document.activeElement).to.equal(document.querySelector('#books thead [data-ux-datatables-select-page]'));
  });

  it('a bulk delete hides only the selected rows its displayIf holds for: the server refuses the others, which must not vanish and come back', async () => {
    await page.start(bulkView([bulkAction('delete', { undoMs: 60_000, displayIf: [{ field: 'title', value: 'Book 2' }] })]));
    tick(rowBoxes()[0]);
    tick(rowBoxes()[2], true);
    barButton('delete').click();
    await waitFor(() => undoButton() !== null);
    const shown = () => rowBoxes().map((box) => JSON.parse(box.getAttribute('data-ux-datatables-select')!).id);
    await waitFor(() => !shown().includes(2));
    expect(shown().slice(0, 3)).to.deep.equal([1, 3, 4]);
  });
});

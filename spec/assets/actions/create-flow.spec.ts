import { expect } from 'chai';
import type { ModalAdapter } from '../../../assets/modal/ModalAdapter.js';
import { BootstrapModalAdapter } from '../../../assets/modal/BootstrapModalAdapter.js';
import { DialogModalAdapter } from '../../../assets/modal/DialogModalAdapter.js';
import { Notices } from '../../../assets/notices/Notices.js';
import { waitFor } from '../../support/wait-for.js';
import { useConsoleErrors } from '../support/console.js';
import { settle, useDom } from '../support/dom.js';
import { deferred, errorJson, FakeFetch, html, json } from '../support/fake-fetch.js';
import { action, row } from '../support/fixtures.js';
import { bootstrapModal, dialogModal, formBody } from '../support/modal-html.js';
import { clickOn, harness, type Harness } from '../support/row-actions.js';

const adapters: [string, () => ModalAdapter, (body?: string) => string][] = [
  ['dt', () => new DialogModalAdapter(), dialogModal],
  ['bs5', () => new BootstrapModalAdapter(), bootstrapModal],
];

const modal = () => document.querySelector<HTMLElement>('[data-ux-datatables-modal]:not([role="alertdialog"])');
const prompt = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
const title = () => document.querySelector<HTMLInputElement>('#ux-datatables-edit-form [name="title"]')!;
const submitButton = () => modal()!.querySelector<HTMLButtonElement>('[data-ux-datatables-submit]')!;
const newButton = () => document.querySelector<HTMLButtonElement>('.ux-datatables-toolbar [data-ux-datatables-action="CREATE"]')!;
const noticeTexts = () => [...document.querySelectorAll('.ux-datatables-notice')].map((notice) => notice.firstChild!.textContent);
const highlighted = () => [...document.querySelectorAll('tr.ux-datatables-changed [data-ux-datatables-action="EDIT"]')].map((b) => b.getAttribute('data-ux-datatables-id'));

for (const [key, createAdapter, modalHtml] of adapters) {
  describe(`create (New in the toolbar), with the ${key} adapter`, () => {
    useDom();
    const consoleErrors = useConsoleErrors();
    let h: Harness;

    /** Clicks New on a table of rows 1 and 2; the server answers the create view, then `answers` in turn. */
    async function open(...answers: (() => Response | Promise<Response>)[]): Promise<void> {
      h = harness([action('EDIT'), action('DELETE')], new FakeFetch(() => html(modalHtml(formBody({ create: true }))), ...answers), {
        modalAdapter: createAdapter,
        modalAdapterKey: key,
        toolbar: [action('CREATE')],
        notices: new Notices(document, { framework: 'dt', dismissLabel: 'Dismiss' }),
        confirm: 'dialog',
      });
      clickOn(newButton());
      await waitFor(() => document.activeElement === title());
    }

    /** Types a title and saves; the table then holds `rows` (the new one among them or not). */
    async function save(rows: number[]): Promise<void> {
      title().value = 'Dune';
      h.table.rows = rows.map((id) => row(id));
      clickOn(submitButton());
      await waitFor(() => h.eventNames().includes('created'));
    }

    describe('closed -> New -> open', () => {
      it(`POSTs { table: create token, adapter: '${key}' } with the CSRF and origin headers to urls.createView, and shows the modal`, async () => {
        await open();
        const [call] = h.server.calls;
        expect([call.method, call.url]).to.deep.equal(['POST', '/datatables/ajax/create-form/view']);
        expect(JSON.parse(call.body as string)).to.deep.equal({ table: 'books.create.sig', adapter: key });
        expect(call.headers['X-CSRF-Token']).to.equal('csrf-123');
        expect(call.headers['X-UX-DataTables-Origin']).to.be.a('string').and.not.equal('');
        expect(h.events).to.deep.equal([{ name: 'modal-opened', detail: { action: 'CREATE' } }]);
      });

      it('marks New aria-busy while the modal loads, and ignores a second click meanwhile', async () => {
        const answer = deferred<Response>();
        h = harness([action('EDIT')], new FakeFetch(() => answer.promise), { modalAdapter: createAdapter, toolbar: [action('CREATE')] });
        clickOn(newButton());
        clickOn(newButton());
        expect(newButton().getAttribute('aria-busy')).to.equal('true');
        answer.resolve(html(modalHtml(formBody({ create: true }))));
        await waitFor(() => modal() !== null);
        expect(newButton().hasAttribute('aria-busy')).to.equal(false);
        expect(h.server.calls).to.have.length(1);
      });

      it('shows the server\'s refusal above the table and opens nothing', async () => {
        h = harness([action('EDIT')], new FakeFetch(() => errorJson(403, 'forbidden', 'No.')), { modalAdapter: createAdapter, toolbar: [action('CREATE')] });
        clickOn(newButton());
        await settle(5);
        expect(modal()).to.equal(null);
        expect(document.querySelector('[role="alert"]')!.textContent).to.contain('You are not allowed to do this.');
        expect(h.events).to.deep.equal([{ name: 'error', detail: { action: 'CREATE', status: 403, code: 'forbidden', message: 'You are not allowed to do this.' } }]);
      });

      it('names the create form when the modal cannot be shown (markup without its root)', async () => {
        h = harness([action('EDIT')], new FakeFetch(() => html('<p>no modal</p>')), { modalAdapter: createAdapter, toolbar: [action('CREATE')] });
        clickOn(newButton());
        await settle(5);
        expect(document.querySelector('[role="alert"]')!.textContent).to.contain('The form for a new row could not be shown');
        expect(consoleErrors.calls).to.have.length(1);
      });
    });

    describe('open -> Save, invalid -> open', () => {
      it('on 422 swaps only the body, keeps what was typed and the modal open, and writes nothing to the table', async () => {
        await open(() => html(formBody({ create: true, title: 'D', error: 'Title is too short.' }), 422));
        const heading = modal()!.querySelector('#m-title');
        title().value = 'D';
        clickOn(submitButton());
        await waitFor(() => h.eventNames().includes('invalid'));
        expect(modal()!.querySelector('#m-title')).to.equal(heading);
        expect(modal()!.textContent).to.contain('Title is too short.');
        expect(title().value).to.equal('D');
        expect(h.table.reloads).to.equal(0);
        expect(h.events.at(-1)).to.deep.equal({ name: 'invalid', detail: { action: 'CREATE', status: 422 } });
      });

      it('POSTs the form (create token, adapter, fields; no _id) with the CSRF and origin headers to urls.createSubmit', async () => {
        await open(() => json({ success: true, id: 3 }, 201));
        await save([1, 2, 3]);
        const call = h.server.calls[1];
        expect([call.method, call.url]).to.deep.equal(['POST', '/datatables/ajax/create-form']);
        expect(call.headers['X-CSRF-Token']).to.equal('csrf-123');
        expect(call.headers['X-UX-DataTables-Origin']).to.equal(h.server.calls[0].headers['X-UX-DataTables-Origin']);
        expect(Object.fromEntries([...(call.body as FormData).entries()])).to.deep.equal({ _table: 'books.create.sig', _adapter: 'dt', title: 'Dune', pages: '412' });
      });

      it('shows another failure in the modal: the server\'s, no answer at all', async () => {
        await open(() => errorJson(500, 'internal_error', 'x'), () => Promise.reject(new TypeError('Failed to fetch')));
        title().value = 'Dune';
        clickOn(submitButton());
        await waitFor(() => modal()!.querySelector('[role="alert"]') !== null);
        expect(modal()!.querySelector('[role="alert"]')!.textContent).to.contain('Something went wrong on the server.');
        clickOn(submitButton());
        await waitFor(() => h.events.filter((e) => e.name === 'error').length === 2);
        expect(modal()!.querySelector('[role="alert"]')!.textContent).to.contain('The server could not be reached.');
        expect(h.events.at(-1)!.detail).to.deep.include({ action: 'CREATE', code: 'network_error' });
        expect(h.table.reloads).to.equal(0);
      });

      it('names the create when the browser fails it (a modal without its body container cannot swap a 422 in)', async () => {
        h = harness([action('EDIT')], new FakeFetch(() => html(modalHtml(formBody({ create: true }).replace(' data-ux-datatables-modal-body', ''))), () => html(formBody({ create: true }), 422)), {
          modalAdapter: createAdapter,
          toolbar: [action('CREATE')],
        });
        clickOn(newButton());
        await waitFor(() => document.activeElement === title());
        title().value = 'Dune';
        clickOn(submitButton());
        await waitFor(() => h.eventNames().includes('error'));
        expect(document.querySelector('[role="alert"]')!.textContent).to.contain('The row could not be created: ');
        expect(consoleErrors.calls).to.have.length(1);
      });
    });

    describe('open -> Save, 201 -> closed', () => {
      it('hides the modal, reloads the table, highlights the new row, says "Row created", focuses New and dispatches created { id }', async () => {
        await open(() => json({ success: true, id: 3 }, 201));
        await save([1, 3, 2]);
        expect(modal()).to.equal(null);
        expect(h.table.reloads).to.equal(1);
        expect(highlighted()).to.deep.equal(['3']);
        expect(noticeTexts()).to.deep.equal(['Row created']);
        expect(document.activeElement).to.equal(newButton());
        expect(h.events.map((e) => e.name)).to.deep.equal(['modal-opened', 'modal-closed', 'created']);
        expect(h.events.at(-1)!.detail).to.deep.equal({ id: 3 });
        expect(h.events[1].detail).to.deep.equal({ action: 'CREATE', reason: 'saved' });
      });

      it('says the row is not on this page when the ordering puts it elsewhere, and how to reach it when no search finds its key', async () => {
        await open(() => json({ success: true, id: 58 }, 201));
        await save([1, 2]);
        expect(highlighted()).to.deep.equal([]);
        expect(noticeTexts()).to.deep.equal(['Created: row 58 — not on this page; clear the search and filters and page through the table to reach it']);
        expect(document.querySelector('.ux-datatables-notice button.ux-datatables-notice__action'), 'no Show it could not keep').to.equal(null);
      });

      it('offers Show row N when the table searches its key, which searches for it and highlights it (it offered nothing)', async () => {
        await open(() => json({ success: true, id: 58 }, 201));
        const searched: unknown[] = [];
        Object.assign(h.table, { findRow: async (id: unknown) => { searched.push(id); h.table.rows = [row(58)]; await h.table.reload(); } });
        await save([1, 2]);
        expect(noticeTexts()).to.deep.equal(['Created: row 58 — not on this page']);
        const show = document.querySelector<HTMLButtonElement>('.ux-datatables-notice .ux-datatables-notice__action')!;
        expect(show.textContent).to.equal('Show row 58');
        show.click();
        await waitFor(() => highlighted().length > 0);
        expect([searched, highlighted()]).to.deep.equal([[58], ['58']]);
      });

      it('says so when the search for its key does not show it (the filters leave it out)', async () => {
        await open(() => json({ success: true, id: 58 }, 201));
        Object.assign(h.table, { findRow: async () => { h.table.rows = []; await h.table.reload(); } });
        await save([1, 2]);
        document.querySelector<HTMLButtonElement>('.ux-datatables-notice .ux-datatables-notice__action')!.click();
        await waitFor(() => noticeTexts().length > 0 && noticeTexts().at(-1)!.startsWith('Row 58'));
        expect(noticeTexts().at(-1)).to.equal('Row 58 is not shown: the table’s filters or its search leave it out');
      });

      it('takes the highlight off after a moment', async () => {
        await open(() => json({ success: true, id: 3 }, 201));
        await save([3]);
        expect(highlighted()).to.deep.equal(['3']);
        await waitFor(() => highlighted().length === 0, { timeoutMs: 4000 });
      });
    });

    describe('open -> cancel -> closed', () => {
      it('closes at once when nothing was typed, focusing New', async () => {
        await open();
        clickOn(modal()!.querySelector('[data-ux-datatables-cancel]')!);
        await waitFor(() => modal() === null);
        expect(prompt()).to.equal(null);
        expect(h.events.at(-1)).to.deep.equal({ name: 'modal-closed', detail: { action: 'CREATE', reason: 'cancel' } });
        expect(document.activeElement).to.equal(newButton());
        expect(h.server.calls).to.have.length(1);
      });

      it('asks before discarding what was typed; keeping goes back to the form, discarding closes', async () => {
        await open();
        title().value = 'Half a title';
        clickOn(modal()!.querySelector('[data-ux-datatables-cancel]')!);
        await waitFor(() => prompt() !== null);
        expect(prompt()!.textContent).to.contain('Discard your unsaved changes?');
        clickOn(prompt()!.querySelector('[data-ux-datatables-cancel]')!);
        await waitFor(() => prompt() === null);
        expect(title().value).to.equal('Half a title');
        clickOn(modal()!.querySelector('[data-ux-datatables-cancel]')!);
        await waitFor(() => prompt() !== null);
        clickOn(prompt()!.querySelector('[data-ux-datatables-submit]')!);
        await waitFor(() => modal() === null);
        expect(h.server.calls).to.have.length(1);
      });

      it('asks the browser before the page is left with what was typed', async () => {
        await open();
        title().value = 'Half a title';
        const event = new window.Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        expect(event.defaultPrevented).to.equal(true);
      });
    });
  });
}

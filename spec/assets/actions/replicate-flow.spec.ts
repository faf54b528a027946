import { expect } from 'chai';
import { DialogModalAdapter } from '../../../assets/modal/DialogModalAdapter.js';
import { waitFor } from '../../support/wait-for.js';
import { useDom } from '../support/dom.js';
import { FakeFetch, html } from '../support/fake-fetch.js';
import { action, row } from '../support/fixtures.js';
import { dialogModal, formBody } from '../support/modal-html.js';
import { clickOn, harness } from '../support/row-actions.js';

const modal = () => document.querySelector<HTMLElement>('[data-ux-datatables-modal]:not([role="alertdialog"])');

describe('Replicate (Action.replicate()) in the browser', () => {
  useDom();

  it('draws a button on each row it applies to, and a click opens the create modal asked with the row\'s id as "from"', async () => {
    const h = harness([action('REPLICATE', { displayIf: { field: 'status', value: 'draft' } })], new FakeFetch(() => html(dialogModal(formBody({ create: true })))), {
      modalAdapter: () => new DialogModalAdapter(),
      modalAdapterKey: 'dt',
    });
    h.table.rows = [row(1, { _actions: { REPLICATE: { id: 1 } } }), row(2, { status: 'published', _actions: { REPLICATE: { id: 2 } } })];
    await h.table.reload();
    const buttons = [...h.table.element.querySelectorAll('[data-ux-datatables-action="REPLICATE"]')].map((each) => each.getAttribute('data-ux-datatables-id'));
    expect(buttons).to.deep.equal(['1']);
    clickOn(h.table.button('REPLICATE', 1));
    await waitFor(() => modal() !== null);
    const [call] = h.server.calls;
    expect(call.url).to.equal('/datatables/ajax/create-form/view');
    expect(JSON.parse(call.body as string)).to.deep.equal({ table: 'books.create.sig', adapter: 'dt', from: 1 });
    expect(h.events.map((event) => event.detail)).to.deep.include({ action: 'CREATE' });
  });
});

import { expect } from 'chai';
import { formChanged } from '../../../assets/actions/form-changed.js';
import { DialogModalAdapter } from '../../../assets/modal/DialogModalAdapter.js';
import { relationFieldHtml } from '../../support/relation-field-html.js';
import { settle, useDom } from '../support/dom.js';
import { FakeFetch, html } from '../support/fake-fetch.js';
import { action } from '../support/fixtures.js';
import { dialogModal, formBody } from '../support/modal-html.js';
import { clickOn, harness } from '../support/row-actions.js';

const tags = relationFieldHtml({ name: 'tags', label: 'Tags', optionsUrl: '/o?table=t&column=tags', multiple: true, chosen: [{ id: '1', label: 'Classic' }] });
const withTags = (body: string) => body.replace('</form>', `${tags}</form>`);
const submitButton = () => document.querySelector<HTMLButtonElement>('[data-ux-datatables-submit]')!;

describe('relation fields in the edit modal', () => {
  useDom();

  it('become pickers once the modal is shown, and again in a body swapped after a 422', async () => {
    const h = harness([action('EDIT')], new FakeFetch(() => html(dialogModal(withTags(formBody()))), () => html(withTags(formBody({ error: 'Bad' })), 422)), {
      modalAdapter: () => new DialogModalAdapter(),
      modalAdapterKey: 'dt',
    });
    clickOn(h.table.button('EDIT', 1));
    await settle(5);
    expect(document.querySelectorAll('.uxdt-relation__popup')).to.have.length(1);
    expect(document.querySelector('[role=listbox]')!.getAttribute('aria-multiselectable')).to.equal('true');
    clickOn(submitButton());
    await settle(5);
    expect(document.body.textContent).to.contain('Bad');
    expect(document.querySelectorAll('.uxdt-relation__popup')).to.have.length(1);
    expect(document.querySelector('[role=listbox]')!.getAttribute('aria-multiselectable')).to.equal('true');
  });

  it('count as unsaved changes once a chip is removed (hidden inputs keep no default), not before', async () => {
    const h = harness([action('EDIT')], new FakeFetch(() => html(dialogModal(withTags(formBody())))), { modalAdapter: () => new DialogModalAdapter(), modalAdapterKey: 'dt' });
    clickOn(h.table.button('EDIT', 1));
    await settle(5);
    const form = document.querySelector<HTMLFormElement>('#ux-datatables-edit-form')!;
    expect(formChanged(form)).to.equal(false);
    document.querySelector<HTMLButtonElement>('[data-ux-datatables-chip-remove]')!.click();
    expect(formChanged(form)).to.equal(true);
  });
});

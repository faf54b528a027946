import { expect } from 'chai';
import type { ModalAdapter, ModalHandlers } from '../../../assets/modal/ModalAdapter.js';
import { DialogModalAdapter } from '../../../assets/modal/DialogModalAdapter.js';
import { settle, useDom } from '../support/dom.js';
import { FakeFetch, html } from '../support/fake-fetch.js';
import { action } from '../support/fixtures.js';
import { dialogModal } from '../support/modal-html.js';
import { clickOn, harness, type Harness } from '../support/row-actions.js';

const CHANGED = 'Someone else changed this row. If you save, their values will be shown next to yours.';
const DELETED = 'Someone else deleted this row.';

/** An adapter with the four required members and `showError`, recording what it is asked to show. */
class ErrorOnlyAdapter implements ModalAdapter {
  readonly errors: string[] = [];
  private open = false;
  async show(_html: string, _handlers: ModalHandlers): Promise<void> {
    this.open = true;
  }
  replaceBody(): void {}
  async hide(): Promise<void> {
    this.open = false;
  }
  isOpen(): boolean {
    return this.open;
  }
  showError(message: string): void {
    this.errors.push(message);
  }
}

describe('EditFlow.remoteChange(type, id): the edit modal of a row someone else changes', () => {
  useDom();
  let h: Harness;

  /** Opens the modal of row 1 with the adapter. */
  async function openRow1(createAdapter: () => ModalAdapter = () => new DialogModalAdapter()): Promise<void> {
    h = harness([action('EDIT')], new FakeFetch(() => html(dialogModal())), { modalAdapter: createAdapter });
    clickOn(h.table.button('EDIT', 1));
    await settle(5);
  }

  const modalAlert = () => document.querySelector('[data-ux-datatables-modal] [role="alert"]');

  it('says in the modal that the row was changed, as a notice, before the user saves', async () => {
    await openRow1();
    h.actions.edit.remoteChange('edit', 1);
    expect(modalAlert()!.textContent).to.contain(CHANGED);
    expect(modalAlert()!.classList.contains('alert-warning')).to.equal(true);
    expect(h.server.calls).to.have.length(1, 'nothing is sent');
  });

  it('says in the modal that the row was deleted', async () => {
    await openRow1();
    h.actions.edit.remoteChange('delete', 1);
    expect(modalAlert()!.textContent).to.contain(DELETED);
  });

  it('says nothing when another row changed', async () => {
    await openRow1();
    h.actions.edit.remoteChange('edit', 2);
    h.actions.edit.remoteChange('delete', '1');
    expect(modalAlert()).to.equal(null);
    expect(document.querySelector('[role="alert"]')).to.equal(null);
  });

  it('says nothing once the modal is closed', async () => {
    await openRow1();
    clickOn(document.querySelector('[data-ux-datatables-cancel]')!);
    await settle(5);
    h.actions.edit.remoteChange('edit', 1);
    expect(document.querySelector('[role="alert"]')).to.equal(null);
  });

  it('uses the adapter\'s showError when it has no showNotice', async () => {
    const adapter = new ErrorOnlyAdapter();
    await openRow1(() => adapter);
    h.actions.edit.remoteChange('delete', 1);
    expect(adapter.errors).to.deep.equal([DELETED]);
  });

  it('shows the notice above the table when the adapter has neither', async () => {
    const adapter = new ErrorOnlyAdapter();
    (adapter as { showError?: unknown }).showError = undefined;
    await openRow1(() => adapter);
    h.actions.edit.remoteChange('edit', 1);
    const alert = document.querySelector('[role="alert"]')!;
    expect(alert.textContent).to.contain(CHANGED);
    expect(alert.nextElementSibling).to.equal(h.table.element);
  });
});

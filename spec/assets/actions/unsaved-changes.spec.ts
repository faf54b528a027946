import { expect } from 'chai';
import { BootstrapModalAdapter } from '../../../assets/modal/BootstrapModalAdapter.js';
import { DialogModalAdapter } from '../../../assets/modal/DialogModalAdapter.js';
import type { ModalAdapter } from '../../../assets/modal/ModalAdapter.js';
import { settle, useDom } from '../support/dom.js';
import { waitFor } from '../../support/wait-for.js';
import { FakeFetch, html } from '../support/fake-fetch.js';
import { action } from '../support/fixtures.js';
import { bootstrapModal, dialogModal, formBody } from '../support/modal-html.js';
import { clickOn, harness, type Harness } from '../support/row-actions.js';

const editModal = () => document.querySelector<HTMLElement>('[data-ux-datatables-modal]:not([role="alertdialog"])');
const prompt = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
const title = () => document.querySelector<HTMLInputElement>('#f-title')!;
const escape = () => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));

for (const [name, createAdapter, modalHtml] of [
  ['dt', () => new DialogModalAdapter(), dialogModal],
  ['bs5', () => new BootstrapModalAdapter(), bootstrapModal],
] as [string, () => ModalAdapter, (body?: string) => string][]) {
  describe(`unsaved changes in the edit modal, with the ${name} adapter`, () => {
    useDom();
    let h: Harness;

    async function open(...answers: (() => Response)[]): Promise<void> {
      h = harness([action('EDIT')], new FakeFetch(() => html(modalHtml()), ...answers), { confirm: 'dialog', modalAdapter: createAdapter });
      clickOn(h.table.button('EDIT', 1));
      await waitFor(() => document.activeElement === title());
    }

    it('were discarded without asking by Cancel and Esc: now "Discard your unsaved changes?", focus on Keep editing', async () => {
      await open();
      title().value = 'Typed';
      clickOn(editModal()!.querySelector('[data-ux-datatables-cancel]')!);
      await waitFor(() => prompt() !== null && document.activeElement?.textContent === 'Keep editing');
      expect(prompt()!.textContent).to.contain('Discard your unsaved changes?');
      clickOn(document.activeElement!);
      await waitFor(() => prompt() === null);
      expect(editModal()).not.to.equal(null);
      expect(title().value).to.equal('Typed');
      escape();
      await waitFor(() => prompt() !== null);
      clickOn(prompt()!.querySelector('[data-ux-datatables-submit]')!);
      await waitFor(() => editModal() === null);
      expect(h.events.at(-1)).to.deep.equal({ name: 'modal-closed', detail: { id: 1, reason: 'cancel' } });
    });

    it('asks nothing when nothing changed (a value typed back counts as unchanged)', async () => {
      await open();
      title().value = 'Other';
      title().value = 'Dune';
      escape();
      await waitFor(() => editModal() === null);
      expect(prompt()).to.equal(null);
    });

    it('asks after a refused save (422), whose re-rendered form shows what is not saved', async () => {
      await open(() => html(formBody({ title: 'x', error: 'Too short' }), 422));
      clickOn(editModal()!.querySelector('[data-ux-datatables-submit]')!);
      await waitFor(() => h.eventNames().includes('invalid'));
      escape();
      await waitFor(() => prompt() !== null);
      expect(editModal()).not.to.equal(null);
    });

    it('makes the browser ask before the page is left (beforeunload), only while the form is changed', async () => {
      await open();
      const unload = () => {
        const event = new window.Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      };
      expect(unload()).to.equal(false);
      title().value = 'Typed';
      expect(unload()).to.equal(true);
      title().value = 'Dune';
      escape();
      await waitFor(() => editModal() === null);
      await settle();
      expect(unload()).to.equal(false);
    });
  });
}

import { expect } from 'chai';
import { BootstrapModalAdapter } from '../../../assets/modal/BootstrapModalAdapter.js';
import { DialogModalAdapter } from '../../../assets/modal/DialogModalAdapter.js';
import type { ModalAdapter } from '../../../assets/modal/ModalAdapter.js';
import { NullModalAdapter } from '../../../assets/modal/NullModalAdapter.js';
import { settle, useDom} from '../support/dom.js';
import { waitFor } from '../../support/wait-for.js';
import { FakeFetch, json } from '../support/fake-fetch.js';
import { action } from '../support/fixtures.js';
import { clickOn, harness, type Harness } from '../support/row-actions.js';

const dialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
const answer = (choice: 'cancel' | 'submit') => clickOn(dialog()!.querySelector(`[data-ux-datatables-${choice}]`)!);

for (const [name, createAdapter] of [
  ['dt', () => new DialogModalAdapter()],
  ['bs5', () => new BootstrapModalAdapter()],
] as [string, () => ModalAdapter][]) {
  describe(`the confirmation of an action, with the ${name} adapter`, () => {
    useDom();
    let h: Harness;

    /** A table of rows 1, 2, 3 whose delete asks `Delete “{title}”?` through the adapter; the server deletes. */
    function table(): Harness {
      const actions = [action('EDIT'), action('DELETE', { label: 'Löschen', confirmation: 'Delete “{title}”?' })];
      const server = new FakeFetch((call) => {
        const id = JSON.parse(call.body as string).id;
        h.table.rows = h.table.rows.filter((row) => row.id !== id);
        return json({ success: true, id });
      });
      return (h = harness(actions, server, { confirm: 'dialog', modalAdapter: createAdapter, rows: [1, 2, 3] }));
    }

    it("was the browser's confirm(), which named no row: now a dialog naming it, focus on the safe choice", async () => {
      table();
      clickOn(h.table.button('DELETE', 2));
      await waitFor(() => dialog() !== null && document.activeElement?.hasAttribute('data-ux-datatables-cancel') === true);
      const question = document.getElementById(dialog()!.getAttribute('aria-labelledby')!)!;
      expect(question.textContent).to.equal('Delete “Book 2”?');
      expect(document.activeElement!.textContent).to.equal('Cancel');
      expect(dialog()!.querySelector('[data-ux-datatables-submit]')!.textContent).to.equal('Löschen');
      expect(h.server.calls).to.have.length(0);
      answer('cancel');
      await waitFor(() => dialog() === null);
      await settle();
      expect(h.server.calls).to.have.length(0);
      expect(document.activeElement).to.equal(h.table.button('DELETE', 2));
    });

    it("after a delete, focus fell to the page's body: it now goes to the next row's delete button", async () => {
      table();
      clickOn(h.table.button('DELETE', 2));
      await waitFor(() => dialog() !== null);
      answer('submit');
      await waitFor(() => h.table.reloads === 1);
      await settle();
      expect(h.server.calls).to.have.length(1);
      expect(document.activeElement).to.equal(h.table.button('DELETE', 3));
    });

    it('sends focus to the previous row\'s delete button after the last row, and to the table after the only one', async () => {
      table();
      clickOn(h.table.button('DELETE', 3));
      await waitFor(() => dialog() !== null);
      answer('submit');
      await waitFor(() => h.table.reloads === 1);
      await settle();
      expect(document.activeElement).to.equal(h.table.button('DELETE', 2));
      h.table.rows = [h.table.rows[0]];
      await h.table.reload();
      clickOn(h.table.button('DELETE', 1));
      await waitFor(() => dialog() !== null);
      answer('submit');
      await waitFor(() => h.table.reloads === 3);
      await settle();
      expect(document.activeElement).to.equal(h.table.element);
    });

    it('puts the row\'s values in the question as text, never as markup', async () => {
      table();
      h.table.rows[0] = { ...h.table.rows[0], title: '<img src=x id=injected>' };
      await h.table.reload();
      clickOn(h.table.button('DELETE', 1));
      await waitFor(() => dialog() !== null);
      expect(dialog()!.textContent).to.contain('Delete “<img src=x id=injected>”?');
      expect(dialog()!.querySelector('img')).to.equal(null);
    });
  });
}

describe('the confirmation of an action, with an adapter that cannot ask', () => {
  useDom();

  it("falls back to the browser's confirm(), with the row's values", async () => {
    const asked: string[] = [];
    window.confirm = (message?: string) => {
      asked.push(String(message));
      return false;
    };
    const h = harness([action('DELETE', { confirmation: 'Delete “{title}”?' })], new FakeFetch(), {
      confirm: 'dialog',
      modalAdapter: () => new NullModalAdapter(),
    });
    clickOn(h.table.button('DELETE', 1));
    await settle();
    expect(asked).to.deep.equal(['Delete “Book 1”?']);
    expect(h.server.calls).to.have.length(0);
  });

  it('lets a confirmed detail link navigate (its click is not prevented the second time)', async () => {
    const h = harness([action('DETAIL', { confirmation: 'Open?' })], new FakeFetch(), { confirm: true });
    const link = h.table.button('DETAIL', 1);
    const clicks: boolean[] = [];
    link.addEventListener('click', (event) => {
      clicks.push(event.defaultPrevented);
      event.preventDefault();
    });
    const first = clickOn(link);
    await settle();
    expect(first.defaultPrevented).to.equal(true);
    expect(h.confirms).to.deep.equal(['Open?']);
    expect(clicks).to.have.length(2);
  });
});

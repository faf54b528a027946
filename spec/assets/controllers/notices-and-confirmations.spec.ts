import { expect } from 'chai';
import { useDatatablePage } from '../support/datatable-page.js';
import { useDom } from '../support/dom.js';
import { waitFor } from '../../support/wait-for.js';
import { action, pageView } from '../support/fixtures.js';
import { clickOn } from '../support/row-actions.js';

describe('datatable controller: confirmations and notices', function () {
  this.timeout(10_000);
  useDom();
  const page = useDatatablePage();
  const deleteButton = (table: HTMLElement) => table.querySelector<HTMLElement>('[data-ux-datatables-action="DELETE"]')!;

  it('shows "Row deleted" as a notice of the page\'s look after a delete', async () => {
    const table = await page.start(pageView([action('DELETE')]));
    clickOn(deleteButton(table));
    await waitFor(() => document.querySelector('.ux-datatables-notice') !== null);
    expect(document.querySelector('.ux-datatables-notices')!.getAttribute('role')).to.equal('status');
    expect(document.querySelector('.ux-datatables-notice')!.textContent).to.contain('Row deleted');
  });

  it('shows no notice when the page view says notices: false, and says it in the live region', async () => {
    const table = await page.start({ ...pageView([action('DELETE')]), notices: false });
    clickOn(deleteButton(table));
    await waitFor(() => document.querySelector('.ux-datatables-live')?.textContent === 'Row deleted');
    expect(document.querySelector('.ux-datatables-notices')).to.equal(null);
  });

  it('asks in the modal adapter\'s dialog on a table without an edit action', async () => {
    const table = await page.start(pageView([action('DELETE', { confirmation: 'Delete “{title}”?' })]));
    clickOn(deleteButton(table));
    await waitFor(() => document.querySelector('[role="alertdialog"]') !== null);
    expect(document.querySelector('[role="alertdialog"]')!.tagName).to.equal('DIALOG');
    expect(document.querySelector('[role="alertdialog"]')!.textContent).to.contain('Delete “<b>Book 1</b>”?');
  });
});

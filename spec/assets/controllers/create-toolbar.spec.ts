import { expect } from 'chai';
import { waitFor } from '../../support/wait-for.js';
import { useDom } from '../support/dom.js';
import { dataServer, nextEvent, useDatatablePage } from '../support/datatable-page.js';
import { FakeFetch, html, json, type FetchCall } from '../support/fake-fetch.js';
import { action, pageView } from '../support/fixtures.js';
import { dialogModal, formBody } from '../support/modal-html.js';

/** The data of {@link dataServer} (25 rows), the create modal, and a 201 for row 2 (on the first page). */
function createServer(): FakeFetch {
  const data = dataServer();
  return new FakeFetch((call: FetchCall) => {
    if (call.url.endsWith('/create-form/view')) return html(dialogModal(formBody({ create: true })));
    if (call.url.endsWith('/create-form')) return json({ success: true, id: 2 }, 201);
    return data.fetch(call.url, { method: call.method });
  });
}

describe('the toolbar of a datatable (New beside the search)', function () {
  this.timeout(10_000);
  useDom();
  const page = useDatatablePage(createServer);
  const view = () => pageView([action('EDIT'), action('DELETE')], { toolbar: [action('CREATE', { icon: 'bi bi-plus-lg' })] });
  const newButton = () => document.querySelector<HTMLButtonElement>('[data-ux-datatables-action="CREATE"]');

  it('is drawn once, in DataTables.net\'s layout cell of the search, before it', async () => {
    await page.start(view());
    const toolbars = document.querySelectorAll('.ux-datatables-toolbar');
    expect(toolbars).to.have.length(1);
    const cell = toolbars[0].parentElement!;
    expect(cell.classList.contains('dt-layout-end')).to.equal(true);
    expect([...cell.children].map((child) => child.className)).to.deep.equal(['ux-datatables-toolbar', 'dt-search']);
    expect(document.querySelector('#books')!.contains(newButton())).to.equal(false, 'not in the table, nor the action column');
  });

  it('is left out, with DataTables.net\'s layout as it was, when the page has no create token', async () => {
    const withoutToken = view();
    delete withoutToken.tokens.create;
    await page.start(withoutToken);
    expect(newButton()).to.equal(null);
    expect(document.querySelector('.dt-layout-end')!.children).to.have.length(1);
  });

  it('New -> Save: the table reloads, the row is highlighted, focus is on New, and datatable:created carries its id', async () => {
    await page.start(view());
    newButton()!.click();
    await waitFor(() => document.activeElement?.getAttribute('name') === 'title');
    document.querySelector<HTMLInputElement>('[name="title"]')!.value = 'Dune';
    const created = nextEvent('created');
    document.querySelector<HTMLButtonElement>('[data-ux-datatables-submit]')!.click();
    expect((await created).detail).to.deep.equal({ id: 2 });
    expect(document.querySelector('[data-ux-datatables-modal]')).to.equal(null);
    expect(document.querySelector('tr.ux-datatables-changed [data-ux-datatables-id="2"]')).not.to.equal(null);
    expect(document.activeElement).to.equal(newButton());
    expect(document.querySelector('.ux-datatables-notice')!.textContent).to.contain('Row created');
    const posts = page.server().calls.filter((call) => call.method === 'POST').map((call) => call.url);
    expect(posts).to.deep.equal(['/datatables/ajax/create-form/view', '/datatables/ajax/create-form']);
    expect(page.server().calls.filter((call) => call.method === 'GET')).to.have.length(2, 'the first load, and one reload');
  });
});

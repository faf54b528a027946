import { expect } from 'chai';
import DataTable from 'datatables.net';
import type { ColumnView } from '../../../lib/wire/page-view.js';
import { FakeFetch, json } from '../support/fake-fetch.js';
import { nextEvent, useDatatablePage } from '../support/datatable-page.js';
import { useDom } from '../support/dom.js';
import { pageView, row } from '../support/fixtures.js';

const SUMMARY = '<b onclick="window.__pwned=1">bold</b> <a href="javascript:alert(1)">link</a>';

/** The fixture's table with a `summary` column of type html. */
const viewWithSummary = (visible: boolean) => {
  const view = pageView();
  const summary: ColumnView = { name: 'summary', label: 'Summary', kind: 'text', type: 'html', orderable: false, searchable: false, visible, className: null, options: {} };
  view.table.columns.splice(2, 0, summary);
  return view;
};

// DOMPurify left the bundle for a file of its own, fetched once a table shows an html column.
describe('a table with an html column (its sanitizer loaded on demand)', function () {
  this.timeout(10_000);
  useDom();
  const page = useDatatablePage(() => new FakeFetch((call) => {
    const draw = Number(new URL(call.url, 'https://app.test').searchParams.get('draw'));
    return json({ draw, recordsTotal: 2, recordsFiltered: 2, data: [row(1, { summary: SUMMARY }), row(2, { summary: null })] });
  }));
  const summaryCell = (table: HTMLTableElement) => table.querySelector('tbody tr td:nth-child(3)')!;
  /** Shows the column, and waits out Responsive's 100 ms debounce of visibility changes (it redraws after it). */
  const show = async (api: InstanceType<typeof DataTable.Api>) => {
    api.column(2).visible(true);
    await new Promise((resolve) => setTimeout(resolve, 150));
  };

  it('draws the first rows sanitized when the column is visible: formatting kept, handler and script URL gone', async () => {
    const table = await page.start(viewWithSummary(true));
    expect(summaryCell(table).innerHTML).to.equal('<b>bold</b> <a>link</a>');
  });

  it('draws the cells of a hidden column sanitized once it is shown', async () => {
    const table = await page.start(viewWithSummary(false));
    const api = new DataTable.Api(table);
    expect(api.cell(0, 2).node().innerHTML).to.equal('');
    // The cells drawn while it was hidden are drawn again once the sanitizer is there.
    await show(api);
    expect(api.cell(0, 2).node().innerHTML).to.equal('<b>bold</b> <a>link</a>');
    expect(api.cell(1, 2).node().innerHTML).to.equal('');
    // Shown without another data request.
    expect(page.server().calls).to.have.length(1);
  });

  it('never puts the markup unsanitized into a cell, whether shown or not', async () => {
    const table = await page.start(viewWithSummary(false));
    const api = new DataTable.Api(table);
    expect(api.cell(0, 2).node().innerHTML).to.not.contain('onclick');
    await show(api);
    const redrawn = nextEvent('reloaded');
    api.draw(false);
    await redrawn;
    expect(api.cell(0, 2).node().innerHTML).to.equal('<b>bold</b> <a>link</a>');
  });
});

import { expect } from 'chai';
import { waitFor } from '../../support/wait-for.js';
import { useDom, settle } from '../support/dom.js';
import { nextEvent, useDatatablePage } from '../support/datatable-page.js';
import { bar, barButton, bodyOf, bulkServer, bulkView, pageBox, rowBoxes, tick } from '../support/bulk-page.js';

/** Searches the table as a user typing in its search box. */
async function search(value: string): Promise<void> {
  const input = document.querySelector<HTMLInputElement>('.dt-search input')!;
  const reloaded = nextEvent('reloaded');
  input.value = value;
  input.dispatchEvent(new window.Event('input', { bubbles: true }));
  await reloaded;
  await settle();
}

async function goToPage(index: string): Promise<void> {
  const reloaded = nextEvent('reloaded');
  document.querySelector<HTMLElement>(`.dt-paging-button[data-dt-idx="${index}"]`)!.click();
  await reloaded;
  await settle();
}

describe('the selection of a table with bulk actions', function () {
  this.timeout(10_000);
  useDom();
  let estimated = false;
  const page = useDatatablePage(() => bulkServer(25, { estimated: () => estimated }));
  beforeEach(() => (estimated = false));

  it('draws a first column of labelled checkboxes that Responsive never folds, not orderable, and none without bulk actions', async () => {
    await page.start(bulkView());
    expect(rowBoxes().map((box) => box.getAttribute('aria-label'))).to.deep.equal(Array.from({ length: 10 }, (_, i) => `Select row ${i + 1}`));
    const cell = rowBoxes()[0].closest('td')!;
    expect(cell.cellIndex).to.equal(0);
    expect(cell.classList.contains('all')).to.equal(true);
    expect(pageBox().getAttribute('aria-label')).to.equal('Select every row on this page');
    expect(pageBox().closest('th')!.classList.contains('dt-orderable-asc')).to.equal(false);
    expect(bar().hidden).to.equal(true, 'no bar without a selection');

    const withoutToken = bulkView();
    delete withoutToken.tokens.bulk;
    await page.start(withoutToken);
    expect(rowBoxes()).to.deep.equal([]);
    expect(document.querySelector('.ux-datatables-bulk')).to.equal(null);
  });

  it('selects a range with shift-click, counts it, and makes the header checkbox indeterminate', async () => {
    await page.start(bulkView());
    tick(rowBoxes()[1]);
    tick(rowBoxes()[4], true);
    expect(rowBoxes().map((box) => box.checked)).to.deep.equal([false, true, true, true, true, false, false, false, false, false]);
    expect(bar().hidden).to.equal(false);
    expect(bar().textContent).to.contain('4 selected');
    expect(pageBox().indeterminate).to.equal(true);
    expect(pageBox().checked).to.equal(false);
    tick(rowBoxes()[3]);
    tick(rowBoxes()[2], true);
    expect(rowBoxes().map((box) => box.checked).slice(0, 6)).to.deep.equal([false, true, false, false, true, false], 'a shift range unticks too');
  });

  it('selects the page with the header checkbox, keeps the selection across pages, and offers "Select all 25 matching"', async () => {
    await page.start(bulkView());
    tick(pageBox());
    expect(rowBoxes().every((box) => box.checked)).to.equal(true);
    expect(barButton('matching').hidden).to.equal(false);
    expect(barButton('matching').textContent).to.equal('Select all 25 matching');
    await goToPage('1');
    expect(rowBoxes().some((box) => box.checked)).to.equal(false);
    expect(pageBox().checked || pageBox().indeterminate).to.equal(false);
    tick(rowBoxes()[0]);
    expect(bar().textContent).to.contain('11 selected');
    await goToPage('0');
    expect(rowBoxes().every((box) => box.checked)).to.equal(true, 'page 1 is still selected');
    expect(pageBox().checked).to.equal(true);
  });

  it('sends "all matching" as the search, never ids, and says about when the count is an estimate', async () => {
    estimated = true;
    await page.start(bulkView());
    await search('even');
    tick(pageBox());
    expect(barButton('matching').textContent).to.equal('Select all about 12 matching');
    barButton('matching').click();
    expect(bar().textContent).to.contain('All matching rows selected (about 12)');
    expect(barButton('matching').hidden).to.equal(true);
    barButton('delete').click();
    await waitFor(() => page.server().calls.some((call) => call.url.endsWith('/bulk')));
    const body = bodyOf(page.server().calls.find((call) => call.url.endsWith('/bulk'))!);
    expect(body.matching).to.deep.equal({ search: 'even', columns: {} });
    expect(body).not.to.have.property('rows');
  });

  it('clears the selection when the search changes, and says so in the live region', async () => {
    await page.start(bulkView());
    tick(rowBoxes()[0]);
    tick(rowBoxes()[1]);
    await search('odd');
    expect(bar().hidden).to.equal(true);
    expect(rowBoxes().some((box) => box.checked)).to.equal(false);
    expect(document.querySelector('.ux-datatables-live')!.textContent).to.equal('Selection cleared: the search changed');
  });

  it('"Clear selection" empties it and gives focus to the header checkbox', async () => {
    await page.start(bulkView());
    tick(rowBoxes()[2]);
    barButton('clear').click();
    expect(bar().hidden).to.equal(true);
    expect(rowBoxes()[2].checked).to.equal(false);
    expect(document.activeElement).to.equal(pageBox());
  });

  it('unticking a row of "all matching" keeps the rest of the page selected, as rows', async () => {
    await page.start(bulkView());
    tick(pageBox());
    barButton('matching').click();
    tick(rowBoxes()[0]);
    expect(bar().textContent).to.contain('9 selected');
    barButton('delete').click();
    await waitFor(() => page.server().calls.some((call) => call.url.endsWith('/bulk')));
    const body = bodyOf(page.server().calls.find((call) => call.url.endsWith('/bulk'))!);
    expect((body.rows as Array<{ id: number }>).map((selected) => selected.id)).to.deep.equal([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

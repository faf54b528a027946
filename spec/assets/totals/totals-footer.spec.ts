import { expect } from 'chai';
import DataTable from 'datatables.net';
import type { ColumnView, PageView } from '../../../lib/wire/page-view.js';
import type { TotalsAnswer } from '../../../lib/wire/totals.js';
import { useDatatablePage } from '../support/datatable-page.js';
import { settle, useDom } from '../support/dom.js';
import { FakeFetch, json, type FetchCall } from '../support/fake-fetch.js';
import { pageView, row } from '../support/fixtures.js';
import { pageI18n } from '../support/page-language.js';

const PRICE: ColumnView = { name: 'price', label: 'Price', kind: 'number', type: 'num', orderable: true, searchable: false, visible: true, className: null, options: { decimals: 2 }, totals: ['sum', 'max'] };

/** A page view whose table has a price column with totals, between the title and the actions. */
function totalsView(locale = 'en'): PageView {
  const view = pageView();
  const [id, title, actions] = view.table.columns;
  return { ...view, table: { ...view.table, columns: [id, title, PRICE, actions], columnVisibility: true }, i18n: pageI18n(locale, { totals: true }) };
}

const cellLines = (side: 'all' | 'page') => [...document.querySelectorAll(`tfoot tr[data-uxdt-totals="${side}"] .uxdt-total`)].map((line) => line.textContent!.replace(/[\u2068\u2069]/g, '').replace(/\u00a0/g, ' '));
/** Waits for the footer's chunk and its first drawing (a chunk's first import takes longer than a few turns). */
async function drawnFooter(): Promise<void> {
  for (let i = 0; i < 100 && !document.querySelector('tfoot .uxdt-totals-label'); i++) await settle(20);
}

const label = (side: 'all' | 'page') => document.querySelector(`tfoot tr[data-uxdt-totals="${side}"] .uxdt-totals-label`)?.textContent;

describe('the totals footer (assets/totals), drawn from the data endpoint\'s answer', function () {
  this.timeout(10_000);
  useDom();
  let totals: TotalsAnswer | undefined;
  const asked: URLSearchParams[] = [];
  const page = useDatatablePage(() => new FakeFetch((call: FetchCall) => {
    const query = new URL(call.url, 'https://app.test').searchParams;
    asked.push(query);
    return json({ draw: Number(query.get('draw')), recordsTotal: 3, recordsFiltered: 3, data: [1, 2, 3].map((id) => row(id, { price: `${id}.50` })), ...(totals && query.has('totals[price]') ? { totals } : {}) });
  }));
  beforeEach(() => {
    asked.length = 0;
    totals = { all: { rows: 3, values: { price: { sum: '1234567.5', max: '3.50' } } }, page: { rows: 3, values: { price: { sum: '7.50', max: null } } } };
  });

  it('asks the summarizing columns\' kinds with the data request and writes both rows under their column, labelled in the first column without totals', async () => {
    await page.start(totalsView());
    await drawnFooter();
    expect(asked[0].get('totals[price]')).to.equal('sum,max');
    expect(label('all')).to.equal('All: 3 rows');
    expect(label('page')).to.equal('This page: 3 rows');
    expect(cellLines('all')).to.deep.equal(['Sum 1,234,567.50', 'Highest 3.50']);
    // A kind no row had a value for shows a dash, not "0" or an empty line.
    expect(cellLines('page')).to.deep.equal(['Sum 7.50', 'Highest –']);
    // Each total carries its row's label for a screen reader.
    expect(document.querySelector('tfoot tr[data-uxdt-totals="all"] td:not(.uxdt-totals-label) span')!.textContent).to.equal('All: 3 rows: ');
  });

  it('says why the totals of every row are missing past setTotals({ upTo }), and shows the page\'s', async () => {
    totals = { all: null, page: { rows: 3, values: { price: { sum: '7.50', max: '3.50' } } }, over: { upTo: 100000 } };
    await page.start(totalsView());
    await drawnFooter();
    expect(label('all')).to.equal('More than 100,000 rows match: narrow the search to total them all');
    expect(cellLines('all')).to.deep.equal([]);
    expect(cellLines('page')).to.deep.equal(['Sum 7.50', 'Highest 3.50']);
  });

  it('formats in the page\'s language (German: its separators and words)', async () => {
    await page.start(totalsView('de'));
    await drawnFooter();
    expect(label('all')).to.equal('Alle: 3 Zeilen');
    expect(cellLines('all')).to.deep.equal(['Summe 1.234.567,50', 'Maximum 3,50']);
  });

  it('does not ask the totals of a hidden column, and asks them again once it is shown', async () => {
    const table = await page.start(totalsView());
    await drawnFooter();
    const api = new DataTable.Api(table);
    api.column(2).visible(false);
    api.ajax.reload();
    await settle(5);
    expect(asked.at(-1)!.has('totals[price]')).to.equal(false);
    expect(cellLines('all')).to.deep.equal([]);
    const before = asked.length;
    api.column(2).visible(true);
    await settle(5);
    expect(asked.length).to.equal(before + 1);
    expect(asked.at(-1)!.get('totals[price]')).to.equal('sum,max');
    expect(cellLines('all')).to.deep.equal(['Sum 1,234,567.50', 'Highest 3.50']);
    // Responsive lays the columns out again 100 ms after one is shown (its own debounce, on Node's timers): waited for
    // here, or it ran once the page was gone (CI: "DocumentFragment is not defined" in the after-each hook).
    await settle(150);
  });

  it('leaves a table without totals as it was: no footer, nothing asked', async () => {
    await page.start(pageView());
    await settle(5);
    expect(document.querySelector('tfoot')).to.equal(null);
    expect([...asked[0].keys()].some((key) => key.startsWith('totals'))).to.equal(false);
  });
});

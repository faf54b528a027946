import { expect } from 'chai';
import type { AjaxData } from 'datatables.net';
import { FilterBar } from '../../../assets/filters/FilterBar.js';
import type { FilterColumn } from '../../../assets/filters/filter-controls.js';
import { FilterState } from '../../../assets/filters/FilterState.js';
import { matchingOf } from '../../../assets/selection/Selection.js';
import { dataQuery } from '../../../assets/table/data-query.js';
import { translator } from '../../../lib/wire/translate.js';
import { dom, settle, useDom } from '../support/dom.js';

const t = translator({
  'filter.title': 'Filters', 'filter.any': 'Any', 'filter.from': 'From', 'filter.to': 'To', 'filter.prefix': '{label} starts with',
  'filter.chip': '{label}: {value}', 'filter.range': '{from} – {to}', 'filter.range_from': 'from {from}', 'filter.range_to': 'to {to}',
  'filter.active': 'Active filters', 'filter.remove': 'Remove filter {filter}', 'filter.clear': 'Clear filters', 'cell.yes': 'Yes', 'cell.no': 'No',
});
const column = (name: string, label: string, filter: FilterColumn['filter']): FilterColumn =>
  ({ name, label, kind: 'text', type: 'string', orderable: true, searchable: true, visible: true, className: null, options: {}, filter });
const COLUMNS: FilterColumn[] = [
  column('status', 'Status', { kind: 'choice', choices: [{ value: 'draft', label: 'Draft' }, { value: 'published', label: '<b>Published</b>' }] }),
  column('featured', 'Featured', { kind: 'boolean' }),
  column('pages', 'Pages', { kind: 'number' }),
  column('publishedOn', 'Published on', { kind: 'date', time: false }),
  column('author', 'Author', { kind: 'text', mode: 'prefix' }),
];

describe('FilterBar', () => {
  useDom();
  let state: FilterState;
  let bar: FilterBar;
  beforeEach(async () => {
    state = new FilterState();
    bar = new FilterBar(dom().document, COLUMNS, state, t, 'en-US');
    dom().document.body.append(bar.element);
    // The controls are drawn on the bar's first open, from a chunk fetched then.
    bar.element.querySelector('details')!.open = true;
    await settle();
  });
  afterEach(() => bar.disconnect());

  const control = (selector: string) => bar.element.querySelector<HTMLInputElement>(selector)!;
  const change = (input: HTMLInputElement | HTMLSelectElement) => input.dispatchEvent(new (dom().window.Event)('change', { bubbles: true }));
  const chips = () => [...bar.element.querySelectorAll('.ux-datatables-filter-chip')].map((chip) => chip.getAttribute('aria-label'));

  it('labels every control: a group per choice or range column, a label naming a text filter by its mode; labels escaped', () => {
    const legends = [...bar.element.querySelectorAll('legend')].map((legend) => legend.textContent);
    expect(legends).to.deep.equal(['Status', 'Pages', 'Published on']);
    expect(control('input[type=search]').closest('label')!.textContent!.trim()).to.equal('Author starts with');
    expect(bar.element.innerHTML).to.contain('&lt;b&gt;Published&lt;/b&gt;');
    expect(bar.element.querySelector('b')).to.equal(null);
  });

  it('writes the state from the controls, and a chip per filter in words', () => {
    const draft = control('input[value=draft]');
    draft.checked = true;
    change(draft);
    const featured = bar.element.querySelector('select')!;
    featured.value = 'false';
    change(featured);
    const from = control('input[type=number]');
    from.value = '1200.5';
    change(from);
    const author = control('input[type=search]');
    author.value = '  le ';
    change(author);
    expect(state.get()).to.deep.equal({ status: { in: ['draft'] }, featured: { is: false }, pages: { from: '1200.5' }, author: { text: 'le' } });
    expect(chips()).to.deep.equal([
      'Remove filter Status: Draft', 'Remove filter Featured: No', 'Remove filter Pages: from 1,200.5', 'Remove filter Author starts with: “le”', 'Clear filters',
    ]);
  });

  it('sends a number typed with an exponent (which a number input accepts) in digits, as the server reads numbers', () => {
    const to = bar.element.querySelectorAll<HTMLInputElement>('input[type=number]')[1];
    to.value = '1e5';
    change(to);
    expect(state.get()).to.deep.equal({ pages: { to: '100000' } });
  });

  it('removes a filter with its chip, and shows a change made elsewhere (the URL) in the controls', () => {
    state.replace({ status: { in: ['draft', 'published'] }, publishedOn: { from: '1970-01-01', to: '1979-12-31' } }, 'url');
    expect(control('input[value=published]').checked).to.equal(true);
    expect(control('input[type=date]').value).to.equal('1970-01-01');
    expect(chips()).to.deep.equal(['Remove filter Status: Draft, <b>Published</b>', 'Remove filter Published on: 1/1/1970 – 12/31/1979', 'Clear filters']);
    bar.element.querySelector<HTMLElement>('.ux-datatables-filter-chip')!.click();
    expect(state.get()).to.deep.equal({ publishedOn: { from: '1970-01-01', to: '1979-12-31' } });
    expect(control('input[value=published]').checked).to.equal(false);
    expect(dom().document.activeElement?.getAttribute('aria-label')).to.equal('Remove filter Published on: 1/1/1970 – 12/31/1979');
    bar.element.querySelector<HTMLElement>('.ux-datatables-filter-chip')!.click();
    expect(state.get()).to.deep.equal({});
    expect(bar.element.querySelector('ul')!.hidden).to.equal(true);
    expect(dom().document.activeElement?.tagName).to.equal('SUMMARY');
  });
});

describe('the filters in the requests', () => {
  const request = { draw: 1, start: 0, length: 10, search: { value: 'x' }, order: [], columns: [], filters: { status: { in: ['draft', 'published'] }, featured: { is: true } } } as unknown as AjaxData;

  it('go with the data request in the bracket notation the server reads', () => {
    expect([...dataQuery(request)].filter(([key]) => key.startsWith('filters'))).to.deep.equal([
      ['filters[status][in][0]', 'draft'], ['filters[status][in][1]', 'published'], ['filters[featured][is]', 'true'],
    ]);
  });

  it('go with "select all matching", and are left out when there are none', () => {
    expect(matchingOf(request)).to.deep.equal({ search: 'x', columns: {}, filters: { status: { in: ['draft', 'published'] }, featured: { is: true } } });
    expect(matchingOf({ ...request, filters: {} } as AjaxData)).to.deep.equal({ search: 'x', columns: {} });
  });
});

import { expect } from 'chai';
import { FilterBar } from '../../../assets/filters/FilterBar.js';
import type { FilterColumn } from '../../../assets/filters/filter-controls.js';
import { FilterState } from '../../../assets/filters/FilterState.js';
import { SEARCH_DELAY_MS } from '../../../assets/relations/RelationPicker.js';
import { optionsPage } from '../../support/relation-field-html.js';
import { dom, settle, useDom } from '../support/dom.js';
import { englishT } from '../support/page-language.js';

const AUTHORS = [{ id: '7', label: 'Tolkien' }, { id: '8', label: 'Tolstoy' }, { id: '9', label: 'Le Guin' }];
const author: FilterColumn = {
  name: 'author', label: 'Author', kind: 'text', type: 'string', orderable: true, searchable: true, visible: true, className: null, options: {},
  related: { many: false, relation: true }, filter: { kind: 'relation' },
};
const optionsUrl = (column: string) => `/datatables/ajax/options?${new URLSearchParams({ table: 'books.options.sig', column })}`;

describe('FilterBar, a relation column\'s filter', () => {
  useDom();
  let asked: URL[];
  let saved: typeof fetch;
  beforeEach(() => {
    asked = [];
    saved = globalThis.fetch;
    globalThis.fetch = (async (input: string | URL | Request) => {
      const url = new URL(String(input));
      asked.push(url);
      const page = optionsPage(AUTHORS, url.searchParams.get('q') ?? '', Number(url.searchParams.get('page') ?? 0), url.searchParams.getAll('ids'));
      return new Response(JSON.stringify(page), { headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = saved;
  });

  async function openBar(state: FilterState): Promise<FilterBar> {
    const bar = new FilterBar(dom().document, [author], state, englishT, 'en', () => undefined, optionsUrl);
    dom().document.body.append(bar.element);
    bar.element.querySelector('details')!.open = true;
    await settle();
    return bar;
  }
  const key = (target: Element, name: string) => target.dispatchEvent(new (dom().window.KeyboardEvent)('keydown', { key: name, bubbles: true, cancelable: true }));
  const chips = (bar: FilterBar) => [...bar.element.querySelectorAll('.ux-datatables-filter-chip')].map((chip) => chip.textContent);

  it('picks related rows from the options endpoint (the table\'s options token, the column) into { in: ids }, named by their labels', async () => {
    const state = new FilterState();
    const bar = await openBar(state);
    const input = bar.element.querySelector<HTMLInputElement>('input[role=combobox]')!;
    expect(bar.element.querySelector('label[for]')!.textContent).to.equal('Author');
    input.focus();
    input.value = 'tol';
    input.dispatchEvent(new (dom().window.Event)('input', { bubbles: true }));
    await settle(SEARCH_DELAY_MS + 20);
    expect(Object.fromEntries(asked[0].searchParams)).to.deep.equal({ table: 'books.options.sig', column: 'author', q: 'tol', page: '0' });
    key(input, 'ArrowDown');
    key(input, 'Enter');
    key(input, 'ArrowDown');
    key(input, 'Enter');
    expect(state.of('author')).to.deep.equal({ in: ['7', '8'] });
    expect(chips(bar)[0]).to.equal('Author: Tolkien, Tolstoy ×');
    bar.disconnect();
  });

  it('asks the labels of a filter from the page\'s URL once (ids=), showing them in the chip and the picker', async () => {
    const state = new FilterState();
    state.replace({ author: { in: ['9', '7'] } }, 'url');
    const bar = await openBar(state);
    const labelAsks = asked.filter((url) => url.searchParams.has('ids'));
    expect(labelAsks).to.have.length(1);
    expect(labelAsks[0].searchParams.getAll('ids')).to.deep.equal(['9', '7']);
    expect(chips(bar)[0]).to.equal('Author: Le Guin, Tolkien ×');
    expect([...bar.element.querySelectorAll('.uxdt-chip span')].map((span) => span.textContent)).to.deep.equal(['Le Guin', 'Tolkien']);
    bar.disconnect();
  });

  it('a chip removed in the picker narrows the filter; the last one removes it; a filter chip cleared empties the picker', async () => {
    const state = new FilterState();
    state.replace({ author: { in: ['9', '7'] } }, 'url');
    const bar = await openBar(state);
    bar.element.querySelector<HTMLButtonElement>('.uxdt-chip [data-ux-datatables-chip-remove]')!.click();
    expect(state.of('author')).to.deep.equal({ in: ['7'] });
    state.set('author', null);
    expect(bar.element.querySelectorAll('.uxdt-chip')).to.have.length(0);
    expect(chips(bar)).to.deep.equal([]);
    bar.disconnect();
  });
});

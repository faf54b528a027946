import { expect } from 'chai';
import { RelationPicker, SEARCH_DELAY_MS } from '../../../assets/relations/RelationPicker.js';
import type { RelationOption } from '../../../lib/wire/relation-options.js';
import { optionsPage, relationFieldHtml } from '../../support/relation-field-html.js';
import { dom, settle, useDom } from '../support/dom.js';
import { englishT } from '../support/page-language.js';

const AUTHORS = Array.from({ length: 45 }, (_, i) => ({ id: String(i + 1), label: `Author ${String(i + 1).padStart(2, '0')}` }))
  .concat([{ id: '100', label: 'Tolkien' }, { id: '101', label: 'Tolstoy' }]);

/** The options endpoint over {@link AUTHORS}, recording each URL asked. */
function endpoint(asked: URL[], init: Array<RequestInit | undefined> = []): typeof fetch {
  return (async (input: string | URL | Request, options?: RequestInit) => {
    const url = new URL(String(input));
    asked.push(url);
    init.push(options);
    const page = optionsPage(AUTHORS, url.searchParams.get('q') ?? '', Number(url.searchParams.get('page') ?? 0), url.searchParams.getAll('ids'));
    return new Response(JSON.stringify(page), { headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
}

describe('RelationPicker', () => {
  useDom();
  let asked: URL[];
  let inits: Array<RequestInit | undefined>;
  let changes: RelationOption[][];

  function mount(html: string): { picker: RelationPicker; input: HTMLInputElement; listbox: HTMLElement; root: HTMLElement } {
    const { document } = dom();
    document.body.innerHTML = `<form id="ux-datatables-edit-form">${html}<button type="submit">Save</button></form>`;
    const root = document.querySelector<HTMLElement>('[data-ux-datatables-relation]')!;
    const [picker] = RelationPicker.enhance(document, { t: englishT, fetch: endpoint(asked, inits), onChange: (chosen) => changes.push(chosen) });
    return { picker, root, input: root.querySelector('input[role=combobox]')!, listbox: root.querySelector('[role=listbox]')! };
  }
  const key = (target: Element, name: string, init: KeyboardEventInit = {}) => {
    const event = new (dom().window.KeyboardEvent)('keydown', { key: name, bubbles: true, cancelable: true, ...init });
    target.dispatchEvent(event);
    return event;
  };
  const type = async (input: HTMLInputElement, text: string) => {
    input.focus();
    input.value = text;
    input.dispatchEvent(new (dom().window.Event)('input', { bubbles: true }));
    await settle(SEARCH_DELAY_MS + 20);
  };
  const options = (listbox: HTMLElement) => [...listbox.querySelectorAll('[role=option]')].map((option) => option.textContent);
  const active = (input: HTMLInputElement) => input.ownerDocument.getElementById(input.getAttribute('aria-activedescendant') ?? '');

  beforeEach(() => {
    asked = [];
    inits = [];
    changes = [];
  });

  describe('a single relation', () => {
    const single = (chosen = [{ id: '3', label: 'Author 03' }], nullable = true) =>
      mount(relationFieldHtml({ name: 'author', label: 'Author', optionsUrl: '/datatables/ajax/options?table=tok&column=author', chosen, nullable }));

    it('asks the options endpoint once typing pauses, with the table, column and text, same-origin', async () => {
      const { input, listbox } = single();
      input.focus();
      for (const text of ['t', 'to', 'tol']) {
        input.value = text;
        input.dispatchEvent(new (dom().window.Event)('input', { bubbles: true }));
      }
      expect(asked).to.have.length(0);
      await settle(SEARCH_DELAY_MS + 20);
      expect(asked).to.have.length(1);
      expect(Object.fromEntries(asked[0].searchParams)).to.deep.equal({ table: 'tok', column: 'author', q: 'tol', page: '0' });
      expect(asked[0].pathname).to.equal('/datatables/ajax/options');
      expect(inits[0]?.credentials).to.equal('same-origin');
      expect(options(listbox)).to.deep.equal(['Tolkien', 'Tolstoy']);
      expect(input.getAttribute('aria-expanded')).to.equal('true');
      expect(listbox.hidden).to.equal(false);
      expect(listbox.getAttribute('aria-busy')).to.equal('false');
      expect(listbox.getAttribute('aria-labelledby')).to.equal(dom().document.querySelector('label')!.id);
    });

    it('moves with ArrowDown and ArrowUp (aria-activedescendant, aria-selected), chooses with Enter without submitting', async () => {
      const { input, root, listbox } = single();
      await type(input, 'tol');
      expect(key(input, 'ArrowDown').defaultPrevented).to.equal(true);
      expect(active(input)!.textContent).to.equal('Tolkien');
      expect(active(input)!.getAttribute('aria-selected')).to.equal('true');
      key(input, 'ArrowDown');
      expect(active(input)!.textContent).to.equal('Tolstoy');
      key(input, 'ArrowUp');
      expect(active(input)!.textContent).to.equal('Tolkien');
      expect([...listbox.children].filter((o) => o.getAttribute('aria-selected') === 'true')).to.have.length(1);
      expect(key(input, 'Enter').defaultPrevented).to.equal(true);
      expect(root.querySelector<HTMLInputElement>('input[type=hidden]')!.value).to.equal('100');
      expect(input.value).to.equal('Tolkien');
      expect(input.getAttribute('aria-expanded')).to.equal('false');
      expect(input.hasAttribute('aria-activedescendant')).to.equal(false);
      expect(changes).to.deep.equal([[{ id: '100', label: 'Tolkien' }]]);
      expect(root.hasAttribute('data-changed')).to.equal(true);
    });

    it('opens with ArrowDown on the first option, and ArrowUp on the last, searching all when the text is the chosen row', async () => {
      const { input } = single();
      input.focus();
      key(input, 'ArrowDown');
      await settle();
      expect(asked[0].searchParams.get('q')).to.equal('');
      expect(active(input)!.textContent).to.equal('Author 01');
      key(input, 'Escape');
      key(input, 'ArrowUp');
      expect(active(input)!.textContent).to.equal('More results');
    });

    it('closes with Escape first (the modal keeps it), and puts back the chosen text with a second one', async () => {
      const { input } = single();
      await type(input, 'tol');
      const first = key(input, 'Escape');
      expect(first.defaultPrevented).to.equal(true);
      expect(input.getAttribute('aria-expanded')).to.equal('false');
      expect(input.value).to.equal('tol');
      expect(key(input, 'Escape').defaultPrevented).to.equal(true);
      expect(input.value).to.equal('Author 03');
      expect(key(input, 'Escape').defaultPrevented, 'a third Esc is the modal\'s').to.equal(false);
    });

    it('puts back the chosen row\'s text when the user leaves without choosing: no silent garbage', async () => {
      const { input, root } = single();
      await type(input, 'tol');
      dom().document.querySelector<HTMLButtonElement>('button[type=submit]')!.focus();
      expect(input.value).to.equal('Author 03');
      expect(root.querySelector<HTMLInputElement>('input[type=hidden]')!.value).to.equal('3');
      expect(input.getAttribute('aria-expanded')).to.equal('false');
      expect(changes).to.deep.equal([]);
    });

    it('clears with the clear button, or an emptied text left behind (a nullable relation)', async () => {
      const { input, root } = single();
      root.querySelector<HTMLButtonElement>('[data-ux-datatables-relation-clear]')!.click();
      expect(root.querySelector<HTMLInputElement>('input[type=hidden]')!.value).to.equal('');
      expect(input.value).to.equal('');
      expect(dom().document.activeElement).to.equal(input);
      expect(changes).to.deep.equal([[]]);
    });

    it('clears a nullable relation whose text was emptied and left; a required one gets its text back', async () => {
      const nullable = single();
      await type(nullable.input, '');
      dom().document.querySelector<HTMLButtonElement>('button[type=submit]')!.focus();
      expect(nullable.root.querySelector<HTMLInputElement>('input[type=hidden]')!.value).to.equal('');
      const required = single(undefined, false);
      await type(required.input, '');
      dom().document.querySelector<HTMLButtonElement>('button[type=submit]')!.focus();
      expect(required.root.querySelector<HTMLInputElement>('input[type=hidden]')!.value).to.equal('3');
      expect(required.input.value).to.equal('Author 03');
    });

    it('loads the next page when ArrowDown reaches "More results", the active option its first new one', async () => {
      const { input, listbox } = single([], false);
      await type(input, 'author');
      expect(options(listbox)).to.have.length(21);
      expect(options(listbox).at(-1)).to.equal('More results');
      key(input, 'End');
      for (let i = 0; i < 21; i++) key(input, 'ArrowDown');
      await settle();
      expect(asked.at(-1)!.searchParams.get('page')).to.equal('1');
      expect(options(listbox)).to.have.length(41);
      expect(active(input)!.textContent).to.equal('Author 21');
    });

    it('says "No matches" in a polite status beside the listbox, which stays closed', async () => {
      const { input, listbox, root } = single();
      await type(input, 'zzz');
      expect(listbox.hidden).to.equal(true);
      expect(input.getAttribute('aria-expanded')).to.equal('false');
      const status = root.querySelector('[role=status]')!;
      expect(status.textContent).to.equal('No matches');
      expect(status.closest('.uxdt-relation__popup')!.hasAttribute('hidden')).to.equal(false);
    });

    it('Home and End give the keys back to the text (no option active)', async () => {
      const { input } = single();
      await type(input, 'tol');
      key(input, 'ArrowDown');
      expect(key(input, 'Home').defaultPrevented).to.equal(false);
      expect(input.hasAttribute('aria-activedescendant')).to.equal(false);
    });

    it('chooses an option by a click', async () => {
      const { input, listbox, root } = single();
      await type(input, 'tol');
      (listbox.children[1] as HTMLElement).click();
      expect(root.querySelector<HTMLInputElement>('input[type=hidden]')!.value).to.equal('101');
    });
  });

  describe('a ManyToMany relation', () => {
    const multiple = () => mount(relationFieldHtml({ name: 'tags', label: 'Authors', optionsUrl: '/o?table=t&column=authors', multiple: true, chosen: [{ id: '100', label: 'Tolkien' }] }));
    const chips = (root: HTMLElement) => [...root.querySelectorAll('.uxdt-chip')].map((chip) => [chip.querySelector('span')!.textContent, chip.querySelector('input')!.value]);
    const submitted = () => new (dom().window.FormData)(dom().document.querySelector('form')!).getAll('tags');

    it('adds a chip per row chosen, the input emptied and focused, the row marked chosen in the list', async () => {
      const { input, root, listbox } = multiple();
      expect(listbox.getAttribute('aria-multiselectable')).to.equal('true');
      await type(input, 'tol');
      expect(listbox.children[0].getAttribute('aria-selected')).to.equal('true');
      key(input, 'ArrowDown');
      key(input, 'ArrowDown');
      key(input, 'Enter');
      expect(chips(root)).to.deep.equal([['Tolkien', '100'], ['Tolstoy', '101']]);
      expect(root.querySelectorAll('.uxdt-chip button')[1].getAttribute('aria-label')).to.equal('Remove Tolstoy');
      expect(input.value).to.equal('');
      expect(dom().document.activeElement).to.equal(input);
      expect(listbox.children[1].getAttribute('aria-selected')).to.equal('true');
      expect(root.querySelector('[role=status]')!.textContent).to.equal('Tolstoy chosen');
      expect(submitted()).to.deep.equal(['', '100', '101']);
    });

    it('removes a chosen row chosen again (a toggle, as its aria-selected says)', async () => {
      const { input, root, listbox } = multiple();
      await type(input, 'tol');
      key(input, 'ArrowDown');
      key(input, 'Enter');
      expect(chips(root)).to.deep.equal([]);
      expect(listbox.children[0].getAttribute('aria-selected')).to.equal('false');
      expect(submitted()).to.deep.equal(['']);
      expect(root.hasAttribute('data-changed')).to.equal(true);
    });

    it('Backspace in the empty input goes to the last chip; Backspace there removes it, focus on the one before', async () => {
      const { input, root } = multiple();
      await type(input, 'author 0');
      key(input, 'ArrowDown');
      key(input, 'Enter');
      input.setSelectionRange(0, 0);
      expect(key(input, 'Backspace').defaultPrevented).to.equal(true);
      const last = root.querySelectorAll<HTMLElement>('[data-ux-datatables-chip-remove]')[1];
      expect(dom().document.activeElement).to.equal(last);
      key(last, 'Backspace');
      expect(chips(root)).to.deep.equal([['Tolkien', '100']]);
      expect(dom().document.activeElement!.getAttribute('aria-label')).to.equal('Remove Tolkien');
    });

    it('the remove button removes its chip and gives focus to the input', () => {
      const { input, root } = multiple();
      root.querySelector<HTMLButtonElement>('[data-ux-datatables-chip-remove]')!.click();
      expect(chips(root)).to.deep.equal([]);
      expect(dom().document.activeElement).to.equal(input);
      expect(changes).to.deep.equal([[]]);
    });

    it('setChosen shows rows chosen elsewhere without telling onChange', () => {
      const { picker, root } = multiple();
      picker.setChosen([{ id: '1', label: '<b>x</b>' }]);
      expect(chips(root)).to.deep.equal([['<b>x</b>', '1']]);
      expect(root.querySelector('b')).to.equal(null);
      expect(changes).to.deep.equal([]);
    });
  });

  it('aborts the search under way when a newer one starts, and shows only the newer answer', async () => {
    const { document } = dom();
    document.body.innerHTML = relationFieldHtml({ name: 'author', label: 'Author', optionsUrl: '/o?table=t&column=author' });
    const signals: AbortSignal[] = [];
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const fetcher = (async (input: string, init?: RequestInit) => {
      signals.push(init!.signal!);
      const q = new URL(input).searchParams.get('q')!;
      if (q === 'a') await slow;
      return new Response(JSON.stringify(optionsPage(AUTHORS, q, 0)));
    }) as unknown as typeof fetch;
    RelationPicker.enhance(document, { t: englishT, fetch: fetcher });
    const input = document.querySelector<HTMLInputElement>('input[role=combobox]')!;
    await type(input, 'a');
    await type(input, 'tolk');
    release();
    await settle();
    expect(signals[0].aborted).to.equal(true);
    expect(options(document.querySelector('[role=listbox]')!)).to.deep.equal(['Tolkien']);
  });

  it('enhances a field once, however often asked', () => {
    const { document } = dom();
    document.body.innerHTML = relationFieldHtml({ name: 'author', label: 'Author', optionsUrl: '/o' });
    const [first] = RelationPicker.enhance(document, { t: englishT });
    const [again] = RelationPicker.enhance(document, { t: englishT });
    expect(again).to.equal(first);
    expect(document.querySelectorAll('.uxdt-relation__popup')).to.have.length(1);
  });
});

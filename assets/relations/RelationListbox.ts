import type { RelationOption } from '../../lib/wire/relation-options.js';
import type { Translate } from '../../lib/wire/translate.js';

/** The listbox item that asks for the next page rather than naming a row. */
const MORE = 'data-ux-datatables-more';

/**
 * The popup of a relation combobox: the server's `role="listbox"` (its options drawn here, the active one
 * named by the input's `aria-activedescendant`) and, below it, a polite status that says "Loading…" and
 * "No matches": a listbox may hold nothing but options, so those words live beside it. Both sit in a
 * box that follows the input in the flow (full width on a phone, never clipped by a modal's scrolling body).
 * A single field's `aria-selected` follows the active option (APG); a multiple one's says which rows are
 * chosen (`aria-multiselectable`).
 */
export class RelationListbox {
  readonly popup: HTMLElement;
  private readonly status: HTMLElement;
  private options: RelationOption[] = [];
  private more = false;
  private active = -1;

  constructor(private readonly input: HTMLInputElement, private readonly list: HTMLElement, private readonly multiple: boolean, private readonly t: Translate) {
    const doc = input.ownerDocument;
    this.popup = doc.createElement('div');
    this.popup.className = 'uxdt-relation__popup';
    this.popup.hidden = true;
    this.status = doc.createElement('div');
    this.status.className = 'uxdt-relation__status';
    this.status.setAttribute('role', 'status');
    list.replaceWith(this.popup);
    this.popup.append(list, this.status);
    if (multiple) list.setAttribute('aria-multiselectable', 'true');
    // A listbox is named: by the field's label, as its input is.
    const label = input.labels?.[0];
    if (label) {
      label.id ||= `${input.id}-label`;
      list.setAttribute('aria-labelledby', label.id);
    }
  }

  /** The options shown (a first page replaces them, a next one adds to them), and whether a further page exists. */
  show(options: readonly RelationOption[], more: boolean, chosen: ReadonlySet<string>, append = false): void {
    const from = append ? this.options.length : 0;
    this.options = append ? [...this.options, ...options] : [...options];
    this.more = more;
    const doc = this.list.ownerDocument;
    const items = this.options.slice(from).map((option, at) => {
      const item = doc.createElement('li');
      item.id = `${this.list.id}-${from + at}`;
      item.setAttribute('role', 'option');
      item.className = 'uxdt-relation__option';
      item.textContent = option.label;
      return item;
    });
    this.list.querySelector(`[${MORE}]`)?.remove();
    if (!append) this.list.replaceChildren();
    this.list.append(...items);
    if (more) {
      const next = doc.createElement('li');
      next.id = `${this.list.id}-more`;
      next.setAttribute('role', 'option');
      next.setAttribute(MORE, '');
      next.className = 'uxdt-relation__option uxdt-relation__more';
      next.textContent = this.t('relation.more_results');
      this.list.append(next);
    }
    this.busy(false);
    this.say(this.options.length ? '' : this.t('relation.no_matches'));
    this.mark(chosen);
    this.setActive(append ? Math.min(this.active, this.count - 1) : -1);
    this.expand(this.options.length > 0);
  }

  /** A search is under way: the listbox `aria-busy`, "Loading…" said. */
  busy(on: boolean): void {
    this.list.setAttribute('aria-busy', String(on));
    if (on) this.say(this.t('relation.loading'));
  }

  /**
   * Says a short status (polite); '' clears it. `quietly`: for screen readers only ("Tolkien chosen",
   * which the new chip already shows), not a line in the popup.
   */
  say(text: string, quietly = false): void {
    if (this.status.textContent !== text) this.status.textContent = text;
    this.status.classList.toggle('uxdt-relation__status--quiet', quietly);
    this.popup.hidden = this.list.hidden && (!text || quietly);
  }

  /** Shows or hides the listbox (`aria-expanded`); hidden, nothing is active and nothing is said. */
  expand(open: boolean): void {
    this.list.hidden = !open;
    this.input.setAttribute('aria-expanded', String(open));
    if (!open) this.setActive(-1);
    this.popup.hidden = !open && (!this.status.textContent || this.status.classList.contains('uxdt-relation__status--quiet'));
  }

  /** Hides the popup, its status too. */
  close(): void {
    this.busy(false);
    this.say('');
    this.expand(false);
  }

  get isOpen(): boolean {
    return !this.list.hidden;
  }

  /** Items in the listbox, "More results" included. */
  get count(): number {
    return this.options.length + (this.more ? 1 : 0);
  }

  get activeIndex(): number {
    return this.active;
  }

  get hasOptions(): boolean {
    return this.options.length > 0;
  }

  /** The row of item `index`; null for "More results" (or none). */
  optionAt(index: number): RelationOption | null {
    return this.options[index] ?? null;
  }

  /** Whether item `index` is "More results". */
  isMore(index: number): boolean {
    return this.more && index === this.options.length;
  }

  /** The index of a clicked item, or -1. */
  indexOf(target: EventTarget | null): number {
    const item = (target as Element | null)?.closest?.('[role="option"]');
    return item && this.list.contains(item) ? [...this.list.children].indexOf(item) : -1;
  }

  /** Makes item `index` the active one (-1: none, focus back in the text), scrolled into view. */
  setActive(index: number): void {
    this.active = index;
    const items = [...this.list.children] as HTMLElement[];
    items.forEach((item, at) => {
      item.classList.toggle('uxdt-relation__option--active', at === index);
      if (!this.multiple) item.setAttribute('aria-selected', String(at === index));
    });
    const item = items[index];
    if (item) {
      this.input.setAttribute('aria-activedescendant', item.id);
      item.scrollIntoView?.({ block: 'nearest' });
    } else this.input.removeAttribute('aria-activedescendant');
  }

  /** A multiple field's options say whether each row is chosen. */
  mark(chosen: ReadonlySet<string>): void {
    if (!this.multiple) return;
    [...this.list.children].forEach((item, at) => item.setAttribute('aria-selected', String(chosen.has(this.options[at]?.id ?? '\u0000'))));
  }
}

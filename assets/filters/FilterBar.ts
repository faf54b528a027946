import { escapeHtml } from '../../lib/wire/escape-html.js';
import type { Translate } from '../../lib/wire/translate.js';
import type { ChunkFailed } from '../flows/OnDemand.js';
import { OnDemand } from '../flows/OnDemand.js';
import { describeFilter, FILTER, type FilterColumn } from './filter-controls.js';
import type { FilterState } from './FilterState.js';
import { relationParts } from '../relations/load-relation-picker.js';
import type { RelationFilters, RelationOptionsUrl } from '../relations/RelationFilters.js';

/** The controls' code (draw, read, show a value): fetched when the bar is first opened, warmed on intent. */
type Editor = typeof import('./filter-editor.js');
/** Set once fetched: a bar opened then draws its controls at once, before the next key (Tab) moves on. */
let fetched: Editor | null = null;
const editors = new OnDemand(async () => (fetched = await import('./filter-editor.js')));

/** A chip's button: the column whose filter it removes ('' : every filter). */
const REMOVE = 'data-ux-datatables-filter-remove';

/**
 * The filter bar above a table with filterable columns (docs/filters-and-views.md, Filters): a disclosure ("Filters")
 * holding each column's control, and a chip per filter in force, which names the column and the
 * value and removes the filter. It writes the table's {@link FilterState} when a control changes
 * (`change`: a typed text on Enter or leaving the field, not on each key) and redraws from it on
 * every change, whoever made it (a chip, the page's URL). The controls are drawn when the bar is first
 * opened, from a chunk fetched then (warmed when a pointer or focus reaches "Filters"; the disclosure is
 * `aria-busy` meanwhile); one that cannot be fetched closes the bar again and is told to `failed`.
 */
export class FilterBar {
  readonly element: HTMLElement;
  private readonly chips: HTMLElement;
  private readonly stop: () => void;
  /** The controls' code, once the bar was opened. */
  private editor: Editor | null = null;
  /** The relation columns' pickers and labels (a chunk), fetched once one is drawn or in force. */
  private relations: RelationFilters | Promise<unknown> | null = null;

  constructor(
    doc: Document,
    private readonly columns: readonly FilterColumn[],
    private readonly state: FilterState,
    private readonly t: Translate,
    private readonly locale: string,
    private readonly failed: ChunkFailed = () => undefined,
    private readonly optionsUrl: RelationOptionsUrl | null = null,
  ) {
    const bar = (this.element = doc.createElement('div'));
    bar.className = 'ux-datatables-filters';
    bar.innerHTML =
      `<details><summary>${escapeHtml(t('filter.title'))}</summary><div class="ux-datatables-filter-controls"></div></details>` +
      `<ul class="ux-datatables-filter-chips" aria-label="${escapeHtml(t('filter.active'))}"></ul>`;
    this.chips = bar.lastElementChild as HTMLElement;
    const details = bar.firstElementChild as HTMLDetailsElement;
    details.addEventListener('toggle', () => void (details.open && this.drawControls(details)));
    // At once, unless a relation filter's picker is to be drawn: that waits for its code and styles (drawControls).
    details.firstElementChild!.addEventListener('click', () => fetched && !this.relationFilters(true) && !this.relations && this.draw(fetched));
    for (const name of ['pointerover', 'focusin']) details.firstElementChild!.addEventListener(name, () => editors.warm(), { once: true });
    bar.addEventListener('change', this.onChange);
    this.chips.addEventListener('click', this.onChip);
    this.stop = state.onChange(() => this.show());
    this.show();
  }

  /**
   * Draws the controls on the first open, once their chunk is here, each showing the filter in force; a
   * relation filter's once the picker's code and styles are here too (or failed), so none is drawn unstyled:
   * the code fetched from the start beside the controls', the styles once the controls' chunk (which links them) is.
   */
  private async drawControls(details: HTMLDetailsElement): Promise<void> {
    if (this.editor) return;
    this.relationFilters(true);
    const editor = await editors.forClick(details, (error) => {
      details.open = false;
      this.failed(error);
    });
    if (!editor) return;
    await editor.pickersReady(this.relations);
    this.draw(editor);
  }

  private draw(editor: Editor): void {
    if (this.editor) return;
    this.editor = editor;
    this.element.querySelector('.ux-datatables-filter-controls')!.innerHTML = this.columns
      .map((column) => editor.filterControl(column, this.t, this.optionsUrl?.(column.name))).join('');
    this.show(true);
  }

  /** The relation filters' code, fetched when a relation filter is drawn (`drawn`) or in force; once. */
  private relationFilters(drawn: boolean): RelationFilters | null {
    const { relations, optionsUrl, columns, state } = this;
    if (relations && !(relations instanceof Promise)) return relations;
    const wanted = columns.some((column) => column.filter.kind === 'relation' && (drawn || state.of(column.name)));
    if (!relations && optionsUrl && wanted) {
      this.relations = relationParts.get().then(({ RelationFilters }) => {
        this.relations = new RelationFilters(columns, state, this.t, optionsUrl, () => this.show(false, true));
        this.show(!!this.editor);
      }, (error: unknown) => {
        this.relations = null;
        this.failed(error);
      });
    }
    return null;
  }

  disconnect(): void {
    this.stop();
  }

  private controls(name: string): HTMLInputElement[] {
    return [...this.element.querySelectorAll<HTMLInputElement>(`[${FILTER}]`)].filter((control) => control.getAttribute(FILTER) === name);
  }

  private readonly onChange = (event: Event): void => {
    const name = (event.target as Element).getAttribute?.(FILTER);
    const column = this.columns.find((candidate) => candidate.name === name);
    if (column && this.editor) this.state.set(column.name, this.editor.readControls(column, this.controls(column.name)));
  };

  private readonly onChip = (event: Event): void => {
    const button = (event.target as Element).closest?.(`[${REMOVE}]`);
    if (!button) return;
    const buttons = [...this.chips.querySelectorAll<HTMLElement>(`[${REMOVE}]`)];
    const at = buttons.indexOf(button as HTMLElement);
    const name = button.getAttribute(REMOVE)!;
    if (name === '') this.state.replace({});
    else this.state.set(name, null);
    // Focus stays in the chips (the next one), or goes back to the bar's disclosure once none is left.
    const left = [...this.chips.querySelectorAll<HTMLElement>(`[${REMOVE}]`)];
    (left[Math.min(at, left.length - 1)] ?? this.element.querySelector('summary'))?.focus();
  };

  /** The controls and the chips as the filters are now (`refresh`: related rows' labels just came). */
  private show(drawn = false, refresh = false): void {
    const { t } = this;
    const relations = this.relationFilters(drawn);
    relations?.sync(this.element, refresh);
    const chip = (name: string, text: string, label: string) =>
      `<li><button type="button" class="ux-datatables-filter-chip" ${REMOVE}="${escapeHtml(name)}" aria-label="${escapeHtml(label)}">` +
      `${escapeHtml(text)} <span aria-hidden="true">×</span></button></li>`;
    const chips: string[] = [];
    for (const column of this.columns) {
      const value = this.state.of(column.name);
      this.editor?.showInControls(value, this.controls(column.name));
      if (!value) continue;
      const text = describeFilter(column, value, t, this.locale, relations?.label);
      chips.push(chip(column.name, text, t('filter.remove', { filter: text })));
    }
    if (chips.length > 1) chips.push(chip('', t('filter.clear'), t('filter.clear')));
    this.chips.innerHTML = chips.join('');
    this.chips.hidden = chips.length === 0;
  }
}

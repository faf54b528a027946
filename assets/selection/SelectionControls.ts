import type { AjaxData, ColumnsConfig } from 'datatables.net';
import { escapeHtml } from '../../lib/wire/escape-html.js';
import type { BulkActionView, SelectedRow } from '../../lib/wire/page-view.js';
import type { Translate } from '../../lib/wire/translate.js';
import { buttonFace } from '../actions/render-actions.js';
import { announce, createLiveRegion } from '../realtime/live-region.js';
import type { DataAnswer } from '../table/kept-page.js';
import type { TablePlugin } from '../table/TablePlugin.js';
import { matchingOf, Selection } from './Selection.js';

/** A row's checkbox: the row as a selection holds it (`_select`), as JSON. */
const ROW = 'data-ux-datatables-select';
/** The header's checkbox, which selects the page. */
const PAGE = 'data-ux-datatables-select-page';
/** A button of the selection bar: `matching`, `clear`, or `bulk` (a bulk action, named by {@link BULK_NAME}). */
const BAR = 'data-ux-datatables-selection';
/** The name of the bulk action a bar button runs. */
export const BULK_NAME = 'data-ux-datatables-bulk';

/**
 * The selection of a table with bulk actions (docs/bulk-and-undo.md, Selection): a first column of checkboxes that
 * Responsive never folds (`all`), the header's for the page (indeterminate when some), shift-click
 * ranges, and a bar in the toolbar: "3 selected", "Select all 48,213 matching" once the page is
 * selected and more rows match, "Clear selection" and the bulk buttons. The selection outlives paging
 * and is cleared (and that said) when the search or a column search changes.
 */
export class SelectionControls implements TablePlugin {
  readonly selection = new Selection();
  readonly column: ColumnsConfig;
  readonly bar: HTMLElement;
  private anchor = -1;
  private search: string | null = null;
  private found = { count: 0, about: false, request: null as AjaxData | null };
  private region: HTMLElement | null = null;

  constructor(
    private readonly table: HTMLElement,
    actions: readonly BulkActionView[],
    private readonly t: Translate,
    private readonly locale = 'en',
  ) {
    this.column = {
      data: '_select',
      name: '_select',
      title: `<input type="checkbox" ${PAGE} aria-label="${escapeHtml(t('select.page'))}">`,
      orderable: false,
      searchable: false,
      className: 'all ux-datatables-select',
      defaultContent: '',
      render: (row: SelectedRow | undefined, type: string) =>
        type === 'display' && row
          ? `<input type="checkbox" ${ROW}="${escapeHtml(JSON.stringify(row))}" aria-label="${escapeHtml(t('select.row', { id: String(row.id) }))}"${this.selection.has(row) ? ' checked' : ''}>`
          : '',
    };
    const bar = (this.bar = table.ownerDocument.createElement('div'));
    bar.className = 'ux-datatables-bulk';
    bar.hidden = true;
    const button = (kind: string, label: string, className = 'btn btn-link ux-datatables-link', more = '') =>
      `<button type="button" class="${escapeHtml(className)}" ${BAR}="${kind}"${more}>${label}</button>`;
    bar.innerHTML =
      `<span aria-live="polite"></span>${button('matching', '')}${button('clear', escapeHtml(t('select.clear')))}` +
      actions
        .map((action) => button('bulk', buttonFace(action), action.className, ` ${BULK_NAME}="${escapeHtml(action.name)}"`))
        .join('');
    // Capture: before Responsive's handler on the body, which would open the row's details.
    table.addEventListener('click', this.onClick, true);
    bar.addEventListener('click', this.onBar);
  }

  answered(request: AjaxData, answer: DataAnswer & { estimated?: { recordsFiltered?: boolean } }): DataAnswer {
    const search = JSON.stringify(matchingOf(request));
    if (this.search !== null && this.search !== search && this.selection.size) {
      this.selection.clear();
      announce((this.region ??= createLiveRegion(this.table)), this.t('select.cleared'));
    }
    this.search = search;
    this.found = { count: answer.recordsFiltered, about: !!answer.estimated?.recordsFiltered, request };
    return answer;
  }

  drawn(): void {
    this.anchor = -1;
    this.update();
  }

  /** Empties the selection (after a bulk ran) and focuses the header's checkbox. */
  clear(): void {
    this.selection.clear();
    for (const box of this.boxes()) box.checked = false;
    this.update();
    this.focus();
  }

  /** Focuses the header's checkbox: where a bulk leaves focus (its bar goes with the selection). */
  focus(): void {
    this.table.querySelector<HTMLElement>(`[${PAGE}]`)?.focus();
  }

  disconnect(): void {
    this.table.removeEventListener('click', this.onClick, true);
    this.region?.remove();
  }

  private readonly onClick = (event: MouseEvent): void => {
    const box = event.target as HTMLInputElement;
    const page = this.boxes();
    if (box.hasAttribute?.(PAGE)) {
      event.stopPropagation();
      this.selection.set(page.map(read), box.checked);
      page.forEach((each) => (each.checked = box.checked));
    } else if (box.hasAttribute?.(ROW)) {
      event.stopPropagation();
      const index = page.indexOf(box);
      const range = event.shiftKey && this.anchor >= 0 ? page.slice(Math.min(this.anchor, index), Math.max(this.anchor, index) + 1) : [box];
      range.forEach((each) => (each.checked = box.checked));
      this.selection.set(range.map(read), box.checked, page.map(read));
      this.anchor = index;
    } else return;
    this.update();
  };

  private readonly onBar = (event: Event): void => {
    const kind = (event.target as Element).closest?.(`[${BAR}]`)?.getAttribute(BAR);
    if (kind === 'clear') this.clear();
    if (kind !== 'matching' || !this.found.request) return;
    const { count, about, request } = this.found;
    this.selection.matching = { search: matchingOf(request), count, about };
    this.update();
    this.bar.querySelector<HTMLElement>(`[${BAR}="clear"]`)?.focus();
  };

  /** The header's checkbox and the bar, as the selection now is. */
  private update(): void {
    const page = this.boxes();
    const checked = page.filter((box) => box.checked).length;
    const header = this.table.querySelector<HTMLInputElement>(`[${PAGE}]`);
    if (header) {
      header.checked = checked > 0 && checked === page.length;
      header.indeterminate = checked > 0 && checked < page.length;
    }
    const { selection, t, found } = this;
    const size = selection.size;
    // "All matching" always counts more rows than a page: the number is formatted here, the message needs no plural.
    const matchingText = (key: string, { count, about }: { count: number; about: boolean }) =>
      t(about ? `${key}_about` : key, { count: new Intl.NumberFormat(this.locale).format(count) });
    const [count, matching] = this.bar.children as unknown as HTMLElement[];
    this.bar.hidden = size === 0;
    count.textContent = selection.matching ? matchingText('select.matching', selection.matching) : t('select.count', { count: size });
    matching.hidden = !!selection.matching || !page.length || checked < page.length || found.count <= size;
    matching.textContent = matchingText('select.all_matching', found);
  }

  private boxes(): HTMLInputElement[] {
    return [...this.table.querySelectorAll<HTMLInputElement>(`tbody [${ROW}]`)];
  }
}

function read(box: Element): SelectedRow {
  return JSON.parse(box.getAttribute(ROW)!) as SelectedRow;
}

import type { PageView, RowData } from '../../lib/wire/page-view.js';
import { escapeHtml } from '../../lib/wire/escape-html.js';
import { rowDetailsQuery, type RowDetailsResult } from '../../lib/wire/row-details.js';
import { chunkStylesheet } from '../flows/chunk-stylesheet.js';
import { failureFromError, readFailure, type RequestFailure } from '../requests/request-failure.js';
import { DETAILS_STYLESHEET } from './details-stylesheet-url.js';
import { EXPAND_CELL_CLASS } from './expand-cell.js';
import type { RowDetailsHost } from './row-details-host.js';

/** The class of a row's expand button (ux-datatables-details.css). */
export const EXPAND_BUTTON_CLASS = 'ux-datatables-expand-button';
/** The class of the row under a row, holding its details. */
export const DETAIL_ROW_CLASS = 'ux-datatables-detail-row';
/** The attribute of an expand button and of its detail row, holding the row's key (JSON). */
const KEY_ATTRIBUTE = 'data-ux-datatables-details';

/**
 * Rows expanded to show their details (docs/row-details.md), a chunk fetched once a table with `setDetails` exists:
 * an expand button (`aria-expanded`) in the first cell of each row, which asks `GET urls.details` for the row's
 * details and shows them in a row of their own under it (under Responsive's detail row when that is open too);
 * several at once. The open ones are kept by key across draws: shown again at once, and asked again, so that a
 * change made elsewhere (a live reload) or a page drawn again shows them as they are now.
 */
export class RowDetails {
  /** The open rows' details by key (JSON): the HTML last answered, null until the first answer. */
  private readonly open = new Map<string, string | null>();
  /** Each open row's latest request: an older answer arriving later is dropped. */
  private readonly asked = new Map<string, number>();
  private requests = 0;

  constructor(private readonly view: PageView, private readonly host: RowDetailsHost) {
    const { api, t } = host;
    const table = api.table().node() as HTMLTableElement;
    void chunkStylesheet(table.ownerDocument, DETAILS_STYLESHEET);
    table.querySelector(`thead th.${EXPAND_CELL_CLASS} .dt-column-title`)?.replaceChildren(Object.assign(table.ownerDocument.createElement('span'), { className: 'ux-datatables-details-label', textContent: t('details.column') }));
    api.on('draw.uxDetails', this.drawn);
    api.on('column-visibility.uxDetails responsive-resize.uxDetails', this.spans);
    // Capture: before Responsive's handler on the body, which would open its own details (its control is the first cell's).
    table.addEventListener('click', this.onClick, true);
    this.drawn();
  }

  disconnect(): void {
    this.host.api.off('.uxDetails');
    (this.host.api.table().node() as HTMLElement).removeEventListener('click', this.onClick, true);
  }

  /** After each draw: an expand button per row that has details, and the open ones shown again and asked again. */
  private readonly drawn = (): void => {
    const { api, t } = this.host;
    for (const row of api.rows({ page: 'current' }).nodes().toArray() as HTMLTableRowElement[]) {
      const data = api.row(row).data() as RowData | undefined;
      const cell = row.querySelector(`:scope > td.${EXPAND_CELL_CLASS}`);
      if (!cell || !data?._details) continue;
      const key = JSON.stringify(data._details.id);
      const open = this.open.has(key);
      const name = this.host.nameOf(row) ?? String(data._details.id);
      cell.innerHTML = `<button type="button" class="${EXPAND_BUTTON_CLASS}" ${KEY_ATTRIBUTE}="${escapeHtml(key)}" aria-expanded="${open}" aria-label="${escapeHtml(t('details.toggle', { name }))}"></button>`;
      if (open) {
        this.show(row, key);
        void this.ask(row, key, data._details.id);
      }
    }
  };

  private readonly onClick = (event: MouseEvent): void => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>(`.${EXPAND_BUTTON_CLASS}`);
    if (!button) return;
    event.stopPropagation();
    const row = button.closest('tr')!;
    const key = button.getAttribute(KEY_ATTRIBUTE)!;
    if (this.open.has(key)) return this.close(row, key);
    const data = this.host.api.row(row).data() as RowData;
    this.open.set(key, null);
    button.setAttribute('aria-expanded', 'true');
    this.show(row, key);
    void this.ask(row, key, data._details!.id);
  };

  /** Asks for the row's details and shows the answer, if the row is still open and this is its latest request. */
  private async ask(row: HTMLTableRowElement, key: string, id: unknown): Promise<void> {
    const { endpoints, t } = this.host;
    const request = ++this.requests;
    this.asked.set(key, request);
    const url = endpoints.view.urls.details!;
    let failure: RequestFailure | null = null;
    try {
      const response = await endpoints.send(`${url}${url.includes('?') ? '&' : '?'}${rowDetailsQuery(endpoints.view.tokens.details!, id)}`, { headers: { Accept: 'application/json' } });
      if (response.ok) {
        const { html } = (await response.json()) as RowDetailsResult;
        if (this.asked.get(key) !== request || !this.open.has(key)) return;
        this.open.set(key, html);
        if (row.isConnected) this.show(row, key);
        return;
      }
      failure = await readFailure(response, t);
    } catch (error) {
      failure = failureFromError(error, t('details.failed'), t);
    }
    if (this.asked.get(key) !== request) return;
    // Gone meanwhile (deleted, or no longer the table's), or refused: said, and closed.
    this.host.alert(failure.message);
    this.host.dispatch('error', { action: 'DETAILS', id, ...failure });
    this.close(row, key);
  }

  /** Puts the row's detail row under it (and under Responsive's, when open): its details, or that they are coming. */
  private show(row: HTMLTableRowElement, key: string): void {
    const html = this.open.get(key) ?? null;
    let detail = this.detailOf(row, key);
    if (!detail) {
      detail = row.ownerDocument.createElement('tr');
      detail.className = DETAIL_ROW_CLASS;
      detail.setAttribute(KEY_ATTRIBUTE, key);
      detail.append(row.ownerDocument.createElement('td'));
      const after = row.nextElementSibling?.classList.contains('child') ? row.nextElementSibling : row;
      after.after(detail);
    }
    const cell = detail.cells[0];
    cell.colSpan = shownCells(row);
    cell.setAttribute('aria-busy', String(html === null));
    if (html === null) {
      if (!cell.hasChildNodes()) cell.textContent = this.host.t('details.loading');
    } else if (cell.dataset.shown !== html) {
      cell.innerHTML = html;
      cell.dataset.shown = html;
    }
  }

  private close(row: HTMLTableRowElement, key: string): void {
    this.open.delete(key);
    this.asked.delete(key);
    this.detailOf(row, key)?.remove();
    row.querySelector(`.${EXPAND_BUTTON_CLASS}`)?.setAttribute('aria-expanded', 'false');
  }

  /** The detail row of `row`: right under it, or under its Responsive detail row. */
  private detailOf(row: HTMLTableRowElement, key: string): HTMLTableRowElement | null {
    for (let next = row.nextElementSibling; next && !this.host.api.row(next).any(); next = next.nextElementSibling) {
      if (next.classList.contains(DETAIL_ROW_CLASS) && next.getAttribute(KEY_ATTRIBUTE) === key) return next as HTMLTableRowElement;
    }
    return null;
  }

  /** The detail rows span the cells their row shows (Responsive hides the folded ones; the column menu, others). */
  private readonly spans = (): void => {
    for (const detail of (this.host.api.table().node() as HTMLTableElement).querySelectorAll<HTMLTableRowElement>(`:scope > tbody > tr.${DETAIL_ROW_CLASS}`)) {
      let row = detail.previousElementSibling;
      if (row?.classList.contains('child')) row = row.previousElementSibling;
      if (row) detail.cells[0].colSpan = shownCells(row as HTMLTableRowElement);
    }
  };
}

/** How many cells of `row` are shown (Responsive hides a folded column's cells with `display: none`). */
function shownCells(row: HTMLTableRowElement): number {
  return [...row.cells].filter((cell) => cell.style.display !== 'none').length;
}

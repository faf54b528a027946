import type { ExportFormat, ExportView } from '../../lib/wire/page-view.js';
import { escapeHtml } from '../../lib/wire/escape-html.js';
import type { Translate } from '../../lib/wire/translate.js';
import { NetworkError } from '../requests/NetworkError.js';
import { readFailure, type RequestFailure } from '../requests/request-failure.js';
import { dispositionFileName } from './export-query.js';
import { menuItemFor } from './menu-keys.js';

/** What the export control needs of its table: the URL of an export in a format, and where failures go. */
export interface ExportControlDelegate {
  url(format: ExportFormat): string;
  failed(failure: RequestFailure): void;
  /** The export's end: `done` (the file handed to the browser), `cancelled`. */
  ended(outcome: 'done' | 'cancelled', format: ExportFormat): void;
}

/**
 * The toolbar's Export button: one format, a button; several, a menu of them. A click fetches the file
 * (its rows streamed by the server), shows the bytes received in a live region with Cancel (which
 * aborts the request, and so the server's query), then hands it to the browser as a download.
 */
export class ExportControl {
  readonly element: HTMLElement;
  private running: AbortController | null = null;
  private readonly button: HTMLButtonElement;
  private readonly menu: HTMLElement | null;
  private readonly status: HTMLElement;

  constructor(doc: Document, private readonly view: ExportView, private readonly t: Translate, private readonly locale: string, private readonly delegate: ExportControlDelegate) {
    const element = (this.element = doc.createElement('span'));
    element.className = 'ux-datatables-export';
    const icon = view.icon ? `<i class="${escapeHtml(view.icon)}" aria-hidden="true"></i> ` : '';
    const several = view.formats.length > 1;
    element.innerHTML =
      `<button type="button" class="${escapeHtml(view.className)}" data-export-format="${several ? '' : view.formats[0]}"${several ? ' aria-haspopup="menu" aria-expanded="false"' : ''}>${icon}${escapeHtml(view.label)}</button>` +
      (several ? `<span class="ux-datatables-export-menu" role="menu" aria-label="${escapeHtml(t('export.menu'))}" hidden>${view.formats.map((format) => `<button type="button" role="menuitem" tabindex="-1" data-export-format="${format}">${escapeHtml(t(`export.format.${format}`))}</button>`).join('')}</span>` : '') +
      `<span class="ux-datatables-export-status" role="status" aria-live="polite"></span>`;
    this.button = element.querySelector('button')!;
    this.menu = element.querySelector('[role="menu"]');
    this.status = element.querySelector('[role="status"]')!;
    element.addEventListener('click', (event) => this.clicked(event));
    element.addEventListener('keydown', (event) => this.keyDown(event));
  }

  /** The menu button's keys: arrows, Home and End move among the items, Escape closes on the button, Tab closes. */
  private keyDown(event: KeyboardEvent): void {
    if (!this.menu) return;
    const items = [...this.menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    const current = items.indexOf(event.target as HTMLElement);
    if (current < 0 && event.target !== this.button) return;
    if (event.key === 'Escape' || event.key === 'Tab') return void (this.menu.hidden || this.toggleMenu(false, event.key === 'Escape'));
    const item = menuItemFor(items, current, event.key);
    if (!item) return;
    event.preventDefault();
    if (this.menu.hidden) this.toggleMenu(true);
    item.focus();
  }

  /** Stops an export in progress (the table goes). */
  cancel(): void {
    this.running?.abort();
  }

  private clicked(event: Event): void {
    const target = (event.target as Element).closest('button');
    if (!target) return;
    if (target.hasAttribute('data-export-cancel')) return this.cancel();
    const format = target.getAttribute('data-export-format') as ExportFormat | '';
    if (format === '') return this.toggleMenu(this.menu!.hidden);
    this.toggleMenu(false);
    if (format && !this.running) void this.download(format);
  }

  private toggleMenu(open: boolean, focusButton = false): void {
    if (!this.menu) return;
    this.menu.hidden = !open;
    this.button.setAttribute('aria-expanded', String(open));
    if (open) (this.menu.querySelector('button') as HTMLButtonElement | null)?.focus();
    else if (focusButton) this.button.focus();
  }

  private async download(format: ExportFormat): Promise<void> {
    const running = (this.running = new AbortController());
    // The button is disabled and the menu closed under the user's focus: Cancel, the one thing to do now, takes it.
    const keep = this.holdsFocus();
    this.button.disabled = true;
    this.showProgress(0);
    if (keep) this.element.querySelector<HTMLElement>('[data-export-cancel]')?.focus();
    try {
      const url = this.delegate.url(format);
      let response: Response;
      try {
        response = await fetch(url, { credentials: 'same-origin', signal: running.signal });
      } catch (error) {
        throw running.signal.aborted ? error : NetworkError.forRequest(url, error);
      }
      if (!response.ok) {
        const failure = await readFailure(response, this.t);
        if (failure.code === 'too_many_rows' && this.view.maxRows !== null) failure.message = this.t('export.too_many', { max: this.view.maxRows });
        return this.delegate.failed(failure);
      }
      const chunks: Uint8Array[] = [];
      let received = 0;
      const reader = response.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.byteLength;
        this.showProgress(received);
      }
      const blob = new Blob(chunks as BlobPart[], { type: response.headers.get('Content-Type') ?? 'application/octet-stream' });
      this.save(blob, dispositionFileName(response.headers.get('Content-Disposition')) ?? `export.${format}`);
      this.status.textContent = this.t('export.done');
      this.delegate.ended('done', format);
    } catch (error) {
      if (running.signal.aborted) {
        this.status.textContent = this.t('export.cancelled');
        this.delegate.ended('cancelled', format);
      } else {
        this.status.textContent = '';
        this.delegate.failed(error instanceof NetworkError ? { status: 0, code: 'network_error', message: this.t('error.network_error') } : { status: 0, code: 'export_failed', message: this.t('export.failed') });
      }
    } finally {
      this.running = null;
      this.button.disabled = false;
      // Cancel goes: focus that was on it (or was lost) returns to the Export button, not the page's body.
      const keep = this.holdsFocus();
      this.element.querySelector('[data-export-cancel]')?.remove();
      if (keep) this.button.focus();
    }
  }

  /** Whether focus is in the control, or lost to the page's body (from a control of ours that just went). */
  private holdsFocus(): boolean {
    const active = this.element.ownerDocument.activeElement;
    return !active || active === this.element.ownerDocument.body || this.element.contains(active);
  }

  private showProgress(bytes: number): void {
    const size = new Intl.NumberFormat(this.locale, { style: 'unit', unit: bytes < 1e6 ? 'kilobyte' : 'megabyte', maximumFractionDigits: 1 }).format(bytes < 1e6 ? bytes / 1e3 : bytes / 1e6);
    this.status.textContent = this.t('export.progress', { size });
    if (!this.element.querySelector('[data-export-cancel]')) {
      this.status.insertAdjacentHTML('afterend', `<button type="button" class="btn btn-link btn-sm" data-export-cancel>${escapeHtml(this.t('export.cancel'))}</button>`);
    }
  }

  private save(blob: Blob, name: string): void {
    const doc = this.element.ownerDocument;
    const url = URL.createObjectURL(blob);
    const link = doc.createElement('a');
    link.href = url;
    link.download = name;
    link.hidden = true;
    doc.body.append(link);
    link.click();
    link.remove();
    // Revoked once the browser has started the download from it.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}

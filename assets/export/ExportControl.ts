import type { ExportFormat, ExportView } from '../../lib/wire/page-view.js';
import { escapeHtml } from '../../lib/wire/escape-html.js';
import type { Translate } from '../../lib/wire/translate.js';
import type { RequestFailure } from '../requests/request-failure.js';
import { buttonFace } from '../actions/render-actions.js';
import { OnDemand } from '../flows/OnDemand.js';
import { menuItemFor } from './menu-keys.js';

/** The download's code (the request, its progress, Cancel, the file), fetched with the first export. */
const downloads = new OnDemand(() => import('./download-export.js'));

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
 * aborts the request, and so the server's query), then hands it to the browser as a download. That
 * download's code is a chunk fetched on the first export (warmed when a pointer or focus reaches the
 * control); one that cannot be fetched is a failure (`chunk_failed`, `table.part_failed`).
 */
export class ExportControl {
  readonly element: HTMLElement;
  private running: AbortController | null = null;
  /** @internal */ readonly button: HTMLButtonElement;
  private readonly menu: HTMLElement | null;
  /** @internal */ readonly status: HTMLElement;

  constructor(doc: Document, /** @internal */ readonly view: ExportView, /** @internal */ readonly t: Translate, /** @internal */ readonly locale: string, /** @internal */ readonly delegate: ExportControlDelegate) {
    const element = (this.element = doc.createElement('span'));
    element.className = 'ux-datatables-export';
    const several = view.formats.length > 1;
    element.innerHTML =
      `<button type="button" class="${escapeHtml(view.className)}" data-export-format="${several ? '' : view.formats[0]}"${several ? ' aria-haspopup="menu" aria-expanded="false"' : ''}>${buttonFace(view)}</button>` +
      (several ? `<span class="ux-datatables-export-menu" role="menu" aria-label="${escapeHtml(t('export.menu'))}" hidden>${view.formats.map((format) => `<button type="button" role="menuitem" tabindex="-1" data-export-format="${format}">${escapeHtml(t(`export.format.${format}`))}</button>`).join('')}</span>` : '') +
      `<span class="ux-datatables-export-status" role="status" aria-live="polite"></span>`;
    this.button = element.querySelector('button')!;
    this.menu = element.querySelector('[role="menu"]');
    this.status = element.querySelector('[role="status"]')!;
    element.addEventListener('click', (event) => this.clicked(event));
    element.addEventListener('keydown', (event) => this.keyDown(event));
    for (const name of ['pointerover', 'focusin']) element.addEventListener(name, () => downloads.warm(), { once: true });
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
    const chunk = await downloads.forClick(this.button, () => this.delegate.failed({ status: 0, code: 'chunk_failed', message: this.t('table.part_failed') }));
    if (chunk && !running.signal.aborted) await chunk.download(this, running, format);
    this.running = null;
  }
}

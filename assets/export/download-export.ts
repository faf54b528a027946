import type { ExportFormat, ExportView } from '../../lib/wire/page-view.js';
import { escapeHtml } from '../../lib/wire/escape-html.js';
import type { Translate } from '../../lib/wire/translate.js';
import { NetworkError } from '../requests/NetworkError.js';
import { readFailure, type RequestFailure } from '../requests/request-failure.js';
import { dispositionFileName } from './export-query.js';

/** The export control's parts the download works with (ExportControl, which fetches this chunk on its first export). */
export interface ExportControl {
  readonly element: HTMLElement;
  readonly button: HTMLButtonElement;
  readonly status: HTMLElement;
  readonly view: ExportView;
  readonly t: Translate;
  readonly locale: string;
  readonly delegate: { url(format: ExportFormat): string; failed(failure: RequestFailure): void; ended(outcome: 'done' | 'cancelled', format: ExportFormat): void };
}

/** Fetches the export in `format` for the control, its progress and Cancel shown, and hands the file over. */
export async function download(control: ExportControl, running: AbortController, format: ExportFormat): Promise<void> {
  // The button is disabled and the menu closed under the user's focus: Cancel, the one thing to do now, takes it.
  const keep = holdsFocus(control);
  control.button.disabled = true;
  showProgress(control, 0);
  if (keep) control.element.querySelector<HTMLElement>('[data-export-cancel]')?.focus();
  try {
    const url = control.delegate.url(format);
    let response: Response;
    try {
      response = await fetch(url, { credentials: 'same-origin', signal: running.signal });
    } catch (error) {
      throw running.signal.aborted ? error : NetworkError.forRequest(url, error);
    }
    if (!response.ok) {
      const failure = await readFailure(response, control.t);
      if (failure.code === 'too_many_rows' && control.view.maxRows !== null) failure.message = control.t('export.too_many', { max: control.view.maxRows });
      return control.delegate.failed(failure);
    }
    const chunks: Uint8Array[] = [];
    let received = 0;
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      showProgress(control, received);
    }
    const blob = new Blob(chunks as BlobPart[], { type: response.headers.get('Content-Type') ?? 'application/octet-stream' });
    save(control, blob, dispositionFileName(response.headers.get('Content-Disposition')) ?? `export.${format}`);
    control.status.textContent = control.t('export.done');
    control.delegate.ended('done', format);
  } catch (error) {
    if (running.signal.aborted) {
      control.status.textContent = control.t('export.cancelled');
      control.delegate.ended('cancelled', format);
    } else {
      control.status.textContent = '';
      control.delegate.failed(error instanceof NetworkError ? { status: 0, code: 'network_error', message: control.t('error.network_error') } : { status: 0, code: 'export_failed', message: control.t('export.failed') });
    }
  } finally {
    control.button.disabled = false;
    // Cancel goes: focus that was on it (or was lost) returns to the Export button, not the page's body.
    const keep = holdsFocus(control);
    control.element.querySelector('[data-export-cancel]')?.remove();
    if (keep) control.button.focus();
  }
}

/** Whether focus is in the control, or lost to the page's body (from a control of ours that just went). */
function holdsFocus(control: ExportControl): boolean {
  const active = control.element.ownerDocument.activeElement;
  return !active || active === control.element.ownerDocument.body || control.element.contains(active);
}

/** The bytes received so far, with Cancel beside them. */
function showProgress(control: ExportControl, bytes: number): void {
  const size = new Intl.NumberFormat(control.locale, { style: 'unit', unit: bytes < 1e6 ? 'kilobyte' : 'megabyte', maximumFractionDigits: 1 }).format(bytes < 1e6 ? bytes / 1e3 : bytes / 1e6);
  control.status.textContent = control.t('export.progress', { size });
  if (!control.element.querySelector('[data-export-cancel]')) {
    control.status.insertAdjacentHTML('afterend', `<button type="button" class="btn btn-link btn-sm" data-export-cancel>${escapeHtml(control.t('export.cancel'))}</button>`);
  }
}

/** Hands the file to the browser as a download. */
function save(control: ExportControl, blob: Blob, name: string): void {
  const doc = control.element.ownerDocument;
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

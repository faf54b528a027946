import type { ActionFlowContext } from '../actions/ActionFlowContext.js';
import { setBusy } from '../actions/busy.js';
import type { ModalAdapter } from '../modal/ModalAdapter.js';
import { failureFromError, readFailure, type RequestFailure } from '../requests/request-failure.js';
import {
  IMPORT_INPUTS, IMPORT_PROGRESS_TYPE, IMPORT_SUMMARY_ATTRIBUTE, IMPORT_UNDO_ATTRIBUTE, MAPPING_INPUT_PREFIX, PREVIEW_BYTES, REFUSED_DOWNLOAD_ATTRIBUTE,
  type ImportFormat, type ImportPreviewAnswer, type ImportProgressLine, type ImportReport, type ImportUndo, type ImportUndone, type ImportUndoRequest,
} from '../../lib/wire/import.js';
import { CANCEL_ATTRIBUTE, SUBMIT_ATTRIBUTE } from '../../lib/wire/modal-hooks.js';

/** Where an import stands: the file chosen (step 1), the columns mapped (step 2), the report shown. */
type Step =
  | { kind: 'file' }
  | { kind: 'mapping'; file: File; preview: ImportPreviewAnswer; commitment: string; mode: string }
  | { kind: 'report' };

/**
 * An import (`Action.import()`), a chunk fetched on its button's first click: the server's modal (the file
 * and the commitment), then the file's start sent for its preview and the mapping step shown in the same
 * modal, then the whole file sent with the mapping (its progress said in the modal), then the report, with
 * the refused lines to download. The table reloads after rows were created. Every word but the progress and
 * the failure comes rendered by the server, in the page's language.
 */
export class ImportFlow {
  private adapter: ModalAdapter | null = null;
  private step: Step = { kind: 'file' };
  private running: XMLHttpRequest | null = null;
  private download: string | null = null;

  constructor(private readonly context: ActionFlowContext, private readonly createAdapter: () => ModalAdapter, private readonly adapterKey?: string) {}

  async open(button: HTMLElement): Promise<void> {
    if (this.adapter?.isOpen()) return;
    const { endpoints, t, alert } = this.context;
    setBusy(button, true, false);
    try {
      const response = await endpoints.json('POST', endpoints.view.urls.importView!, { table: endpoints.view.tokens.import, adapter: this.adapterKey }, false);
      if (!response.ok) return this.failed(await readFailure(response, t));
      this.adapter ??= this.createAdapter();
      this.step = { kind: 'file' };
      await this.adapter.show(await response.text(), { onSubmit: (form, submitter) => this.submit(form, submitter), onCancel: () => this.closed() });
      alert.clear();
    } catch (error) {
      this.failed(failureFromError(error, t('import.failed'), t));
    } finally {
      setBusy(button, false, false);
    }
  }

  private async submit(form: HTMLFormElement, submitter: HTMLElement | null): Promise<void> {
    if (!form.reportValidity() || submitter?.getAttribute('aria-busy') === 'true') return;
    setBusy(submitter, true);
    try {
      if (this.step.kind === 'file') await this.preview(form);
      else if (this.step.kind === 'mapping') await this.upload(form, this.step);
    } catch (error) {
      this.failed(failureFromError(error, this.context.t('import.failed'), this.context.t));
    } finally {
      setBusy(submitter, false);
    }
  }

  /** Step 1: the file's start (an XLSX whole: a zip is read from its end) for its preview; the mapping step shown. */
  private async preview(form: HTMLFormElement): Promise<void> {
    const data = new FormData(form);
    const file = data.get(IMPORT_INPUTS.file) as File;
    const format: ImportFormat = /\.xlsx$/i.test(file.name) ? 'xlsx' : 'csv';
    const { endpoints, t } = this.context;
    const mode = String(data.get(IMPORT_INPUTS.mode) ?? 'create');
    const query = new URLSearchParams({ table: endpoints.view.tokens.import!, format, mode });
    const body = format === 'csv' ? file.slice(0, PREVIEW_BYTES) : file;
    const response = await fetch(`${endpoints.view.urls.importPreview}?${query}`, { method: 'POST', headers: { Accept: 'application/json', ...endpoints.headers() }, body });
    if (!response.ok) return this.failed(await readFailure(response, t));
    const preview = (await response.json()) as ImportPreviewAnswer;
    this.step = { kind: 'mapping', file, preview, commitment: String(data.get(IMPORT_INPUTS.commitment) ?? ''), mode };
    this.adapter!.replaceBody(preview.body);
  }

  /** Step 2: the whole file with the mapping chosen, its upload's progress said in the submit button's stead. */
  private async upload(form: HTMLFormElement, step: Extract<Step, { kind: 'mapping' }>): Promise<void> {
    const { endpoints, t } = this.context;
    const mapping = step.preview.headers.map((_, i) => String(new FormData(form).get(`${MAPPING_INPUT_PREFIX}${i}`) ?? ''));
    const query = new URLSearchParams({
      table: endpoints.view.tokens.import!, format: step.preview.format, mapping: mapping.join(','), commitment: step.commitment, mode: step.mode,
      ...(step.preview.encoding ? { encoding: step.preview.encoding } : {}), ...(step.preview.delimiter ? { delimiter: step.preview.delimiter } : {}),
      request: randomKey(),
    });
    const status = form.ownerDocument.createElement('p');
    status.setAttribute('role', 'status');
    form.append(status);
    const count = numberFormat(form);
    const answer = await this.send(`${endpoints.view.urls.import}?${query}`, step.file, {
      uploaded: (percent) => (status.textContent = t('import.uploading', { percent })),
      written: ({ lines, total, linesPerSecond }) => (status.textContent = t('import.writing', { lines: count.format(lines), total: count.format(total), rate: count.format(linesPerSecond) })),
    });
    if (!answer.ok) {
      status.remove();
      return this.failed(answer.failure);
    }
    this.report(answer.report);
  }

  /** The report in the modal: its download given the refused lines, the submit button gone and Cancel become Close (nothing more to send), the table reloaded when rows were created or changed. */
  private report(report: ImportReport): void {
    this.step = { kind: 'report' };
    const adapter = this.adapter!;
    adapter.replaceBody(report.body);
    const root = this.context.table.element.ownerDocument;
    const link = root.querySelector<HTMLAnchorElement>(`[${REFUSED_DOWNLOAD_ATTRIBUTE}]`);
    if (link && report.refusedCsv !== null) {
      this.forget();
      link.href = this.download = URL.createObjectURL(new Blob([report.refusedCsv], { type: 'text/csv;charset=utf-8' }));
    }
    const undo = root.querySelector<HTMLButtonElement>(`[${IMPORT_UNDO_ATTRIBUTE}]`);
    if (undo && report.undo) {
      const sealed = report.undo;
      undo.addEventListener('click', () => void this.undo(undo, sealed));
    }
    for (const submit of root.querySelectorAll<HTMLElement>(`[${SUBMIT_ATTRIBUTE}]`)) submit.hidden = true;
    // The focused submit button is gone: focus goes to what the import did, so a keyboard stays in the modal and a screen reader reads it.
    root.querySelector<HTMLElement>(`[${IMPORT_SUMMARY_ATTRIBUTE}]`)?.focus();
    // Nothing is left to cancel: the footer's Cancel only closes now, and says so (an icon's own label, Close already, stays).
    const { t } = this.context;
    for (const cancel of root.querySelectorAll<HTMLElement>(`[${CANCEL_ATTRIBUTE}]`)) if (cancel.textContent?.trim() === t('modal.cancel')) cancel.textContent = t('modal.close');
    if (report.created > 0 || report.updated > 0) void this.context.table.reload();
    this.context.dispatch('imported', { created: report.created, updated: report.updated, refused: report.refused, committed: report.committed });
  }

  /** The import undone from its report: what the server says of it takes the button's place (a status), and the table is read again. */
  private async undo(button: HTMLButtonElement, undo: ImportUndo): Promise<void> {
    if (button.getAttribute('aria-busy') === 'true') return;
    const { endpoints, t } = this.context;
    setBusy(button, true);
    try {
      const body: ImportUndoRequest = { table: endpoints.view.tokens.import!, undo: undo.token };
      const response = await endpoints.json('POST', endpoints.view.urls.importUndo!, body, false);
      if (!response.ok) return this.failed(await readFailure(response, t));
      const undone = (await response.json()) as ImportUndone;
      const said = button.ownerDocument.createElement('p');
      said.setAttribute('role', 'status');
      said.textContent = undone.message;
      // Where the button was, focused: a keyboard's focus would otherwise fall to <body> with the button.
      said.tabIndex = -1;
      button.parentElement!.replaceWith(said);
      said.focus();
      void this.context.table.reload();
      this.context.dispatch('import-undone', { deleted: undone.deleted, restored: undone.restored, kept: undone.kept.length });
    } catch (error) {
      this.failed(failureFromError(error, t('import.failed'), t));
    } finally {
      if (button.isConnected) setBusy(button, false);
    }
  }

  /**
   * The upload, by XMLHttpRequest (`fetch` says nothing of a request body's progress), asking for the answer as
   * lines: the server's writing said as it goes (`IMPORT_PROGRESS_TYPE`), then the report or the failure.
   */
  private send(url: string, file: File, progress: SendProgress): Promise<{ ok: true; report: ImportReport } | { ok: false; failure: RequestFailure }> {
    const { endpoints, t } = this.context;
    return new Promise((resolve) => {
      const xhr = (this.running = new XMLHttpRequest());
      xhr.open('POST', url);
      for (const [name, value] of Object.entries({ Accept: `${IMPORT_PROGRESS_TYPE}, application/json`, ...endpoints.headers() })) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => event.lengthComputable && progress.uploaded(Math.floor((event.loaded / event.total) * 100));
      let read = 0;
      const streamed = () => (xhr.getResponseHeader('Content-Type') ?? '').startsWith(IMPORT_PROGRESS_TYPE);
      xhr.onprogress = () => {
        if (!streamed()) return;
        for (let end = xhr.responseText.indexOf('\n', read); end >= 0; end = xhr.responseText.indexOf('\n', read)) {
          const line = JSON.parse(xhr.responseText.slice(read, end)) as Partial<ImportProgressLine>;
          read = end + 1;
          if (line.progress) progress.written(line.progress);
        }
      };
      xhr.onload = () => {
        this.running = null;
        // A stream's answer is its last line: the report, or an error as the library's error body.
        const last = streamed() ? JSON.parse(xhr.responseText.trimEnd().split('\n').at(-1)!) as { report?: ImportReport; error?: { status: number } } : null;
        if (last?.report) return resolve({ ok: true, report: last.report });
        const status = last?.error?.status ?? xhr.status;
        const response = new Response(last ? JSON.stringify(last) : xhr.responseText, { status, headers: { 'Content-Type': last ? 'application/json' : xhr.getResponseHeader('Content-Type') ?? '' } });
        if (status === 200) void response.json().then((report: ImportReport) => resolve({ ok: true, report }));
        else void readFailure(response, t).then((failure) => resolve({ ok: false, failure }));
      };
      xhr.onerror = xhr.onabort = () => {
        this.running = null;
        resolve({ ok: false, failure: { status: 0, code: 'network', message: t('import.failed') } });
      };
      xhr.send(file);
    });
  }

  /** A failure said in the open modal (else above the table) and as a `datatable:error`. */
  private failed(failure: RequestFailure): void {
    const adapter = this.adapter;
    if (adapter?.isOpen() && adapter.showError) adapter.showError(failure.message);
    else this.context.alert.show(failure.message);
    this.context.dispatch('error', { action: 'IMPORT', ...failure });
  }

  private closed(): void {
    // Closing the modal while the file uploads or imports is Cancel: a file the server did not receive whole is
    // not imported at all; one being imported stops at its next line (what was written stays, or none of it
    // all or nothing), so the table is read again.
    if (this.running) {
      this.running.abort();
      void this.context.table.reload();
    }
    this.step = { kind: 'file' };
    this.forget();
  }

  private forget(): void {
    if (this.download) URL.revokeObjectURL(this.download);
    this.download = null;
  }
}

/** What an upload says as it goes: the file's bytes sent, then the server's lines written. */
interface SendProgress {
  uploaded(percent: number): void;
  written(progress: ImportProgressLine['progress']): void;
}

/** Numbers as the page's language writes them (its `lang`, as the server rendered it; the browser's when it names none Intl knows). */
function numberFormat(element: Element): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(element.closest('[lang]')?.getAttribute('lang') || undefined);
  } catch {
    return new Intl.NumberFormat();
  }
}

/** An import's key for its retries: 128 random bits. */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

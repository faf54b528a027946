import type { Translator } from '../i18n/Translator.js';
import { escapeHtml } from '../wire/escape-html.js';
import { IMPORT_SUMMARY_ATTRIBUTE, IMPORT_UNDO_ATTRIBUTE, REFUSED_DOWNLOAD_ATTRIBUTE, type ImportRefusal } from '../wire/import.js';

/** What the report says: the counts, whether anything was kept, the refusals named, the file of refused lines. */
export interface ReportStep {
  created: number;
  updated: number;
  refused: number;
  committed: boolean;
  refusals: readonly ImportRefusal[];
  /** The field labels the refusals name, in the user's language. */
  labels: Readonly<Record<string, string>>;
  refusedFile: string | null;
  /** Whether the report offers Undo (the browser sends the report's token when it is pressed). */
  undoable: boolean;
}

/** Refused lines listed in the modal; the file holds every one. */
const LISTED = 20;

/**
 * The import's report, as the modal's body: what was created and refused (or that nothing was kept), the
 * first refused lines with why, its Undo (when the import kept something and may be undone), and a link to download every refused line as a CSV (the browser gives it
 * the file: {@link REFUSED_DOWNLOAD_ATTRIBUTE}). A status, so that a screen reader reads it out, which the browser focuses
 * ({@link IMPORT_SUMMARY_ATTRIBUTE}).
 */
export function importReportHtml(step: ReportStep, t: Translator): string {
  const summary = !step.committed ? t.t('import.rolled_back', { refused: step.refused })
    : step.updated > 0 ? t.t('import.report_updates', { created: step.created, updated: step.updated, refused: step.refused })
      : t.t('import.report', { created: step.created, refused: step.refused });
  const listed = step.refusals.slice(0, LISTED).map(({ row, errors }) => {
    const reasons = Object.entries(errors).map(([field, messages]) => (field === '' ? messages.join(' ') : `${step.labels[field] ?? field}: ${messages.join(' ')}`));
    return `<li>${escapeHtml(t.t('import.refusal', { row, reasons: reasons.join('; ') }))}</li>`;
  }).join('');
  const more = step.refused - Math.min(step.refused, LISTED);
  return `<div class="uxdt-import-report">` +
    `<p role="status" tabindex="-1" ${IMPORT_SUMMARY_ATTRIBUTE}="">${escapeHtml(summary)}</p>` +
    (listed ? `<ul class="uxdt-import-report__refusals">${listed}</ul>` : '') +
    (more > 0 ? `<p>${escapeHtml(t.t('import.more_refused', { count: more }))}</p>` : '') +
    (step.undoable ? `<p><button type="button" class="btn btn-outline-secondary" ${IMPORT_UNDO_ATTRIBUTE}="">${escapeHtml(t.t('import.undo'))}</button></p>` : '') +
    (step.refusedFile ? `<p><a href="#" download="${escapeHtml(step.refusedFile)}" ${REFUSED_DOWNLOAD_ATTRIBUTE}="">${escapeHtml(t.t('import.download_refused'))}</a></p>` : '') +
    `</div>`;
}

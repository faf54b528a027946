import type { RefusedLine } from '../../import/import-lines.js';
import type { ImportOutcome } from '../../import/import-run.js';
import type { ImportableField } from '../../import/suggest-mapping.js';
import { refusedLinesCsv } from '../../import/refused-lines-csv.js';
import type { Translator } from '../../i18n/Translator.js';
import { importReportHtml } from '../../view/import-report-html.js';
import { REPORTED_REFUSALS, type ImportReport, type ImportUndo } from '../../wire/import.js';

/**
 * The answer of an import: the counts, the first refused lines with why, every refused line as a CSV to
 * fix and import alone (named after the table and the day), and the report for the modal, in the user's
 * language, with its Undo when it has one. Field names in the reasons are said by their labels.
 */
export function importReport(
  outcome: ImportOutcome, header: readonly string[], fields: readonly ImportableField[], table: string, t: Translator, undo: ImportUndo | null,
): ImportReport {
  const labels = Object.fromEntries(fields.map((field) => [field.name, field.label]));
  const refusals = outcome.refused.slice(0, REPORTED_REFUSALS).map(({ row, errors }: RefusedLine) => ({ row, errors }));
  const refusedFile = `${table}-refused-${new Date().toISOString().slice(0, 10)}.csv`;
  const refusedCsv = outcome.refused.length > 0 ? refusedLinesCsv(header, outcome.refused, t.t('import.error_column'), labels) : null;
  const created = outcome.committed ? outcome.created.count : 0;
  return {
    lines: outcome.lines,
    created,
    updated: outcome.committed ? outcome.updated.length : 0,
    unchanged: outcome.committed ? outcome.unchanged : 0,
    refused: outcome.refused.length,
    committed: outcome.committed,
    cancelled: outcome.cancelled,
    refusals,
    refusedCsv,
    refusedFile,
    undo,
    body: importReportHtml({ undoable: undo !== null, created, updated: outcome.committed ? outcome.updated.length : 0, refused: outcome.refused.length, committed: outcome.committed, refusals, labels, refusedFile: refusedCsv === null ? null : refusedFile }, t),
  };
}

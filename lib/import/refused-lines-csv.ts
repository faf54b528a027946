import { csvRecord, CSV_BOM } from '../export/CsvWriter.js';
import { neutraliseFormula } from '../export/formula-guard.js';
import type { RefusedLine } from './import-lines.js';

/**
 * The refused lines as a CSV the user fixes and imports alone: the file's header and each refused line's
 * cells as they came, with one more column, `errorColumn` (translated by the caller), saying why: each
 * field's messages after its name (`title: Required`), the line's own alone (a short line filled out to the header's width). Written as the export
 * writes (UTF-8 with its BOM, RFC 4180, formula-like text guarded): opened in a spreadsheet, fixed,
 * imported again, the extra column left out by the mapping.
 */
export function refusedLinesCsv(header: readonly string[], refused: readonly RefusedLine[], errorColumn: string, labels: Record<string, string> = {}): string {
  let text = CSV_BOM + csvRecord([...header, errorColumn].map(neutraliseFormula));
  for (const line of refused) {
    const reasons = Object.entries(line.errors).map(([field, messages]) => (field === '' ? messages.join(' ') : `${labels[field] ?? field}: ${messages.join(' ')}`));
    // A line shorter than the header is filled out with empty cells, so that the reason stands in its column.
    const cells = line.cells.length < header.length ? [...line.cells, ...Array<string>(header.length - line.cells.length).fill('')] : line.cells;
    text += csvRecord([...cells, reasons.join('; ')].map(neutraliseFormula));
  }
  return text;
}

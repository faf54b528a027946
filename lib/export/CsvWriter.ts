import type { Writable } from 'node:stream';
import type { ExportWriter } from './ExportWriter.js';

/** The byte order mark: tells Excel the file is UTF-8 (without it, it guesses the system's code page). */
const BOM = '\uFEFF';

/**
 * CSV per RFC 4180: fields separated by commas, records ended by CRLF, a field holding a comma, a
 * quote, CR or LF quoted with its quotes doubled; UTF-8 with a byte order mark. One write per batch.
 */
export class CsvWriter implements ExportWriter {
  readonly contentType = 'text/csv; charset=utf-8';
  readonly extension = 'csv';

  constructor(private readonly out: Writable) {}

  header(cells: readonly string[]): boolean {
    return this.out.write(BOM + csvRecord(cells));
  }

  rows(rows: ReadonlyArray<readonly string[]>): boolean {
    let chunk = '';
    for (const row of rows) chunk += csvRecord(row);
    return chunk === '' ? true : this.out.write(chunk);
  }

  async end(): Promise<void> {}
}

/** One record: its fields, quoted where they must be, and CRLF. */
export function csvRecord(cells: readonly string[]): string {
  let line = '';
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i];
    if (i > 0) line += ',';
    line += NEEDS_QUOTES.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
  }
  return `${line}\r\n`;
}

const NEEDS_QUOTES = /[",\r\n]/;

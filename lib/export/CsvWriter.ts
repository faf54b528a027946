import type { Writable } from 'node:stream';
import type { ExportWriter } from './ExportWriter.js';

/** The byte order mark: tells Excel the file is UTF-8 (without it, it guesses the system's code page). */
export const CSV_BOM = '\uFEFF';

/** The media type of a CSV export. */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/**
 * CSV per RFC 4180: fields separated by commas, records ended by CRLF, a field holding a comma, a
 * quote, CR or LF quoted with its quotes doubled; UTF-8 with a byte order mark. One write per batch.
 */
export class CsvWriter implements ExportWriter {
  readonly contentType = CSV_CONTENT_TYPE;
  readonly extension = 'csv';

  constructor(private readonly out: Writable) {}

  header(cells: readonly string[]): boolean {
    return this.out.write(CSV_BOM + csvRecord(cells));
  }

  rows(rows: ReadonlyArray<readonly string[]>): boolean {
    let chunk = '';
    for (const row of rows) chunk += csvRecord(row);
    return chunk === '' ? true : this.out.write(chunk);
  }

  async end(): Promise<void> {}
}

/**
 * One record: its fields, quoted where they must be, and CRLF. A record of one field `\.` is quoted too:
 * alone on a line it ends the data for PostgreSQL's `COPY … FROM`, which is why its `COPY … TO` quotes it.
 */
export function csvRecord(cells: readonly string[]): string {
  if (cells.length === 1 && cells[0] === '\\.') return '"\\."\r\n';
  let line = '';
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i];
    if (i > 0) line += ',';
    line += NEEDS_QUOTES.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
  }
  return `${line}\r\n`;
}

const NEEDS_QUOTES = /[",\r\n]/;

import { pipeline, type Readable } from 'node:stream';
import { parse } from 'csv-parse';
import iconv from 'iconv-lite';
import type { CsvDelimiter, ImportEncoding } from '../wire/import.js';

/** One row of a CSV: its number as a spreadsheet shows it (the header is row 1), and its cells. */
export interface CsvRow {
  row: number;
  cells: string[];
}

/** How a CSV is read. */
export interface CsvReadOptions {
  encoding: ImportEncoding;
  delimiter: CsvDelimiter;
  /** Longest row, in characters: past it the file is refused, so one endless line never fills the memory. */
  maxRowLength: number;
}

/** A CSV that cannot be read on: the reason as a code, and the row it was found in. */
export class UnreadableCsv extends Error {
  override name = 'UnreadableCsv';

  constructor(readonly code: 'row_too_long' | 'quote_not_closed' | 'malformed', readonly row: number, message: string) {
    super(message);
  }
}

/**
 * The rows of a CSV streamed from `input`, decoded (`iconv-lite`, its byte order mark dropped) and split
 * by `csv-parse` (quotes per RFC 4180, a stray quote inside an unquoted cell kept as text, lines ending in CRLF, LF or
 * CR, mixed).
 * Empty lines are skipped but counted, as a spreadsheet numbers them; a row's cell count is not checked
 * here (the caller refuses that row alone). Memory stays within a few rows: the file is never read whole.
 */
export async function* csvRows(input: Readable, options: CsvReadOptions): AsyncGenerator<CsvRow> {
  const parser = parse({
    delimiter: options.delimiter,
    bom: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: false,
    // Any ending ends a line, mixed in one file (csv-parse otherwise keeps the first line's as the only one): CRLF first, so it is one ending, not two.
    record_delimiter: ['\r\n', '\n', '\r'],
    max_record_size: options.maxRowLength,
  });
  pipeline(input, iconv.decodeStream(options.encoding), parser, () => undefined);
  let row = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      row++;
      if (cells.length === 1 && cells[0] === '') continue;
      yield { row, cells };
    }
  } catch (error) {
    throw unreadable(error);
  } finally {
    parser.destroy();
  }
}

/**
 * csv-parse's error as the library says it, naming the row it stopped in (the rows it had read before,
 * empty ones included, plus one: rows it read but this loop had not taken yet are counted too); any other
 * error (the input's own) as it came.
 */
function unreadable(error: unknown): unknown {
  const { code, records } = error as { code?: unknown; records?: unknown };
  const row = typeof records === 'number' ? records + 1 : 0;
  if (code === 'CSV_MAX_RECORD_SIZE') return new UnreadableCsv('row_too_long', row, `Row ${row} is longer than the longest row allowed`);
  if (code === 'CSV_QUOTE_NOT_CLOSED') return new UnreadableCsv('quote_not_closed', row, `Row ${row} opens a quote that the file never closes`);
  if (typeof code === 'string' && code.startsWith('CSV_')) return new UnreadableCsv('malformed', row, `Row ${row} cannot be read as CSV (${code})`);
  return error;
}

import { PassThrough, type Readable } from 'node:stream';
import { HttpError } from '../errors/HttpError.js';
import type { CsvDelimiter, ImportEncoding, ImportFormat } from '../wire/import.js';
import { detectDelimiter } from './csv-delimiter.js';
import { csvRows, type CsvRow } from './csv-rows.js';
import { detectEncoding } from './text-encoding.js';
import { xlsxRows } from './xlsx-rows.js';

/** How a file is opened: its kind, the encoding and delimiter when the user chose them, and the bounds. */
export interface ImportFileOptions {
  format: ImportFormat;
  encoding?: ImportEncoding;
  delimiter?: CsvDelimiter;
  /** Most bytes the upload may hold (`limits.importBytes`): past it 413, before any row is written. */
  maxBytes: number;
  /** Longest row, in characters. */
  maxRowLength: number;
  /**
   * How the export's totals line starts for a count of rows ("Totals of 57 rows", `setTotals({ inExport: true })`):
   * a last line whose first cell starts with it for the rows before it is left out. Absent: every line is read.
   */
  totalsLabel?: (rows: number) => string;
}

/** An opened file: its rows (the header first), and for a CSV the encoding and delimiter it is read with. */
export interface OpenedImportFile {
  rows: AsyncIterable<CsvRow>;
  encoding?: ImportEncoding;
  delimiter?: CsvDelimiter;
}

/** Bytes of a CSV's start its encoding and delimiter are told from. */
const HEAD_BYTES = 64 * 1024;

/**
 * An uploaded file opened for reading, its bytes counted as they stream (413 `payload_too_large` past
 * `maxBytes`). A CSV streams: its encoding and delimiter are told from its first 64 KB unless given, and
 * never is more than that and a few rows in memory. An XLSX is a zip read from its end, so it is held
 * whole (within `maxBytes`), each part bounded to 20 times that as it inflates (a workbook deflates 5 to 10
 * times; a zip bomb far more: `xlsx-rows`).
 */
export async function openImportFile(input: Readable, options: ImportFileOptions): Promise<OpenedImportFile> {
  const counted = countBytes(input, options.maxBytes);
  if (options.format === 'xlsx') {
    const buffer = await readAll(counted);
    return { rows: withoutTotalsLine(headerWide(xlsxRows(buffer, { maxPartBytes: Math.max(options.maxBytes * 20, 1_000_000), maxRowLength: options.maxRowLength })), options.totalsLabel) };
  }
  const { head, rest } = await readHead(counted, HEAD_BYTES);
  const encoding = options.encoding ?? detectEncoding(head).encoding;
  const delimiter = options.delimiter ?? detectDelimiter(new TextDecoder(encoding === 'windows-1252' ? 'windows-1252' : encoding).decode(head));
  return { rows: withoutTotalsLine(csvRows(rest, { encoding, delimiter, maxRowLength: options.maxRowLength }), options.totalsLabel), encoding, delimiter };
}

/**
 * The rows but an export's totals line (`totalsLabel`): each row is passed on once the next one is read, so
 * that the last can be told apart. Only the last line, and only with the label of the rows before it (the
 * header aside): a row of the data that happens to start with "Totals of" is imported as any other.
 */
async function* withoutTotalsLine(rows: AsyncIterable<CsvRow>, totalsLabel: ((rows: number) => string) | undefined): AsyncGenerator<CsvRow> {
  if (!totalsLabel) return yield* rows;
  let held: CsvRow | null = null;
  let passed = 0;
  for await (const row of rows) {
    if (held) {
      yield held;
      passed++;
    }
    held = row;
  }
  if (held && !(passed > 1 && held.cells[0]?.startsWith(totalsLabel(passed - 1)))) yield held;
}

/**
 * A worksheet's rows as wide as its header: a spreadsheet writes no empty cell, so a row's missing last
 * cells are empty ones (not a line of another width), and blank cells past its last text (a styled one) are none.
 */
async function* headerWide(rows: AsyncIterable<CsvRow>): AsyncGenerator<CsvRow> {
  let width: number | null = null;
  for await (const { row, cells } of rows) {
    let end = cells.length;
    while (end > 0 && cells[end - 1] === '') end--;
    width ??= end;
    yield { row, cells: [...cells.slice(0, end), ...Array<string>(Math.max(0, width - end)).fill('')] };
  }
}

/** The input, failing with 413 once it has streamed more than `max` bytes. */
function countBytes(input: Readable, max: number): Readable {
  let seen = 0;
  const counted = new PassThrough({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > max) done(new HttpError(413, 'payload_too_large', `The file is larger than ${max} bytes`));
      else done(null, chunk);
    },
  });
  input.on('error', (error) => counted.destroy(error));
  return input.pipe(counted);
}

async function readAll(input: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The first `bytes` of a stream (fewer if it ends first), and a stream of all of it, those bytes included. */
async function readHead(input: Readable, bytes: number): Promise<{ head: Buffer; rest: Readable }> {
  const chunks: Buffer[] = [];
  let length = 0;
  const iterator = input[Symbol.asyncIterator]();
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) break;
    chunks.push(next.value as Buffer);
    length += (next.value as Buffer).length;
  }
  const head = Buffer.concat(chunks);
  const rest = new PassThrough();
  rest.write(head);
  void (async () => {
    try {
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        if (!rest.write(next.value)) await new Promise((resolve) => rest.once('drain', resolve));
      }
      rest.end();
    } catch (error) {
      rest.destroy(error as Error);
    }
  })();
  return { head: head.subarray(0, bytes), rest };
}

import fc from 'fast-check';
import ExcelJS from 'exceljs';
import { hostileText, UNICODE_EDGES } from './hostile-values.js';

/** How a generated CSV is written: its delimiter, line end and encoding (`utf-8-bom`: UTF-8 after its byte order mark). */
export interface CsvLayout {
  delimiter: ',' | ';' | '\t' | '|';
  lineEnd: '\r\n' | '\n';
  encoding: 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be';
  /** Whether the last line ends with a line end. */
  closed: boolean;
}

/** A file of an import as the spec means it: rows of cells (a row `['']` is an empty line), written as a CSV or an XLSX. */
export interface GeneratedFile {
  format: 'csv' | 'xlsx';
  rows: string[][];
  layout: CsvLayout;
}

/** Codes around the rules: taken in the database (`TAKEN`, `é`), 20 and 21 characters, blank, formulas, delimiters. */
const CODES = [
  'A1', 'A2', 'B7', 'TAKEN', ' TAKEN ', 'taken', 'é', 'DUP', 'DUP', 'x'.repeat(20), 'x'.repeat(21), ` ${'y'.repeat(20)}\t`, '', '   ',
  '=1+1', '+cmd|calc', '-12', '@SUM(A1)', "'=SUM(A1)", "'-12", "'plain", "'", 'a,b', 'a;b', 'a\tb', 'a|b', 'q"uote', '"', '""',
  '\u{1F600}'.repeat(10), '\u{1F600}'.repeat(11), '\u00A0nbsp\u00A0', '\u3000wide\u3000', 'a\u0000b', '\u0000', 'x\uD800y',
];

/** Names: markup, line breaks in the cell, 80 and 81 characters, very long cells (one past the 64 KB the encoding is told from). */
const NAMES = [
  'Fiction', '<script>alert(1)</script>', '<b onmouseover="x()">b</b>', 'Line\r\nbreak', 'cr\ronly', 'lf\nonly', '\r\n',
  'n'.repeat(80), 'n'.repeat(81), ` ${'m'.repeat(80)} `, 'é'.repeat(80), '=HYPERLINK("http://x","y")', '@cmd', '-', '+',
];

/** The header's cells: never empty (an empty first line is skipped, not the header). */
const HEADERS = ['Code', 'Name', 'Note', 'Extra', '<b>x</b>', '=cmd', 'a,b', 'Ünï', 'x\r\ny', '"q"'];

/** One cell: a code, a name, or any hostile text, its lone surrogates as the UTF-8 encoder writes them (U+FFFD). */
export const anyCell: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...CODES) },
  { weight: 4, arbitrary: fc.constantFrom(...NAMES) },
  { weight: 3, arbitrary: hostileText().map((text) => text.slice(0, 90)) },
  { weight: 1, arbitrary: fc.constantFrom(...UNICODE_EDGES) },
  { weight: 1, arbitrary: fc.constantFrom(3_000, 70_000).map((length) => 'L'.repeat(length)) },
).map(wellFormed);

/** A file: maybe empty lines before its header, a header of 1 to 4 columns, up to 12 lines of its width, another, or empty. */
export function anyFile(format: 'csv' | 'xlsx'): fc.Arbitrary<GeneratedFile> {
  return fc.integer({ min: 1, max: 4 }).chain((width) => {
    const line = fc.oneof(
      { weight: 8, arbitrary: fc.array(anyCell, { minLength: width, maxLength: width }) },
      { weight: 2, arbitrary: fc.array(anyCell, { minLength: 0, maxLength: width + 2 }) },
      { weight: 1, arbitrary: fc.constant<string[]>(['']) },
    );
    const layout = fc.record({
      delimiter: fc.constantFrom<CsvLayout['delimiter']>(',', ';', '\t', '|'),
      lineEnd: fc.constantFrom<CsvLayout['lineEnd']>('\r\n', '\n'),
      encoding: fc.constantFrom<CsvLayout['encoding']>('utf-8', 'utf-8', 'utf-8-bom', 'utf-16le', 'utf-16be'),
      closed: fc.boolean(),
    });
    return fc.record({
      empties: fc.integer({ min: 0, max: 2 }),
      header: fc.array(fc.constantFrom(...HEADERS), { minLength: width, maxLength: width }),
      lines: fc.array(line, { maxLength: 12 }),
      layout,
    }).map(({ empties, header, lines, layout: written }) => ({
      format,
      rows: [...Array.from({ length: empties }, () => ['']), header, ...lines.map((cells) => (cells.length === 0 ? [''] : cells))]
        .map((cells) => (format === 'xlsx' ? cells.map(xmlText) : cells)),
      // A one-column file has no delimiter to tell: it is read with the comma, so it is written with it.
      layout: width === 1 ? { ...written, delimiter: ',' as const } : written,
    }));
  });
}

/** The file's bytes: a CSV quoting what must be (any delimiter, a quote, a line break), or an XLSX of its rows as text. */
export async function fileBytes(file: GeneratedFile): Promise<Buffer> {
  return file.format === 'xlsx' ? xlsxBytes(file.rows) : csvBytes(file.rows, file.layout);
}

/** The rows as a CSV written with `layout`: a cell quoted when it holds a delimiter, a quote or a line break. */
export function csvBytes(rows: string[][], layout: CsvLayout): Buffer {
  const quoted = (cell: string) => (/[,;\t|"\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const text = rows.map((cells) => cells.map(quoted).join(layout.delimiter)).join(layout.lineEnd) + (layout.closed ? layout.lineEnd : '');
  switch (layout.encoding) {
    case 'utf-8': return Buffer.from(text, 'utf8');
    case 'utf-8-bom': return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
    case 'utf-16le': return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    default: return Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);
  }
}

/** An XLSX whose first sheet holds `rows` from row 1, each cell a text (an empty line, no cell at all). */
export async function xlsxBytes(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Shelves');
  rows.forEach((cells, index) => {
    const row = sheet.getRow(index + 1);
    cells.forEach((cell, column) => {
      if (cell !== '') row.getCell(column + 1).value = cell;
    });
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * Text as a workbook can hold it: XML has no NUL nor most control characters (a spreadsheet program writes
 * them `_x0000_`), and reads a carriage return as a line feed.
 */
function xmlText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
}

/** Text as UTF-8 carries it: a lone surrogate becomes U+FFFD. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

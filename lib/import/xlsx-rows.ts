import type { CsvRow } from './csv-rows.js';
import { UnreadableXlsx, XlsxArchive } from './xlsx-archive.js';
import { xmlEvents, type XmlEvent } from './xml-events.js';

/** How an XLSX is read: the most bytes one part may inflate to (a zip bomb's), the longest row in characters. */
export interface XlsxReadOptions {
  maxPartBytes: number;
  maxRowLength: number;
}

const malformed = (message: string) => new UnreadableXlsx('malformed', `The workbook's XML is not well formed: ${message}`);

/** Excel's built-in number formats that show a date or a time (ECMA-376, 18.8.30). */
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/**
 * The rows of an XLSX's first worksheet, numbered as the spreadsheet shows them, each cell as the text
 * a CSV of it would hold: a shared or inline string as written, a number as written in the file (`12.5`),
 * a date (a number in a date format) as `YYYY-MM-DD` (with `THH:MM:SS` when it has a time), a boolean
 * `1` or `0`, a formula as its text (`=SUM(A1:A3)`), never evaluated and never its cached result, an
 * error value as written (`#N/A`). Empty rows are skipped; missing cells are empty text. The file is
 * held in memory (bounded by the import's byte limit); its parts are inflated as read, each bounded.
 */
export async function* xlsxRows(buffer: Buffer, options: XlsxReadOptions): AsyncGenerator<CsvRow> {
  const archive = await XlsxArchive.open(buffer, options.maxPartBytes);
  try {
    const { firstSheetId, date1904 } = await workbookPart(archive);
    const sheet = await sheetPath(archive, firstSheetId);
    const strings = archive.has('xl/sharedStrings.xml') ? await sharedStrings(archive) : [];
    const dateStyles = archive.has('xl/styles.xml') ? await dateStyleIndexes(archive) : new Set<number>();
    yield* sheetRows(archive, sheet, { strings, dateStyles, date1904, maxRowLength: options.maxRowLength });
  } finally {
    archive.close();
  }
}

async function* eventsOf(archive: XlsxArchive, path: string): AsyncGenerator<XmlEvent> {
  yield* xmlEvents(await archive.open(path), malformed);
}

/** The first sheet's relationship id and the date system, from one read of `xl/workbook.xml`. */
async function workbookPart(archive: XlsxArchive): Promise<{ firstSheetId: string | undefined; date1904: boolean }> {
  let firstSheet: { id: string | undefined } | undefined;
  let date1904: boolean | undefined;
  for await (const event of eventsOf(archive, 'xl/workbook.xml')) {
    if (event.kind !== 'open') continue;
    if (event.name === 'sheet' && !firstSheet) {
      firstSheet = { id: Object.entries(event.attributes).find(([name]) => name === 'r:id' || name.endsWith(':id'))?.[1] };
    } else if (event.name === 'workbookPr' && date1904 === undefined) {
      date1904 = ['1', 'true'].includes(event.attributes.date1904 ?? '');
    }
    // The schema puts workbookPr before the sheets; a workbook without it is read to its end.
    if (firstSheet && date1904 !== undefined) break;
  }
  return { firstSheetId: firstSheet?.id, date1904: date1904 ?? false };
}

/** The path of the worksheet with relationship `id` in the workbook's relationships. */
async function sheetPath(archive: XlsxArchive, id: string | undefined): Promise<string> {
  if (id === undefined) throw new UnreadableXlsx('malformed', 'The workbook names no worksheet');
  for await (const event of eventsOf(archive, 'xl/_rels/workbook.xml.rels')) {
    if (event.kind === 'open' && event.name === 'Relationship' && event.attributes.Id === id) {
      const target = event.attributes.Target ?? '';
      const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
      if (archive.has(path)) return path;
    }
  }
  throw new UnreadableXlsx('malformed', 'The workbook\'s first worksheet is missing');
}

/** The shared strings, each the text of its runs (phonetic guides left out). */
async function sharedStrings(archive: XlsxArchive): Promise<string[]> {
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  for await (const event of eventsOf(archive, 'xl/sharedStrings.xml')) {
    if (event.kind === 'open') {
      if (event.name === 'si') current = '';
      else if (event.name === 'rPh') phonetic++;
      else if (event.name === 't') inText = phonetic === 0;
    } else if (event.kind === 'close') {
      if (event.name === 'si') strings.push(current ?? '');
      else if (event.name === 'rPh') phonetic--;
      else if (event.name === 't') inText = false;
    } else if (inText && current !== null) current += event.text;
  }
  return strings;
}

/** The indexes of the cell styles (`s`) whose number format shows a date or a time. */
async function dateStyleIndexes(archive: XlsxArchive): Promise<Set<number>> {
  const customDates = new Set<number>();
  const dates = new Set<number>();
  let xfIndex = -1;
  let inCellXfs = false;
  for await (const event of eventsOf(archive, 'xl/styles.xml')) {
    if (event.kind === 'open' && event.name === 'numFmt' && isDateFormat(event.attributes.formatCode ?? '')) customDates.add(Number(event.attributes.numFmtId));
    else if (event.kind === 'open' && event.name === 'cellXfs') inCellXfs = true;
    else if (event.kind === 'close' && event.name === 'cellXfs') inCellXfs = false;
    else if (inCellXfs && event.kind === 'open' && event.name === 'xf') {
      xfIndex++;
      const id = Number(event.attributes.numFmtId ?? 0);
      if (DATE_FORMAT_IDS.has(id) || customDates.has(id)) dates.add(xfIndex);
    }
  }
  return dates;
}

/** A format code that shows a date or time: d, m, y, h or s outside quotes, brackets' colors and escapes. */
function isDateFormat(code: string): boolean {
  return /[dmyhs]/i.test(code.replace(/"[^"]*"|\[(?!h\]|m\]|s\])[^\]]*\]|\\./g, ''));
}

interface SheetContext {
  strings: string[];
  dateStyles: Set<number>;
  date1904: boolean;
  maxRowLength: number;
}

async function* sheetRows(archive: XlsxArchive, path: string, context: SheetContext): AsyncGenerator<CsvRow> {
  let row: { number: number; cells: string[]; length: number } | null = null;
  let cell: { column: number; type: string; style: number; value: string; formula: string | null } | null = null;
  let reading: 'v' | 'f' | 't' | null = null;
  let lastRow = 0;
  for await (const event of eventsOf(archive, path)) {
    if (event.kind === 'open') {
      if (event.name === 'row') row = { number: Number(event.attributes.r ?? lastRow + 1), cells: [], length: 0 };
      else if (event.name === 'c' && row) {
        cell = { column: columnIndex(event.attributes.r, row.cells.length), type: event.attributes.t ?? 'n', style: Number(event.attributes.s ?? 0), value: '', formula: null };
      } else if (cell && (event.name === 'v' || event.name === 'f' || event.name === 't')) {
        reading = event.name;
        if (event.name === 'f') cell.formula = '';
      }
    } else if (event.kind === 'text') {
      if (!cell || !reading) continue;
      if (reading === 'f') cell.formula += event.text;
      else cell.value += event.text;
    } else if (event.name === 'v' || event.name === 'f' || event.name === 't') reading = null;
    else if (event.name === 'c' && cell && row) {
      const text = cellText(cell, context);
      while (row.cells.length < cell.column) row.cells.push('');
      row.cells[cell.column] = text;
      row.length += text.length;
      // A part is bounded already (maxPartBytes); a row is, as a CSV's, once its cells' text is known.
      if (row.length > context.maxRowLength) throw new UnreadableXlsx('row_too_long', `Row ${row.number} is longer than the longest row allowed`);
      cell = null;
    } else if (event.name === 'row' && row) {
      lastRow = row.number;
      if (row.cells.some((text) => text !== '')) yield { row: row.number, cells: row.cells };
      row = null;
    }
  }
}

/** The 0-based column of a reference (`C7` is 2), or the next one when the cell names none. */
function columnIndex(reference: string | undefined, next: number): number {
  const letters = /^[A-Z]+/i.exec(reference ?? '')?.[0];
  if (!letters) return next;
  let index = 0;
  for (const letter of letters.toUpperCase()) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

function cellText(cell: { type: string; style: number; value: string; formula: string | null }, context: SheetContext): string {
  if (cell.formula !== null && cell.formula !== '') return `=${cell.formula}`;
  switch (cell.type) {
    case 's': return context.strings[Number(cell.value)] ?? '';
    case 'b': return cell.value === '1' ? '1' : '0';
    case 'n': return context.dateStyles.has(cell.style) && cell.value !== '' ? serialDate(Number(cell.value), context.date1904) : cell.value;
    default: return cell.value; // inlineStr, str, e, d (an ISO date already)
  }
}

/** An Excel serial date as ISO text: the day, and the time when it has one. */
function serialDate(serial: number, date1904: boolean): string {
  // Day 0 is 1899-12-30 in the 1900 system (its fictitious 1900-02-29 included), 1904-01-01 in the other.
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  const iso = new Date(epoch + Math.round(serial * 86_400_000)).toISOString();
  return Number.isInteger(serial) ? iso.slice(0, 10) : iso.slice(0, 19);
}

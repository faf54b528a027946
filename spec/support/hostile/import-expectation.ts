import type { GeneratedFile } from './import-files.js';

/** The fields of `SpecImportShelfTable`'s create form, with the longest text each takes (in UTF-16 units, as its rule counts). */
export const SHELF_FIELDS: Readonly<Record<string, number>> = Object.freeze({ code: 20, name: 80 });

/** A shelf as the model expects it stored. */
export interface ShelfText {
  code: string;
  name: string;
}

/** What an import of a file must do, line by line, had every line been written (valid lines) or none (all or nothing with a refusal). */
export interface ExpectedImport {
  /** The lines under the header, empty ones aside. */
  lines: number;
  /** The refused lines' numbers, as a spreadsheet numbers them (the header's row 1 if nothing is above it). */
  refusedRows: number[];
  /** The valid lines' shelves, in the file's order. */
  created: ShelfText[];
}

/**
 * Whether `mapping` (the query's text) names a field of the create form or '' per column, each field once,
 * at least one, as many columns as `width`: the server's 400 otherwise.
 */
export function mappingFits(mapping: string | undefined, width: number): boolean {
  if (mapping === undefined) return false;
  const names = mapping.split(',');
  const fields = names.filter((name) => name !== '');
  return names.length === width && fields.length > 0 && new Set(fields).size === fields.length && fields.every((name) => Object.hasOwn(SHELF_FIELDS, name));
}

/** The file's header, or null when it holds no line. */
export function headerOf(file: GeneratedFile): string[] | null {
  const at = file.rows.findIndex((cells) => !emptyLine(file, cells));
  return at < 0 ? null : shape(file, file.rows[at]);
}

/**
 * The model of an import (docs/import.md, "The rules a line goes through"): the first line that is not empty
 * is the header; a line of another width is refused; else the mapped cells, the export's guard apostrophe
 * before a formula taken off, are refused with a NUL, and trimmed must be 1 to 20 characters for the code
 * (one no shelf holds, in the database or written from an earlier line) and 1 to 80 for the name. A CSV's
 * line is empty when it has nothing at all; an XLSX's when no cell has text, and a row's cells missing at
 * its end are empty ones (a spreadsheet does not write an empty cell).
 */
export function expectImport(file: GeneratedFile, mapping: ReadonlyArray<string | null>, taken: Iterable<string>): ExpectedImport {
  const codes = new Set(taken);
  const expected: ExpectedImport = { lines: 0, refusedRows: [], created: [] };
  const first = file.rows.findIndex((cells) => !emptyLine(file, cells));
  file.rows.forEach((raw, index) => {
    if (index <= first || emptyLine(file, raw)) return;
    expected.lines++;
    const cells = shape(file, raw, mapping.length);
    const value = (field: string) => {
      const at = mapping.indexOf(field);
      return at < 0 || cells.length !== mapping.length ? undefined : unguarded(cells[at]);
    };
    const [code, name] = [value('code'), value('name')];
    const fits = (text: string | undefined, field: string): text is string =>
      text !== undefined && !text.includes('\u0000') && text.trim().length >= 1 && text.trim().length <= SHELF_FIELDS[field];
    if (!fits(code, 'code') || !fits(name, 'name') || codes.has(code.trim())) {
      expected.refusedRows.push(index + 1);
      return;
    }
    codes.add(code.trim());
    expected.created.push({ code: code.trim(), name: name.trim() });
  });
  return expected;
}

function emptyLine(file: GeneratedFile, cells: readonly string[]): boolean {
  return file.format === 'xlsx' ? cells.every((cell) => cell === '') : cells.length === 1 && cells[0] === '';
}

/** A row's cells as read: an XLSX row ends at its last cell with text, and is as wide as the header at least (its missing cells empty). */
function shape(file: GeneratedFile, cells: readonly string[], width = 0): string[] {
  if (file.format === 'csv') return [...cells];
  let end = cells.length;
  while (end > 0 && cells[end - 1] === '') end--;
  return [...cells.slice(0, end), ...Array<string>(Math.max(0, width - end)).fill('')];
}

/** A cell without the apostrophe the export puts before what a spreadsheet would take for a formula (not before a plain number). */
function unguarded(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) && !/^'-?\d+(?:[.,]\d+)?$/.test(cell) ? cell.slice(1) : cell;
}

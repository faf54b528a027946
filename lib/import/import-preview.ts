import type { OpenedImportFile } from './import-file.js';
import { suggestMapping, type ImportableField } from './suggest-mapping.js';

/** Rows of a file shown before its import, below its header. */
export const PREVIEW_ROWS = 5;

/** What a file looks like before its import: its header, its first rows, and the field first offered for each column. */
export interface ImportPreview {
  headers: string[];
  rows: string[][];
  mapping: Array<string | null>;
}

/**
 * The preview of an opened file: its first row as the header, the next {@link PREVIEW_ROWS} rows (read
 * and no more: the rest of the file is never read), and each header's suggested field.
 */
export async function previewImport(file: OpenedImportFile, fields: readonly ImportableField[]): Promise<ImportPreview> {
  let headers: string[] | null = null;
  const rows: string[][] = [];
  for await (const { cells } of file.rows) {
    if (headers === null) headers = cells;
    else rows.push(cells);
    if (rows.length >= PREVIEW_ROWS) break;
  }
  const header = headers ?? [];
  return { headers: header, rows, mapping: suggestMapping(header, fields) };
}

import { HttpError } from '../../errors/HttpError.js';
import { UnreadableCsv } from '../../import/csv-rows.js';
import { UnreadableXlsx } from '../../import/xlsx-archive.js';

/**
 * A file that cannot be read on, as the answer says it: a workbook's part past the bound is 413
 * `payload_too_large` (a zip bomb); anything else unreadable (not a workbook, a quote never closed, a row
 * past the longest allowed) 422 `unreadable_file`, naming why and where. Other errors are thrown as they are.
 */
export function unreadableFile(error: unknown): unknown {
  if (error instanceof UnreadableXlsx) return new HttpError(error.code === 'too_large' ? 413 : 422, error.code === 'too_large' ? 'payload_too_large' : 'unreadable_file', error.message);
  if (error instanceof UnreadableCsv) return new HttpError(422, 'unreadable_file', error.message);
  return error;
}

import type { Request, RequestHandler, Response } from 'express';
import { HttpError } from '../../errors/HttpError.js';
import { openImportFile } from '../../import/import-file.js';
import { totalsLabel } from '../../export/totals-record.js';
import { importableFields } from '../../import/importable-fields.js';
import { previewImport } from '../../import/import-preview.js';
import { assertAuthorized } from '../../security/authorization.js';
import { importMappingHtml } from '../../view/import-mapping-html.js';
import type { ImportPreviewAnswer } from '../../wire/import.js';
import type { RouterContext } from '../router/RouterContext.js';
import { parseQueryString } from '../shared/nested-params.js';
import { sendJson } from '../shared/send-json.js';
import { withKeyFields } from './import-keys.js';
import { readImportMode, readImportReading } from './import-request.js';
import { resolveImportTarget } from './import-target.js';
import { unreadableFile } from './unreadable-file.js';
import { IMPORT_ROW_LENGTH } from './import-handler.js';

/**
 * `POST /datatables/ajax/import/preview` (`ImportPreviewQuery`; the body is the file, a CSV's first 64 KB
 * being enough): the file's header, its first rows, how a CSV is read (its encoding and delimiter, told
 * from its start unless given) and the field each column is matched to, with the mapping step's form for
 * the modal (`ImportPreviewAnswer`). Writes nothing and reads no more of the body than the preview needs;
 * a body past `limits.importBytes` is 413, a file that is not what its format says 422 `unreadable_file`.
 */
export function importPreviewHandler(ctx: RouterContext): RequestHandler {
  return async (req: Request, res: Response) => {
    const params = parseQueryString(req.originalUrl);
    const { binding, action } = resolveImportTarget(ctx, params.table);
    const reading = readImportReading(params, action.importFormats);
    const mode = readImportMode(params);
    await assertAuthorized(ctx.authorize, { request: req, table: binding.table, action: 'read', entity: undefined });
    await assertAuthorized(ctx.authorize, { request: req, table: binding.table, action: 'import', entity: undefined });
    const translator = ctx.translator(req);
    const created = importableFields(await ctx.editForms.form(binding, 'create'), binding.name, translator);
    // Lines that update rows name them by a key: the entity's own is no form field, but a column may hold it.
    const fields = mode === 'create' ? created : withKeyFields(binding, created, translator);
    let answer: ImportPreviewAnswer;
    try {
      const totalsLine = binding.table.totals.inExport ? (rows: number) => totalsLabel(translator, rows) : undefined;
      const file = await openImportFile(req, { ...reading, maxBytes: ctx.limits.importBytes, maxRowLength: IMPORT_ROW_LENGTH, totalsLabel: totalsLine });
      const preview = await previewImport(file, fields);
      if (preview.headers.length === 0) throw new HttpError(422, 'unreadable_file', 'The file holds no line: its first line must name its columns');
      answer = {
        format: reading.format,
        ...(file.encoding ? { encoding: file.encoding } : {}),
        ...(file.delimiter ? { delimiter: file.delimiter } : {}),
        ...preview,
        body: importMappingHtml({ ...preview, fields }, translator),
      };
    } catch (error) {
      throw unreadableFile(error);
    } finally {
      dropUnread(req, res);
    }
    sendJson(res, answer);
  };
}

/**
 * The rest of a body the preview did not need (a whole CSV sent), read and dropped, and the connection
 * closed after the answer: kept alive with the body unread, the next request on it failed.
 */
function dropUnread(req: Request, res: Response): void {
  if (req.complete) return;
  req.unpipe();
  req.resume();
  res.setHeader('Connection', 'close');
}

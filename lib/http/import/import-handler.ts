import type { Request, RequestHandler, Response } from 'express';
import { HttpError } from '../../errors/HttpError.js';
import { checkRelationValues } from '../../form/relation-values.js';
import { openImportFile, type ImportFileOptions } from '../../import/import-file.js';
import { totalsLabel } from '../../export/totals-record.js';
import { importableFields } from '../../import/importable-fields.js';
import type { LineReading } from '../../import/import-lines.js';
import { runImport } from '../../import/import-run.js';
import type { TableBinding } from '../../persistence/TableBinding.js';
import type { MutationTarget } from '../../security/resolve-target.js';
import { shownCellReaders } from '../../import/shown-cells.js';
import { assertAuthorized } from '../../security/authorization.js';
import type { ImportReport } from '../../wire/import.js';
import type { RowChangeMessage } from '../../wire/live-view.js';
import type { RouterContext } from '../router/RouterContext.js';
import { readChangeOrigin } from '../shared/change-origin.js';
import { parseQueryString } from '../shared/nested-params.js';
import { sendJson } from '../shared/send-json.js';
import { importKeys } from './import-keys.js';
import { importReport } from './import-report.js';
import { lineUpdater } from './line-update.js';
import { readImportRequest, type ImportReading } from './import-request.js';
import { resolveImportTarget } from './import-target.js';
import { spoolUpload, type SpooledUpload } from './spooled-upload.js';
import { unreadableFile } from './unreadable-file.js';
import { ImportProgress } from './import-progress.js';
import { errorBody } from '../router/error-middleware.js';
import { sealedUndo } from './undo-import.js';

/** Longest row of an imported file, in characters: a longer one makes the file unreadable (422), however long it goes on. */
export const IMPORT_ROW_LENGTH = 1_000_000;

/** Most parameters one multi-row statement is given (PostgreSQL allows 65,535). */
const STATEMENT_PARAMETERS = 30_000;

/**
 * `POST /datatables/ajax/import` (`ImportQuery`; the body is the whole file, streamed): a row created per
 * valid line, each line through the create form's rules, in batches of one statement (`import/import-run`).
 * Refused before any row is written: the token (`import` purpose, a table serving `Action.import()`), the
 * query (the format, a mapping naming only the create form's fields, once each; the commitment), the hook
 * (`import`, then `read` and `create` once), a file past `limits.importBytes` (413 `payload_too_large`, as it
 * streams, kept in a temporary file, never in memory), more lines than `limits.importRows` (413
 * `too_many_rows`, counted first), a mapping whose width is not the header's (400) and a file that cannot be
 * read (422). 200 `ImportReport`, with the import's sealed Undo (`undo-import`), after lines saying how far the
 * writing got when `Accept` asks for them (`import-progress`); each batch written is published. With `request`, a retry answers the
 * first import's report and imports nothing (`sharedState`'s replays, as a bulk's `requestId`).
 */
export function importHandler(ctx: RouterContext): RequestHandler {
  return async (req: Request, res: Response) => {
    const params = parseQueryString(req.originalUrl);
    const target = resolveImportTarget(ctx, params.table);
    const { binding, action } = target;
    const form = await ctx.editForms.form(binding, 'create');
    const translator = ctx.translator(req);
    // A file this table exported with its totals (`setTotals({ inExport: true })`) imports back without them.
    const totalsLine = binding.table.totals.inExport ? (rows: number) => totalsLabel(translator, rows) : undefined;
    const fields = importableFields(form, binding.name, translator);
    const asked = readImportRequest(params, action.importFormats, { fields: new Set(fields.map((field) => field.name)), keys: importKeys(binding) });
    await assertAuthorized(ctx.authorize, { request: req, table: binding.table, action: 'import', entity: undefined });
    const origin = readChangeOrigin(req);
    // A client gone (its Cancel, a closed tab) stops the import at its next line: the report says how far it got.
    const gone = new AbortController();
    res.on('close', () => { if (!res.writableFinished) gone.abort(); });
    let changes: RowChangeMessage[] = [];
    const progress = ImportProgress.asked(req, res);
    const run = async (): Promise<ImportReport> => {
      const upload = await spoolUpload(req, ctx.limits.importBytes);
      try {
        const { header, reading, lines: total } = await countLines(upload, { ...asked, totalsLabel: totalsLine }, ctx.limits.importRows);
        if (header.length !== asked.mapping.length) {
          throw HttpError.badRequest(`"mapping" names ${asked.mapping.length} columns where the file's header has ${header.length}`, { mapping: ['does not match the header'] });
        }
        const file = await openImportFile(upload.open(), { ...reading, maxBytes: ctx.limits.importBytes, maxRowLength: IMPORT_ROW_LENGTH, totalsLabel: totalsLine });
        const lines: LineReading = {
          fields: asked.mapping, form, translator,
          shown: shownCellReaders(binding, asked.mapping.filter((field) => field !== null), translator, ctx.translations.dateLocale(req)),
          ...(form.relationFields.length > 0
            ? { relations: (values: Record<string, unknown>) => ctx.database(checkRelationValues(ctx.fork(), req, form.relationFields, values, new Map(), translator)) }
            : {}),
        };
        const updates = asked.key && asked.mode !== 'create'
          ? lineUpdater({ ctx, request: req, target: editTarget(binding), form: await ctx.editForms.form(binding, 'edit'), key: asked.key, mode: asked.mode, origin, reading: lines })
          : undefined;
        progress?.begin(total);
        const outcome = await runImport(file.rows, {
          gate: ctx, request: req, target: target.create, origin, reading: lines, commitment: asked.commitment, updates, creates: asked.mode !== 'update', signal: gone.signal,
          keepsUndo: action.importUndoMs > 0,
          ...(progress ? { onLine: (done: number) => progress.done(done) } : {}),
          batchSize: Math.max(1, Math.min(1000, Math.floor(STATEMENT_PARAMETERS / (fields.length + 1)))),
        });
        changes = outcome.changes;
        return importReport(outcome, header, fields, binding.name, translator, sealedUndo(ctx.importUndo, binding.name, outcome, action.importUndoMs));
      } catch (error) {
        throw unreadableFile(error);
      } finally {
        progress?.stop();
        await upload.remove();
      }
    };
    let report: ImportReport;
    try {
      report = asked.request === undefined ? await run() : (await ctx.replays.answer(
        `${ctx.clientKey(req)}\u0000${binding.name}\u0000import\u0000${asked.request}`, run, () => translator.t('error.request_in_progress'),
      )).answer;
    } catch (error) {
      // Once progress went out the status is said: the failure is the stream's last line.
      if (!progress?.streaming) throw error;
      return progress.end(errorBody(error, req, ctx.logger));
    }
    if (progress) progress.end({ report });
    else sendJson(res, report);
    for (const change of changes) await ctx.realtime.publish(binding.table, change, ctx.realtime.topicsOf(binding.table));
  };
}

/**
 * The file's header and how it is read (a CSV's encoding and delimiter, told once and kept for the import
 * itself), its lines counted before any is written: past `max`, 413 `too_many_rows`, the rest not read.
 */
async function countLines(upload: SpooledUpload, asked: ImportReading & Pick<ImportFileOptions, 'totalsLabel'>, max: number): Promise<{ header: string[]; reading: ImportReading; lines: number }> {
  const file = await openImportFile(upload.open(), { ...asked, maxBytes: upload.bytes, maxRowLength: IMPORT_ROW_LENGTH });
  let header: string[] | null = null;
  let lines = 0;
  for await (const row of file.rows) {
    if (header === null) header = row.cells;
    else if (++lines > max) throw new HttpError(413, 'too_many_rows', `An import may hold at most ${max} lines (limits.importRows)`);
  }
  if (header === null) throw new HttpError(422, 'unreadable_file', 'The file holds no line: its first line must name its columns');
  const reading: ImportReading = { format: asked.format, ...(file.encoding ? { encoding: file.encoding } : {}), ...(file.delimiter ? { delimiter: file.delimiter } : {}) };
  return { header, reading, lines };
}

/** The table's edit action as an update's target (`importKeys` offers keys only to a table serving it). */
function editTarget(binding: TableBinding): MutationTarget {
  return { binding, action: binding.mutation('edit')!, kind: 'edit' };
}

import { PassThrough, type Writable } from 'node:stream';
import type { Request, RequestHandler, Response } from 'express';
import { HttpError } from '../../errors/HttpError.js';
import { exportHeaders } from '../../export/export-headers.js';
import { CsvWriter } from '../../export/CsvWriter.js';
import { exportColumns } from '../../export/export-columns.js';
import type { ExportWriterFactory } from '../../export/ExportWriter.js';
import { xlsxWriterFactory } from '../../export/XlsxWriter.js';
import { ActionType } from '../../model/ActionType.js';
import type { Row } from '../../model/Row.js';
import type { PageQuery } from '../../persistence/data-query.js';
import { copyExportSelect } from '../../export/copy-select.js';
import { countMatchingUpTo, EXPORT_BATCH, exportEntityBatches } from '../../persistence/export-rows.js';
import { pageManualRows } from '../../persistence/manual-page.js';
import type { TableBinding } from '../../persistence/TableBinding.js';
import { assertAuthorized } from '../../security/authorization.js';
import { parseDataRequest } from '../data/data-request.js';
import { readExportFormat, readVisibleColumns } from './export-request.js';
import { parseQueryString } from '../shared/nested-params.js';
import { pageQuery } from '../data/page-query.js';
import { drained } from './drained.js';
import { sendCopiedCsv } from './export-copy.js';
import { exportTotalsRecord } from './export-totals.js';
import type { RouterContext } from '../router/RouterContext.js';

/**
 * `GET /datatables/ajax/export` ({@link ExportRequest}): every row matching the table's search,
 * column searches (and filters) in its order, with the columns asked, as a CSV or XLSX file streamed
 * from a database cursor in batches, each written as the response takes it (`drain`). Everything that
 * can be refused is refused before the first byte, as JSON: the token (`export` purpose, a table
 * declaring `Action.export()`), the format, the columns, the request, the hook (`read`, then
 * `export`), `limits.exportRows` (413 `too_many_rows`, counted exactly), the totals of its last line
 * (`setTotals({ inExport: true })`) and the first batch's query.
 * After the first byte a failure can only cut the stream (the client sees a broken download, never a
 * complete-looking file). A client that goes away stops the export: no further batch is fetched, the
 * cursor is closed and its connection released.
 */
export function exportHandler(ctx: RouterContext): RequestHandler {
  return async (req: Request, res: Response) => {
    const params = parseQueryString(req.originalUrl);
    if (params.table === undefined || params.table === '') throw HttpError.badRequest('The "table" parameter (an export token) is required');
    const binding = ctx.tables.find(ctx.tokens.verify(params.table, 'export'));
    if (!binding) throw HttpError.notFound('unknown_table', 'No such table');
    const table = binding.table;
    const action = ctx.servedActions(binding).find((candidate) => candidate.type === ActionType.Export);
    if (!action) throw HttpError.forbidden('action_not_declared', `Table "${binding.name}" declares no export action`);
    const format = readExportFormat(params.format, action.exportFormats);
    const request = parseDataRequest(params, table.columns.map((column) => column.name), table.pageLength, ctx.limits);
    const visible = readVisibleColumns(params.visible, table);
    await assertAuthorized(ctx.authorize, { request: req, table, action: 'read', entity: undefined });
    await assertAuthorized(ctx.authorize, { request: req, table, action: 'export', entity: undefined });
    const makeWriter: ExportWriterFactory = format === 'csv' ? (out) => new CsvWriter(out) : await xlsxWriterFactory();
    const locale = ctx.translations.dateLocale(req);
    const query: PageQuery = { ...pageQuery(binding, request), start: 0, length: Number.MAX_SAFE_INTEGER, dateLocale: locale };
    const translator = ctx.translator(req);
    const columns = exportColumns(binding, visible, translator, locale);
    const limit = ctx.limits.exportRows;
    if (limit !== null && table.source.kind === 'entity' && (await ctx.database(countMatchingUpTo(ctx.fork(), binding, query, limit))) > limit) {
      throw tooMany(limit);
    }

    const totals = await exportTotalsRecord(ctx, binding, query, columns, translator, locale);
    const fileName = `${binding.name}-${new Date().toISOString().slice(0, 10)}.${format}`;
    const copySelect = format === 'csv' && table.source.kind === 'entity' ? copyExportSelect(ctx.fork(), binding, query, columns.views, columns.language) : null;
    if (copySelect !== null) return sendCopiedCsv(ctx, res, { binding, select: copySelect, headers: columns.headers, fileName, last: totals });

    const gone = new AbortController();
    res.on('close', () => { if (!res.writableFinished) gone.abort(); });
    const batches = rowBatches(ctx, binding, query);
    try {
      // The first batch is read before anything is sent: a failing query is still an error answer.
      const first = await ctx.database(batches.next());
      if (!first.done && limit !== null && table.source.kind === 'manual' && first.value.total > limit) throw tooMany(limit);
      res.status(200).set({
        ...exportHeaders(fileName),
      });
      const out = format === 'csv' ? res : pipedTo(res);
      const writer = makeWriter(out);
      res.type(writer.contentType);
      let ready = writer.header(columns.headers);
      let next = first;
      while (!next.done && !gone.signal.aborted) {
        ready = writer.rows(next.value.rows.map(columns.cells)) && ready;
        // The next batch is fetched while the client takes this one: the database and the network overlap.
        const fetching = batches.next();
        if (!ready) {
          await drained(out);
          ready = true;
        }
        await writer.settled?.();
        next = await fetching;
      }
      if (gone.signal.aborted) return;
      if (totals) writer.rows([totals]);
      await writer.end();
      if (out === res) res.end();
    } catch (error) {
      if (!res.headersSent) throw error;
      ctx.logger.error(`ux-datatables: the export of table "${binding.name}" failed after its first byte; the download was cut`, error);
      res.destroy(error as Error);
    } finally {
      // Ends the cursor (closed, its connection released) when the loop stopped early. Not awaited: past
      // the deadline the fetch in flight still holds it, and the 503 must not wait for that fetch.
      batches.return(undefined).catch((error: unknown) => ctx.logger.error(`ux-datatables: closing the export cursor of table "${binding.name}" failed`, error));
    }
  };
}

/** The rows of the export in batches: an entity table's from a cursor, a hand-built table's from `rows()`. */
async function* rowBatches(ctx: RouterContext, binding: TableBinding, query: PageQuery): AsyncGenerator<{ rows: Row[]; total: number }> {
  const source = binding.table.source;
  if (source.kind === 'entity') {
    for await (const { entities, related } of exportEntityBatches(ctx.fork(), binding, query)) {
      // Columns on relations hold what the export's statement selected for them, as on a data page.
      yield { rows: entities.map((entity, i) => (related ? Object.assign(source.mapRow(entity), related[i]) : source.mapRow(entity))), total: 0 };
    }
    return;
  }
  const rows = pageManualRows(await source.rows(), query, binding.table).rows;
  for (let start = 0; start < rows.length; start += EXPORT_BATCH) yield { rows: rows.slice(start, start + EXPORT_BATCH), total: rows.length };
}

function tooMany(limit: number): HttpError {
  return new HttpError(413, 'too_many_rows', `An export may hold at most ${limit} rows (limits.exportRows); narrow the search`);
}

/** A stream for a writer that pipes (XLSX's zip), so that a cut response never makes it throw. */
function pipedTo(res: Response): Writable {
  const pass = new PassThrough();
  pass.on('error', () => {});
  pass.pipe(res);
  res.on('close', () => { if (!res.writableFinished) pass.destroy(); });
  return pass;
}

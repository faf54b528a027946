import type { Response } from 'express';
import { exportHeaders } from '../../export/export-headers.js';
import { CSV_BOM, CSV_CONTENT_TYPE, csvRecord } from '../../export/CsvWriter.js';
import { CrlfRecords } from '../../export/crlf-records.js';
import { copyRows } from '../../persistence/copy-out.js';
import type { TableBinding } from '../../persistence/TableBinding.js';
import { drained } from './drained.js';
import type { RouterContext } from '../router/RouterContext.js';

/** A CSV export PostgreSQL writes: the table, its `copy-select` statement, the headers and the file's name. */
export interface CopiedCsv {
  binding: TableBinding;
  select: string;
  headers: readonly string[];
  fileName: string;
  /** A record written after PostgreSQL's (the totals, `export-totals`); null or absent: none. */
  last?: readonly string[] | null;
}

/**
 * A CSV export written by PostgreSQL (`COPY (select) TO STDOUT`, each cell formatted in the statement:
 * `cell-sql`), its records' LF made CRLF on the way: the same file, byte for byte, as the library's own
 * CSV writer makes of the rows, in a fraction of the time. As the other path: the first bytes are awaited
 * before anything is sent (a failing statement is still an error answer), a client going away stops the
 * statement (its connection closed), a failure after the first byte cuts the download.
 */
export async function sendCopiedCsv(ctx: RouterContext, res: Response, csv: CopiedCsv): Promise<void> {
  // A client may leave at any time, before the first byte too: the COPY must not stay paused on its connection.
  let gone = false;
  let stop = () => {};
  res.on('close', () => {
    if (res.writableFinished) return;
    gone = true;
    stop();
  });
  const starting = copyRows(ctx.fork(), csv.select);
  // Past the deadline the connection may still come: it is then let go at once.
  const copied = await ctx.database(starting).catch((error: unknown) => {
    starting.then((late) => late.stop(), () => {});
    throw error;
  });
  stop = copied.stop;
  if (gone) return stop();
  const records = copied.csv[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  try {
    let next = await ctx.database(records.next());
    if (gone) return;
    res.status(200).set(exportHeaders(csv.fileName)).type(CSV_CONTENT_TYPE);
    const crlf = new CrlfRecords();
    res.write(CSV_BOM + csvRecord(csv.headers));
    while (!next.done && !gone) {
      if (!res.write(crlf.convert(next.value))) await drained(res);
      next = await records.next();
    }
    if (!gone) res.end(csv.last ? csvRecord(csv.last) : undefined);
  } catch (error) {
    copied.stop();
    if (gone) return;
    if (!res.headersSent) throw error;
    ctx.logger.error(`ux-datatables: the export of table "${csv.binding.name}" failed after its first byte; the download was cut`, error);
    res.destroy(error as Error);
  }
}

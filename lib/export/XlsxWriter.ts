import type { Writable } from 'node:stream';
import { HttpError } from '../errors/HttpError.js';
import type { ExportWriter, ExportWriterFactory } from './ExportWriter.js';

type ExcelJs = typeof import('exceljs');
type SheetWriter = ReturnType<InstanceType<ExcelJs['stream']['xlsx']['WorkbookWriter']>['addWorksheet']>;

let loading: Promise<ExcelJs | null> | null = null;

/**
 * The XLSX writer over `exceljs`'s streaming workbook writer, loaded on the first xlsx export only
 * (an optional peer: it and its zip dependencies weigh a few megabytes the other endpoints never need).
 * Without it the export answers 501 `format_unavailable` before any query.
 */
export async function xlsxWriterFactory(load: () => Promise<unknown> = () => import('exceljs')): Promise<ExportWriterFactory> {
  loading ??= Promise.resolve().then(load).then(
    (module) => {
      const candidate = module as Partial<ExcelJs> & { default?: ExcelJs };
      return candidate.stream?.xlsx?.WorkbookWriter ? (candidate as ExcelJs) : candidate.default?.stream?.xlsx?.WorkbookWriter ? candidate.default : null;
    },
    () => null,
  );
  const excel = await loading;
  if (!excel) {
    loading = null;
    throw new HttpError(501, 'format_unavailable', 'The xlsx export needs the optional package "exceljs" (npm install exceljs)');
  }
  return (out) => new XlsxWriter(excel, out);
}

/**
 * One worksheet of strings, the header row first, written row by row into the zip as it is made:
 * no shared strings and no styles (both would hold the whole file's text in memory), each row
 * committed as soon as it is added. Cells are text as the table shows them.
 */
class XlsxWriter implements ExportWriter {
  readonly contentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  readonly extension = 'xlsx';
  private readonly workbook: InstanceType<ExcelJs['stream']['xlsx']['WorkbookWriter']>;
  private readonly sheet: SheetWriter;

  constructor(excel: ExcelJs, private readonly out: Writable) {
    this.workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
    this.sheet = this.workbook.addWorksheet('Export');
  }

  header(cells: readonly string[]): boolean {
    return this.rows([cells]);
  }

  rows(rows: ReadonlyArray<readonly string[]>): boolean {
    for (const row of rows) this.sheet.addRow([...row]).commit();
    return !this.out.writableNeedDrain;
  }

  /**
   * exceljs hands each row to the zip without waiting (its sheet buffer ignores `write()`'s answer), so
   * the deflate's input would hold whatever the rows outran it by: the export waits for that input to
   * drain, read from the sheet buffer's one pipe (exceljs 4's internals, checked here and skipped if absent).
   */
  async settled(): Promise<void> {
    const pipes = (this.sheet as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes;
    // archiver's own streams (readable-stream 2) keep their state in `_writableState`, not `writableNeedDrain`.
    const input = Array.isArray(pipes) ? (pipes[0] as (Writable & { _writableState?: { needDrain?: boolean } }) | undefined) : undefined;
    if (!input || typeof input.once !== 'function' || input.destroyed) return;
    if (!(input.writableNeedDrain ?? input._writableState?.needDrain)) return;
    await new Promise<void>((resolve) => {
      const done = () => { input.off('drain', done); input.off('close', done); this.out.off('close', done); resolve(); };
      input.once('drain', done);
      input.once('close', done);
      this.out.once('close', done);
    });
  }

  async end(): Promise<void> {
    this.sheet.commit();
    await this.workbook.commit();
  }
}

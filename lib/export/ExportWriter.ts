import type { Writable } from 'node:stream';

/**
 * Writes one export file to a stream: the header row, then the rows in batches, then the end. Each
 * cell arrives as the text the table shows, already neutralised against formulas. `rows` returns
 * false when the stream wants the caller to wait for `drain` before the next batch.
 */
export interface ExportWriter {
  readonly contentType: string;
  readonly extension: string;
  header(cells: readonly string[]): boolean;
  rows(rows: ReadonlyArray<readonly string[]>): boolean;
  /** Resolves once what the writer holds before the stream is small again (a zip's deflate falling behind). */
  settled?(): Promise<void>;
  /** Writes what closes the file; resolves once all of it is handed to the stream. */
  end(): Promise<void>;
}

/** Makes the writer of one format over an output stream. */
export type ExportWriterFactory = (out: Writable) => ExportWriter;

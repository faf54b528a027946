import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** An XLSX that cannot be read: not a zip of a workbook, a part inflating past the limit (a zip bomb), a row past the longest allowed, or XML that is not a workbook's. */
export class UnreadableXlsx extends Error {
  override name = 'UnreadableXlsx';

  constructor(readonly code: 'not_xlsx' | 'too_large' | 'row_too_long' | 'malformed', message: string) {
    super(message);
  }
}

/**
 * The parts of an XLSX (a zip) held in memory, each opened as a stream when asked. A zip bomb is refused
 * before anything is inflated: a part declaring more than `maxPartBytes` is `too_large`, and yauzl checks
 * while inflating that no part yields more than it declared.
 */
export class XlsxArchive {
  private constructor(private readonly zip: ZipFile, private readonly entries: Map<string, Entry>) {}

  static async open(buffer: Buffer, maxPartBytes: number): Promise<XlsxArchive> {
    const zip = await new Promise<ZipFile>((resolve, reject) => {
      yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (error, opened) => {
        if (error || !opened) reject(new UnreadableXlsx('not_xlsx', `The file is not an XLSX workbook (${error?.message ?? 'no zip'})`));
        else resolve(opened);
      });
    });
    const entries = new Map<string, Entry>();
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: Entry) => {
        if (entry.uncompressedSize > maxPartBytes) {
          zip.close();
          reject(new UnreadableXlsx('too_large', `The workbook's part "${entry.fileName}" holds more than ${maxPartBytes} bytes`));
          return;
        }
        entries.set(entry.fileName, entry);
        zip.readEntry();
      });
      zip.once('end', () => resolve());
      zip.once('error', (error: Error) => reject(new UnreadableXlsx('not_xlsx', `The file is not an XLSX workbook (${error.message})`)));
      zip.readEntry();
    });
    if (!entries.has('xl/workbook.xml')) throw new UnreadableXlsx('not_xlsx', 'The file is a zip, not an XLSX workbook: it has no xl/workbook.xml');
    return new XlsxArchive(zip, entries);
  }

  has(path: string): boolean {
    return this.entries.has(path);
  }

  /** A part's inflated bytes as a stream; a part inflating past what it declared fails the stream. */
  open(path: string): Promise<Readable> {
    const entry = this.entries.get(path);
    if (!entry) return Promise.reject(new UnreadableXlsx('malformed', `The workbook has no part "${path}"`));
    return new Promise((resolve, reject) => {
      this.zip.openReadStream(entry, (error, stream) => (error || !stream ? reject(new UnreadableXlsx('malformed', `The workbook's part "${path}" cannot be read`)) : resolve(stream)));
    });
  }

  close(): void {
    this.zip.close();
  }
}

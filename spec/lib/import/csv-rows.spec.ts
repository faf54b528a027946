import { expect } from 'chai';
import { Readable, Writable } from 'node:stream';
import iconv from 'iconv-lite';
import { CsvWriter } from '../../../lib/export/CsvWriter.js';
import { csvRows, UnreadableCsv, type CsvReadOptions, type CsvRow } from '../../../lib/import/csv-rows.js';

const OPTIONS: CsvReadOptions = { encoding: 'utf-8', delimiter: ',', maxRowLength: 10_000 };

async function rowsOf(input: Readable, options: Partial<CsvReadOptions> = {}): Promise<CsvRow[]> {
  const rows: CsvRow[] = [];
  for await (const row of csvRows(input, { ...OPTIONS, ...options })) rows.push(row);
  return rows;
}

/** What the library's own export writes for `rows` (BOM, CRLF, quotes where needed). */
function exported(rows: string[][]): Buffer {
  const chunks: Buffer[] = [];
  const out = new Writable({ write: (chunk, _encoding, done) => (chunks.push(Buffer.from(chunk)), done()) });
  const writer = new CsvWriter(out);
  writer.header(rows[0]);
  writer.rows(rows.slice(1));
  return Buffer.concat(chunks);
}

/** Bytes streamed in chunks of `size`, so that rows and characters cross chunk edges. */
const chunked = (bytes: Buffer, size = 7) => Readable.from(Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size)));

describe('csvRows (an imported CSV, streamed)', () => {
  it('reads back what the export writes: quotes, commas, line breaks and quotes inside cells, its BOM dropped', async () => {
    const table = [['Title', 'Summary'], ['Dune', 'Sand, "spice"\r\nand worms'], ['=1+1', ''], ['Émile', '😀']];
    expect(await rowsOf(chunked(exported(table)))).to.deep.equal(table.map((cells, i) => ({ row: i + 1, cells })));
  });

  it('numbers rows as a spreadsheet does: empty lines skipped but counted, a cell over two lines one row', async () => {
    const rows = await rowsOf(Readable.from([Buffer.from('a,b\n\n"x\ny",1\n\n2,3\n')]));
    expect(rows).to.deep.equal([{ row: 1, cells: ['a', 'b'] }, { row: 3, cells: ['x\ny', '1'] }, { row: 5, cells: ['2', '3'] }]);
  });

  it('decodes Windows-1252 and UTF-16 LE (with its BOM), a character crossing every chunk edge', async () => {
    const text = 'Titre;Auteur\r\nLes Misérables;Hugo\r\n';
    const expected = [{ row: 1, cells: ['Titre', 'Auteur'] }, { row: 2, cells: ['Les Misérables', 'Hugo'] }];
    expect(await rowsOf(chunked(iconv.encode(text, 'windows-1252'), 3), { encoding: 'windows-1252', delimiter: ';' })).to.deep.equal(expected);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(text, 'utf-16le')]);
    expect(await rowsOf(chunked(utf16, 3), { encoding: 'utf-16le', delimiter: ';' })).to.deep.equal(expected);
  });

  it('keeps a row\'s cells as they are, however many: the caller refuses a row of the wrong width alone', async () => {
    expect((await rowsOf(Readable.from(['a,b\n1\n1,2,3\n']))).map(({ cells }) => cells.length)).to.deep.equal([2, 1, 3]);
  });

  it('keeps a stray quote inside an unquoted cell as text', async () => {
    expect(await rowsOf(Readable.from(['a,b\nthe "best" one,2\n']))).to.deep.equal([{ row: 1, cells: ['a', 'b'] }, { row: 2, cells: ['the "best" one', '2'] }]);
  });

  it('refuses a row past maxRowLength as soon as it is met, without reading the rest of an endless line', async () => {
    let pulled = 0;
    const endless = new Readable({
      read() {
        pulled += 65_536;
        this.push(pulled === 65_536 ? `a,b\n1,${'x'.repeat(65_536)}` : 'x'.repeat(65_536));
      },
    });
    const error = await rowsOf(endless).then(() => null, (caught: unknown) => caught);
    expect(error).to.be.instanceOf(UnreadableCsv).and.include({ code: 'row_too_long', row: 2 });
    expect(pulled).to.be.below(1_000_000);
  });

  it('refuses a quote the file never closes, naming the row it opened in', async () => {
    const error = await rowsOf(Readable.from(['a,b\n1,2\n"open,3\n4,5\n'])).then(() => null, (caught: unknown) => caught);
    expect(error).to.be.instanceOf(UnreadableCsv).and.include({ code: 'quote_not_closed', row: 3 });
  });

  // Found in review (session 19): csv-parse took the first line's ending as the only one, so a file whose lines
  // end in CRLF and LF mixed (lines pasted from another tool) had two lines read as one cell, or a CR kept in a cell.
  it('ends a line at CRLF, LF or CR alike, mixed in one file, a byte at a time; a line break inside quotes stays in its cell', async () => {
    const text = 'Title\r\nDune\nSolaris\r\n"Two\r\nlines"\rUbik\n';
    const expected = [['Title'], ['Dune'], ['Solaris'], ['Two\r\nlines'], ['Ubik']].map((cells, i) => ({ row: i + 1, cells }));
    expect(await rowsOf(Readable.from([Buffer.from(text)]))).to.deep.equal(expected);
    expect(await rowsOf(chunked(Buffer.from(text), 1)), 'a byte at a time').to.deep.equal(expected);
    expect(await rowsOf(Readable.from([Buffer.from('a,b\nc,d\r\ne,f\r\n')]))).to.deep.equal([['a', 'b'], ['c', 'd'], ['e', 'f']].map((cells, i) => ({ row: i + 1, cells })));
  });
});

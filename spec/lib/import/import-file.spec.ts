import { expect } from 'chai';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { HttpError } from '../../../lib/errors/HttpError.js';
import { openImportFile, type ImportFileOptions } from '../../../lib/import/import-file.js';
import type { CsvRow } from '../../../lib/import/csv-rows.js';

const OPTIONS: ImportFileOptions = { format: 'csv', maxBytes: 10_000_000, maxRowLength: 10_000 };

async function read(rows: AsyncIterable<CsvRow>): Promise<CsvRow[]> {
  const all: CsvRow[] = [];
  for await (const row of rows) all.push(row);
  return all;
}

/** Bytes in chunks of 1 KB, as an upload streams. */
const upload = (bytes: Buffer) => Readable.from(Array.from({ length: Math.ceil(bytes.length / 1024) }, (_, i) => bytes.subarray(i * 1024, (i + 1) * 1024)));

describe('openImportFile (an uploaded file opened for its rows)', () => {
  it('tells a CSV\'s encoding and delimiter from its start and reads every row, those of the start included', async () => {
    const lines = ['Titel;Preis', ...Array.from({ length: 5000 }, (_, i) => `Bücher Nr. ${i};${i},50`)];
    const file = await openImportFile(upload(iconv.encode(`${lines.join('\r\n')}\r\n`, 'windows-1252')), OPTIONS);
    expect(file).to.include({ encoding: 'windows-1252', delimiter: ';' });
    const rows = await read(file.rows);
    expect(rows).to.have.length(5001);
    expect(rows[0].cells).to.deep.equal(['Titel', 'Preis']);
    expect(rows[4999].cells).to.deep.equal(['Bücher Nr. 4998', '4998,50']);
  });

  it('reads with the encoding and delimiter the user chose over what the start suggests', async () => {
    const file = await openImportFile(upload(Buffer.from('a,b;c\r\n1,2;3\r\n')), { ...OPTIONS, delimiter: ';' });
    expect((await read(file.rows)).map(({ cells }) => cells)).to.deep.equal([['a,b', 'c'], ['1,2', '3']]);
  });

  it('refuses an upload past maxBytes with 413, a CSV as its rows reach the bound, an XLSX before any row', async () => {
    const big = Buffer.from(`a,b\r\n${'1,2\r\n'.repeat(50_000)}`);
    const csv = await openImportFile(upload(big), { ...OPTIONS, maxBytes: 100_000 });
    const csvError = await read(csv.rows).then(() => null, (caught: unknown) => caught);
    expect(csvError).to.be.instanceOf(HttpError).and.include({ status: 413 });
    const xlsxError = await openImportFile(upload(big), { ...OPTIONS, format: 'xlsx', maxBytes: 100_000 }).then(() => null, (caught: unknown) => caught);
    expect(xlsxError).to.be.instanceOf(HttpError).and.include({ status: 413 });
  });

  it('opens an XLSX', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Books').addRows([['Title'], ['Dune']]);
    const file = await openImportFile(upload(Buffer.from(await book.xlsx.writeBuffer())), { ...OPTIONS, format: 'xlsx' });
    expect((await read(file.rows)).map(({ cells }) => cells)).to.deep.equal([['Title'], ['Dune']]);
  });
});

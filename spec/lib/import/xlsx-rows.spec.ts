import { expect } from 'chai';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { xlsxWriterFactory } from '../../../lib/export/XlsxWriter.js';
import { UnreadableXlsx } from '../../../lib/import/xlsx-archive.js';
import { xlsxRows, type XlsxReadOptions } from '../../../lib/import/xlsx-rows.js';
import type { CsvRow } from '../../../lib/import/csv-rows.js';

const OPTIONS: XlsxReadOptions = { maxPartBytes: 5_000_000, maxRowLength: 100_000 };

async function rowsOf(buffer: Buffer, options: Partial<XlsxReadOptions> = {}): Promise<CsvRow[]> {
  const rows: CsvRow[] = [];
  for await (const row of xlsxRows(buffer, { ...OPTIONS, ...options })) rows.push(row);
  return rows;
}

async function workbook(fill: (sheet: ExcelJS.Worksheet, book: ExcelJS.Workbook) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  fill(book.addWorksheet('Books'), book);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('xlsxRows (an imported XLSX\'s first worksheet)', () => {
  it('gives each cell as a CSV of it would hold it: strings, numbers as written, dates as ISO, booleans, a formula as its text', async () => {
    const buffer = await workbook((sheet) => {
      sheet.addRow(['Title', 'Pages', 'Published', 'Featured', 'Total']);
      sheet.addRow(['Dune, "the" novel', 412.5, new Date(Date.UTC(1965, 7, 1)), true, { formula: 'B2*2', result: 825 }]);
      sheet.getCell('C2').numFmt = 'dd.mm.yyyy';
      sheet.addRow([]);
      sheet.getRow(4).values = ['Émile', null, new Date(Date.UTC(2020, 1, 3, 14, 30)), false];
      sheet.getCell('C4').numFmt = 'yyyy-mm-dd hh:mm';
    });
    expect(await rowsOf(buffer)).to.deep.equal([
      { row: 1, cells: ['Title', 'Pages', 'Published', 'Featured', 'Total'] },
      { row: 2, cells: ['Dune, "the" novel', '412.5', '1965-08-01', '1', '=B2*2'] },
      { row: 4, cells: ['Émile', '', '2020-02-03T14:30:00', '0'] },
    ]);
  });

  it('reads the first sheet of the workbook\'s order, and rich text as its plain text', async () => {
    const buffer = await workbook((sheet, book) => {
      sheet.addRow([{ richText: [{ text: 'Bold ', font: { bold: true } }, { text: 'and plain' }] }]);
      book.addWorksheet('Other').addRow(['not this one']);
    });
    expect(await rowsOf(buffer)).to.deep.equal([{ row: 1, cells: ['Bold and plain'] }]);
  });

  it('reads a date of a workbook in the 1904 date system (workbookPr, read with the first sheet)', async () => {
    const buffer = await workbook((sheet, book) => {
      book.properties.date1904 = true;
      sheet.addRow([new Date(Date.UTC(1965, 7, 1))]);
      sheet.getCell('A1').numFmt = 'yyyy-mm-dd';
    });
    expect(await rowsOf(buffer)).to.deep.equal([{ row: 1, cells: ['1965-08-01'] }]);
  });

  it('reads back what the library\'s own XLSX export writes', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    const writer = (await xlsxWriterFactory())(out);
    writer.header(['Title', 'Note']);
    writer.rows([['Dune', '=1+1'], ['Émile', '']]);
    await writer.end();
    expect(await rowsOf(Buffer.concat(chunks))).to.deep.equal([
      { row: 1, cells: ['Title', 'Note'] }, { row: 2, cells: ['Dune', '=1+1'] }, { row: 3, cells: ['Émile', ''] },
    ]);
  });

  it('refuses a zip bomb before inflating it: a part declaring more than maxPartBytes', async () => {
    // 200,000 numbers: several megabytes of sheet XML deflated to little.
    const buffer = await workbook((sheet) => {
      for (let i = 0; i < 20_000; i++) sheet.addRow([1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    });
    expect(buffer.length).to.be.below(500_000);
    const error = await rowsOf(buffer, { maxPartBytes: 1_000_000 }).then(() => null, (caught: unknown) => caught);
    expect(error).to.be.instanceOf(UnreadableXlsx).and.include({ code: 'too_large' });
  });

  it('refuses a file that is not an XLSX: a CSV named .xlsx, random bytes', async () => {
    for (const bytes of [Buffer.from('Title,Author\r\nDune,Herbert\r\n'), Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])]) {
      const error = await rowsOf(bytes).then(() => null, (caught: unknown) => caught);
      expect(error).to.be.instanceOf(UnreadableXlsx).and.include({ code: 'not_xlsx' });
    }
  });

  it('refuses a row past maxRowLength', async () => {
    const buffer = await workbook((sheet) => void sheet.addRow(['a'.repeat(500), 'b'.repeat(600)]));
    const error = await rowsOf(buffer, { maxRowLength: 1000 }).then(() => null, (caught: unknown) => caught);
    expect(error).to.be.instanceOf(UnreadableXlsx).and.include({ code: 'row_too_long' });
  });
});

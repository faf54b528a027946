import { expect } from 'chai';
import ExcelJS from 'exceljs';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Shelf } from '../support/create-tables.js';
import { useTestOrm } from '../support/database.js';
import { HTTP_ENTITIES } from '../support/http-entities.js';
import { shelfImportSession } from '../support/import-session.js';

/**
 * A spreadsheet writes no empty cell, so an XLSX row whose last cells are blank ends before them: each such
 * line was refused as having fewer cells than the header (`import.wrong_width`), a column left blank at the
 * end of a sheet refusing every line that left it blank; and a blank cell past the header (a styled one)
 * made a line too wide.
 */
describe('Import: an XLSX row whose last cells are blank', () => {
  let orm: MikroORM;
  useTestOrm([...HTTP_ENTITIES, Shelf], (opened) => (orm = opened));

  it('is as wide as the header, its missing cells empty', async () => {
    const upload = await shelfImportSession(orm);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Shelves');
    sheet.addRow(['Code', 'Name', 'Note']);
    sheet.addRow(['X1', 'Blank note']);
    sheet.addRow(['X2', 'Noted', 'kept out']);
    sheet.getCell('D4').style = { font: { bold: true } };
    sheet.getCell('A4').value = 'X3';
    sheet.getCell('B4').value = 'Styled blank past the header';
    const report = await upload({ format: 'xlsx', mapping: 'code,name,' }, Buffer.from(await book.xlsx.writeBuffer()), 'application/octet-stream');
    expect(report.refusals).to.deep.equal([]);
    expect(report).to.include({ lines: 3, created: 3, refused: 0 });
  });
});

import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import ExcelJS from 'exceljs';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, openPage, SPEC_SECRET, type SpecSession } from '../support/http-app.js';
import { RELATION_ENTITIES } from '../support/relation-entities.js';
import { seedNovels, SpecNovelCopyExportTable, SpecNovelExportTable } from '../support/novel-tables.js';

const tokens = new TableTokens(SPEC_SECRET);
const BOM = '\uFEFF';

describe('GET /datatables/ajax/export of columns on relations', () => {
  let orm: MikroORM;
  let statements: string[] = [];

  useTestOrm(RELATION_ENTITIES, async (opened) => {
    orm = opened;
    await seedNovels(orm);
  }, { debug: ['query'], logger: (message: string) => void statements.push(message) });

  const session = async (table: string): Promise<SpecSession> => {
    const { app } = createSpecApp({ orm, tables: [SpecNovelExportTable, SpecNovelCopyExportTable] });
    return openPage(app, table);
  };
  const order = { 'order[0][column]': '0', 'order[0][dir]': 'asc' };

  it('writes the label of a ManyToOne, a joined path and every label of a ManyToMany (past the cell\'s limit)', async () => {
    const page = await session('spec-novel-export');
    const res = await page.agent.get('/datatables/ajax/export').query({ table: tokens.sign('spec-novel-export', 'export'), format: 'csv', ...order }).expect(200);
    const lines = res.text.replace(BOM, '').trimEnd().split('\r\n');
    expect(lines[0]).to.equal('ID,Title,Writer,Country,Labels');
    expect(lines[1]).to.equal('1,The Hobbit,Tolkien,United Kingdom,"Classic, Epic, Fantasy, Short"');
    expect(lines[4]).to.equal('4,Untitled,,,');
    expect(lines).to.have.length(7);
  });

  it('exports the rows a search on a joined column and a relation filter leave', async () => {
    const page = await session('spec-novel-export');
    const res = await page.agent.get('/datatables/ajax/export')
      .query({ table: tokens.sign('spec-novel-export', 'export'), format: 'csv', 'search[value]': 'tolkien', ...order }).expect(200);
    expect(res.text.replace(BOM, '').trimEnd().split('\r\n').slice(1).map((line) => line.split(',')[1])).to.deep.equal(['The Hobbit', 'The Silmarillion']);
  });

  it('writes XLSX cells with the same texts', async () => {
    const page = await session('spec-novel-export');
    const res = await page.agent.get('/datatables/ajax/export').query({ table: tokens.sign('spec-novel-export', 'export'), format: 'xlsx', ...order })
      .buffer(true).parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      }).expect(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.body as never);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(2).values).to.deep.equal([undefined, '1', 'The Hobbit', 'Tolkien', 'United Kingdom', 'Classic, Epic, Fantasy, Short']);
  });

  it('has PostgreSQL write the CSV through the joins where it can (COPY on a server), the same text either way', async () => {
    const page = await session('spec-novel-copy-export');
    statements = [];
    const res = await page.agent.get('/datatables/ajax/export').query({ table: tokens.sign('spec-novel-copy-export', 'export'), format: 'csv', ...order }).expect(200);
    const lines = res.text.replace(BOM, '').trimEnd().split('\r\n');
    expect(lines.slice(0, 2)).to.deep.equal(['ID,Title,Writer,Country', '1,The Hobbit,Tolkien,United Kingdom']);
    expect(lines[6]).to.equal('6,Beowulf,Anonymous,');
    const copied = statements.some((line) => /copy \(select .* to stdout with \(format csv\)/i.test(line));
    expect(copied).to.equal(orm.config.get('pool')?.max !== 1);
  });
});

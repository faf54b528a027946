import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import ExcelJS from 'exceljs';
import type { Response } from 'superagent';
import {
  AbstractDataTable, Action, ActionColumn, Actions, AsDataTable, DataTableBuilder, DateColumn, NumberColumn, TextColumn, type DataTable, type Row,
} from '../../lib/index.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import type { ImportPreviewAnswer, ImportReport } from '../../lib/wire/import.js';
import { bookBasicColumns } from '../support/book-columns.js';
import { useTestOrm } from '../support/database.js';
import { BOOKS, createSpecApp, moveBookIdsPast, openPage, seed, SPEC_SECRET } from '../support/http-app.js';
import { Book, HTTP_ENTITIES } from '../support/http-entities.js';

const tokens = new TableTokens(SPEC_SECRET);
const TABLE = 'spec-books-totals-export';

/** Books whose export ends with their totals (`setTotals({ inExport: true })`), and whose import reads such a file back. */
@AsDataTable(Book, { name: TABLE })
class TotalsExportBookTable extends AbstractDataTable<Book> {
  configureColumns() {
    return [...bookBasicColumns(), DateColumn.new('publishedOn', 'Published on').summarize('min', 'max'), NumberColumn.new('pages', 'Pages').summarize('sum', 'avg')];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.edit()).add(Action.create()).add(Action.export(['csv', 'xlsx'])).add(Action.import(['csv', 'xlsx']));
  }

  override configureDataTable(table: DataTable): DataTable {
    return table.setTotals({ inExport: true });
  }
}

/** The same books built by hand: their export is written by the library's own writer, their totals summed in memory. */
const handBuilt = (inExport: boolean) => DataTableBuilder.create(inExport ? 'spec-hand-totals-export' : 'spec-hand-totals-not-exported')
  .addColumn(TextColumn.new('title', 'Title'))
  .addColumn(NumberColumn.new('pages', 'Pages').summarize('sum'))
  .addColumn(ActionColumn.fromActions('ops', 'Manage', new Actions().add(Action.export(['csv']))))
  .configureDataTable((table) => table.setTotals({ inExport }))
  .setRows(() => BOOKS.map((book) => ({ ...book })) as Row[])
  .build();

const binary = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** The CSV's records, split naively (the spec's cells hold no comma, quote or line break but where said). */
const records = (file: Buffer) => file.toString('utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');

describe('Totals in the export (setTotals({ inExport: true })) and an import of that file', () => {
  let orm: MikroORM;
  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened));
  beforeEach(async () => {
    await seed(orm);
    await moveBookIdsPast(orm);
  });
  const app = () => createSpecApp({ orm, tables: [TotalsExportBookTable], limits: { mutationsPerMinute: 0 } }).app;
  const exported = async (format: 'csv' | 'xlsx', language = 'en', query: Record<string, string> = {}) => {
    const session = await openPage(app(), TABLE);
    const res = await session.agent.get(`/datatables/ajax/export?${new URLSearchParams({ table: tokens.sign(TABLE, 'export'), format, ...query })}`)
      .set('Accept-Language', language).buffer(true).parse(binary).expect(200);
    return { session, file: res.body as Buffer };
  };
  const pages = () => BOOKS.map((book) => book.pages as number | null).filter((value): value is number => value !== null);

  it('CSV (written by PostgreSQL): its last record holds the totals of every exported row, in the request\'s language', async () => {
    const { file } = await exported('csv');
    const lines = records(file);
    expect(lines).to.have.length(BOOKS.length + 2);
    const sum = pages().reduce((a, b) => a + b, 0);
    const days = BOOKS.map((book) => book.publishedOn as string | null).filter((day): day is string => day !== null).sort();
    const shown = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
    const average = (sum / pages().length).toLocaleString('en-US', { maximumFractionDigits: 2 });
    expect(lines.at(-1)).to.equal(`Totals of ${BOOKS.length} rows,,,,,Lowest ${shown(days[0])}; Highest ${shown(days.at(-1)!)},"Sum ${sum.toLocaleString('en-US')}; Average ${average}"`);
    const german = records((await exported('csv', 'de')).file).at(-1)!;
    expect(german).to.match(new RegExp(`^Summen von ${BOOKS.length} Zeilen,`));
    expect(german).to.include(`Summe ${sum.toLocaleString('de-DE')}`);
  });

  it('follows the export\'s search: the totals are those of the rows it holds', async () => {
    const { file } = await exported('csv', 'en', { 'search[value]': 'Dune' });
    const lines = records(file);
    expect(lines.at(-1)).to.match(/^Totals of 1 row,/);
    expect(lines.at(-1)).to.include('Sum 412; Average 412');
  });

  it('XLSX (written by the library): its last row holds the same totals', async () => {
    const { file } = await exported('xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as never);
    const rows = workbook.worksheets[0].getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
    expect(rows).to.have.length(BOOKS.length + 2);
    expect(rows.at(-1)![0]).to.equal(`Totals of ${BOOKS.length} rows`);
    expect(String(rows.at(-1)![6])).to.match(/^Sum [\d,]+; Average /);
  });

  for (const format of ['csv', 'xlsx'] as const) {
    for (const language of ['en', 'de']) {
      it(`imports its own ${format} export back without its totals line (${language})`, async () => {
        const { session, file } = await exported(format, language);
        const before = await orm.em.fork().count(Book, {});
        await orm.em.fork().nativeDelete(Book, {});
        const post = (path: string, query: Record<string, string>) => session.agent.post(`/datatables/ajax/import${path}?${new URLSearchParams({ table: tokens.sign(TABLE, 'import'), format, ...query })}`)
          .set('X-CSRF-Token', session.csrf).set('Accept-Language', language).set('Content-Type', 'application/octet-stream').send(file);
        const preview = (await post('/preview', {}).expect(200)).body as ImportPreviewAnswer;
        const report = (await post('', { mapping: preview.mapping.map((field) => field ?? '').join(',') }).expect(200)).body as ImportReport;
        expect(report, JSON.stringify(report.refusals)).to.include({ refused: 0, created: before });
        expect(await orm.em.fork().count(Book, {})).to.equal(before);
      });
    }
  }

  it('imports a last line that only looks like totals (another count of rows) as a line of data', async () => {
    const session = await openPage(app(), TABLE);
    const file = Buffer.from('Title,Author,Status,Featured\r\nA,Ann,Draft,No\r\nTotals of 7 rows,Bob,Draft,No\r\n');
    const post = (path: string, query: Record<string, string>) => session.agent.post(`/datatables/ajax/import${path}?${new URLSearchParams({ table: tokens.sign(TABLE, 'import'), format: 'csv', ...query })}`)
      .set('X-CSRF-Token', session.csrf).set('Content-Type', 'text/csv').send(file);
    const report = (await post('', { mapping: 'title,author,status,featured' }).expect(200)).body as ImportReport;
    expect(report).to.include({ refused: 0, created: 2 });
    expect(await orm.em.fork().count(Book, { title: 'Totals of 7 rows' })).to.equal(1);
  });

  it('a hand-built table\'s export (the library\'s writer) ends with its totals only when asked', async () => {
    const tables = [handBuilt(true), handBuilt(false)];
    const { app: hand } = createSpecApp({ orm, tables, templateDirectories: [] });
    const last = async (name: string) => {
      const session = await openPage(hand, name);
      const res = await session.agent.get(`/datatables/ajax/export?${new URLSearchParams({ table: tokens.sign(name, 'export'), format: 'csv' })}`).buffer(true).parse(binary).expect(200);
      return records(res.body as Buffer).at(-1);
    };
    expect(await last('spec-hand-totals-export')).to.equal(`Totals of ${BOOKS.length} rows,"Sum ${pages().reduce((a, b) => a + b, 0).toLocaleString('en-US')}"`);
    expect(await last('spec-hand-totals-not-exported')).to.equal(`${BOOKS.at(-1)!.title},${BOOKS.at(-1)!.pages}`);
  });
});

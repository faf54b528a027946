import { expect } from 'chai';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MikroORM } from '@mikro-orm/postgresql';
import ExcelJS from 'exceljs';
import type { AuthorizationContext } from '../../lib/index.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { useTestOrm } from '../support/database.js';
import { mappedRows, SpecCountedExportTable, SpecExportBookTable } from '../support/export-tables.js';
import { createSpecApp, leaksNothing, openPage, seed, SPEC_SECRET, type SpecAppOptions, type SpecSession } from '../support/http-app.js';
import { Book, HTTP_ENTITIES } from '../support/http-entities.js';
import { SpecBookTable } from '../support/http-tables.js';

const tokens = new TableTokens(SPEC_SECRET);
const EXPORT = tokens.sign('spec-export-books', 'export');
const BOM = '\uFEFF';

describe('GET /datatables/ajax/export', () => {
  let orm: MikroORM;
  let session: SpecSession;
  let statements: string[] = [];

  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened), { onQuery: (sql: string) => (statements.push(sql), sql) });

  const open = async (options: Partial<SpecAppOptions> = {}) => {
    const { app } = createSpecApp({ orm, tables: [SpecExportBookTable, SpecCountedExportTable], ...options });
    session = await openPage(app, 'spec-export-books');
    return app;
  };

  beforeEach(async () => {
    statements = [];
    await seed(orm);
    await open();
  });

  const exported = (query: Record<string, unknown>, language = 'en') =>
    session.agent.get('/datatables/ajax/export').set('Accept-Language', language).query({ table: EXPORT, format: 'csv', ...query });

  describe('the page view', () => {
    it('gives the export button its formats and bound, an export token and URL', () => {
      const { table, tokens: signed, urls } = session.view;
      expect(table.export).to.deep.equal({ formats: ['csv', 'xlsx'], label: 'Export', className: 'btn btn-secondary' });
      expect(table.toolbar).to.deep.equal([]);
      expect(signed.export).to.equal(EXPORT);
      expect(urls.export).to.equal('/datatables/ajax/export');
    });

    it('gives a table without an export no export and no export token', async () => {
      const other = await openPage(createSpecApp({ orm }).app);
      expect(other.view.table.export ?? null).to.equal(null);
      expect(other.view.tokens.export).to.equal(undefined);
    });
  });

  describe('CSV', () => {
    it('holds every matching row in the table order with the visible columns, as the table shows them, after a BOM', async () => {
      const response = await exported({ 'order[0][column]': 5, 'order[0][dir]': 'desc', 'search[value]': 'o' }).expect(200);
      expect(response.headers['content-type']).to.equal('text/csv; charset=utf-8');
      expect(response.text).to.equal(BOM + [
        'ID,Title,Author,Status,Featured,Pages,Published on',
        '6,Hyperion,Simmons,Draft,No,,05/26/1989',
        '3,Neuromancer,Gibson,Draft,Yes,271.0,07/01/1984',
        '4,Foundation,Asimov,Published,No,255.0,05/01/1951',
        '2,50% off_now,Sale,Draft,No,10.0,',
        '',
      ].join('\r\n'));
    });

    it('keeps the visible columns in the order shown, hidden ones when asked, and quotes per RFC 4180', async () => {
      const em = orm.em.fork();
      em.create(Book, { id: 8, title: 'Say "hi", then\nleave', author: 'Q', status: 'draft', version: 1, secretNote: 'a,b' });
      await em.flush();
      const response = await exported({ 'visible[0]': 'secretNote', 'visible[1]': 'title', 'search[value]': 'hi' }).expect(200);
      expect(response.text).to.equal(`${BOM}Secret note,Title\r\n"a,b","Say ""hi"", then\nleave"\r\n`);
    });

    it('writes headers, choice labels, booleans, numbers and dates in the language of the request', async () => {
      await open({ translations: { de: { 'column.spec-export-books.title': 'Titel', Published: 'Veröffentlicht' } } });
      const response = await exported({ 'columns[0][search][value]': '3', 'visible[0]': 'title', 'visible[1]': 'status', 'visible[2]': 'featured', 'visible[3]': 'pages', 'visible[4]': 'publishedOn' }, 'de').expect(200);
      expect(response.text).to.equal(`${BOM}Titel,Status,Featured,Pages,Published on\r\nNeuromancer,Draft,Ja,"271,0",01.07.1984\r\n`);
    });

    it('neutralises cells a spreadsheet would run as formulas, and leaves negative numbers alone', async () => {
      const em = orm.em.fork();
      const hostile = ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tTab', '\rReturn'];
      hostile.forEach((title, i) => em.create(Book, { id: 20 + i, title, author: 'Formula', status: 'draft', version: 1 }));
      em.create(Book, { id: 30, title: '-12.5', author: 'Formula', status: 'draft', version: 1 });
      await em.flush();
      const response = await exported({ 'columns[2][search][value]': 'Formula', 'visible[0]': 'title' }).expect(200);
      expect(response.text).to.equal(`${BOM}Title\r\n"'=HYPERLINK(""http://x"")"\r\n'+1+1\r\n'-2+3\r\n'@SUM(A1)\r\n'\tTab\r\n"'\rReturn"\r\n-12.5\r\n`);
    });

    it('names the file in Content-Disposition, and is never cached', async () => {
      const response = await exported({}).expect(200);
      expect(response.headers['content-disposition']).to.match(/^attachment; filename=spec-export-books-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(response.headers['cache-control']).to.equal('no-store');
      expect(response.headers['x-content-type-options']).to.equal('nosniff');
    });
  });

  describe('XLSX', () => {
    it('holds the same rows and cells, read back by a spreadsheet reader', async () => {
      const response = await exported({ format: 'xlsx', 'order[0][column]': 0, 'columns[3][search][value]': 'published' })
        .buffer(true).parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        }).expect(200);
      expect(response.headers['content-type']).to.equal('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(response.headers['content-disposition']).to.match(/^attachment; filename=spec-export-books-[\d-]+\.xlsx$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.body as never);
      const sheet = workbook.worksheets[0];
      const values = sheet.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
      expect(values).to.deep.equal([
        ['ID', 'Title', 'Author', 'Status', 'Featured', 'Pages', 'Published on'],
        ['1', 'Dune', 'Herbert', 'Published', 'No', '412.0', '08/01/1965'],
        ['4', 'Foundation', 'Asimov', 'Published', 'No', '255.0', '05/01/1951'],
        ['7', '100 Percent', 'Ada', 'Published', 'No', '100.0'],
      ]);
    });
  });

  describe('limits.exportRows', () => {
    it('answers 413 too_many_rows as JSON before streaming when more rows match, and exports up to it', async () => {
      await open({ limits: { exportRows: 3 } });
      expect(session.view.table.export?.maxRows).to.equal(3);
      const refused = await exported({}).expect(413);
      expect(refused.body.error).to.include({ status: 413, code: 'too_many_rows' });
      const allowed = await exported({ 'columns[3][search][value]': 'published', 'visible[0]': 'id' }).expect(200);
      expect(allowed.text).to.equal(`${BOM}ID\r\n1\r\n4\r\n7\r\n`);
    });
  });

  describe('refusals, before any query', () => {
    const refusedBeforeSql = async (query: Record<string, unknown>, status: number, code?: string) => {
      statements = [];
      const response = await exported(query).expect(status);
      expect(response.body.error?.status).to.equal(status);
      if (code) expect(response.body.error.code).to.equal(code);
      expect(leaksNothing(response.body)).to.equal(true);
      expect(statements).to.deep.equal([]);
    };

    it('refuses a forged token, another purpose\'s, another table\'s, a table without export, and none', async () => {
      await refusedBeforeSql({ table: `${EXPORT}x` }, 403);
      await refusedBeforeSql({ table: tokens.sign('spec-export-books', 'read') }, 403);
      await refusedBeforeSql({ table: tokens.sign('spec-books', 'export') }, 404);
      await refusedBeforeSql({ table: tokens.sign('spec-other', 'export') }, 404);
      await refusedBeforeSql({ table: '' }, 400);
    });

    it('refuses a table served without an export action', async () => {
      await open({ tables: [SpecExportBookTable, SpecBookTable] });
      await refusedBeforeSql({ table: tokens.sign('spec-books', 'export') }, 403, 'action_not_declared');
    });

    it('refuses a bad format or bad visible columns with 400', async () => {
      await refusedBeforeSql({ format: 'pdf' }, 400);
      await refusedBeforeSql({ 'visible[0]': 'nope' }, 400);
      await refusedBeforeSql({ 'visible[0]': 'title', 'visible[1]': 'title' }, 400);
      await refusedBeforeSql({ visible: 'title' }, 400);
      await refusedBeforeSql({ 'order[0][dir]': 'sideways', 'order[0][column]': 1 }, 400);
    });

    it('asks the hook for read, then export, and refuses without the right', async () => {
      const asked: string[] = [];
      await open({ authorize: ({ action }: AuthorizationContext) => (asked.push(action), action !== 'export') });
      await refusedBeforeSql({}, 403, 'forbidden');
      expect(asked).to.deep.equal(['read', 'export']);
    });
  });

  describe('a client that goes away', () => {
    const ROWS = 40_000;

    beforeEach(async () => {
      await orm.em.getConnection().execute(
        `insert into "${orm.config.get('schema')}".book (id, title, author, status, featured, version) select n, 'Book ' || n, 'Bulk', 'draft', false, 1 from generate_series(100, ${99 + ROWS}) as n`,
      );
    });

    it('exports every row when they fill several batches larger than the response buffer (it waited for a drain that came during the next fetch)', async function () {
      this.timeout(30_000);
      const response = await exported({ 'visible[0]': 'id', 'visible[1]': 'title', 'visible[2]': 'author', 'order[0][column]': 0, 'order[0][dir]': 'desc' }).expect(200);
      const ids = response.text.slice(1).split('\r\n').slice(1, -1).map((line) => Number(line.split(',')[0]));
      expect(ids.length).to.equal(ROWS + 7);
      expect(ids.slice(0, 2)).to.deep.equal([99 + ROWS, 98 + ROWS]);
      expect(ids.at(-1)).to.equal(1);
    });

    it('stops the export: no further batch is read, the cursor and its connection are released', async function () {
      this.timeout(60_000);
      const { app } = createSpecApp({ orm, tables: [SpecExportBookTable, SpecCountedExportTable] });
      const server = http.createServer(app).listen(0, '127.0.0.1');
      try {
        await new Promise((resolve) => server.once('listening', resolve));
        const { port } = server.address() as AddressInfo;
        mappedRows.count = 0;
        const path = `/datatables/ajax/export?table=${encodeURIComponent(tokens.sign('spec-export-counted', 'export'))}&format=csv`;
        await new Promise<void>((resolve, reject) => {
          const request = http.get({ host: '127.0.0.1', port, path }, (response) => {
            expect(response.statusCode).to.equal(200);
            response.once('data', () => { request.destroy(); resolve(); });
          });
          request.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'ECONNRESET' ? resolve() : reject(error)));
        });
        // A request after it is answered: on the embedded database's single connection it would wait
        // forever behind a cursor left open.
        const after = await session.agent.get('/datatables/ajax/export').query({ table: EXPORT, format: 'csv', 'visible[0]': 'id', 'columns[0][search][value]': '1' }).expect(200);
        expect(after.text).to.equal(`${BOM}ID\r\n1\r\n`);
        expect(mappedRows.count).to.be.greaterThan(0).and.lessThan(ROWS);
        if (process.env.DATABASE_URL) {
          const running = await orm.em.getConnection().execute<Array<{ query: string }>>(
            `select query from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query like '%"book"%' and state <> 'idle'`,
          );
          expect(running).to.deep.equal([]);
        }
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    });

    it('stops the COPY of a table PostgreSQL writes: the statement ends, its connection is closed and the pool serves on', async function () {
      this.timeout(60_000);
      // Rows wider than the sockets' buffers, so that the COPY is still running when the client leaves.
      await orm.em.getConnection().execute(
        `insert into "${orm.config.get('schema')}".book (id, title, author, status, featured, version) select n, repeat('x', 100) || n, 'Wide', 'draft', false, 1 from generate_series(${100 + ROWS}, ${100 + 6 * ROWS}) as n`,
      );
      const { app } = createSpecApp({ orm, tables: [SpecExportBookTable] });
      const server = http.createServer(app).listen(0, '127.0.0.1');
      const copying = () => orm.em.getConnection().execute<Array<{ query: string }>>(
        `select query from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query like 'copy (%' and state <> 'idle'`,
      );
      try {
        await new Promise((resolve) => server.once('listening', resolve));
        const { port } = server.address() as AddressInfo;
        const path = `/datatables/ajax/export?table=${encodeURIComponent(EXPORT)}&format=csv&visible%5B0%5D=title`;
        await new Promise<void>((resolve, reject) => {
          const request = http.get({ host: '127.0.0.1', port, path }, (response) => {
            expect(response.statusCode).to.equal(200);
            response.once('data', () => {
              response.pause();
              void (async () => {
                await new Promise((wait) => setTimeout(wait, 300));
                if (process.env.DATABASE_URL) expect(await copying()).to.have.length(1);
                request.destroy();
              })().then(resolve, reject);
            });
          });
          request.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'ECONNRESET' ? resolve() : reject(error)));
        });
        if (process.env.DATABASE_URL) {
          for (let waited = 0; (await copying()).length > 0 && waited < 5000; waited += 50) await new Promise((wait) => setTimeout(wait, 50));
          expect(await copying()).to.deep.equal([]);
        }
        // On the embedded database's single connection this would wait forever behind a COPY left open.
        const after = await session.agent.get('/datatables/ajax/export').query({ table: EXPORT, format: 'csv', 'visible[0]': 'id', 'columns[0][search][value]': '1' }).expect(200);
        expect(after.text).to.equal(`${BOM}ID\r\n1\r\n`);
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    });
  });
});

import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { useTestOrm } from '../support/database.js';
import { SpecExportBookTable, SpecWrittenExportTable } from '../support/export-tables.js';
import { createSpecApp, openPage, SPEC_SECRET, type SpecSession } from '../support/http-app.js';
import { HTTP_ENTITIES } from '../support/http-entities.js';
import { seedAwkwardBooks } from '../support/export-seed.js';

const tokens = new TableTokens(SPEC_SECRET);

// The CSV PostgreSQL writes (COPY, each cell formatted in SQL: lib/export/cell-sql.ts; on a server,
// not the embedded database's single session) is the very file the library's own writer makes of the same rows: byte for byte, in several languages, searches,
// orders and sets of columns, over values chosen to break one or the other (formula starts, quotes,
// separators and line breaks in values, blanks, a lone "\.", the years 1 to 99, before year 1, infinity).
describe('a CSV export written by PostgreSQL', () => {
  let orm: MikroORM;
  let session: SpecSession;
  let errors: unknown[][] = [];
  const statements: string[] = [];
  const logged: string[] = [];
  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened), {
    onQuery: (sql: string) => (statements.push(sql), sql),
    debug: ['query'],
    logger: (message: string) => void logged.push(message),
  });

  beforeEach(async () => {
    await seedAwkwardBooks(orm);
    const { app, logger } = createSpecApp({ orm, tables: [SpecExportBookTable, SpecWrittenExportTable], limits: { mutationsPerMinute: 0 } });
    session = await openPage(app, 'spec-export-books');
    errors = logger.errors;
  });

  const exported = async (table: string, query: Record<string, unknown>, language: string) => {
    const response = await session.agent.get('/datatables/ajax/export').set('Accept-Language', language)
      .query({ table: tokens.sign(table, 'export'), format: 'csv', ...query }).buffer(true).parse((res, done) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => done(null, Buffer.concat(parts)));
      });
    if (response.status !== 200) expect.fail(`${table} answered ${response.status}: ${String(errors.flat().map((e) => (e as Error)?.stack ?? e).join('\n')).slice(0, 1500)}`);
    return response.body as Buffer;
  };

  it('is written by COPY for the table of stored columns (no statement through the ORM, one in its log), by the writer for its twin', async () => {
    statements.length = 0;
    logged.length = 0;
    await exported('spec-export-books', { 'visible[0]': 'title' }, 'en');
    const copyLines = logged.filter((line) => /copy \(select .* to stdout with \(format csv\)/.test(line));
    if (orm.config.get('pool')?.max === 1) {
      // The embedded database is one session: the COPY would need a second connection, so the writer writes.
      expect(copyLines).to.deep.equal([]);
      expect(statements.filter((sql) => /^select .* from "[^"]*"\."book"/.test(sql))).to.have.length(1);
    } else {
      expect(statements.filter((sql) => /"book"/.test(sql))).to.deep.equal([]);
      // yet it is in the ORM's query log, as every statement is
      expect(copyLines).to.have.length(1);
    }
    statements.length = 0;
    await exported('spec-export-written', { 'visible[0]': 'title' }, 'en');
    expect(statements.filter((sql) => /^select .* from "[^"]*"\."book"/.test(sql))).to.have.length(1);
  });

  const ALL = { 'visible[0]': 'id', 'visible[1]': 'title', 'visible[2]': 'author', 'visible[3]': 'status', 'visible[4]': 'featured', 'visible[5]': 'pages', 'visible[6]': 'publishedOn', 'visible[7]': 'secretNote' };
  const QUERIES: Array<[string, Record<string, unknown>]> = [
    ['every column, in key order', ALL],
    ['the title alone (a lone "\\." is quoted)', { 'visible[0]': 'title' }],
    ['ordered by date, then pages, descending', { ...ALL, 'order[0][column]': 6, 'order[0][dir]': 'desc', 'order[1][column]': 5, 'order[1][dir]': 'asc' }],
    ['a search', { ...ALL, 'search[value]': 'e' }],
    ['two column searches', { ...ALL, 'columns[1][search][value]': 'a', 'columns[3][search][value]': 'draft' }],
    ['nothing matching', { ...ALL, 'search[value]': 'no such book anywhere' }],
  ];
  for (const language of ['en', 'de', 'fr', 'ja']) {
    for (const [what, query] of QUERIES) {
      it(`holds the bytes the writer makes: ${what}, in ${language}`, async () => {
        const copied = await exported('spec-export-books', query, language);
        const written = await exported('spec-export-written', query, language);
        expect(copied.toString('utf8')).to.equal(written.toString('utf8'));
        expect(copied.equals(written)).to.equal(true);
      });
    }
  }
});

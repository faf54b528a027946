import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { ConfigurationError, DataTable, indexAdvice, indexStatements, NumberColumn, TextColumn } from '../../../lib/index.js';
import { TableModel } from '../../../lib/model/TableModel.js';
import { TableTokens } from '../../../lib/security/TableTokens.js';
import { useTestOrm } from '../../support/database.js';
import { createSpecApp, seed, SPEC_SECRET } from '../../support/http-app.js';
import { Book, HTTP_ENTITIES } from '../../support/http-entities.js';
import { SpecBookTable, specOrderTable } from '../../support/http-tables.js';

/** Books searched by title prefix and author exactly: the B-tree on lower(col) text_pattern_ops. */
const prefixBooks = () =>
  new TableModel({
    name: 'spec-books-prefix',
    columns: [NumberColumn.new('id'), TextColumn.new('title').setSearchMode('prefix'), TextColumn.new('author').setSearchMode('exact')],
    options: new DataTable(),
    source: { kind: 'entity', entity: Book, mapRow: (book) => ({ ...(book as object) }) },
  });

describe('indexAdvice(table, orm)', () => {
  let orm: MikroORM;
  let recorded: Array<{ sql: string; params: readonly unknown[] }>;

  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened), { onQuery: (sql, params) => (recorded?.push({ sql, params }), sql) });

  const schema = () => orm.config.get('schema')!;

  describe('the statements', () => {
    it('start with pg_trgm, then one index per need, named after table and column, IF NOT EXISTS and CONCURRENTLY', () => {
      const sql = indexStatements(SpecBookTable, orm);
      expect(sql[0]).to.equal('CREATE EXTENSION IF NOT EXISTS pg_trgm;');
      expect(sql).to.include(`CREATE INDEX CONCURRENTLY IF NOT EXISTS "book_title_trgm_idx" ON "${schema()}"."book" USING gin ("title" gin_trgm_ops);`);
      expect(sql).to.include(`CREATE INDEX CONCURRENTLY IF NOT EXISTS "book_title_order_idx" ON "${schema()}"."book" ("title", "id");`);
      expect(sql).to.include(`CREATE INDEX CONCURRENTLY IF NOT EXISTS "book_pages_search_idx" ON "${schema()}"."book" ("pages");`);
    });

    it('index neither the key, nor columns that are neither searchable nor orderable, nor columns computed in mapRow', () => {
      const sql = indexStatements(SpecBookTable, orm).join('\n');
      expect(sql).not.to.match(/"book_id_/);
      expect(sql).not.to.match(/shout|cover|secret_note_trgm/);
    });

    it('say why a searched boolean gets no index', () => {
      expect(indexAdvice(SpecBookTable, orm).notes).to.deep.equal(['"featured": a boolean search matches about half the rows, which no index speeds up']);
    });

    it('serve prefix and exact searches with a B-tree on lower(col) text_pattern_ops, without pg_trgm', () => {
      const sql = indexStatements(prefixBooks(), orm, { concurrently: false });
      expect(sql).to.include(`CREATE INDEX IF NOT EXISTS "book_title_lower_idx" ON "${schema()}"."book" (lower("title") text_pattern_ops);`);
      expect(sql).to.include(`CREATE INDEX IF NOT EXISTS "book_author_lower_idx" ON "${schema()}"."book" (lower("author") text_pattern_ops);`);
      expect(sql.join('\n')).not.to.contain('pg_trgm');
    });

    it('are the same on every call', () => {
      expect(indexStatements(SpecBookTable, orm)).to.deep.equal(indexStatements(SpecBookTable, orm));
    });

    it('refuse a table built by hand, whose rows no index serves', () => {
      expect(() => indexAdvice(specOrderTable(), orm)).to.throw(ConfigurationError, 'Table "spec-orders" is built by hand');
    });
  });

  describe('applied to the database', () => {
    const tokens = new TableTokens(SPEC_SECRET);

    before(async function () {
      this.timeout(60_000);
      await seed(orm);
      for (const sql of [...indexStatements(SpecBookTable, orm), ...indexStatements(prefixBooks(), orm)]) await orm.em.getConnection().execute(sql);
    });

    /**
     * The plan of the page query the data endpoint ran for these parameters, with sequential scans off
     * (and plain index scans too when `bitmapOnly`: a scan of the key's index, filtering, wins on 7 rows).
     */
    const pagePlan = async (table: SpecBookTable | TableModel, name: string, query: Record<string, string>, bitmapOnly = false) => {
      const { app } = createSpecApp({ orm, tables: [table as never] });
      recorded = [];
      await request(app).get('/datatables/ajax/data').query({ table: tokens.sign(name, 'read'), ...query }).expect(200);
      const page = recorded.find(({ sql }) => sql.startsWith('select "e".*'))!;
      return orm.em.fork().transactional(async (em) => {
        await em.execute('set local enable_seqscan = off');
        if (bitmapOnly) await em.execute('set local enable_indexscan = off');
        const rows = await em.execute<Array<Record<string, string>>>(`explain ${page.sql}`, [...page.params]);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    };

    it('serve a global search with the trigram indexes', async () => {
      const plan = await pagePlan(SpecBookTable as never, 'spec-books', { 'search[value]': 'Gibson' }, true);
      expect(plan).to.contain('book_title_trgm_idx').and.to.contain('book_author_trgm_idx');
    });

    it('serve an ordered first page with the (column, key) B-tree', async () => {
      const plan = await pagePlan(SpecBookTable as never, 'spec-books', { 'order[0][column]': '1', 'order[0][dir]': 'desc' });
      expect(plan).to.contain('book_title_order_idx');
    });

    it('serve a prefix column search with the lower(col) B-tree', async () => {
      const plan = await pagePlan(prefixBooks(), 'spec-books-prefix', { 'columns[1][data]': 'title', 'columns[1][search][value]': 'Neuro' });
      expect(plan).to.contain('book_title_lower_idx');
    });
  });
});

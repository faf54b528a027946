import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Action, Actions, DataTable, indexAdvice, indexStatements, TextColumn } from '../../../lib/index.js';
import { TableBinding } from '../../../lib/persistence/TableBinding.js';
import { joinsSql, pathConditionSql } from '../../../lib/persistence/path-sql.js';
import { searchSql } from '../../../lib/persistence/search-sql.js';
import { searchTest } from '../../../lib/persistence/search-test.js';
import { sqlTableName } from '../../../lib/persistence/table-name.js';
import { TableModel } from '../../../lib/model/TableModel.js';
import { useTestOrm } from '../../support/database.js';
import { Country, Label, Novel, RELATION_ENTITIES, Writer } from '../../support/relation-entities.js';
import { Edition } from '../../support/relation-index-entities.js';
import { relationIndexTables } from '../../support/relation-index-tables.js';

describe('indexAdvice(table, orm) on relations', () => {
  let orm: MikroORM;
  let novels: TableModel;
  let writers: TableModel;
  let labels: TableModel;
  let editions: TableModel;

  useTestOrm([...RELATION_ENTITIES, Edition], (opened) => {
    orm = opened;
    [novels, writers, labels, editions] = relationIndexTables();
  });

  const on = (table: string) => `"${orm.config.get('schema')}"."${table}"`;
  const names = (table: TableModel) => indexAdvice(table, orm).statements.map((statement) => statement.name).filter((name) => name !== null);

  describe('the options endpoint (a relation field\'s or filter\'s picker)', () => {
    const picked = (actions: Actions | undefined, writer = TextColumn.new('writer', 'Writer')) => new TableModel({
      name: 'novels-picked', columns: [TextColumn.new('title', 'Title'), writer, TextColumn.new('labels', 'Labels').setSearchable(false)],
      options: new DataTable(), actions, source: { kind: 'entity', entity: Novel, mapRow: (row) => ({ ...(row as object) }) },
    });

    it('gives the related table its label\'s ordering (with the key) and trigram indexes, where a form writes the relation', () => {
      const advice = indexAdvice(picked(new Actions().add(Action.edit())), orm);
      const byName = new Map(advice.statements.map((statement) => [statement.name, statement]));
      expect(byName.get('writer_name_order_idx')?.sql).to.equal(`CREATE INDEX CONCURRENTLY IF NOT EXISTS "writer_name_order_idx" ON ${on('writer')} ("name", "id");`);
      expect(byName.get('writer_name_order_idx')?.reason).to.include('"writer"\'s picker (GET /datatables/ajax/options) lists "Writer" rows by "name"');
      expect(byName.has('writer_name_trgm_idx')).to.equal(true);
      expect(byName.get('label_name_order_idx')?.sql).to.include('("name", "id")');
      expect(byName.get('label_name_trgm_idx')?.reason).to.include("searched with ILIKE '%term%'");
    });

    it('does the same for a relation filter, and nothing for a relation only shown', () => {
      expect(names(picked(undefined, TextColumn.new('writer', 'Writer').setSearchable(false).setOrderable(false).setFilterable()))).to.include('writer_name_order_idx');
      expect(names(picked(undefined, TextColumn.new('writer', 'Writer').setSearchable(false).setOrderable(false)))).to.not.include('writer_name_order_idx');
    });
  });

  describe('the statements', () => {
    it("index each ManyToOne step's foreign key, once for the two columns going through it", () => {
      const sql = indexStatements(novels, orm);
      expect(sql).to.include(`CREATE INDEX CONCURRENTLY IF NOT EXISTS "novel_writer_id_fk_idx" ON ${on('novel')} ("writer_id");`);
      expect(sql).to.include(`CREATE INDEX CONCURRENTLY IF NOT EXISTS "writer_country_id_fk_idx" ON ${on('writer')} ("country_id");`);
      expect(names(novels).filter((name) => name === 'novel_writer_id_fk_idx')).to.have.length(1);
      expect(new Set(names(novels)).size).to.equal(names(novels).length);
    });

    it("serve the shown label's search by the column's mode on the related table, as that table's own column would get it", () => {
      const sql = indexStatements(novels, orm);
      expect(sql).to.include(`CREATE INDEX CONCURRENTLY IF NOT EXISTS "writer_name_trgm_idx" ON ${on('writer')} USING gin ("name" gin_trgm_ops);`);
      expect(sql).to.include(`CREATE INDEX CONCURRENTLY IF NOT EXISTS "country_name_lower_idx" ON ${on('country')} (lower("name") text_pattern_ops);`);
      // The writers table's own "name" column is advised the same index, under the same name.
      expect(indexStatements(writers, orm)).to.include(sql.find((statement) => statement.includes('"writer_name_trgm_idx"')));
    });

    it("serve an ordering by a required relation's label with the related table's ordering index, the one its own column gets", () => {
      const sql = indexStatements(editions, orm);
      const order = `CREATE INDEX CONCURRENTLY IF NOT EXISTS "novel_title_order_idx" ON ${on('novel')} ("title", "id");`;
      expect(sql).to.include(order).and.to.include(`CREATE INDEX CONCURRENTLY IF NOT EXISTS "edition_novel_id_fk_idx" ON ${on('edition')} ("novel_id");`);
      expect(indexStatements(novels, orm)).to.include(order);
    });

    it('say an ordering through an optional relation gets no index: the rows without one are sorted with the rest', () => {
      const advice = indexAdvice(novels, orm);
      expect(names(novels)).not.to.include('writer_name_order_idx').and.not.to.include('country_name_order_idx');
      expect(advice.notes).to.include('"writer": an ordering by "Writer"."name" through an optional relation sorts every matching row (rows without a related one are kept, and no index puts them in order): setOrderable(false) on large tables');
    });

    it("index a ManyToMany pivot's target column; its owner column leads the pivot's primary key, which is noted", () => {
      const advice = indexAdvice(novels, orm);
      expect(advice.statements.map((statement) => statement.sql)).to.include(
        `CREATE INDEX CONCURRENTLY IF NOT EXISTS "novel_labels_label_id_fk_idx" ON ${on('novel_labels')} ("label_id");`);
      expect(names(novels)).not.to.include('novel_labels_novel_id_fk_idx');
      expect(advice.notes).to.include('"labels": "novel_labels"."novel_id" is served by the primary key it leads');
      expect(advice.statements.map((statement) => statement.sql)).to.include(
        `CREATE INDEX CONCURRENTLY IF NOT EXISTS "label_name_lower_idx" ON ${on('label')} (lower("name") text_pattern_ops);`); // setSearchMode('exact')
      expect(names(novels)).not.to.include('label_name_order_idx'); // a ToMany is never ordered by
    });

    it("index a OneToMany's foreign key on the target's table, read for every row shown", () => {
      expect(indexStatements(writers, orm)).to.include(`CREATE INDEX CONCURRENTLY IF NOT EXISTS "novel_writer_id_fk_idx" ON ${on('novel')} ("writer_id");`);
    });

    it("leave an owning OneToOne's foreign key to its unique constraint, and search its relation label", () => {
      const advice = indexAdvice(writers, orm);
      expect(names(writers)).not.to.include('writer_portrait_id_fk_idx');
      expect(advice.notes).to.include('"portrait": "writer"."portrait_id" is served by its unique constraint');
      expect(advice.statements.map((statement) => statement.sql)).to.include(
        `CREATE INDEX CONCURRENTLY IF NOT EXISTS "portrait_caption_trgm_idx" ON ${on('portrait')} USING gin ("caption" gin_trgm_ops);`);
      expect(names(writers)).not.to.include('portrait_caption_order_idx'); // setOrderable(false)
    });

    it('give a ToMany column shown but neither searched nor filtered only the link its cells are read through', () => {
      expect(names(labels).filter((name) => name.startsWith('novel'))).to.deep.equal(['novel_labels_label_id_fk_idx']);
    });

    it('give a ToOne column neither searched nor ordered no index: its join reads the related key', () => {
      expect(indexAdvice(novels, orm).statements.map((statement) => statement.reason).join('\n')).not.to.contain('"writer.email"');
    });

    it("say a relation shown by its key needs no search index: the key's serves it", () => {
      const table = new TableModel({
        name: 'writers-by-country-key', options: new DataTable(),
        columns: [TextColumn.new('id'), TextColumn.new('country.id', 'Country').setOrderable(false)],
        source: { kind: 'entity', entity: Writer, mapRow: (row) => ({ ...(row as object) }) },
      });
      expect(names(table)).to.deep.equal(['writer_country_id_fk_idx']);
    });
  });

  describe('applied to the database', () => {
    before(async function () {
      this.timeout(60_000);
      const em = orm.em.fork();
      const countries = [em.create(Country, { id: 1, name: 'Nigeria', code: 'NG' }), em.create(Country, { id: 2, name: 'Chile', code: 'CL' })];
      const tags = [em.create(Label, { id: 1, name: 'classic' }), em.create(Label, { id: 2, name: 'debut' })];
      for (let id = 1; id <= 40; id++) {
        const writer = em.create(Writer, { id, name: id === 3 ? 'Chimamanda Ngozi Adichie' : `Writer ${id}`, country: countries[id % 2] });
        const novel = em.create(Novel, { id, title: `Novel ${id}`, writer, labels: [tags[id % 2]] });
        em.create(Edition, { id, isbn: `978-${id}`, novel });
      }
      await em.flush();
      // The indexes of the two tables queried below: a writers table's own (name, id) B-tree, scanned whole, would win on 40 rows.
      for (const table of [novels, editions]) for (const sql of indexStatements(table, orm, { concurrently: false })) await orm.em.getConnection().execute(sql);
      await orm.em.getConnection().execute('analyze');
    });

    /**
     * The plan of a statement with sequential scans off: which indexes PostgreSQL can use for it (and plain
     * index scans off too when `bitmapOnly`: on 40 rows, a scan of the key's index, filtering, wins).
     */
    const plan = (sql: string, params: unknown[], bitmapOnly = false) =>
      orm.em.fork().transactional(async (em) => {
        await em.execute('set local enable_seqscan = off');
        if (bitmapOnly) await em.execute('set local enable_indexscan = off');
        const rows = await em.execute<Array<Record<string, string>>>(`explain ${sql}`, params);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });

    /** The plan of the condition a search of the novels' column writes on its path (path-sql, search-sql), in its search mode. */
    const searchOn = async (name: string, term: string) => {
      const em = orm.em.fork();
      const binding = new TableBinding(novels, orm.getMetadata());
      const column = novels.dataColumns.find((candidate) => candidate.name === name)!;
      const path = binding.pathOf(name)!;
      const condition = pathConditionSql(em, path, (field) => searchSql(searchTest(column, term), path.prop, field))!;
      return plan(`select "e".* from ${sqlTableName(em, binding.meta!)} as "e" where ${condition.sql}`, condition.params, true);
    };

    it("serve a search on a ManyToOne's label with its trigram index and the foreign key's", async () => {
      const used = await searchOn('writer', 'Adichie');
      expect(used).to.contain('writer_name_trgm_idx').and.to.contain('novel_writer_id_fk_idx');
    });

    it("serve a ManyToMany's EXISTS with the label's index (by its search mode) and the pivot's target column", async () => {
      const used = await searchOn('labels', 'debut');
      expect(used).to.contain('label_name_lower_idx').and.to.contain('novel_labels_label_id_fk_idx');
    });

    it("serve an ordering by a required relation's label with its ordering index and the foreign key's, once the page joins it inner", async () => {
      const em = orm.em.fork();
      const binding = new TableBinding(editions, orm.getMetadata());
      // A required relation's left join is an inner one, which PostgreSQL does not infer from the NOT NULL.
      const joins = joinsSql(em, binding.paths!.toOneSteps).replace(/^ left join /, ' join ');
      const sql = `select "e".* from ${sqlTableName(em, binding.meta!)} as "e"${joins} order by "${binding.pathOf('novel')!.toOne[0].alias}"."title", "e"."id" limit 10`;
      const used = await plan(sql, []);
      expect(used).to.contain('novel_title_order_idx').and.to.contain('edition_novel_id_fk_idx');
    });
  });
});

import { expect } from 'chai';
import type { Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { filterParams, type Filters } from '../../lib/wire/filters.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, SPEC_SECRET } from '../support/http-app.js';
import { Novel, RELATION_ENTITIES } from '../support/relation-entities.js';
import { seedNovels, SpecNovelTable } from '../support/novel-tables.js';

const tokens = new TableTokens(SPEC_SECRET);
const COLUMNS = ['id', 'title', 'writer', 'writer.country.name', 'writer.portrait.caption', 'labels', 'pages'];

interface NovelRow {
  title: string;
  writer: string | null;
  'writer.country.name': string | null;
  'writer.portrait.caption': string | null;
  labels: { labels: string[]; more: number };
}

/** The same expectations with plain rows (no hook) and with rows the ORM must load (an `onLoad` subscriber). */
for (const loaded of ['by one statement', 'by the ORM (an onLoad subscriber)'] as const) {
  describe(`columns on relations (GET /datatables/ajax/data), rows loaded ${loaded}`, () => {
    let orm: MikroORM;
    let app: Express;
    const statements: string[] = [];

    useTestOrm(RELATION_ENTITIES, async (opened) => {
      orm = opened;
      await seedNovels(orm);
      ({ app } = createSpecApp({ orm, tables: [SpecNovelTable] }));
    }, {
      debug: ['query'],
      logger: (message: string) => statements.push(message),
      ...(loaded === 'by one statement' ? {} : { subscribers: [{ getSubscribedEntities: () => [Novel], onLoad: () => undefined }] }),
    });

    const page = async (params: Record<string, string> = {}, filters: Filters = {}) => {
      const columns = COLUMNS.flatMap((name, i) => [[`columns[${i}][data]`, name]] as Array<[string, string]>);
      const query = new URLSearchParams([['table', tokens.sign('spec-novel-paths', 'read')], ['length', '50'], ...columns, ...Object.entries(params), ...filterParams(filters)]);
      const res = await request(app).get(`/datatables/ajax/data?${query}`).expect(200);
      return res.body as { recordsTotal: number; recordsFiltered: number; data: NovelRow[] };
    };
    const titles = async (params: Record<string, string> = {}, filters: Filters = {}) => (await page(params, filters)).data.map((row) => row.title);

    it('shows a ManyToOne by its label, a path two steps away, and a null relation as empty', async () => {
      const { data } = await page({ 'order[0][column]': '0' });
      expect(data[0]).to.include({ title: 'The Hobbit', writer: 'Tolkien', 'writer.country.name': 'United Kingdom', 'writer.portrait.caption': 'With a pipe' });
      expect(data[3]).to.include({ title: 'Untitled', writer: null, 'writer.country.name': null });
      expect(data[5]).to.include({ title: 'Beowulf', writer: 'Anonymous', 'writer.country.name': null });
    });

    it('shows a ManyToMany as its first labels in order and how many more', async () => {
      const { data } = await page({ 'order[0][column]': '0' });
      expect(data[0].labels).to.deep.equal({ labels: ['Classic', 'Epic', 'Fantasy'], more: 1 });
      expect(data[1].labels).to.deep.equal({ labels: ['Classic', 'Short'], more: 0 });
      expect(data[3].labels).to.deep.equal({ labels: [], more: 0 });
    });

    it('orders by a joined column, nulls where PostgreSQL puts them, then by key', async () => {
      expect(await titles({ 'order[0][column]': '2', 'order[0][dir]': 'asc' })).to.deep.equal(['Things Fall Apart', 'Beowulf', 'Ficciones', 'The Hobbit', 'The Silmarillion', 'Untitled']);
      expect(await titles({ 'order[0][column]': '3', 'order[0][dir]': 'desc' })).to.deep.equal(['Beowulf', 'Untitled', 'The Silmarillion', 'The Hobbit', 'Things Fall Apart', 'Ficciones']);
    });

    it('searches joined columns and the labels of a ManyToMany, counting each row once', async () => {
      const tolkien = await page({ 'search[value]': 'tolk' });
      expect(tolkien.data.map((row) => row.title)).to.have.members(['The Hobbit', 'The Silmarillion']);
      expect(tolkien.recordsFiltered).to.equal(2);
      expect(tolkien.recordsTotal).to.equal(6);
      // "Classic" is a label of three novels, one of them with four labels: still three rows.
      const classic = await page({ 'search[value]': 'classic' });
      expect(classic.data.map((row) => row.title)).to.have.members(['The Hobbit', 'Ficciones', 'Things Fall Apart']);
      expect(classic.recordsFiltered).to.equal(3);
      expect(await titles({ 'search[value]': 'argent' })).to.deep.equal(['Ficciones']);
      expect(await titles({ 'columns[3][search][value]': 'nigeria' })).to.deep.equal(['Things Fall Apart']);
    });

    it('filters by related rows (has any of) and by a joined column\'s text', async () => {
      expect(await titles({ 'order[0][column]': '0' }, { writer: { in: ['1', '3'] } })).to.deep.equal(['The Hobbit', 'Things Fall Apart', 'The Silmarillion']);
      expect(await titles({ 'order[0][column]': '0' }, { labels: { in: ['4', '5'] } })).to.deep.equal(['The Hobbit', 'Things Fall Apart', 'The Silmarillion', 'Beowulf']);
      expect(await titles({}, { 'writer.country.name': { text: 'united' } })).to.have.members(['The Hobbit', 'The Silmarillion']);
    });

    it('refuses a relation filter naming something that is no key of the related entity', async () => {
      const query = new URLSearchParams([['table', tokens.sign('spec-novel-paths', 'read')], ...filterParams({ writer: { in: ['tolkien'] } })]);
      const res = await request(app).get(`/datatables/ajax/data?${query}`).expect(400);
      expect(res.body.error.message).to.match(/filters\[writer\]/);
    });

    it('refuses a request naming a path the table does not declare (400), and reads nothing through it', async () => {
      for (const path of ['writer.email', 'writer.country.code', 'labels.novels']) {
        const query = new URLSearchParams([['table', tokens.sign('spec-novel-paths', 'read')], ['columns[0][data]', path], ['order[0][column]', '0'], ['columns[0][search][value]', 'x']]);
        const res = await request(app).get(`/datatables/ajax/data?${query}`).expect(400);
        expect(res.body.error.message).to.include(path).and.include('does not declare');
      }
    });

    it('finds a deep page (its keys first) in the order of a joined column, as a hand-written LEFT JOIN does', async () => {
      const connection = orm.em.getConnection();
      const novel = orm.getMetadata().find(Novel)!;
      const table = `"${orm.config.get('schema')}"."${novel.tableName}"`;
      await connection.execute(`insert into ${table} (id, title, writer_id, pages, version) select i, 'Deep ' || i, nullif(i % 5, 0), i % 300, 1 from generate_series(1000, 2199) as i`);
      try {
        for (const [column, order] of [['2', 'w.name desc, n.id desc'], ['1', 'n.title asc, n.id asc']]) {
          const dir = order.includes('desc') ? 'desc' : 'asc';
          const expected = await connection.execute<Array<{ title: string }>>(
            `select n.title from ${table} n left join "${orm.config.get('schema')}"."writer" w on w.id = n.writer_id order by ${order} limit 10 offset 1100`);
          expect(await titles({ start: '1100', length: '10', 'order[0][column]': column, 'order[0][dir]': dir })).to.deep.equal(expected.map((row) => row.title));
        }
      } finally {
        await connection.execute(`delete from ${table} where id >= 1000`);
      }
    });

    it('reads a page of 100 rows with three relations (one to-many) in two statements plus the count at most', async () => {
      const em = orm.em.fork();
      for (let i = 0; i < 100; i++) em.create(Novel, { id: 100 + i, title: `Novel ${i}`, writer: (i % 4) + 1, labels: [1 + (i % 5), 1 + ((i + 1) % 5)] } as never);
      await em.flush();
      try {
        statements.length = 0;
        const { data } = await page({ length: '100', 'order[0][column]': '2' });
        expect(data).to.have.length(100);
        const reads = statements.filter((line) => /\bselect\b/i.test(line));
        expect(reads.length, reads.join('\n')).to.be.at.most(3);
        // The ORM loads the page's entities by the keys the first statement found; plain rows need no second statement.
        expect(reads.some((line) => line.includes('"ux:key"'))).to.equal(loaded !== 'by one statement');
      } finally {
        await orm.em.fork().nativeDelete(Novel, { id: { $gte: 100 } });
      }
    });
  });
}

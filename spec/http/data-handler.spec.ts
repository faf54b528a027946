import { expect } from 'chai';
import type { Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import {
  Action, ActionColumn, Actions, DataTable, DataTableBuilder, NumberColumn, TextColumn, type AuthorizationContext,
} from '../../lib/index.js';
import { TableModel } from '../../lib/model/TableModel.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, leaksNothing, seed, SPEC_SECRET, type RecordingLogger } from '../support/http-app.js';
import { Book, HTTP_ENTITIES } from '../support/http-entities.js';

const tokens = new TableTokens(SPEC_SECRET);
const READ = tokens.sign('spec-books', 'read');

describe('GET /datatables/ajax/data', () => {
  let orm: MikroORM;
  let app: Express;
  let logger: RecordingLogger;

  useTestOrm(HTTP_ENTITIES, async (opened) => {
    orm = opened;
    ({ app, logger } = createSpecApp({ orm }));
    await seed(orm);
  });

  const data = (query: Record<string, string | number>) => request(app).get('/datatables/ajax/data').query({ table: READ, ...query });
  const titles = (body: { data: Array<{ title: string }> }) => body.data.map((row) => row.title);

  describe('counts and paging', () => {
    it('answers draw, recordsTotal, recordsFiltered and one page of rows', async () => {
      const res = await data({ draw: 3, start: 0, length: 3 }).expect(200);
      expect(res.body.draw).to.equal(3);
      expect(res.body.recordsTotal).to.equal(7);
      expect(res.body.recordsFiltered).to.equal(7);
      expect(res.body.data).to.have.length(3);
    });

    it('orders by the primary key when no order is asked, so pages are stable', async () => {
      const first = await data({ start: 0, length: 3 }).expect(200);
      const second = await data({ start: 3, length: 3 }).expect(200);
      expect([...first.body.data, ...second.body.data].map((row: { id: number }) => row.id)).to.deep.equal([1, 2, 3, 4, 5, 6]);
    });

    it("uses the table's page length when length is absent", async () => {
      const res = await data({}).expect(200);
      expect(res.body.data).to.have.length(5);
    });

    it('clamps length to 1..100 and reads -1 as 100', async () => {
      expect((await data({ length: -1 }).expect(200)).body.data).to.have.length(7);
      expect((await data({ length: 0 }).expect(200)).body.data).to.have.length(1);
      expect((await data({ length: 100000 }).expect(200)).body.data).to.have.length(7);
      expect((await data({ length: -7 }).expect(200)).body.data).to.have.length(1);
    });

    it('answers an empty page past the end', async () => {
      const res = await data({ start: 50, length: 10 }).expect(200);
      expect(res.body.data).to.deep.equal([]);
      expect(res.body.recordsFiltered).to.equal(7);
    });
  });

  describe('rows', () => {
    it("maps each entity through the table's mapRow", async () => {
      const res = await data({ length: 1 }).expect(200);
      const row = res.body.data[0];
      expect(row).to.include({ id: 1, title: 'Dune', author: 'Herbert', status: 'published', featured: false, pages: 412, shout: 'DUNE' });
    });

    it('adds _actions: the identifier for edit and delete, the resolved detail URL', async () => {
      const res = await data({ length: 1 }).expect(200);
      expect(res.body.data[0]._actions).to.deep.equal({ DETAIL: { url: '/books/1' }, EDIT: { id: 1 }, DELETE: { id: 1 } });
    });

    it('renders template cells on the server with row and entity', async () => {
      const res = await data({ length: 1 }).expect(200);
      expect(res.body.data[0].cover).to.equal('<em data-id="1">Dune</em>\n');
    });

    it('escapes values in template cells', async () => {
      const em = orm.em.fork();
      const book = await em.findOneOrFail(Book, { id: 7 });
      book.title = '<script>x</script>';
      await em.flush();
      const res = await data({ 'search[value]': 'script' }).expect(200);
      expect(res.body.data[0].cover).to.equal('<em data-id="7">&lt;script&gt;x&lt;/script&gt;</em>\n');
      await seed(orm);
    });
  });

  describe('global search', () => {
    it('matches any searchable column, case-insensitively', async () => {
      const res = await data({ 'search[value]': 'HERB' }).expect(200);
      expect(titles(res.body)).to.deep.equal(['Dune']);
      expect(res.body.recordsFiltered).to.equal(1);
      expect(res.body.recordsTotal).to.equal(7);
    });

    it('matches a number column by equality, not as text', async () => {
      const res = await data({ 'search[value]': '271' }).expect(200);
      expect(titles(res.body)).to.deep.equal(['Neuromancer']);
      expect((await data({ 'search[value]': '27' }).expect(200)).body.data).to.deep.equal([]);
    });

    it('matches % literally', async () => {
      const res = await data({ 'search[value]': '50%' }).expect(200);
      expect(titles(res.body)).to.deep.equal(['50% off_now']);
    });

    it('matches _ literally', async () => {
      const res = await data({ 'search[value]': 'f_n' }).expect(200);
      expect(titles(res.body)).to.deep.equal(['50% off_now']);
    });

    it('matches a backslash literally', async () => {
      const res = await data({ 'search[value]': 'k\\s' }).expect(200);
      expect(titles(res.body)).to.deep.equal(['Back\\slash']);
    });

    it('does not search columns marked not searchable', async () => {
      const res = await data({ 'search[value]': 'spice' }).expect(200);
      expect(res.body.data).to.deep.equal([]);
      expect(res.body.recordsFiltered).to.equal(0);
    });

    it('does not search columns computed in mapRow', async () => {
      const res = await data({ 'search[value]': 'DUNE' }).expect(200);
      expect(titles(res.body)).to.deep.equal(['Dune']);
      const none = await data({ 'search[value]': 'NEUROMANCER!' }).expect(200);
      expect(none.body.data).to.deep.equal([]);
    });

    it('lets the client exclude a column with columns[i][searchable]=false', async () => {
      const res = await data({ 'search[value]': 'Herbert', 'columns[2][data]': 'author', 'columns[2][searchable]': 'false' }).expect(200);
      expect(res.body.data).to.deep.equal([]);
    });
  });

  describe('per-column search', () => {
    it('filters on one searchable column', async () => {
      const res = await data({ 'columns[3][data]': 'status', 'columns[3][search][value]': 'draft' }).expect(200);
      expect(res.body.recordsFiltered).to.equal(4);
    });

    it('combines with the global search', async () => {
      const res = await data({ 'search[value]': 'er', 'columns[3][data]': 'status', 'columns[3][search][value]': 'draft' }).expect(200);
      expect(titles(res.body)).to.deep.equal(['Neuromancer', 'Back\\slash', 'Hyperion']);
    });

    it('ignores a search on a column that is not searchable', async () => {
      const res = await data({ 'columns[7][data]': 'secretNote', 'columns[7][search][value]': 'spice' }).expect(200);
      expect(res.body.recordsFiltered).to.equal(7);
    });
  });

  describe('what a search means per column type', () => {
    const column = (index: number, name: string, value: string) => data({ [`columns[${index}][data]`]: name, [`columns[${index}][search][value]`]: value });
    const ids = (body: { data: Array<{ id: number }> }) => body.data.map((row) => row.id);

    it('numbers: an exact value; a word, or a number past the column type, matches nothing (never a 500)', async () => {
      expect(ids((await column(5, 'pages', '412').expect(200)).body)).to.deep.equal([1]);
      expect((await column(5, 'pages', 'many').expect(200)).body.recordsFiltered).to.equal(0);
      expect((await column(5, 'pages', '99999999999').expect(200)).body.recordsFiltered).to.equal(0);
      expect((await column(0, 'id', '3.5').expect(200)).body.recordsFiltered).to.equal(0);
    });

    it('booleans: yes/true and no/false', async () => {
      expect(ids((await column(4, 'featured', 'Yes').expect(200)).body)).to.deep.equal([3]);
      expect((await column(4, 'featured', 'no').expect(200)).body.recordsFiltered).to.equal(6);
      expect((await column(4, 'featured', 'e').expect(200)).body.recordsFiltered).to.equal(0);
    });

    it('choices: a value or label, whole and case-insensitively', async () => {
      expect((await column(3, 'status', 'PUBLISHED').expect(200)).body.recordsFiltered).to.equal(3);
      expect((await column(3, 'status', 'pub').expect(200)).body.recordsFiltered).to.equal(0);
    });

    it('dates: the year, month or day the term names', async () => {
      expect(ids((await column(6, 'publishedOn', '1984').expect(200)).body)).to.deep.equal([3]);
      expect(ids((await column(6, 'publishedOn', '1965-08').expect(200)).body)).to.deep.equal([1]);
      expect(ids((await column(6, 'publishedOn', '1989-05-26').expect(200)).body)).to.deep.equal([6]);
      expect((await column(6, 'publishedOn', 'soon').expect(200)).body.recordsFiltered).to.equal(0);
    });

    it('a global search ORs the tests of the columns it fits: a number term finds ids and page counts', async () => {
      expect(ids((await data({ 'search[value]': '7' }).expect(200)).body)).to.deep.equal([7]);
      expect(ids((await data({ 'search[value]': '412' }).expect(200)).body)).to.deep.equal([1]);
    });

    it('a term no column can match matches nothing, without a query error', async () => {
      const res = await data({ 'search[value]': '1999-02-30' }).expect(200);
      expect(res.body.recordsFiltered).to.equal(0);
    });
  });

  describe('search modes of text columns', () => {
    let moded: Express;

    before(() => {
      const table = new TableModel({
        name: 'spec-books-moded',
        columns: [NumberColumn.new('id'), TextColumn.new('title').setSearchMode('prefix'), TextColumn.new('author').setSearchMode('exact')],
        options: new DataTable(),
        source: { kind: 'entity', entity: Book, mapRow: (book) => ({ ...(book as object) }) },
      });
      ({ app: moded } = createSpecApp({ orm, tables: [table] }));
    });

    const search = (value: string) =>
      request(moded).get('/datatables/ajax/data').query({ table: tokens.sign('spec-books-moded', 'read'), 'search[value]': value }).expect(200);

    it('prefix: the start of the value, case-insensitively, % and _ literally', async () => {
      expect((await search('neuro')).body.data.map((row: { id: number }) => row.id)).to.deep.equal([3]);
      expect((await search('mancer')).body.recordsFiltered).to.equal(0);
      expect((await search('50%')).body.data.map((row: { id: number }) => row.id)).to.deep.equal([2]);
      expect((await search('5_')).body.recordsFiltered).to.equal(0);
    });

    it('exact: the whole value, case-insensitively', async () => {
      expect((await search('GIBSON')).body.data.map((row: { id: number }) => row.id)).to.deep.equal([3]);
      expect((await search('Gibso')).body.recordsFiltered).to.equal(0);
    });
  });

  describe('counts', () => {
    it('says which counts are estimates: none on a small table', async () => {
      const res = await data({}).expect(200);
      expect(res.body.estimated).to.deep.equal({ recordsTotal: false, recordsFiltered: false });
    });

    it('answers a page past the last match without fetching it', async () => {
      const res = await data({ 'search[value]': 'Dune', start: 10 }).expect(200);
      expect(res.body).to.include({ recordsTotal: 7, recordsFiltered: 1 });
      expect(res.body.data).to.deep.equal([]);
    });
  });

  describe('ordering', () => {
    it('orders by an orderable column, by index into columns[i][data]', async () => {
      const res = await data({ 'order[0][column]': '0', 'order[0][dir]': 'desc', 'columns[0][data]': 'title', length: 3 }).expect(200);
      expect(titles(res.body)).to.deep.equal(['Neuromancer', 'Hyperion', 'Foundation']);
    });

    it("orders by the table's i-th column when columns[i][data] is absent", async () => {
      const res = await data({ 'order[0][column]': '1', 'order[0][dir]': 'asc', length: 2 }).expect(200);
      expect(titles(res.body)).to.deep.equal(['100 Percent', '50% off_now']);
    });

    it('applies several orderings in priority order', async () => {
      const res = await data({
        'order[0][column]': '3', 'order[0][dir]': 'asc', 'order[1][column]': '2', 'order[1][dir]': 'desc', length: 4,
      }).expect(200);
      expect(titles(res.body)).to.deep.equal(['Hyperion', '50% off_now', 'Neuromancer', 'Back\\slash']);
    });

    it('ignores ordering on a column that is not orderable', async () => {
      const res = await data({ 'order[0][column]': '5', 'order[0][dir]': 'desc', length: 3 }).expect(200);
      expect(res.body.data.map((row: { id: number }) => row.id)).to.deep.equal([1, 2, 3]);
    });

    it('ignores ordering on a column computed in mapRow and on unknown columns', async () => {
      const res = await data({ 'order[0][column]': '0', 'columns[0][data]': 'shout', 'order[1][column]': '1', 'columns[1][data]': 'nope', length: 2 }).expect(200);
      expect(res.body.data.map((row: { id: number }) => row.id)).to.deep.equal([1, 2]);
    });
  });

  describe('malformed parameters', () => {
    for (const [name, query] of [
      ['a non-numeric start', { start: 'abc' }],
      ['a negative start', { start: '-1' }],
      ['a fractional length', { length: '1.5' }],
      ['a non-numeric draw', { draw: 'x' }],
      ['an unknown order direction', { 'order[0][column]': '1', 'order[0][dir]': 'up' }],
      ['a non-numeric order column', { 'order[0][column]': 'title' }],
      ['a value where a group is expected', { order: 'title' }],
      ['a search longer than 200 characters', { 'search[value]': 'x'.repeat(201) }],
      ['an index above 100', { 'columns[101][data]': 'title' }],
      ['brackets nested too deep', { 'columns[0][search][value][a][b]': 'x' }],
      ['a prototype key', { '__proto__[x]': '1' }],
    ] as const) {
      it(`answers 400 for ${name}`, async () => {
        const res = await data(query as Record<string, string>).expect(400);
        expect(res.body.error).to.include({ status: 400, code: 'bad_request' });
      });
    }
  });

  describe('the table token', () => {
    it('is required (400)', async () => {
      const res = await request(app).get('/datatables/ajax/data').expect(400);
      expect(res.body.error.code).to.equal('bad_request');
    });

    it('refuses a token of another purpose (403 invalid_token)', async () => {
      const res = await data({ table: tokens.sign('spec-books', 'delete') }).expect(403);
      expect(res.body.error).to.include({ status: 403, code: 'invalid_token' });
    });

    it('refuses a forged token (403 invalid_token)', async () => {
      const forged = new TableTokens('another-secret-another-secret-another-secret').sign('spec-books', 'read');
      const res = await data({ table: forged }).expect(403);
      expect(res.body.error.code).to.equal('invalid_token');
    });

    it('refuses a token whose signature was cut (403 invalid_token)', async () => {
      await data({ table: READ.slice(0, -2) }).expect(403);
      await data({ table: 'spec-books.read' }).expect(403);
    });

    it('answers 404 unknown_table for a signed name no table has', async () => {
      const res = await data({ table: tokens.sign('nope', 'read') }).expect(404);
      expect(res.body.error.code).to.equal('unknown_table');
    });
  });

  describe('a table built by hand', () => {
    const orders = (query: Record<string, string | number>) =>
      request(app).get('/datatables/ajax/data').query({ table: tokens.sign('spec-orders', 'read'), ...query });

    it('serves its rows with _actions and template cells', async () => {
      const res = await orders({}).expect(200);
      expect(res.body.recordsTotal).to.equal(3);
      expect(res.body.data[0]).to.deep.include({ id: 1, customer: 'Ann', _actions: { DELETE: { id: 1 }, DETAIL: { url: '/orders' } } });
      expect(res.body.data[0].cover).to.equal('<em data-id="1">Ann</em>\n');
    });

    it('searches in memory, literally and case-insensitively', async () => {
      const res = await orders({ 'search[value]': '_50%' }).expect(200);
      expect(res.body.data.map((row: { customer: string }) => row.customer)).to.deep.equal(['Cy_50%']);
      expect(res.body.recordsFiltered).to.equal(1);
      expect((await orders({ 'search[value]': 'BOB' }).expect(200)).body.recordsFiltered).to.equal(1);
    });

    it('orders and pages in memory', async () => {
      const res = await orders({ 'order[0][column]': '2', 'order[0][dir]': 'desc', start: 1, length: 1 }).expect(200);
      expect(res.body.data.map((row: { id: number }) => row.id)).to.deep.equal([3]);
    });
  });

  describe('authorization', () => {
    it("asks the hook before reading, with action 'read' and no entity", async () => {
      const asked: AuthorizationContext[] = [];
      const { app: guarded } = createSpecApp({ orm, authorize: (context) => (asked.push(context), true) });
      await request(guarded).get('/datatables/ajax/data').query({ table: READ }).expect(200);
      expect(asked.map(({ action, entity, table }) => [action, entity, table.name])).to.deep.equal([['read', undefined, 'spec-books']]);
    });

    it('refuses when the hook says no (403 forbidden)', async () => {
      const { app: guarded } = createSpecApp({ orm, authorize: ({ action }) => action !== 'read' });
      const res = await request(guarded).get('/datatables/ajax/data').query({ table: READ }).expect(403);
      expect(res.body.error).to.deep.equal({ status: 403, code: 'forbidden', message: 'Not allowed to read in table "spec-books"' });
    });
  });

  describe('detail URLs', () => {
    it('are left out (null) when their scheme is not http(s), mailto or relative', async () => {
      const links = DataTableBuilder.create('spec-links')
        .addColumn(NumberColumn.new('id'))
        .addColumn(TextColumn.new('href'))
        .addColumn(ActionColumn.fromActions('go', 'Go', new Actions().add(Action.detail().linkToUrl((row) => String(row.href)))))
        .setRows([
          { id: 1, href: 'javascript:alert(1)' }, { id: 2, href: ' JaVa\tScRiPt:alert(1)' }, { id: 3, href: 'data:text/html,x' },
          { id: 4, href: 'https://example.org/a' }, { id: 5, href: '/books/5' }, { id: 6, href: 'mailto:a@b.c' },
        ])
        .build();
      const { app: linked } = createSpecApp({ orm, tables: [links] });
      const res = await request(linked).get('/datatables/ajax/data').query({ table: tokens.sign('spec-links', 'read') }).expect(200);
      expect(res.body.data.map((row: { _actions: { DETAIL: { url: string | null } } }) => row._actions.DETAIL.url))
        .to.deep.equal([null, null, null, 'https://example.org/a', '/books/5', 'mailto:a@b.c']);
    });
  });

  it('writes nothing to the log on success', () => {
    expect(logger.errors).to.deep.equal([]);
  });

  it('never leaks internals in its errors', async () => {
    const res = await data({ start: 'x' }).expect(400);
    expect(leaksNothing(res.body)).to.equal(true);
  });
});

import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuthorizationContext, RealtimeUpdate } from '../../lib/index.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { SpecBulkBookTable } from '../support/bulk-tables.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, leaksNothing, openPage, seed, SPEC_SECRET, storedBook, type SpecAppOptions, type SpecSession } from '../support/http-app.js';
import { Book, HTTP_ENTITIES } from '../support/http-entities.js';
import { originDigest } from '../../lib/realtime/origin-digest.js';

const tokens = new TableTokens(SPEC_SECRET);
const BULK = tokens.sign('spec-bulk-books', 'bulk');
let requests = 0;
const requestId = () => `spec-request-${++requests}`;

describe('POST /datatables/ajax/bulk', () => {
  let orm: MikroORM;
  let session: SpecSession;
  let published: RealtimeUpdate[];

  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened));

  const open = async (options: Partial<SpecAppOptions> = {}) => {
    const { app } = createSpecApp({ orm, tables: [SpecBulkBookTable], publisher: { publish: async (update) => void published.push(update) }, ...options });
    session = await openPage(app, 'spec-bulk-books');
  };

  beforeEach(async () => {
    published = [];
    await seed(orm);
    await open();
  });

  const bulk = (body: Record<string, unknown>, csrf: string | null = session.csrf) => {
    const req = session.agent.post('/datatables/ajax/bulk');
    if (csrf !== null) req.set('X-CSRF-Token', csrf);
    return req.send({ table: BULK, action: 'delete', requestId: requestId(), ...body });
  };
  const rows = (...ids: unknown[]) => ids.map((id) => ({ id, version: '1' }));
  const remaining = async () => (await orm.em.fork().find(Book, {}, { orderBy: { id: 'asc' } })).map((book) => book.id);

  describe('the page view and the rows', () => {
    it('gives the bulk actions (the delete held to the row Delete\'s displayIf), their bound, a bulk token and URL; each row its identifier and version', async () => {
      const { table, tokens: signed, urls } = session.view;
      expect(table.bulk).to.deep.equal({
        actions: [
          { name: 'delete', label: 'Delete selected', className: 'btn btn-danger', confirmation: '{count, plural, one {Delete # row?} other {Delete # rows?}}', undoMs: 5000,
            displayIf: [{ field: 'status', value: 'draft' }] },
          { name: 'publish', label: 'Publish', className: 'btn btn-secondary', confirmation: '{count, plural, one {Apply to # row?} other {Apply to # rows?}}' },
        ],
        maxRows: 1000,
      });
      expect(table.actions?.items[0]).to.include({ type: 'DELETE', undoMs: 4000 });
      expect(signed.bulk).to.equal(BULK);
      expect(urls.bulk).to.equal('/datatables/ajax/bulk');
      const data = await session.agent.get('/datatables/ajax/data').query({ table: signed.read, draw: 1, start: 0, length: 2 }).expect(200);
      expect(data.body.data.map((row: { _select: unknown }) => row._select)).to.deep.equal([{ id: 1, version: '1' }, { id: 2, version: '1' }]);
    });

    it('gives a table without bulk actions no bulk, no token and no selection', async () => {
      const other = await openPage(createSpecApp({ orm }).app);
      expect(other.view.table.bulk ?? null).to.equal(null);
      expect(other.view.tokens.bulk).to.equal(undefined);
    });
  });

  describe('the bulk delete', () => {
    it('deletes the rows selected and answers { done, refused }, publishing one change to the table', async () => {
      const res = await bulk({ rows: rows(2, 3, 5) }).set('X-UX-DataTables-Origin', 'tab-9').expect(200);
      expect(res.body).to.deep.equal({ done: [2, 3, 5], refused: [] });
      expect(await remaining()).to.deep.equal([1, 4, 6, 7]);
      expect(published).to.deep.equal([{
        topics: ['ux-datatables/datatables/spec-bulk-books'],
        data: { type: 'bulk', table: 'spec-bulk-books', id: null, ids: [2, 3, 5], action: 'delete', origin: originDigest('tab-9') },
        private: false,
      }]);
    });

    it('refuses rows one by one and still deletes the others: gone, not a draft, not a row, changed since shown', async () => {
      const res = await bulk({ rows: [...rows(1, 2, 99, 'abc'), { id: 5, version: '7' }] }).expect(200);
      expect(res.body.done).to.deep.equal([2]);
      expect(res.body.refused).to.have.deep.members([
        { id: 'abc', code: 'row_not_found' }, { id: 99, code: 'row_not_found' },
        { id: 1, code: 'action_not_available' }, { id: 5, code: 'conflict' },
      ]);
      expect(await remaining()).to.deep.equal([1, 3, 4, 5, 6, 7]);
    });

    it('refuses a row edited to hide its delete between the selection and the submit, deleting the others', async () => {
      const em = orm.em.fork();
      const book = await em.findOneOrFail(Book, { id: 3 });
      book.status = 'published';
      await em.flush();
      const res = await bulk({ rows: rows(2, 3, 5) }).expect(200);
      expect(res.body).to.deep.equal({ done: [2, 5], refused: [{ id: 3, code: 'action_not_available' }] });
      expect(await storedBook(orm, 3)).to.include({ status: 'published' });
    });

    it('asks the hook per row (delete, with the entity): a refused row is forbidden, the others go', async () => {
      const asked: AuthorizationContext[] = [];
      await open({ authorize: (context) => (asked.push(context), !(context.action === 'delete' && (context.entity as Book).id === 5)) });
      const res = await bulk({ rows: rows(2, 5) }).expect(200);
      expect(res.body).to.deep.equal({ done: [2], refused: [{ id: 5, code: 'forbidden' }] });
      expect(asked.map(({ action, entity }) => [action, (entity as Book | undefined)?.id])).to.deep.equal([['read', undefined], ['delete', 2], ['delete', 5]]);
    });

    it('answers 403 for the whole bulk when the hook refuses reading the table, deleting nothing', async () => {
      await open({ authorize: ({ action }) => action !== 'read' });
      expect((await bulk({ rows: rows(2) })).status).to.equal(403);
      expect(await remaining()).to.have.length(7);
    });
  });

  describe('select all matching', () => {
    it('re-runs the search on the server: every draft matching, as many as the data endpoint counts', async () => {
      const counted = await session.agent.get('/datatables/ajax/data').query({
        table: session.view.tokens.read, draw: 1, start: 0, length: 10, 'columns[3][data]': 'status', 'columns[3][search][value]': 'draft',
      }).expect(200);
      const res = await bulk({ matching: { search: '', columns: { status: 'draft' } } }).expect(200);
      expect(res.body.done).to.have.length(counted.body.recordsFiltered).and.to.have.members([2, 3, 5, 6]);
      expect(await remaining()).to.deep.equal([1, 4, 7]);
    });

    it('matches the global search as the table does, and refuses what the row rules refuse', async () => {
      const res = await bulk({ matching: { search: 'Neuromancer' } }).expect(200);
      expect(res.body).to.deep.equal({ done: [3], refused: [] });
      const published1 = await bulk({ matching: { search: 'Dune' } }).expect(200);
      expect(published1.body).to.deep.equal({ done: [], refused: [{ id: 1, code: 'action_not_available' }] });
    });
  });

  describe('limits and retries', () => {
    it('answers 413 too_many_rows past limits.bulkRows, for rows sent or matched, before writing anything', async () => {
      await open({ limits: { bulkRows: 2 } });
      expect(session.view.table.bulk?.maxRows).to.equal(2);
      const sent = await bulk({ rows: rows(2, 3, 5) }).expect(413);
      expect(sent.body.error.code).to.equal('too_many_rows');
      const matched = await bulk({ matching: { search: '', columns: { status: 'draft' } } }).expect(413);
      expect(matched.body.error.code).to.equal('too_many_rows');
      expect(await remaining()).to.have.length(7);
    });

    it('answers a retry with the same requestId as the first time, without running it again', async () => {
      const body = { action: 'publish', rows: rows(2, 3), requestId: 'retry-0001' };
      const first = await bulk(body).expect(200);
      const second = await bulk(body).expect(200);
      expect(second.body).to.deep.equal(first.body).and.to.deep.equal({ done: [2, 3], refused: [] });
      expect(await storedBook(orm, 2)).to.include({ status: 'published', version: 2 });
      expect(published).to.have.length(1);
    });
  });

  describe("an application's bulk action", () => {
    it('runs its handler on the rows allowed, flushes what it changed, and reports the rows it refused', async () => {
      const em = orm.em.fork();
      (await em.findOneOrFail(Book, { id: 5 })).author = 'Refuser';
      await em.flush();
      const res = await bulk({ action: 'publish', rows: [...rows(2, 3), { id: 5, version: '2' }] }).expect(200);
      expect(res.body).to.deep.equal({ done: [2, 3], refused: [{ id: 5, code: 'author_refuses' }] });
      expect(await storedBook(orm, 2)).to.include({ status: 'published', version: 2 });
      expect(await storedBook(orm, 5)).to.include({ status: 'draft' });
      expect(published[0].data).to.include({ type: 'bulk', action: 'publish' });
    });

    it("asks the hook 'bulk' with the action's name and the entity", async () => {
      const asked: Array<[string, string | undefined]> = [];
      await open({ authorize: (context) => (asked.push([context.action, context.bulkAction]), true) });
      await bulk({ action: 'publish', rows: rows(2) }).expect(200);
      expect(asked).to.deep.equal([['read', undefined], ['bulk', 'publish']]);
    });
  });

  describe('hostile requests', () => {
    it('refuses a missing CSRF header, a read or another purpose token, a forged one, an unknown action, writing nothing', async () => {
      expect((await bulk({ rows: rows(2) }, null)).status).to.equal(403);
      for (const table of [session.view.tokens.read, tokens.sign('spec-bulk-books', 'delete'), `${BULK}x`, tokens.sign('spec-books', 'bulk')]) {
        const res = await bulk({ table, rows: rows(2) });
        expect(res.status, String(table)).to.be.within(400, 404);
        expect(leaksNothing(res.body)).to.equal(true);
      }
      expect((await bulk({ action: 'archive', rows: rows(2) })).status).to.equal(403);
      expect(await remaining()).to.have.length(7);
    });

    it('answers 400 to a malformed bulk: no requestId, rows and matching together, neither, rows not a list, a row without id', async () => {
      for (const body of [{ requestId: undefined, rows: rows(2) }, { rows: rows(2), matching: { search: '' } }, {}, { rows: 'all' }, { rows: [{ version: '1' }] }, { matching: { search: 5 } }]) {
        const res = await bulk(body);
        expect(res.status, JSON.stringify(body)).to.equal(400);
      }
      expect(await remaining()).to.have.length(7);
    });
  });
});

import { expect } from 'chai';
import type { Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import {
  AbstractDataTable, Action, ActionColumn, Actions, AsDataTable, DataTableBuilder, NumberColumn, TextColumn,
  type AuthorizationContext, type RealtimeUpdate,
} from '../../lib/index.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { useTestOrm } from '../support/database.js';
import {
  createSpecApp, leaksNothing, openPage, seed, SPEC_SECRET, storedBook, type RecordingLogger, type SpecSession,
} from '../support/http-app.js';
import { Book, HTTP_ENTITIES, Order } from '../support/http-entities.js';
import { SpecBookTable, SpecNoteTable, SpecOtherBookTable, specOrderTable } from '../support/http-tables.js';
import { originDigest } from '../../lib/realtime/origin-digest.js';

const tokens = new TableTokens(SPEC_SECRET);
const DELETE_BOOKS = tokens.sign('spec-books', 'delete');

/** Books that only their own `authorize` method lets delete, and only id 5. */
@AsDataTable(Book, { name: 'spec-books-guarded' })
class GuardedBookTable extends AbstractDataTable<Book> {
  configureColumns() {
    return [NumberColumn.new('id'), TextColumn.new('title')];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.delete());
  }

  authorize(context: AuthorizationContext): boolean {
    return context.action === 'read' || (context.entity as Book | undefined)?.id === 5;
  }
}

describe('DELETE /datatables/ajax/delete', () => {
  let orm: MikroORM;
  let app: Express;
  let logger: RecordingLogger;
  let session: SpecSession;
  let published: RealtimeUpdate[];

  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened));

  beforeEach(async () => {
    published = [];
    ({ app, logger } = createSpecApp({ orm, publisher: { publish: async (update) => void published.push(update) } }));
    session = await openPage(app);
    await seed(orm);
  });

  const remove = (body: object, csrf: string | null = session.csrf) => {
    const req = session.agent.delete('/datatables/ajax/delete');
    if (csrf !== null) req.set('X-CSRF-Token', csrf);
    return req.send(body);
  };

  describe('with a delete token', () => {
    it('removes the entity and answers { success: true, id }', async () => {
      const res = await remove({ table: session.view.tokens.delete, id: 2 }).expect(200);
      expect(res.body).to.deep.equal({ success: true, id: 2 });
      expect(await storedBook(orm, 2)).to.equal(null);
    });

    it('accepts the identifier as a string and answers it typed', async () => {
      const res = await remove({ table: DELETE_BOOKS, id: '2' }).expect(200);
      expect(res.body.id).to.equal(2);
    });

    it('accepts an urlencoded body', async () => {
      await session.agent.delete('/datatables/ajax/delete').set('X-CSRF-Token', session.csrf).type('form')
        .send(`table=${encodeURIComponent(DELETE_BOOKS)}&id=5`).expect(200);
      expect(await storedBook(orm, 5)).to.equal(null);
    });

    it("publishes the change to the table's topics", async () => {
      await remove({ table: DELETE_BOOKS, id: 2 }).expect(200);
      expect(published).to.deep.equal([{
        topics: ['ux-datatables/datatables/spec-books/2', 'ux-datatables/datatables/spec-books'],
        data: { type: 'delete', table: 'spec-books', id: 2, origin: null },
        private: false,
      }]);
    });

    it('lets the client narrow the topics, never add one', async () => {
      await remove({ table: DELETE_BOOKS, id: 2, topics: ['ux-datatables/datatables/spec-books', 'https://evil/topic'] }).expect(200);
      expect(published[0].topics).to.deep.equal(['ux-datatables/datatables/spec-books/2', 'ux-datatables/datatables/spec-books']);
      await remove({ table: DELETE_BOOKS, id: 5, topics: ['https://evil/topic'] }).expect(200);
      expect(published).to.have.length(1);
    });

    it('publishes the digest of the X-UX-DataTables-Origin header, so its own tab can skip the echo', async () => {
      await remove({ table: DELETE_BOOKS, id: 2 }).set('X-UX-DataTables-Origin', 'tab_1-a').expect(200);
      expect(published[0].data.origin).to.equal(originDigest('tab_1-a'));
    });

    it('never publishes the header itself: an origin read off the stream and sent back publishes another digest', async () => {
      await remove({ table: DELETE_BOOKS, id: 2 }).set('X-UX-DataTables-Origin', 'victim-tab').expect(200);
      const seen = published[0].data.origin as string;
      expect(seen).to.not.include('victim-tab');
      await remove({ table: DELETE_BOOKS, id: 5 }).set('X-UX-DataTables-Origin', seen).expect(200);
      expect(published[1].data.origin).to.not.equal(seen);
    });

    it('answers 400 for a malformed origin header, deleting nothing', async () => {
      await remove({ table: DELETE_BOOKS, id: 2 }).set('X-UX-DataTables-Origin', 'a b<').expect(400);
      expect(await storedBook(orm, 2)).to.not.equal(null);
      expect(published).to.deep.equal([]);
    });

    it('answers 400 for topics that are not strings, deleting nothing', async () => {
      await remove({ table: DELETE_BOOKS, id: 2, topics: [{ a: 1 }] }).expect(400);
      expect(await storedBook(orm, 2)).to.not.equal(null);
    });

    it('still succeeds when publishing fails, and logs it', async () => {
      ({ app, logger } = createSpecApp({ orm, publisher: { publish: async () => Promise.reject(new Error('hub down')) } }));
      session = await openPage(app);
      await remove({ table: DELETE_BOOKS, id: 2 }).expect(200);
      expect(await storedBook(orm, 2)).to.equal(null);
      await new Promise((resolve) => setImmediate(resolve));
      expect(logger.errors).to.have.length(1);
      expect(String(logger.errors[0][0])).to.match(/publishing the delete/);
    });

    it('answers 404 row_not_found for an unknown identifier', async () => {
      const res = await remove({ table: DELETE_BOOKS, id: 999 }).expect(404);
      expect(res.body.error).to.include({ status: 404, code: 'row_not_found' });
    });

    it('answers 404 for an identifier that cannot be an integer key, without a database error', async () => {
      const res = await remove({ table: DELETE_BOOKS, id: 'abc' }).expect(404);
      expect(res.body.error.code).to.equal('row_not_found');
      expect(logger.errors).to.deep.equal([]);
    });

    it('answers 400 without an identifier, or with one that is not a string or number', async () => {
      await remove({ table: DELETE_BOOKS }).expect(400);
      await remove({ table: DELETE_BOOKS, id: { $gt: 0 } }).expect(400);
      await remove({ table: DELETE_BOOKS, id: [1, 2] }).expect(400);
      expect(await storedBook(orm, 1)).to.not.equal(null);
    });
  });

  describe('displayIf', () => {
    it('refuses a row whose mapped row hides the action (403 action_not_available), deleting nothing', async () => {
      const res = await remove({ table: DELETE_BOOKS, id: 1 }).expect(403);
      expect(res.body.error.code).to.equal('action_not_available');
      expect(await storedBook(orm, 1)).to.not.equal(null);
    });
  });

  describe('tokens', () => {
    it('refuses a read token (403 invalid_token)', async () => {
      const res = await remove({ table: session.view.tokens.read, id: 2 }).expect(403);
      expect(res.body.error.code).to.equal('invalid_token');
      expect(await storedBook(orm, 2)).to.not.equal(null);
    });

    it('refuses an edit token (403 invalid_token)', async () => {
      await remove({ table: tokens.sign('spec-books', 'edit'), id: 2 }).expect(403);
    });

    it('refuses a table without a delete action, even with a signed delete token (403 action_not_declared)', async () => {
      const res = await remove({ table: tokens.sign('spec-notes', 'delete'), id: 1 }).expect(403);
      expect(res.body.error.code).to.equal('action_not_declared');
    });

    it('is not issued for a table without a delete action', async () => {
      const notes = await openPage(app, 'spec-notes');
      expect(notes.view.tokens).to.have.keys('read');
    });
  });

  describe('the entity field', () => {
    it('is honoured when exactly one table binds the entity and declares delete', async () => {
      const res = await remove({ entity: 'Order', id: 1 }).expect(200);
      expect(res.body).to.deep.equal({ success: true, id: 1 });
      expect(await orm.em.fork().findOne(Order, { id: 1 })).to.equal(null);
    });

    it('refuses an entity no table binds (404 unknown_entity)', async () => {
      const res = await remove({ entity: 'Ghost', id: 1 }).expect(404);
      expect(res.body.error.code).to.equal('unknown_entity');
    });

    it('refuses an entity whose table declares no delete (403 action_not_declared)', async () => {
      const res = await remove({ entity: 'Note', id: 1 }).expect(403);
      expect(res.body.error.code).to.equal('action_not_declared');
    });

    it('refuses an entity that several tables delete (403 ambiguous_entity)', async () => {
      ({ app } = createSpecApp({ orm, tables: [SpecBookTable, SpecOtherBookTable] }));
      session = await openPage(app);
      const res = await remove({ entity: 'Book', id: 2 }).expect(403);
      expect(res.body.error.code).to.equal('ambiguous_entity');
      expect(await storedBook(orm, 2)).to.not.equal(null);
    });

    it('must agree with the token (403 entity_mismatch)', async () => {
      const res = await remove({ table: DELETE_BOOKS, entity: 'Order', id: 2 }).expect(403);
      expect(res.body.error.code).to.equal('entity_mismatch');
      await remove({ table: DELETE_BOOKS, entity: 'Book', id: 2 }).expect(200);
    });

    it('must be a string (400)', async () => {
      await remove({ entity: ['Order'], id: 1 }).expect(400);
    });

    it('is required when there is no token (400)', async () => {
      await remove({ id: 1 }).expect(400);
    });
  });

  describe('a table built by hand', () => {
    const DELETE_ORDERS = tokens.sign('spec-orders', 'delete');

    it("deletes the entity of the action's entity class", async () => {
      await remove({ table: DELETE_ORDERS, id: 3 }).expect(200);
      expect(await orm.em.fork().findOne(Order, { id: 3 })).to.equal(null);
    });

    it("enforces displayIf on the table's row", async () => {
      const res = await remove({ table: DELETE_ORDERS, id: 2 }).expect(403);
      expect(res.body.error.code).to.equal('action_not_available');
    });

    it('refuses an entity the table does not show (404)', async () => {
      const em = orm.em.fork();
      em.create(Order, { id: 42, customer: 'Hidden', total: 1 });
      await em.flush();
      await remove({ table: DELETE_ORDERS, id: 42 }).expect(404);
      expect(await orm.em.fork().findOne(Order, { id: 42 })).to.not.equal(null);
    });
  });

  describe('hooks that query the database themselves', () => {
    it('do not wait for a connection the delete holds (one-connection pools, as embedded PostgreSQL)', async function () {
      this.timeout(10_000);
      const rows = async () => (await orm.em.fork().find(Order, {})).map((order) => ({ ...order, state: 'open' }));
      const table = DataTableBuilder.create('spec-db-orders').addColumn(NumberColumn.new('id')).addColumn(TextColumn.new('state'))
        .addColumn(ActionColumn.fromActions('ops', 'Ops', new Actions().add(Action.delete().setEntityClass(Order).displayIf('state', 'open'))))
        .setRows(rows).build();
      const authorize = async () => (await orm.em.fork().count(Order, {})) > 0;
      ({ app } = createSpecApp({ orm, tables: [table], authorize }));
      session = await openPage(app, 'spec-db-orders');
      await remove({ table: tokens.sign('spec-db-orders', 'delete'), id: 1 }).expect(200);
      expect(await orm.em.fork().findOne(Order, { id: 1 })).to.equal(null);
    });
  });

  describe('CSRF', () => {
    it('refuses a request without the X-CSRF-Token header (403 csrf_invalid)', async () => {
      const res = await remove({ table: DELETE_BOOKS, id: 2 }, null).expect(403);
      expect(res.body.error).to.include({ status: 403, code: 'csrf_invalid' });
      expect(await storedBook(orm, 2)).to.not.equal(null);
    });

    it('refuses a wrong token', async () => {
      await remove({ table: DELETE_BOOKS, id: 2 }, `${session.csrf.slice(0, -4)}0000`).expect(403);
      expect(await storedBook(orm, 2)).to.not.equal(null);
    });

    it('refuses the right token without its cookie', async () => {
      await request(app).delete('/datatables/ajax/delete').set('X-CSRF-Token', session.csrf)
        .send({ table: DELETE_BOOKS, id: 2 }).expect(403);
    });

    it('never reads the token from the body or the URL', async () => {
      await session.agent.delete('/datatables/ajax/delete').send({ table: DELETE_BOOKS, id: 2, _csrf: session.csrf, csrf: session.csrf, 'X-CSRF-Token': session.csrf }).expect(403);
      await session.agent.delete(`/datatables/ajax/delete?_csrf=${session.csrf}&csrf=${session.csrf}`).send({ table: DELETE_BOOKS, id: 2 }).expect(403);
      expect(await storedBook(orm, 2)).to.not.equal(null);
    });

    it("accepts the application's own check", async () => {
      const seen: string[] = [];
      ({ app } = createSpecApp({
        orm,
        csrf: { verify: (req) => req.get('X-CSRF-Token') === 'app-token', token: () => { seen.push('token'); return 'app-token'; } },
      }));
      const page = await openPage(app);
      expect(page.csrf).to.equal('app-token');
      await request(app).delete('/datatables/ajax/delete').set('X-CSRF-Token', 'nope').send({ table: DELETE_BOOKS, id: 2 }).expect(403);
      await request(app).delete('/datatables/ajax/delete').set('X-CSRF-Token', 'app-token').send({ table: DELETE_BOOKS, id: 2 }).expect(200);
    });

    it('can be disabled with csrf: false, which logs a warning', async () => {
      let built: RecordingLogger;
      ({ app, logger: built } = createSpecApp({ orm, csrf: false }));
      expect(built.warnings.join('\n')).to.match(/CSRF protection .* is disabled/);
      await request(app).delete('/datatables/ajax/delete').send({ table: DELETE_BOOKS, id: 2 }).expect(200);
    });
  });

  describe('authorization', () => {
    it('asks the hook whether the request may read the table, then with the request, table, action and loaded entity', async () => {
      const asked: AuthorizationContext[] = [];
      ({ app } = createSpecApp({ orm, authorize: (context) => (asked.push(context), true) }));
      session = await openPage(app);
      await remove({ table: DELETE_BOOKS, id: 2 }).expect(200);
      // First whether it may read the table at all (no row yet: a refusal cannot depend on the row), then the delete of this entity.
      expect(asked.map((context) => [context.action, context.entity])).to.deep.equal([['read', undefined], ['delete', asked[1].entity]]);
      expect(asked[1].table.name).to.equal('spec-books');
      expect((asked[1].entity as Book).title).to.equal('50% off_now');
      expect(asked[1].request.method).to.equal('DELETE');
    });

    it('refuses when the hook says no (403 forbidden), deleting nothing', async () => {
      ({ app } = createSpecApp({ orm, authorize: async ({ action }) => action !== 'delete' }));
      session = await openPage(app);
      const res = await remove({ table: DELETE_BOOKS, id: 2 }).expect(403);
      expect(res.body.error).to.include({ code: 'forbidden' });
      expect(await storedBook(orm, 2)).to.not.equal(null);
    });

    it('allows only true: a hook answering something else refuses', async () => {
      ({ app } = createSpecApp({ orm, authorize: (() => 'yes') as never }));
      session = await openPage(app);
      await remove({ table: DELETE_BOOKS, id: 2 }).expect(403);
    });

    it("lets a table's own authorize method replace the hook", async () => {
      ({ app } = createSpecApp({ orm, tables: [GuardedBookTable], authorize: () => true }));
      session = await openPage(app, 'spec-books-guarded');
      const token = tokens.sign('spec-books-guarded', 'delete');
      await remove({ table: token, id: 2 }).expect(403);
      await remove({ table: token, id: 5 }).expect(200);
    });
  });

  describe('bodies', () => {
    it('answers 400 for malformed JSON', async () => {
      const res = await session.agent.delete('/datatables/ajax/delete').set('X-CSRF-Token', session.csrf)
        .type('json').send('{"table": ').expect(400);
      expect(res.body.error.code).to.equal('bad_request');
      expect(leaksNothing(res.body)).to.equal(true);
    });

    it('answers 400 for a JSON list', async () => {
      await session.agent.delete('/datatables/ajax/delete').set('X-CSRF-Token', session.csrf).send([1]).expect(400);
    });

    it('answers 413 for a body over 100 kB', async () => {
      const res = await remove({ table: DELETE_BOOKS, id: 2, padding: 'x'.repeat(101 * 1024) }).expect(413);
      expect(res.body.error).to.include({ status: 413, code: 'payload_too_large' });
      expect(await storedBook(orm, 2)).to.not.equal(null);
    });
  });

  it('never leaks internals in its errors', async () => {
    for (const body of [{ table: DELETE_BOOKS, id: 999 }, { entity: 'Ghost', id: 1 }, { table: 'x.y.z', id: 1 }]) {
      const res = await remove(body);
      expect(res.status).to.be.within(400, 499);
      expect(leaksNothing(res.body)).to.equal(true);
    }
  });
});

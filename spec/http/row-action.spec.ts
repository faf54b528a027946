import { expect } from 'chai';
import type { Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import type { AuthorizationContext, RealtimeUpdate } from '../../lib/index.js';
import type { RowData } from '../../lib/wire/page-view.js';
import type { RowActionRequest } from '../../lib/wire/row-action.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, leaksNothing, openPage, seed, SPEC_SECRET, storedBook, type RecordingLogger, type SpecSession } from '../support/http-app.js';
import { Book, HTTP_ENTITIES, Note } from '../support/http-entities.js';
import { HANDLED, SpecActionBookTable, SpecActionNoteTable } from '../support/row-action-tables.js';

const tokens = new TableTokens(SPEC_SECRET);
const ACTION = tokens.sign('spec-action-books', 'action');

describe('POST /datatables/ajax/action', () => {
  let orm: MikroORM;
  let app: Express;
  let logger: RecordingLogger;
  let session: SpecSession;
  let published: RealtimeUpdate[];

  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened));

  const open = async (options: Parameters<typeof createSpecApp>[0] extends infer O ? Partial<O> : never = {}) => {
    ({ app, logger } = createSpecApp({
      orm, tables: [SpecActionBookTable, SpecActionNoteTable], publisher: { publish: async (update) => void published.push(update) }, ...options,
    }));
    session = await openPage(app, 'spec-action-books');
  };

  beforeEach(async () => {
    published = [];
    HANDLED.length = 0;
    await open();
    await seed(orm);
  });

  /** Runs an action on a book (by default Publish on book 2, version "1") with the session's CSRF header. */
  const run = (body: Partial<Record<keyof RowActionRequest, unknown>> = {}, csrf: string | null = session.csrf) => {
    const req = session.agent.post('/datatables/ajax/action');
    if (csrf !== null) req.set('X-CSRF-Token', csrf);
    return req.send({ table: ACTION, action: 'publish', id: 2, _version: '1', ...body });
  };

  /** The row the data endpoint sends now for a book. */
  const dataRow = async (id: number): Promise<RowData> => {
    const res = await request(app).get('/datatables/ajax/data').query({ table: tokens.sign('spec-action-books', 'read'), start: 0, length: 50 }).expect(200);
    return (res.body.data as RowData[]).find((row) => row.id === id)!;
  };

  describe('the page', () => {
    it('gives the actions by name, their token and URL, and rows carrying each action\'s id and the version', async () => {
      const { view } = session;
      const own = view.table.actions!.items.filter((action) => action.type === 'ACTION');
      expect(own.map((action) => [action.name, action.label, action.displayIf])).to.deep.equal([
        ['publish', 'Publish', { field: 'status', value: 'draft' }], ['feature', 'Feature', undefined],
      ]);
      expect(view.tokens.action).to.equal(ACTION);
      expect(view.urls.action).to.equal('/datatables/ajax/action');
      expect(view.csrf.token).to.not.equal('');
      const row = await dataRow(2);
      expect(row._actions).to.deep.include({ publish: { id: 2 }, feature: { id: 2 }, EDIT: { id: 2 } });
      expect(row._version).to.equal('1');
    });
  });

  describe('runs the handler on the row', () => {
    it('writes what the handler changed under the version seen, answers the row as the data endpoint sends it, and publishes an edit', async () => {
      const res = await run().expect(200).expect('Content-Type', /json/).expect('Cache-Control', 'no-store');
      expect(HANDLED).to.deep.equal(['publish:2']);
      expect(await storedBook(orm, 2)).to.include({ status: 'published', secretNote: 'changed by the handler', version: 2 });
      expect(res.body.row).to.deep.equal(await dataRow(2));
      expect(published).to.have.length(1);
      expect(published[0].data).to.include({ type: 'edit', table: 'spec-action-books', id: 2 });
    });

    it('runs several actions of one table, each by its name', async () => {
      await run({ action: 'feature' }).expect(200);
      expect(await storedBook(orm, 2)).to.include({ featured: true, status: 'draft', version: 2 });
      await run({ action: 'feature', _version: '2' }).expect(200);
      expect(await storedBook(orm, 2)).to.include({ featured: false, version: 3 });
    });

    it('runs on an entity without a version (_version null)', async () => {
      const res = await session.agent.post('/datatables/ajax/action').set('X-CSRF-Token', session.csrf)
        .send({ table: tokens.sign('spec-action-notes', 'action'), action: 'shout', id: 1, _version: null }).expect(200);
      expect(res.body.row).to.include({ body: 'FIRST', _version: null });
      expect((await orm.em.fork().findOne(Note, { id: 1 }))?.body).to.equal('FIRST');
    });

    it('asks the authorization hook read, then action with rowAction and the loaded entity', async () => {
      const asked: string[] = [];
      const authorize = (context: AuthorizationContext) => {
        asked.push(`${context.action}:${context.rowAction ?? '-'}:${(context.entity as { id?: number } | undefined)?.id ?? '-'}`);
        return context.rowAction !== 'publish';
      };
      await open({ authorize });
      asked.length = 0;
      const res = await run().expect(403);
      expect(res.body.error.code).to.equal('forbidden');
      expect(asked).to.deep.equal(['read:-:-', 'action:publish:2']);
      expect(HANDLED).to.deep.equal([]);
      await run({ action: 'feature' }).expect(200);
    });
  });

  describe('refuses', () => {
    it('a row its displayIf hides: 403 action_not_available, the handler never called', async () => {
      const res = await run({ id: 1 }).expect(403);
      expect(res.body.error.code).to.equal('action_not_available');
      expect(res.body.error.message).to.equal('This action is no longer available on this row. Reload the table.');
      const german = await run({ id: 1 }).set('Accept-Language', 'de').expect(403);
      expect(german.body.error.message, 'in the user\'s language: the page view does not carry it').to.contain('nicht mehr verfügbar');
      expect(HANDLED).to.deep.equal([]);
      expect(await storedBook(orm, 1)).to.include({ version: 1 });
    });

    it('an unknown action name, or a built-in\'s: 403 action_not_declared before any database access', async () => {
      for (const action of ['unpublish', 'EDIT', 'edit', 'delete', '__proto__', 'constructor']) {
        const res = await run({ action }).expect(403);
        expect(res.body.error.code, action).to.equal('action_not_declared');
      }
      expect(HANDLED).to.deep.equal([]);
    });

    it('a token of another purpose or table: 403 invalid_token', async () => {
      for (const table of [tokens.sign('spec-action-books', 'edit'), tokens.sign('spec-action-books', 'read'), `${ACTION}x`]) {
        expect((await run({ table }).expect(403)).body.error.code).to.equal('invalid_token');
      }
    });

    it('without the CSRF header: 403, nothing run', async () => {
      await run({}, null).expect(403);
      expect(HANDLED).to.deep.equal([]);
    });

    it('a version the user did not see (older or from the future): 409 with the row as it is now, nothing run', async () => {
      for (const version of ['0', '99']) {
        const res = await run({ _version: version }).expect(409);
        expect(res.body.error.code).to.equal('conflict');
        expect(res.body.row).to.deep.equal(await dataRow(2));
      }
      expect(HANDLED).to.deep.equal([]);
      expect(await storedBook(orm, 2)).to.include({ status: 'draft', version: 1 });
    });

    it('an unknown row: 404 row_not_found', async () => {
      expect((await run({ id: 999 }).expect(404)).body.error.code).to.equal('row_not_found');
    });

    it('bad fields: 400 naming them', async () => {
      const cases: Array<[Partial<Record<keyof RowActionRequest, unknown>>, string]> = [
        [{ id: undefined }, 'id'], [{ id: '' }, 'id'], [{ id: {} }, 'id'], [{ id: [2] }, 'id'], [{ id: Number.NaN }, 'id'],
        [{ _version: undefined }, '_version'], [{ _version: 1 }, '_version'], [{ _version: ['1'] }, '_version'],
      ];
      for (const [body, field] of cases) {
        const res = await run(body).expect(400);
        expect(res.body.error.fields, JSON.stringify(body)).to.have.property(field);
      }
      expect((await run({ action: 7 }).expect(400)).body.error.fields).to.have.property('action');
      expect(HANDLED).to.deep.equal([]);
    });
  });

  describe('the handler\'s refusal and failure', () => {
    it('ActionRefusedError: 422 action_refused, its message translated in the user\'s language, nothing written', async () => {
      await open({ translations: { de: { 'spec.no_pages': '„{title}“ hat keine Seiten' } } });
      await orm.em.fork().nativeUpdate(Book, { id: 2 }, { pages: null });
      const version = String((await storedBook(orm, 2))!.version);
      const res = await run({ _version: version }).set('Accept-Language', 'de').expect(422);
      expect(res.body.error).to.deep.equal({ status: 422, code: 'action_refused', message: '„50% off_now“ hat keine Seiten' });
      expect(await storedBook(orm, 2)).to.include({ status: 'draft', secretNote: null, version: Number(version) });
      expect(published).to.have.length(0);
    });

    it('any other throw: the library\'s 500 without internals, logged once, nothing written', async () => {
      await orm.em.fork().nativeUpdate(Book, { id: 2 }, { title: 'Boom' });
      const version = String((await storedBook(orm, 2))!.version);
      const res = await run({ _version: version }).expect(500);
      expect(res.body.error).to.deep.equal({ status: 500, code: 'internal_error', message: 'Internal error' });
      expect(leaksNothing(res.body)).to.equal(true);
      expect(logger.errors).to.have.length(1);
      expect(await storedBook(orm, 2)).to.include({ status: 'draft', version: Number(version) });
      expect(published).to.have.length(0);
    });
  });
});

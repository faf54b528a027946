import { expect } from 'chai';
import fc from 'fast-check';
import type { Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { MemoryViewStore, SavedViewEntity, type PageView } from '../../lib/index.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { MAX_VIEW_ID, MAX_VIEW_QUERY, type SavedView } from '../../lib/wire/saved-views.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, leaksNothing, SPEC_SECRET, type RecordingLogger } from '../support/http-app.js';
import { HTTP_ENTITIES } from '../support/http-entities.js';
import { GOOD_QUERY, SpecViewedBookTable } from '../support/saved-view-tables.js';

const VIEWS = new TableTokens(SPEC_SECRET).sign('spec-viewed-books', 'views');
const URL = '/datatables/ajax/views';

/** Each bad save (over a good one), the status and code it must get, and the field its message names. */
const BAD_SAVES: Array<[why: string, body: Record<string, unknown>, status: number, code: string, names: string]> = [
  ['an unknown key', { owner: 'bob' }, 400, 'invalid_view', 'owner'],
  ['a prototype key', JSON.parse('{"__proto__": {"x": 1}}') as Record<string, unknown>, 400, 'invalid_view', '__proto__'],
  ['no name', { name: undefined }, 400, 'invalid_view', 'name'],
  ['a name that is a number', { name: 7 }, 400, 'invalid_view', 'name'],
  ['a blank name', { name: '   ' }, 400, 'invalid_view', 'name'],
  ['a name of 81 characters', { name: 'n'.repeat(81) }, 400, 'invalid_view', 'name'],
  ['a name with a control character', { name: 'a\u0007b' }, 400, 'invalid_view', 'name'],
  ['a name with a NUL', { name: 'a\u0000b' }, 400, 'invalid_view', 'name'],
  ['a name with a lone surrogate', { name: 'a\ud800b' }, 400, 'bad_request', 'name'],
  ['no query', { query: undefined }, 400, 'invalid_view', 'query'],
  ['a query that is an object', { query: { q: 'x' } }, 400, 'invalid_view', 'query'],
  ['a query over the bound', { query: `q=${'x'.repeat(MAX_VIEW_QUERY)}` }, 400, 'invalid_view', 'query'],
  ['a query naming a column the table lost', { query: 'order=-gone' }, 400, 'invalid_view', '"gone"'],
  ['a filter of a column the table lost', { query: 'f.writer=Ann' }, 400, 'invalid_view', '"writer"'],
  ['a filter on a column without one', { query: 'f.title=Dune' }, 400, 'invalid_view', '"title" has no filter'],
  ['a grouping not offered', { query: 'group=author' }, 400, 'invalid_view', '"author"'],
  ['a page length not offered', { query: 'len=1000' }, 400, 'invalid_view', '"1000"'],
  ['a parameter that is not a view\'s', { query: 'token=x' }, 400, 'invalid_view', '"token"'],
  ['a width under the bound', { query: 'widths=title:20' }, 400, 'invalid_view', '"title:20"'],
  ['a width of a column the table lost', { query: 'widths=gone:120' }, 400, 'invalid_view', '"gone"'],
  ['a width that is no number', { query: 'widths=title:wide' }, 400, 'invalid_view', '"title:wide"'],
  ['a query with a NUL', { query: 'q=a\u0000b' }, 400, 'bad_request', 'query'],
  ['a query with a lone surrogate', { query: 'q=\udc00' }, 400, 'bad_request', 'query'],
  ['no default', { default: undefined }, 400, 'invalid_view', 'default'],
  ['a default as text', { default: 'true' }, 400, 'invalid_view', 'default'],
  ['an id that is a number', { id: 1 }, 400, 'invalid_view', 'id'],
  ['an empty id', { id: '' }, 400, 'invalid_view', 'id'],
  ['an id over the bound', { id: 'i'.repeat(MAX_VIEW_ID + 1) }, 400, 'invalid_view', 'id'],
  ['an id no view has', { id: '00000000-0000-4000-8000-000000000000' }, 404, 'view_not_found', 'No saved view'],
  ['an id that is no uuid', { id: "x' or '1'='1" }, 404, 'view_not_found', 'No saved view'],
  ['a token of another table', { token: new TableTokens(SPEC_SECRET).sign('spec-books', 'views') }, 404, 'not_found', 'No endpoint'],
  ['a forged token', { token: `${VIEWS}x` }, 403, 'invalid_token', 'token'],
  ['a token as a list', { token: [VIEWS] }, 403, 'invalid_token', 'token'],
];

for (const kind of ['memory', 'database'] as const) {
  describe(`saved views, hostile requests (store ${kind})`, () => {
    let orm: MikroORM;
    let app: Express;
    let logger: RecordingLogger;
    let agent: TestAgent;
    let view: PageView;
    let kept: SavedView;

    useTestOrm([...HTTP_ENTITIES, SavedViewEntity], (opened) => (orm = opened));

    before(async () => {
      ({ app, logger } = createSpecApp({
        orm, tables: [SpecViewedBookTable],
        savedViews: { store: kind === 'memory' ? new MemoryViewStore() : 'database', owner: (req) => req.get('X-User') },
      }));
      await orm.em.fork().nativeDelete(SavedViewEntity, {});
      agent = request.agent(app);
      view = (await agent.get('/view/spec-viewed-books').set('X-User', 'ann').expect(200)).body as PageView;
      kept = (await send('post', { token: VIEWS, name: 'Kept', query: GOOD_QUERY, default: true }).expect(201)).body.view as SavedView;
    });

    const send = (method: 'post' | 'delete', body: unknown) => agent[method](URL).set('X-User', 'ann').set('X-CSRF-Token', view.csrf.token).send(body as object);
    const stored = async () => (await agent.get(URL).query({ token: VIEWS }).set('X-User', 'ann').expect(200)).body.views as SavedView[];

    afterEach(async () => {
      expect(await stored()).to.deep.equal([kept]);
      expect(logger.errors).to.deep.equal([]);
    });

    for (const [why, bad, status, code, names] of BAD_SAVES) {
      it(`answers a save with ${why} ${status} ${code}, storing nothing`, async () => {
        const res = await send('post', { token: VIEWS, name: 'Bad', query: '', default: true, ...bad }).expect(status);
        expect(res.body.error).to.include({ status, code });
        expect(res.body.error.message).to.contain(names);
        expect(leaksNothing(res.body)).to.equal(true);
      });
    }

    it('answers a save of 1 MB 413 before reading it, storing nothing', async () => {
      const res = await send('post', { token: VIEWS, name: 'Huge', query: `q=${'x'.repeat(1024 * 1024)}`, default: false }).expect(413);
      expect(res.body.error.code).to.equal('payload_too_large');
    });

    it('answers bodies that are no object of fields 400', async () => {
      await send('post', [VIEWS]).expect(400);
      await agent.post(URL).set('X-User', 'ann').set('X-CSRF-Token', view.csrf.token).set('Content-Type', 'application/json').send('{"token":').expect(400);
    });

    it('answers bad deletes 4xx, deleting nothing', async () => {
      // Another id: its last digit changed (to 1 if it was 0: a uuid column ignores case, so an id ending in 0 once
      // stayed the kept one), in capitals.
      const another = kept.id.replace(/.$/, (last) => (last === '0' ? '1' : '0')).toUpperCase();
      for (const [body, status] of [
        [{ token: VIEWS }, 400], [{ token: VIEWS, id: 5 }, 400], [{ token: VIEWS, id: kept.id, name: 'x' }, 400],
        [{ token: VIEWS, id: another }, 404], [{ id: kept.id }, 400],
      ] as Array<[object, number]>) {
        const res = await send('delete', body).expect(status);
        expect(res.body.error.status).to.equal(status);
      }
      await agent.delete(URL).set('X-User', 'bob').set('X-CSRF-Token', view.csrf.token).send({ token: VIEWS, id: kept.id }).expect(404);
    });

    it('answers any body of arbitrary fields 4xx, never 500, storing nothing', async function () {
      this.timeout(60_000);
      const value = fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string({ maxLength: 5 }), { maxLength: 2 }));
      const body = fc.record({
        token: fc.oneof(fc.constant(VIEWS), value),
        id: fc.option(fc.oneof(fc.constant(kept.id), value), { nil: undefined }),
        name: value,
        query: fc.oneof(fc.constantFrom('order=', 'f.status=draft,gone', 'len=25&len=25', 'group=', 'cols=%00'), value),
        // Never a boolean: every body generated is one to refuse, whatever the rest holds.
        default: fc.oneof(fc.constant('true'), fc.string({ maxLength: 5 }), fc.integer(), fc.constant(null)),
      }, { requiredKeys: [] });
      await fc.assert(fc.asyncProperty(body, async (fields) => {
        const res = await send('post', fields);
        expect(res.status, JSON.stringify(res.body)).to.be.within(400, 499);
      }), { numRuns: 60 });
    });
  });
}

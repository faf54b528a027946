import { expect } from 'chai';
import type { Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { ConfigurationError, MemoryViewStore, SavedViewEntity, type DataTablesRouterOptions, type PageView, type ViewStore } from '../../lib/index.js';
import { dataTablesRouter } from '../../lib/index.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { MAX_VIEWS_PER_TABLE, type SavedView } from '../../lib/wire/saved-views.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, leaksNothing, SPEC_SECRET, type RecordingLogger } from '../support/http-app.js';
import { HTTP_ENTITIES } from '../support/http-entities.js';
import { SpecBookTable } from '../support/http-tables.js';
import { GOOD_QUERY, SpecViewedBookTable } from '../support/saved-view-tables.js';

const tokens = new TableTokens(SPEC_SECRET);
const VIEWS = tokens.sign('spec-viewed-books', 'views');
const URL = '/datatables/ajax/views';

/** The user a request names, in the spec apps: the `X-User` header. */
const owner = (req: { get(name: string): string | undefined }) => req.get('X-User');

for (const kind of ['memory', 'database'] as const) {
  describe(`saved views on the server (issue 33, store ${kind})`, () => {
    let orm: MikroORM;
    let app: Express;
    let logger: RecordingLogger;
    let store: ViewStore | 'database';

    useTestOrm([...HTTP_ENTITIES, SavedViewEntity], (opened) => (orm = opened));

    const open = (options: Omit<Partial<DataTablesRouterOptions>, 'orm'> = {}) => {
      ({ app, logger } = createSpecApp({ orm, tables: [SpecViewedBookTable, SpecBookTable], savedViews: { store, owner }, ...options }));
    };

    beforeEach(async () => {
      store = kind === 'memory' ? new MemoryViewStore() : 'database';
      await orm.em.fork().nativeDelete(SavedViewEntity, {});
      open();
    });

    /** A browser session of a user: the page view (its tokens, CSRF token) and the agent holding the cookie. */
    const session = async (user: string | null = 'ann', table = 'spec-viewed-books') => {
      const agent = request.agent(app);
      const page = agent.get(`/view/${table}`);
      if (user !== null) page.set('X-User', user);
      const view = (await page.expect(200)).body as PageView;
      const send = (method: 'post' | 'delete', body: object, csrf: string | null = view.csrf.token) => {
        const req = agent[method](URL);
        if (user !== null) req.set('X-User', user);
        if (csrf !== null) req.set('X-CSRF-Token', csrf);
        return req.send({ token: VIEWS, ...body });
      };
      const list = async (): Promise<SavedView[]> => {
        const req = agent.get(URL).query({ token: VIEWS });
        if (user !== null) req.set('X-User', user);
        return (await req.expect(200).expect('Cache-Control', 'no-store')).body.views as SavedView[];
      };
      return { agent: agent as TestAgent, view, save: (body: object, csrf?: string | null) => send('post', body, csrf), remove: (body: object, csrf?: string | null) => send('delete', body, csrf), list };
    };

    describe('the page view', () => {
      it('offers the server store, its URL, its token and a CSRF token to a user the owner hook names', async () => {
        const { view } = await session('ann');
        expect(view.table.savedViews).to.deep.equal({ store: 'server' });
        expect(view.urls.views).to.equal(URL);
        expect(view.tokens.views).to.equal(VIEWS);
        expect(view.csrf.token).to.not.equal('');
      });

      it('keeps the views in the browser for a request naming nobody, with no URL or token', async () => {
        const { view } = await session(null);
        expect(view.table.savedViews).to.deep.equal({ store: 'browser' });
        expect(view.urls.views).to.equal(undefined);
        expect(view.tokens.views).to.equal(undefined);
      });

      it('keeps the views in the browser when the router has no savedViews option', async () => {
        open({ savedViews: undefined });
        const { view } = await session('ann');
        expect(view.table.savedViews).to.deep.equal({ store: 'browser' });
        expect(view.urls.views).to.equal(undefined);
      });

      it('gives a table without savedViews() no menu at all', async () => {
        const { view } = await session('ann', 'spec-books');
        expect(view.table).to.not.have.property('savedViews');
        expect(view.tokens.views).to.equal(undefined);
      });
    });

    describe('GET, POST and DELETE', () => {
      it('creates (201), lists by name, replaces (200) and renames, and deletes', async () => {
        const ann = await session();
        const first = (await ann.save({ name: '  Zeta drafts ', query: GOOD_QUERY, default: false }).expect(201)).body.view as SavedView;
        expect(first).to.include({ name: 'Zeta drafts', query: GOOD_QUERY, default: false });
        expect(first.id).to.match(/^[0-9a-f-]{36}$/);
        const second = (await ann.save({ name: 'Alpha', query: '', default: false }).expect(201)).body.view as SavedView;
        expect((await ann.list()).map((view) => view.name)).to.deep.equal(['Alpha', 'Zeta drafts']);
        const renamed = (await ann.save({ id: first.id, name: 'Beta', query: 'q=neuro', default: false }).expect(200)).body.view as SavedView;
        expect(renamed).to.deep.equal({ id: first.id, name: 'Beta', query: 'q=neuro', default: false });
        expect(await ann.list()).to.deep.equal([second, renamed]);
        expect((await ann.remove({ id: second.id }).expect(200)).body).to.deep.equal({ deleted: second.id });
        expect(await ann.list()).to.deep.equal([renamed]);
        await ann.remove({ id: second.id }).expect(404).expect((res) => expect(res.body.error.code).to.equal('view_not_found'));
      });

      it('keeps the columns in the order shown and their widths (setColumnArrangement), as a link writes them', async () => {
        const ann = await session();
        const query = 'cols=pages%2Ctitle%2Cid%2Cauthor&widths=title%3A240%2Cpages%3A48';
        expect((await ann.save({ name: 'Pages first', query, default: false }).expect(201)).body.view).to.include({ query });
        expect((await ann.list()).map((view) => view.query)).to.deep.equal([query]);
      });

      it('moves the default mark: at most one view of the user is the default', async () => {
        const ann = await session();
        const a = (await ann.save({ name: 'A', query: '', default: true }).expect(201)).body.view as SavedView;
        const b = (await ann.save({ name: 'B', query: 'q=x', default: true }).expect(201)).body.view as SavedView;
        expect((await ann.list()).map((view) => [view.name, view.default])).to.deep.equal([['A', false], ['B', true]]);
        await ann.save({ ...a, default: true }).expect(200);
        expect((await ann.list()).map((view) => [view.name, view.default])).to.deep.equal([['A', true], ['B', false]]);
        await ann.save({ ...b, default: false }).expect(200);
        expect((await ann.list()).filter((view) => view.default).map((view) => view.id)).to.deep.equal([a.id]);
      });

      it('keeps each user\'s views apart: another user\'s id is 404 on POST and DELETE, and left as it was', async () => {
        const ann = await session('ann');
        const bob = await session('bob');
        const view = (await ann.save({ name: 'Mine', query: '', default: false }).expect(201)).body.view as SavedView;
        expect(await bob.list()).to.deep.equal([]);
        await bob.save({ id: view.id, name: 'Stolen', query: '', default: true }).expect(404).expect((res) => expect(res.body.error.code).to.equal('view_not_found'));
        await bob.remove({ id: view.id }).expect(404).expect((res) => expect(res.body.error.code).to.equal('view_not_found'));
        await bob.save({ id: 'not-a-uuid', name: 'X', query: '', default: false }).expect(404);
        expect(await ann.list()).to.deep.equal([view]);
        expect(await bob.list()).to.deep.equal([]);
      });

      it('refuses the view past the cap with 409 too_many_views, and stores nothing more', async function () {
        this.timeout(60_000);
        const ann = await session();
        for (let i = 0; i < MAX_VIEWS_PER_TABLE; i++) await ann.save({ name: `View ${i}`, query: '', default: false }).expect(201);
        for (let i = 0; i < 3; i++) {
          await ann.save({ name: 'One more', query: '', default: false }).expect(409).expect((res) => expect(res.body.error.code).to.equal('too_many_views'));
        }
        expect(await ann.list()).to.have.length(MAX_VIEWS_PER_TABLE);
        // Replacing one is not one more.
        const some = (await ann.list())[0];
        await ann.save({ ...some, name: 'Renamed' }).expect(200);
      });
    });

    describe('refusals', () => {
      it('answers 403 no_view_owner to a request naming nobody, and stores nothing', async () => {
        const ann = await session('ann');
        // Ann's cookie and CSRF token, no user named: only the owner is missing.
        await ann.agent.post(URL).set('X-CSRF-Token', ann.view.csrf.token).send({ token: VIEWS, name: 'X', query: '', default: false })
          .expect(403).expect((res) => expect(res.body.error.code).to.equal('no_view_owner'));
        await request(app).get(URL).query({ token: VIEWS }).expect(403).expect((res) => expect(res.body.error.code).to.equal('no_view_owner'));
        expect(await (await session('ann')).list()).to.deep.equal([]);
      });

      it('answers a table without savedViews() as an endpoint that does not exist', async () => {
        const token = tokens.sign('spec-books', 'views');
        const res = await request(app).get(URL).query({ token }).set('X-User', 'ann').expect(404);
        expect(res.body.error.code).to.equal('not_found');
      });

      it('has no such endpoint without the savedViews option', async () => {
        open({ savedViews: undefined });
        await request(app).get(URL).query({ token: VIEWS }).set('X-User', 'ann').expect(404).expect((res) => expect(res.body.error.code).to.equal('not_found'));
        await request(app).post(URL).set('X-User', 'ann').send({ token: VIEWS }).expect(404);
      });

      it('refuses a token of another purpose (403) and a missing one (400)', async () => {
        const ann = await session();
        const read = tokens.sign('spec-viewed-books', 'read');
        await request(app).get(URL).query({ token: read }).set('X-User', 'ann').expect(403);
        await ann.save({ token: read, name: 'X', query: '', default: false }).expect(403);
        await request(app).get(URL).set('X-User', 'ann').expect(400);
        expect(await ann.list()).to.deep.equal([]);
      });

      it('refuses a save and a delete without the CSRF header (403), storing and deleting nothing', async () => {
        const ann = await session();
        await ann.save({ name: 'X', query: '', default: false }, null).expect(403);
        const kept = (await ann.save({ name: 'Kept', query: '', default: false }).expect(201)).body.view as SavedView;
        await ann.remove({ id: kept.id }, null).expect(403);
        expect(await ann.list()).to.deep.equal([kept]);
      });

      it('asks the authorization hook to read the table: a user who may not read it keeps no views of it', async () => {
        const asked: string[] = [];
        open({ authorize: ({ action, table, request: req }) => (asked.push(`${action}:${table.name}`), req.get('X-User') !== 'eve') });
        const eve = await session('eve');
        await eve.agent.get(URL).query({ token: VIEWS }).set('X-User', 'eve').expect(403).expect((res) => expect(res.body.error.code).to.equal('forbidden'));
        await eve.save({ name: 'X', query: '', default: false }).expect(403);
        expect(asked).to.include('read:spec-viewed-books');
        expect(await (await session('ann')).list()).to.deep.equal([]);
      });

      it('answers an owner hook naming more than 200 characters with a logged 500, storing nothing', async () => {
        const ann = await session('ann');
        const res = await ann.agent.post(URL).set('X-User', 'a'.repeat(201)).set('X-CSRF-Token', ann.view.csrf.token)
          .send({ token: VIEWS, name: 'X', query: '', default: false }).expect(500);
        expect(res.body.error).to.deep.equal({ status: 500, code: 'internal_error', message: 'Internal error' });
        expect(leaksNothing(res.body)).to.equal(true);
        expect(logger.errors).to.have.length(1);
        expect(String(logger.errors[0][1])).to.match(/at most 200/);
        expect(await ann.list()).to.deep.equal([]);
      });
    });
  });
}

describe('the savedViews router option', () => {
  let orm: MikroORM;
  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened));

  const build = (savedViews: unknown) => () => dataTablesRouter({ orm, secret: SPEC_SECRET, tables: [SpecViewedBookTable], savedViews } as DataTablesRouterOptions);

  it('refuses the database store when the ORM lacks SavedViewEntity, saying how to add it', () => {
    expect(build({ store: 'database', owner })).to.throw(ConfigurationError, /add it to your MikroORM "entities".*npx ux-datatables schema/);
  });

  it('refuses an unknown store, an object that is no ViewStore and a missing owner hook', () => {
    expect(build({ store: 'redis', owner })).to.throw(ConfigurationError, /"database" or a ViewStore.*"redis"/);
    expect(build({ store: { list() {} }, owner })).to.throw(ConfigurationError, /ViewStore/);
    expect(build({ store: new MemoryViewStore() })).to.throw(ConfigurationError, /"savedViews.owner"/);
    expect(build('database')).to.throw(ConfigurationError, /must be an object/);
  });

  it('takes an application\'s own ViewStore', () => {
    expect(build({ store: new MemoryViewStore(), owner })).to.not.throw();
  });
});

import { expect } from 'chai';
import { setTimeout as sleep } from 'node:timers/promises';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuthorizationContext, RealtimeUpdate, SharedStateOptions } from '../../lib/index.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { SpecNewBookTable, SpecShelfTable, Shelf } from '../support/create-tables.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, moveBookIdsPast, openPage, seed, SPEC_SECRET, type SpecSession } from '../support/http-app.js';
import { Book, HTTP_ENTITIES } from '../support/http-entities.js';

const CREATE_BOOKS = new TableTokens(SPEC_SECRET).sign('spec-new-books', 'create');

/** An instance: its own router over the spec database, its session, and the changes it published. */
interface Instance {
  session: SpecSession;
  published: RealtimeUpdate[];
}

async function instance(orm: MikroORM, sharedState?: SharedStateOptions, delayMs = 0): Promise<Instance> {
  const published: RealtimeUpdate[] = [];
  // The hook is asked `create` before the row is written: it can make the write last a while.
  const authorize = async ({ action }: AuthorizationContext) => (action === 'create' && (await sleep(delayMs)), true);
  // No rate limit: its PostgreSQL store prepares named statements, which the embedded database's one
  // session would keep past this file's pool (the next file's pool would find the names taken).
  const { app } = createSpecApp({
    orm, tables: [SpecNewBookTable, SpecShelfTable], sharedState, authorize, limits: { mutationsPerMinute: 0 },
    publisher: { publish: async (update) => void published.push(update) },
  });
  return { session: await openPage(app, 'spec-new-books'), published };
}

/** Posts a valid new book titled `title` to `instance`, carrying `_request` when given. */
function create({ session }: Instance, title: string, request?: string) {
  const req = session.agent.post('/datatables/ajax/create-form').set('X-CSRF-Token', session.csrf);
  const fields: Record<string, string | undefined> = { _table: CREATE_BOOKS, _request: request, title, author: 'Lem', status: 'published' };
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) req.field(name, value);
  return req;
}

let made = 0;
const newRequest = () => `create-${process.pid}-${++made}-${Date.now()}`;
const titled = async (orm: MikroORM, title: string) => (await orm.em.fork().find(Book, { title })).map((book) => book.id);

describe('Create once: a create form\'s _request', () => {
  let orm: MikroORM;
  useTestOrm([...HTTP_ENTITIES, Shelf], (opened) => (orm = opened));
  beforeEach(async () => {
    await seed(orm);
    await moveBookIdsPast(orm);
  });

  it('gives each create form a _request of its own', async () => {
    const { session } = await instance(orm);
    const view = () => session.agent.post('/datatables/ajax/create-form/view').set('X-CSRF-Token', session.csrf).send({ table: CREATE_BOOKS }).expect(200);
    const requestOf = (html: string) => /name="_request" value="([A-Za-z0-9_-]{22})"/.exec(html)?.[1];
    const [first, second] = [requestOf((await view()).text), requestOf((await view()).text)];
    expect(first).to.be.a('string');
    expect(second).to.be.a('string').and.not.equal(first);
  });

  it('writes one row for a form sent twice (a second click, a retry), answering both with its id, published once', async () => {
    const only = await instance(orm);
    const request = newRequest();
    const first = await create(only, 'Solaris', request).expect(201);
    const second = await create(only, 'Solaris', request).expect(201);
    expect(second.body).to.deep.equal(first.body);
    expect(await titled(orm, 'Solaris')).to.deep.equal([first.body.id]);
    expect(only.published).to.have.length(1);
  });

  it('writes a row per submit without _request (a client sending none), as before', async () => {
    const only = await instance(orm);
    await create(only, 'Solaris').expect(201);
    await create(only, 'Solaris').expect(201);
    expect(await titled(orm, 'Solaris')).to.have.length(2);
  });

  it('validates a refused form again on its retry (nothing was written, nothing kept), and writes it once corrected', async () => {
    const only = await instance(orm);
    const request = newRequest();
    const refused = await create(only, '', request).expect(422);
    expect(refused.text).to.include(`name="_request" value="${request}"`);
    await create(only, '', request).expect(422);
    const written = await create(only, 'Solaris', request).expect(201);
    expect(await titled(orm, 'Solaris')).to.deep.equal([written.body.id]);
  });

  it('refuses a malformed _request with 400 naming it, writing nothing', async () => {
    const only = await instance(orm);
    for (const request of ['short', 'x'.repeat(101), 'has space in it', 'quote"quote"']) {
      const res = await create(only, 'Solaris', request).expect(400);
      expect(res.body.error.fields).to.have.property('_request');
    }
    expect(await titled(orm, 'Solaris')).to.deep.equal([]);
  });

  it('postgres: the retry on another instance answers the row the first wrote, even while the first still runs', async () => {
    const slow = await instance(orm, { store: 'postgres' }, 300);
    const other = await instance(orm, { store: 'postgres' });
    const request = newRequest();
    const running = create(slow, 'Solaris', request).then((res) => res);
    await sleep(100);
    const retry = await create(other, 'Solaris', request);
    const first = await running;
    expect([first.status, retry.status]).to.deep.equal([201, 201]);
    expect(retry.body).to.deep.equal(first.body);
    expect(await titled(orm, 'Solaris')).to.deep.equal([first.body.id]);
    expect([slow.published.length, other.published.length]).to.deep.equal([1, 0]);
  });

  it('memory: a retry on another instance writes a second row (say so: sharedState is what prevents it)', async () => {
    const [first, second] = [await instance(orm), await instance(orm)];
    const request = newRequest();
    await create(first, 'Solaris', request).expect(201);
    await create(second, 'Solaris', request).expect(201);
    expect(await titled(orm, 'Solaris')).to.have.length(2);
  });
});

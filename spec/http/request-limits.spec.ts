import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { dataTablesRouter, type DataTablesRouterOptions } from '../../lib/index.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, openPage, recordingLogger, seed, SPEC_SECRET, SPEC_TEMPLATES, storedBook } from '../support/http-app.js';
import { HTTP_ENTITIES } from '../support/http-entities.js';
import { SpecBookTable } from '../support/http-tables.js';

const tokens = new TableTokens(SPEC_SECRET);
const READ_BOOKS = tokens.sign('spec-books', 'read');
const DELETE_BOOKS = tokens.sign('spec-books', 'delete');

describe('the router\'s limits option', () => {
  let orm: MikroORM;

  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened));

  beforeEach(() => seed(orm));

  it('bounds the page length: a larger length is clamped, -1 is the bound', async () => {
    const { app } = createSpecApp({ orm, limits: { pageLength: 3 } });
    for (const length of ['50', '-1']) {
      const res = await request(app).get('/datatables/ajax/data').query({ table: READ_BOOKS, length }).expect(200);
      expect(res.body.data).to.have.length(3);
    }
  });

  it('refuses a search longer than searchLength (400 naming it)', async () => {
    const { app } = createSpecApp({ orm, limits: { searchLength: 5 } });
    await request(app).get('/datatables/ajax/data').query({ table: READ_BOOKS, 'search[value]': 'Dune' }).expect(200);
    const res = await request(app).get('/datatables/ajax/data').query({ table: READ_BOOKS, 'search[value]': 'Dune and more' }).expect(400);
    expect(res.body.error.fields).to.have.property('search[value]');
  });

  it('refuses more column searches than searchTerms (400)', async () => {
    const { app } = createSpecApp({ orm, limits: { searchTerms: 1 } });
    const query = { table: READ_BOOKS, 'columns[1][data]': 'title', 'columns[1][search][value]': 'a', 'columns[2][data]': 'author', 'columns[2][search][value]': 'b' };
    const res = await request(app).get('/datatables/ajax/data').query(query).expect(400);
    expect(res.body.error.fields).to.have.property('columns');
  });

  it('answers 429 with Retry-After to a client past mutationsPerMinute, deleting nothing more', async () => {
    const { app } = createSpecApp({ orm, limits: { mutationsPerMinute: 2 } });
    const { agent, csrf } = await openPage(app);
    const remove = (id: number) => agent.delete('/datatables/ajax/delete').set('X-CSRF-Token', csrf).send({ table: DELETE_BOOKS, id });
    await remove(2).expect(200);
    await remove(999).expect(404);
    const res = await remove(5).expect(429);
    expect(res.body.error).to.include({ status: 429, code: 'too_many_requests' });
    // The client's minute began with its first delete, a moment ago: nearly all of it is left.
    expect(Number(res.headers['retry-after'])).to.be.within(55, 60);
    expect(await storedBook(orm, 5)).to.not.equal(null);
  });

  it('counts clients apart (clientKey) and lets reads through', async () => {
    let client = 'a';
    const { app } = createSpecApp({ orm, limits: { mutationsPerMinute: 1 }, clientKey: () => client });
    const { agent, csrf } = await openPage(app);
    const remove = (id: number) => agent.delete('/datatables/ajax/delete').set('X-CSRF-Token', csrf).send({ table: DELETE_BOOKS, id });
    await remove(2).expect(200);
    await remove(5).expect(429);
    client = 'b';
    await remove(5).expect(200);
    await request(app).get('/datatables/ajax/data').query({ table: READ_BOOKS }).expect(200);
  });

  it('refuses limits that are not whole numbers when the router is built', () => {
    const build = (limits: object) => () =>
      dataTablesRouter({ orm, secret: SPEC_SECRET, tables: [SpecBookTable], templateDirectories: [SPEC_TEMPLATES], logger: recordingLogger(), limits } as DataTablesRouterOptions);
    expect(build({ pageLength: 0 })).to.throw(/"limits.pageLength"/);
    expect(build({ mutationsPerMinute: 1.5 })).to.throw(/"limits.mutationsPerMinute"/);
    expect(build({ mutationsPerMinute: 0 })).to.not.throw();
  });

  it('refuses a sharedState store it does not know, or one without its client, when the router is built', () => {
    const build = (sharedState: object) => () =>
      dataTablesRouter({ orm, secret: SPEC_SECRET, tables: [SpecBookTable], templateDirectories: [SPEC_TEMPLATES], logger: recordingLogger(), sharedState } as DataTablesRouterOptions);
    expect(build({ store: 'mongo' })).to.throw(/Unknown "sharedState.store" "mongo"/);
    expect(build({ store: 'redis' })).to.throw(/"client"/);
    expect(build({ store: 'postgres', pool: {} })).to.throw(/"sharedState.pool"/);
    expect(build({ store: 'postgres', tablePrefix: 'limits"; drop table books; --' })).to.throw(/"sharedState.tablePrefix"/);
    expect(build({ store: 'memory' })).to.not.throw();
  });
});

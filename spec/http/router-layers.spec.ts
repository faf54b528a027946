import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import type { DataTablesRouterOptions } from '../../lib/index.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { createTestOrm } from '../support/database.js';
import { createSpecApp, seed, SPEC_SECRET, storedBook } from '../support/http-app.js';
import { HTTP_ENTITIES } from '../support/http-entities.js';

const tokens = new TableTokens(SPEC_SECRET);

/**
 * What runs before a handler is work every request pays: the endpoints come before the page helper
 * (which waits for the optional modules and installs `res.locals` for the application's pages), and a
 * layer with nothing to do is not there at all.
 */
describe('dataTablesRouter: the layers before a handler', () => {
  let orm: MikroORM;

  before(async function () {
    this.timeout(60_000);
    orm = await createTestOrm(HTTP_ENTITIES);
  });

  beforeEach(() => seed(orm));

  after(async () => {
    await orm?.close(true);
  });

  it('answers a delete, which needs neither yup nor ejs, while they are still loading', async () => {
    let release: () => void = () => undefined;
    const loading = new Promise<never>((_, reject) => (release = () => reject(new Error('not installed'))));
    const { app } = createSpecApp({ orm, csrf: false, loadModule: (() => loading) as DataTablesRouterOptions['loadModule'] });
    try {
      const res = await request(app).delete('/datatables/ajax/delete').send({ table: tokens.sign('spec-books', 'delete'), id: 2 }).timeout(5_000);
      expect(res.status).to.equal(200);
      expect(res.body).to.deep.equal({ success: true, id: 2 });
      expect(await storedBook(orm, 2)).to.equal(null);
    } finally {
      release();
    }
    // The application's pages still wait for the modules: the page view never offers an Edit it cannot serve.
    const view = await request(app).get('/view/spec-books').expect(200);
    expect(view.body.tokens).to.have.keys('read', 'delete');
  });

  it('works out no client key for a mutation while the limit is off, and one per mutation while it is on', async () => {
    const asked: string[] = [];
    const clientKey = (req: { path: string }) => (asked.push(req.path), 'client');
    for (const mutationsPerMinute of [0, 10]) {
      const { app } = createSpecApp({ orm, csrf: false, limits: { mutationsPerMinute }, clientKey: clientKey as DataTablesRouterOptions['clientKey'] });
      await request(app).delete('/datatables/ajax/delete').send({ table: tokens.sign('spec-books', 'delete'), id: 999 }).expect(404);
      await request(app).get('/datatables/ajax/data').query({ table: tokens.sign('spec-books', 'read') }).expect(200);
    }
    expect(asked).to.deep.equal(['/ajax/delete']);
  });
});

import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Response } from 'supertest';
import type { AuthorizationContext } from '../../lib/index.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, openPage, seed, SPEC_SECRET, storedBook, type SpecSession } from '../support/http-app.js';
import { HTTP_ENTITIES } from '../support/http-entities.js';

const tokens = new TableTokens(SPEC_SECRET);
const EXISTING = 2;
const MISSING = 999;

/**
 * An outside attack found that a client without the right to read a table could tell which rows exist:
 * 403 for an existing row, 404 for a missing one, on every endpoint that names a row.
 */
describe('a client without the right to read a table learns nothing of its rows', () => {
  let orm: MikroORM;
  let session: SpecSession;
  let asked: AuthorizationContext[];

  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened));

  beforeEach(async () => {
    await seed(orm);
    asked = [];
    // The page was rendered while signed in; the session ended since: reading is refused now.
    let signedIn = true;
    const { app } = createSpecApp({ orm, authorize: (context) => (asked.push(context), signedIn) });
    session = await openPage(app);
    signedIn = false;
  });

  const requests: Record<string, (id: number) => Promise<Response>> = {
    'the edit view': (id) => session.agent.post('/datatables/ajax/edit-form/view').set('X-CSRF-Token', session.csrf)
      .send({ table: tokens.sign('spec-books', 'edit'), id }),
    'the legacy edit form': (id) => session.agent.get('/datatables/ajax/edit-form')
      .query({ table: tokens.sign('spec-books', 'edit'), id }),
    'the delete': (id) => session.agent.delete('/datatables/ajax/delete').set('X-CSRF-Token', session.csrf)
      .send({ table: tokens.sign('spec-books', 'delete'), id }),
    'the edit submit': (id) => session.agent.post('/datatables/ajax/edit-form').set('X-CSRF-Token', session.csrf).type('form')
      .send({ _table: tokens.sign('spec-books', 'edit'), _id: String(id), _version: '1', title: 'Mine', author: 'Me', status: 'draft', pages: '1' }),
  };

  for (const [name, send] of Object.entries(requests)) {
    it(`${name} answers the same 403 for a row that exists and one that does not (it was 403 and 404)`, async () => {
      const existing = await send(EXISTING);
      const missing = await send(MISSING);
      expect(existing.status).to.equal(403);
      expect(missing.status).to.equal(existing.status);
      expect(missing.body).to.deep.equal(existing.body);
      expect(asked.filter((context) => context.entity !== undefined), 'no row was loaded for the hook').to.deep.equal([]);
      expect(await storedBook(orm, EXISTING)).to.include({ title: '50% off_now' });
    });
  }
});

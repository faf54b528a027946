import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { SpecCreateBookTable } from '../support/create-tables.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, openPage, seed, SPEC_SECRET, storedBook, type SpecSession } from '../support/http-app.js';
import { Book, HTTP_ENTITIES } from '../support/http-entities.js';
import { SpecBookTable } from '../support/http-tables.js';

const tokens = new TableTokens(SPEC_SECRET);

/**
 * A JSON body can carry a lone surrogate (`"\ud800"`), which is no Unicode text: PostgreSQL got it as
 * U+FFFD, so a create answered 201 and an edit 200 for a value other than the one sent.
 */
describe('a lone surrogate in a form field', () => {
  let orm: MikroORM;
  let session: SpecSession;

  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened));

  beforeEach(async () => {
    await seed(orm);
    await orm.em.getConnection().execute(`select setval(pg_get_serial_sequence('${orm.config.get('schema')}.book', 'id'), 100)`);
    session = await openPage(createSpecApp({ orm, tables: [SpecBookTable, SpecCreateBookTable] }).app, 'spec-books-create');
  });

  /** The body as JSON text with `field` holding `\ud800`: JSON.stringify would escape it the same way. */
  const post = (path: string, fields: Record<string, string>, field: string) =>
    session.agent.post(path).set('X-CSRF-Token', session.csrf).type('json').send(JSON.stringify({ ...fields, [field]: `a\ud800b` }));

  for (const field of ['title', 'author']) {
    it(`in "${field}" of a create was stored as U+FFFD (201): now 400 naming the field, nothing written`, async () => {
      const res = await post('/datatables/ajax/create-form', { _table: tokens.sign('spec-books-create', 'create'), title: 'T', author: 'A', status: 'draft' }, field);
      expect(res.status).to.equal(400);
      expect(res.body.error.fields).to.have.property(field);
      expect(await orm.em.fork().count(Book, {})).to.equal(7);
    });
  }

  it('in an edit was stored as U+FFFD (200): now 400 naming the field, the row unchanged', async () => {
    const fields = { _table: tokens.sign('spec-books', 'edit'), _id: '2', _version: '1', author: 'Sale', status: 'draft', pages: '10', publishedOn: '' };
    const res = await post('/datatables/ajax/edit-form', fields, 'title');
    expect(res.status).to.equal(400);
    expect(res.body.error.fields).to.have.property('title');
    expect((await storedBook(orm, 2))?.title).to.equal('50% off_now');
  });
});

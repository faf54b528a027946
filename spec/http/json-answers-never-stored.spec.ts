import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { SpecBulkBookTable } from '../support/bulk-tables.js';
import { SpecNewBookTable, SpecShelfTable, Shelf } from '../support/create-tables.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, openPage, seed, SPEC_SECRET, type SpecSession } from '../support/http-app.js';
import { HTTP_ENTITIES } from '../support/http-entities.js';
import { SpecBookTable } from '../support/http-tables.js';

const tokens = new TableTokens(SPEC_SECRET);

// Every JSON answer of the endpoints is a user's data or the outcome of their change: a bulk's 200 once
// left this out (its `edited` holds each row's previous values), where the cell's and the errors' had it.
describe('the endpoints\' JSON answers are never stored by a cache', () => {
  let orm: MikroORM;
  useTestOrm([...HTTP_ENTITIES, Shelf], (opened) => (orm = opened));
  beforeEach(async () => {
    await seed(orm);
    // The seeded books carry their ids: new ones continue after them.
    await orm.em.getConnection().execute(`select setval(pg_get_serial_sequence('${orm.config.get('schema')}.book', 'id'), 100)`);
  });

  const open = async (table: string): Promise<SpecSession> => {
    const { app } = createSpecApp({ orm, tables: [SpecBookTable, SpecBulkBookTable, SpecNewBookTable, SpecShelfTable] });
    return openPage(app, table);
  };

  it('a bulk\'s 200, a delete\'s 200, an edit submit\'s 200 and a create\'s 201', async () => {
    const bulk = await open('spec-bulk-books');
    const answers = [
      await bulk.agent.post('/datatables/ajax/bulk').set('X-CSRF-Token', bulk.csrf)
        .send({ table: tokens.sign('spec-bulk-books', 'bulk'), action: 'publish', requestId: 'never-stored-1', rows: [{ id: 2, version: '1' }] }).expect(200),
    ];
    const books = await open('spec-books');
    answers.push(await books.agent.delete('/datatables/ajax/delete').set('X-CSRF-Token', books.csrf)
      .send({ table: tokens.sign('spec-books', 'delete'), id: 3 }).expect(200));
    const edit = books.agent.post('/datatables/ajax/edit-form').set('X-CSRF-Token', books.csrf);
    const fields = { _table: tokens.sign('spec-books', 'edit'), _id: '2', _version: '2', title: 'Half off', author: 'Sale', status: 'published', featured: '1', pages: '12', publishedOn: '2020-02-03' };
    for (const [name, value] of Object.entries(fields)) edit.field(name, value);
    answers.push(await edit.expect(200));
    const creating = await open('spec-new-books');
    const created = creating.agent.post('/datatables/ajax/create-form').set('X-CSRF-Token', creating.csrf);
    answers.push(await created.field('_table', tokens.sign('spec-new-books', 'create')).field('title', 'Solaris').field('author', 'Lem').field('status', 'published').expect(201));
    expect(answers.map((res) => res.headers['cache-control'])).to.deep.equal(['no-store', 'no-store', 'no-store', 'no-store']);
  });
});

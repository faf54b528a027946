import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { SpecEditShelfTable, Shelf } from '../support/create-tables.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, leaksNothing, openPage, SPEC_SECRET } from '../support/http-app.js';
import { HTTP_ENTITIES } from '../support/http-entities.js';

// Regression: an edit written as one SQL statement that broke a unique index answered 500 (the
// driver's error, sent past the ORM, was not recognised as a constraint violation).
describe('an edit that breaks a unique index', () => {
  let orm: MikroORM;
  useTestOrm([...HTTP_ENTITIES, Shelf], (opened) => (orm = opened));

  it('answers 409 naming the field, writes nothing, never 500', async () => {
    const em = orm.em.fork();
    em.create(Shelf, { id: 1, code: 'A-1', name: 'Fiction' });
    em.create(Shelf, { id: 2, code: 'B-2', name: 'Poetry' });
    await em.flush();
    const { app } = createSpecApp({ orm, tables: [SpecEditShelfTable] });
    const session = await openPage(app, 'spec-shelves-edit');
    const res = await session.agent.post('/datatables/ajax/edit-form').set('X-CSRF-Token', session.csrf)
      .field('_table', new TableTokens(SPEC_SECRET).sign('spec-shelves-edit', 'edit')).field('_id', '2').field('_version', '1')
      .field('code', 'A-1').field('name', 'Poetry');
    expect(res.status).to.equal(409);
    expect(leaksNothing(res.body)).to.equal(true);
    expect(res.text).to.match(/ux-datatables-field-code-errors[^]*Another row already has this value/);
    expect(await orm.em.fork().findOne(Shelf, { id: 2 })).to.include({ code: 'B-2', version: 1 });
  });
});

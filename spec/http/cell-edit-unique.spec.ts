import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import { AbstractDataTable, Action, AsDataTable, NumberColumn, TextColumn, type Actions } from '../../lib/index.js';
import { Shelf } from '../support/create-tables.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, leaksNothing, openPage } from '../support/http-app.js';
import { HTTP_ENTITIES } from '../support/http-entities.js';

/** Shelves whose unique code is edited in place. */
@AsDataTable(Shelf, { name: 'spec-cell-shelves' })
class SpecCellShelfTable extends AbstractDataTable<Shelf> {
  configureColumns() {
    return [NumberColumn.new('id'), TextColumn.new('code').editInPlace(), TextColumn.new('name')];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.edit());
  }
}

describe('a cell edit that breaks a unique index', () => {
  let orm: MikroORM;
  useTestOrm([...HTTP_ENTITIES, Shelf], (opened) => (orm = opened));

  it('answers 409 not_unique naming the column, in the user\'s language, and writes nothing', async () => {
    const em = orm.em.fork();
    em.create(Shelf, { id: 1, code: 'A-1', name: 'Fiction' });
    em.create(Shelf, { id: 2, code: 'B-2', name: 'Poetry' });
    await em.flush();
    const { app } = createSpecApp({ orm, tables: [SpecCellShelfTable] });
    const session = await openPage(app, 'spec-cell-shelves');
    const res = await session.agent.post('/datatables/ajax/cell').set('X-CSRF-Token', session.csrf)
      .send({ table: session.view.tokens.edit, id: 2, version: '1', column: 'code', value: 'A-1' }).expect(409);
    expect(res.body.error).to.include({ status: 409, code: 'not_unique' });
    expect(res.body.error.fields).to.deep.equal({ code: ['Another row already has this value.'] });
    expect(leaksNothing(res.body)).to.equal(true);
    expect(await orm.em.fork().findOne(Shelf, { id: 2 })).to.include({ code: 'B-2', version: 1 });
  });
});

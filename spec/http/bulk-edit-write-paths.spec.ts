import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import { AbstractDataTable, Action, AsDataTable, BulkAction, NumberColumn, TextColumn, type Actions, type BulkActions } from '../../lib/index.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, openPage, SPEC_SECRET } from '../support/http-app.js';
import { Dated, Plain, Stamped } from '../support/write-path-entities.js';

/** A bulk edit of titles over an entity whose write the ORM must see (a Date version, an `onUpdate` value), or need not (Plain). */
function titleTable(entity: typeof Plain | typeof Dated | typeof Stamped, name: string) {
  @AsDataTable(entity, { name })
  class TitleTable extends AbstractDataTable<object> {
    configureColumns() {
      return [NumberColumn.new('id', 'ID'), TextColumn.new('title', 'Title')];
    }

    override configureActions(actions: Actions): Actions {
      return actions.add(Action.edit());
    }

    override configureBulkActions(bulk: BulkActions): BulkActions {
      return bulk.add(BulkAction.edit(['title']));
    }
  }
  return TitleTable;
}

/**
 * The write paths of a bulk edit (docs/bulk-and-undo.md, "Bulk edit"): one statement with nothing read
 * first (Plain, rows sent with their versions), the loaded batch's one statement (rows matched by a
 * search), and the locked transaction where the ORM must see the write (a Date version; an `onUpdate`
 * value), each changing only the rows as shown and answering what Undo needs.
 */
describe('Bulk edit: its write paths', () => {
  const tokens = new TableTokens(SPEC_SECRET);
  let orm: MikroORM;
  useTestOrm([Plain, Dated, Stamped], (opened) => (orm = opened));
  const tables = [titleTable(Plain, 'spec-plain-titles'), titleTable(Dated, 'spec-dated-titles'), titleTable(Stamped, 'spec-stamped-titles')];

  beforeEach(async () => {
    const em = orm.em.fork();
    for (const entity of [Plain, Dated, Stamped]) await em.nativeDelete(entity as typeof Plain, {});
    for (const id of [1, 2, 3]) {
      em.create(Plain, { id, title: `plain ${id}`, version: 1 });
      em.create(Dated, { id, title: `dated ${id}` });
      em.create(Stamped, { id, title: `stamped ${id}`, updatedAt: new Date('2020-01-01T00:00:00Z') });
    }
    await em.flush();
  });

  const send = async (table: string, body: Record<string, unknown>) => {
    const { app } = createSpecApp({ orm, tables });
    const session = await openPage(app, table);
    const data = await session.agent.get('/datatables/ajax/data').query({ table: session.view.tokens.read, draw: 1, start: 0, length: 10 }).expect(200);
    const shown = (data.body.data as Array<{ _select: { id: number; version: string | null } }>).map((row) => row._select);
    const res = await session.agent.post('/datatables/ajax/bulk').set('X-CSRF-Token', session.csrf)
      .send({ table: tokens.sign(table, 'bulk'), action: 'edit', requestId: `write-path-${Math.random().toString(36).slice(2)}`, ...body });
    return { res, shown };
  };
  const titles = async (entity: typeof Plain | typeof Dated | typeof Stamped) => (await orm.em.fork().find(entity as typeof Plain, {}, { orderBy: { id: 'asc' } })).map((row) => (row as { title: string }).title);

  it('a Date version: the locked transaction changes the rows at the version shown, refuses one changed since, and Undo restores', async () => {
    const { shown } = await send('spec-dated-titles', { rows: [], values: { title: 'x' } });
    const em = orm.em.fork();
    const third = (await em.findOne(Dated, { id: 3 }))!;
    third.title = 'changed meanwhile';
    await em.flush();
    const { app } = createSpecApp({ orm, tables });
    const session = await openPage(app, 'spec-dated-titles');
    const answer = await session.agent.post('/datatables/ajax/bulk').set('X-CSRF-Token', session.csrf)
      .send({ table: tokens.sign('spec-dated-titles', 'bulk'), action: 'edit', requestId: 'write-path-dated-1', rows: shown, values: { title: 'Same' } }).expect(200);
    expect(answer.body.done).to.deep.equal([1, 2]);
    expect(answer.body.refused).to.deep.equal([{ id: 3, code: 'conflict' }]);
    expect(await titles(Dated)).to.deep.equal(['Same', 'Same', 'changed meanwhile']);
    const undone = await session.agent.post('/datatables/ajax/bulk').set('X-CSRF-Token', session.csrf)
      .send({ table: tokens.sign('spec-dated-titles', 'bulk'), action: 'edit', requestId: 'write-path-dated-2', restore: answer.body.edited }).expect(200);
    expect(undone.body.done).to.deep.equal([1, 2]);
    expect(await titles(Dated)).to.deep.equal(['dated 1', 'dated 2', 'changed meanwhile']);
  });

  it('an onUpdate value: written through the ORM, so the value moves with the edit', async () => {
    const { res } = await send('spec-stamped-titles', { rows: [{ id: 1, version: null }, { id: 2, version: null }], values: { title: 'Stamped' } });
    expect(res.status, res.text).to.equal(200);
    expect(res.body.done).to.deep.equal([1, 2]);
    const rows = await orm.em.fork().find(Stamped, {}, { orderBy: { id: 'asc' } });
    expect(rows.map((row) => row.title)).to.deep.equal(['Stamped', 'Stamped', 'stamped 3']);
    expect(rows[0].updatedAt.getTime()).to.be.greaterThan(new Date('2020-01-01T00:00:00Z').getTime());
    expect(rows[2].updatedAt.toISOString()).to.equal('2020-01-01T00:00:00.000Z');
  });

  it('an integer version: one statement for the rows sent, the loaded batch for the rows a search matched; both answer Undo\'s values', async () => {
    const sent = await send('spec-plain-titles', { rows: [{ id: 1, version: '1' }, { id: 2, version: '1' }], values: { title: 'One' } });
    expect(sent.res.body).to.deep.equal({ done: [1, 2], refused: [], edited: [{ id: 1, version: '2', values: { title: 'plain 1' } }, { id: 2, version: '2', values: { title: 'plain 2' } }] });
    const matched = await send('spec-plain-titles', { matching: { search: 'plain' }, values: { title: 'Two' } });
    expect(matched.res.body).to.deep.equal({ done: [3], refused: [], edited: [{ id: 3, version: '2', values: { title: 'plain 3' } }] });
    expect(await titles(Plain)).to.deep.equal(['One', 'One', 'Two']);
  });
});

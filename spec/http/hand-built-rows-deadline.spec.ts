import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import {
  Action, ActionColumn, Actions, DataTableBuilder, NumberColumn, TextColumn,
} from '../../lib/index.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, openPage, seed, SPEC_SECRET } from '../support/http-app.js';
import { HTTP_ENTITIES, Order } from '../support/http-entities.js';

/** A hand-built table whose rows() never answers: a stalled service behind it. */
function stalledOrders() {
  return DataTableBuilder.create('stalled-orders')
    .addColumn(NumberColumn.new('id', 'ID'))
    .addColumn(TextColumn.new('customer', 'Customer'))
    .addColumn(ActionColumn.fromActions('manage', 'Manage', new Actions().add(Action.delete().setEntityClass(Order))))
    .setRows(() => new Promise(() => undefined))
    .build();
}

describe("a hand-built table's rows() on a row change", () => {
  let orm: MikroORM;

  useTestOrm(HTTP_ENTITIES, async (opened) => {
    orm = opened;
    await seed(orm);
  });

  it('is read under the database deadline: a delete answers 503 (it waited on rows() with no deadline)', async () => {
    const { app } = createSpecApp({ orm, databaseTimeoutMs: 300, tables: [stalledOrders()] });
    const session = await openPage(app, 'stalled-orders');
    const res = await session.agent.delete('/datatables/ajax/delete')
      .set('X-CSRF-Token', session.csrf)
      .send({ table: new TableTokens(SPEC_SECRET).sign('stalled-orders', 'delete'), id: 1 })
      .timeout(5_000);
    expect(res.status).to.equal(503);
    expect(res.body.error.code).to.equal('database_unavailable');
    expect(await orm.em.fork().count(Order, { id: 1 })).to.equal(1);
  });
});

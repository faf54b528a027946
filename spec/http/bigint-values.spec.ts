import { expect } from 'chai';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { AbstractDataTable, AsDataTable, NumberColumn, TextColumn } from '../../lib/index.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, openPage } from '../support/http-app.js';

/** A counter too large for a JavaScript number: MikroORM gives its `bigint` properties as BigInt. */
const Counter = defineEntity({
  name: 'Counter',
  properties: { id: p.integer().primary(), label: p.string(), hits: p.bigint() },
});
type Counter = InferEntity<typeof Counter>;

@AsDataTable(Counter, { name: 'spec-counters' })
class CounterTable extends AbstractDataTable<Counter> {
  configureColumns() {
    return [NumberColumn.new('id'), TextColumn.new('label'), TextColumn.new('hits')];
  }
}

describe('a row holding a BigInt (a bigint property)', () => {
  let orm: MikroORM;

  useTestOrm([Counter], async (opened) => {
    orm = opened;
    const em = orm.em.fork();
    em.create(Counter, { id: 1, label: 'far', hits: 9007199254740993n });
    await em.flush();
  });

  it('is served by the data endpoint as its exact digits (JSON cannot hold a BigInt: it was a 500)', async () => {
    const { app } = createSpecApp({ orm, tables: [CounterTable], templateDirectories: [] });
    const session = await openPage(app, 'spec-counters');
    const res = await session.agent.get('/datatables/ajax/data').query({ table: session.view.tokens.read, draw: 1, start: 0, length: 10 });
    expect(res.status).to.equal(200);
    expect(res.body.data[0].hits).to.equal('9007199254740993');
  });
});

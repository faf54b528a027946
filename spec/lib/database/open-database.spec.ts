import { expect } from 'chai';
import { defineEntity, p } from '@mikro-orm/core';
import { createTestOrm, testDatabase } from '../../support/database.js';

const Probe = defineEntity({
  name: 'Probe',
  properties: { id: p.integer().primary(), label: p.string().length(20), version: p.integer().version() },
});

describe('openDatabase()', () => {
  it('gives a PostgreSQL that the @mikro-orm/postgresql driver writes to and reads from', async function () {
    this.timeout(60_000);
    const orm = await createTestOrm([Probe]);
    try {
      const em = orm.em.fork();
      em.create(Probe, { label: 'first' });
      await em.flush();
      const rows = await orm.em.fork().find(Probe, {});
      expect(rows.map((row) => row.label)).to.deep.equal(['first']);
      expect(rows[0].version).to.equal(1);
    } finally {
      await orm.close(true);
    }
  });

  it('is embedded exactly when DATABASE_URL is unset', async () => {
    const db = await testDatabase();
    expect(db.embedded).to.equal(!process.env.DATABASE_URL);
    expect(db.poolMax).to.equal(db.embedded ? 1 : 10);
  });
});

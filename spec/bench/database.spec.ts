import { expect } from 'chai';
import pg, { type Pool } from 'pg';
import { openBenchDatabase, type BenchDatabase } from '../../bench/database.js';
import { testDatabase } from '../support/database.js';

/**
 * The bench's rows: the edit and delete runs each use a row once, and with three servers measured a
 * run can use them all up; `refill` puts them back as seeded so that every request still finds a fresh row.
 */
describe('bench: the database of the bench', function () {
  this.timeout(30_000);
  let db: BenchDatabase;
  let client: Pool;
  const rowsOf = async (): Promise<Array<Record<string, unknown>>> =>
    (await client.query(`select id, title, status, version, published_on::text as day from "${db.schema}"."book" order by id`)).rows;

  before(async () => {
    db = await openBenchDatabase(10, { handle: await testDatabase(), schema: `bench_spec_db_${process.pid}` });
  });
  after(() => db?.close());

  it('refill() puts deleted and edited rows back as seeded, an edited row\'s values included, and hands the ids out from the start again', async () => {
    client = new pg.Pool({ connectionString: db.handle.url, max: 1 });
    let seeded: Array<Record<string, unknown>> = [];
    try {
      seeded = await rowsOf();
      expect(seeded.map((row) => row.status).slice(5)).to.deep.equal(['draft', 'draft', 'draft', 'draft', 'draft']);
      const [edited, deleted] = [db.editIds.take(), db.deleteIds.take()];
      expect([edited, deleted, db.editIds.remaining, db.deleteIds.remaining]).to.deep.equal([1, 6, 4, 4]);
      await client.query(`update "${db.schema}"."book" set version = 2, title = 'Edited' where id = $1`, [edited]);
      await client.query(`delete from "${db.schema}"."book" where id = $1`, [deleted]);
    } finally {
      await client.end();
    }
    await db.refill();
    client = new pg.Pool({ connectionString: db.handle.url, max: 1 });
    try {
      const now = await rowsOf();
      expect(now.map((row) => row.version)).to.deep.equal(Array(10).fill(1));
      // Both rows are back exactly as seeded, values and all: the library writes nothing where a save sends
      // the values a row already holds, so an edited row left with the bench's title would be measured on
      // that path (a no-op) and the floor on a real write.
      expect(now).to.deep.equal(seeded);
      expect([db.editIds.take(), db.deleteIds.take()]).to.deep.equal([1, 6]);
    } finally {
      await client.end();
    }
  });
});

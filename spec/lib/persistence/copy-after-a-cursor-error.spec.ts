import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import Cursor from 'pg-cursor';
import { copyRows } from '../../../lib/persistence/copy-out.js';
import { useTestOrm } from '../../support/database.js';
import { HTTP_ENTITIES } from '../../support/http-entities.js';

interface PooledClient {
  query<T>(submittable: T): T;
  release(): void;
}

// A COPY on a pooled connection read the last replies of the statement before it: a pg-cursor that failed
// and was closed (as kysely closes it) sends a second Sync, whose CloseComplete and ReadyForQuery come after
// the connection went back to the pool. pg-copy-streams, reading the socket itself, took them for the end
// of its COPY and handed the COPY's rows to pg: "activeQuery.handleCopyData is not a function", thrown from
// a socket event, an uncaught exception (the export's differential campaign found it on PostgreSQL).
describe('a COPY after a cursor that failed on a pooled connection', () => {
  let orm: MikroORM;
  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened));

  it('reads its own rows, and the process throws nothing', async function () {
    this.timeout(30_000);
    const pool = await (orm.em.getConnection('read') as unknown as { getNativeClient(): Promise<{ connect(): Promise<PooledClient> }> }).getNativeClient();
    const uncaught: unknown[] = [];
    const record = (error: unknown) => void uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      for (let round = 0; round < 20; round++) {
        const client = await pool.connect();
        const cursor = client.query(new Cursor('select * from no_such_table'));
        await cursor.read(1).then(() => expect.fail('the cursor read a table that does not exist'), () => undefined);
        await cursor.close();
        client.release();
        const copied = await copyRows(orm.em.fork(), `select n, 'row ' || n from generate_series(1, 3) as n`);
        let text = '';
        for await (const chunk of copied.csv) text += String(chunk);
        expect(text).to.equal('1,row 1\n2,row 2\n3,row 3\n');
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      process.off('uncaughtException', record);
    }
    expect(uncaught).to.deep.equal([]);
  });
});

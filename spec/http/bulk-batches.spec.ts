import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import { BULK_BATCH } from '../../lib/mutation/bulk-change.js';
import { SpecBulkBookTable } from '../support/bulk-tables.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, openPage } from '../support/http-app.js';
import { Book, HTTP_ENTITIES } from '../support/http-entities.js';

// 10,000 matching rows in one bulk: deleted in batches of BULK_BATCH, each one statement, so no
// statement holds the locks of more than a batch (nor of the whole table).
describe('a bulk delete of 10,000 matching rows', () => {
  let orm: MikroORM;
  const statements: string[] = [];
  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened), {
    debug: ['query'],
    logger: (message: string) => void statements.push(message),
  });

  it('deletes them all, in batches of one statement each, with limits.bulkRows 10,000', async function () {
    this.timeout(120_000);
    const schema = orm.config.get('schema');
    await orm.em.getConnection().execute(
      `insert into "${schema}"."book" ("id", "title", "author", "status", "featured", "version")
       select n, 'Draft ' || n, 'Bulk', 'draft', false, 1 from generate_series(1, 10000) as n`,
    );
    const { app } = createSpecApp({ orm, tables: [SpecBulkBookTable], limits: { bulkRows: 10_000, mutationsPerMinute: 0 } });
    const session = await openPage(app, 'spec-bulk-books');
    statements.length = 0;
    const res = await session.agent.post('/datatables/ajax/bulk').set('X-CSRF-Token', session.csrf)
      .send({ table: session.view.tokens.bulk, action: 'delete', requestId: 'ten-thousand', matching: { search: 'Draft' } }).expect(200);
    expect(res.body.done).to.have.length(10_000);
    expect(res.body.refused).to.deep.equal([]);
    expect(await orm.em.fork().count(Book, {})).to.equal(0);
    const deletes = statements.filter((line) => /delete from/i.test(line));
    expect(deletes).to.have.length(10_000 / BULK_BATCH);
    expect(statements.some((line) => /delete from "[^"]*"\."book"\s*$|delete from "book"(?! where)/i.test(line))).to.equal(false);
  });
});

import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import { SpecBulkBookTable } from '../support/bulk-tables.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, openPage } from '../support/http-app.js';
import { Book, HTTP_ENTITIES } from '../support/http-entities.js';

// The one-statement bulk delete holds each row to the version the page showed: rows sharing a version
// are grouped (`key = any(…) and version = v or …`), many distinct versions fall back to (key, version)
// pairs. Either way only the rows still at their version go, in one DELETE.
describe('a bulk delete holding rows of many versions to them', () => {
  let orm: MikroORM;
  const statements: string[] = [];
  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened), {
    debug: ['query'],
    logger: (message: string) => void statements.push(message),
  });

  /** 60 drafts, the row n at version 1 + n % `versions`. */
  async function seed(versions: number): Promise<void> {
    const schema = orm.config.get('schema');
    await orm.em.getConnection().execute(`delete from "${schema}"."book"`);
    await orm.em.getConnection().execute(
      `insert into "${schema}"."book" ("id", "title", "author", "status", "featured", "version")
       select n, 'Draft ' || n, 'Versions', 'draft', false, 1 + n % ${versions} from generate_series(1, 60) as n`,
    );
  }

  let session: Awaited<ReturnType<typeof openPage>>;
  async function bulkDelete(sent: Array<{ id: number; version: string }>, status = 200) {
    const { app } = createSpecApp({ orm, tables: [SpecBulkBookTable], limits: { mutationsPerMinute: 0 } });
    session = await openPage(app, 'spec-bulk-books');
    statements.length = 0;
    const res = await session.agent.post('/datatables/ajax/bulk').set('X-CSRF-Token', session.csrf)
      .send({ table: session.view.tokens.bulk, action: 'delete', requestId: `versions-${sent.length}`, rows: sent }).expect(status);
    return res.body as { done: number[]; refused: Array<{ id: number; code: string }> };
  }

  for (const versions of [3, 40]) {
    it(`deletes only the rows still at the version sent, of ${versions} distinct versions, in one statement`, async () => {
      await seed(versions);
      const stale = new Set([7, 21, 44]);
      const sent = Array.from({ length: 60 }, (_, i) => i + 1)
        .map((id) => ({ id, version: String(stale.has(id) ? 1 + ((id % versions) + 1) % versions : 1 + (id % versions)) }));
      const answer = await bulkDelete(sent);
      expect(answer.done).to.have.members(sent.map((row) => row.id).filter((id) => !stale.has(id)));
      expect(answer.refused).to.have.deep.members([...stale].map((id) => ({ id, code: 'conflict' })));
      const left = await orm.em.fork().find(Book, {}, { orderBy: { id: 'asc' } });
      expect(left.map((book) => [book.id, book.version])).to.deep.equal([...stale].map((id) => [id, 1 + (id % versions)]));
      const deletes = statements.filter((line) => /delete from/i.test(line));
      expect(deletes).to.have.length(1);
      // grouped by version while they are few (each group found by the key's index), pairs past that
      expect(/unnest/.test(deletes[0])).to.equal(versions > 16);
      // and one SELECT of the rows refused, to say why
      expect(statements.filter((line) => !/delete from/i.test(line) && /select \* from/i.test(line))).to.have.length(1);
    });
  }

  // A version the version column cannot hold ("abc", "1.5", past its range, "") went into the statement's
  // text and PostgreSQL refused it: a 500 for the whole bulk (as on the path before the grouping).
  it('refuses a row sent with a version its column cannot hold as changed since shown, deleting the others, never a 5xx', async () => {
    await seed(3);
    const odd = ['abc', '1e999', '99999999999999999999', '2147483648', '1.5', ' 1', '01', '', '-1'];
    const sent = [{ id: 1, version: String(1 + (1 % 3)) }, ...odd.map((version, i) => ({ id: i + 2, version }))];
    const answer = await bulkDelete(sent);
    expect(answer.done).to.deep.equal([1]);
    expect(answer.refused).to.have.deep.members(odd.map((_, i) => ({ id: i + 2, code: 'conflict' })));
    const nul = await session.agent.post('/datatables/ajax/bulk').set('X-CSRF-Token', session.csrf)
      .send({ table: session.view.tokens.bulk, action: 'delete', requestId: 'versions-nul', rows: [{ id: 20, version: '\u0000' }] });
    expect(nul.status).to.be.below(500);
  });
});

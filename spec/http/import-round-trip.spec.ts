import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import { TableTokens } from '../../lib/security/TableTokens.js';
import type { ImportPreviewAnswer, ImportReport } from '../../lib/wire/import.js';
import { SpecRoundTripBookTable } from '../support/create-tables.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, moveBookIdsPast, openPage, seed, SPEC_SECRET } from '../support/http-app.js';
import { Book, HTTP_ENTITIES } from '../support/http-entities.js';

const tokens = new TableTokens(SPEC_SECRET);
const TABLE = 'spec-books-round-trip';

/** The books as stored, less their keys and versions, in title order. */
async function stored(orm: MikroORM) {
  const books = await orm.em.fork().find(Book, {}, { orderBy: { title: 'asc' } });
  return books.map(({ title, author, status, featured, publishedOn, pages }) => ({ title, author, status, featured, publishedOn: publishedOn === null ? null : String(publishedOn), pages }));
}

describe('Import: a file this library exported imports back as the same rows', () => {
  let orm: MikroORM;
  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened));
  beforeEach(async () => {
    await seed(orm);
    await moveBookIdsPast(orm);
  });

  for (const language of ['en', 'de', 'fr']) {
    it(`in ${language}: choices by label, Yes/No, dates and decimals as the table showed them read back`, async () => {
      const { app } = createSpecApp({ orm, tables: [SpecRoundTripBookTable], limits: { mutationsPerMinute: 0 } });
      const session = await openPage(app, TABLE);
      const before = await stored(orm);
      const exported = await session.agent.get(`/datatables/ajax/export?${new URLSearchParams({ table: tokens.sign(TABLE, 'export'), format: 'csv' })}`)
        .set('Accept-Language', language).buffer(true).parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        }).expect(200);
      const file = exported.body as Buffer;
      await orm.em.fork().nativeDelete(Book, {});
      const post = (path: string, query: Record<string, string>) => session.agent.post(`/datatables/ajax/import${path}?${new URLSearchParams({ table: tokens.sign(TABLE, 'import'), format: 'csv', ...query })}`)
        .set('X-CSRF-Token', session.csrf).set('Accept-Language', language).set('Content-Type', 'text/csv').send(file);
      const preview = (await post('/preview', {}).expect(200)).body as ImportPreviewAnswer;
      // The key is not imported (a new row gets its own); every other column matched by its translated label.
      expect(preview.mapping).to.deep.equal([null, 'title', 'author', 'status', 'featured', 'publishedOn', 'pages']);
      const report = (await post('', { mapping: preview.mapping.map((field) => field ?? '').join(',') }).expect(200)).body as ImportReport;
      expect(report, JSON.stringify(report.refusals)).to.include({ refused: 0, created: before.length });
      expect(await stored(orm)).to.deep.equal(before);
    });
  }
});

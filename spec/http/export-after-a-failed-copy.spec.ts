import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { useTestOrm } from '../support/database.js';
import { seedAwkwardBooks } from '../support/export-seed.js';
import { SpecExportBookTable, SpecWrittenExportTable } from '../support/export-tables.js';
import { createSpecApp, SPEC_SECRET } from '../support/http-app.js';
import { HTTP_ENTITIES } from '../support/http-entities.js';

const tokens = new TableTokens(SPEC_SECRET);

// A CSV export whose COPY fails (here: its table gone for a moment), and one the writer makes failing the
// same way, are answered with a JSON error and leave nothing behind: every later export of either kind is
// answered in full, no uncaught exception (the COPY's connection is its own and closed: copy-out).
describe('exports after a COPY that failed', () => {
  let orm: MikroORM;
  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened));

  it('answers the failed one with a JSON error and every later one in full, the process alive', async function () {
    this.timeout(60_000);
    await seedAwkwardBooks(orm, 40);
    const { app, logger } = createSpecApp({ orm, tables: [SpecExportBookTable, SpecWrittenExportTable], limits: { mutationsPerMinute: 0 } });
    const schema = orm.config.get('schema');
    const exported = (table = 'spec-export-books') => request(app).get('/datatables/ajax/export').query({ table: tokens.sign(table, 'export'), format: 'csv', 'visible[0]': 'id' });
    const full = (await exported().expect(200)).text;
    const uncaught: unknown[] = [];
    const record = (error: unknown) => void uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      for (let round = 0; round < 5; round++) {
        await orm.em.getConnection().execute(`alter table "${schema}"."book" rename to "book_away"`);
        const failed = await exported();
        const failedWritten = await exported('spec-export-written');
        await orm.em.getConnection().execute(`alter table "${schema}"."book_away" rename to "book"`);
        expect([failed.status, failedWritten.status]).to.deep.equal([500, 500]);
        expect(failed.body.error.code).to.equal('internal_error');
        for (let again = 0; again < 12; again++) {
          expect((await exported().expect(200)).text).to.equal(full);
          expect((await exported('spec-export-written').expect(200)).text).to.equal(full);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      process.off('uncaughtException', record);
    }
    expect(uncaught).to.deep.equal([]);
    expect(logger.errors.length).to.equal(10);
  });
});

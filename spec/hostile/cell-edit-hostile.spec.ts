import { expect } from 'chai';
import fc from 'fast-check';
import type { Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, openPage, seed, SPEC_SECRET, type RecordingLogger, type SpecSession } from '../support/http-app.js';
import { expectRowChangeAnswer } from '../support/hostile/row-change-answer.js';
import { hostileSettings } from '../support/hostile/hostile-settings.js';
import { fieldValues } from '../support/hostile/hostile-values.js';
import { SpecCellBookTable } from '../support/cell-tables.js';
import { Book, HTTP_ENTITIES } from '../support/http-entities.js';

/**
 * `POST /datatables/ajax/cell` under hostile bodies: whatever is sent, a 200 or a 4xx in the library's
 * error shape (a 409 conflict also carrying the row), never a 500 nor a leak, and nothing written on a refusal.
 */
describe('Hostile: cells edited in place', () => {
  const settings = hostileSettings();
  const tokens = new TableTokens(SPEC_SECRET);
  let orm: MikroORM;
  let app: Express;
  let logger: RecordingLogger;
  let session: SpecSession;
  useTestOrm(HTTP_ENTITIES, async (opened) => {
    orm = opened;
    ({ app, logger } = createSpecApp({ orm, tables: [SpecCellBookTable], limits: { mutationsPerMinute: 0 } }));
  });

  const { anyText, anyJson } = fieldValues(['1', '2', '3', 'true', '2020-02-03', 'published'], 300);
  const body = fc.record({
    table: fc.oneof(fc.constantFrom(...(['edit', 'read', 'delete'] as const)).map((purpose) => tokens.sign('spec-cell-books', purpose)), anyJson),
    id: fc.oneof(fc.constantFrom<unknown>(1, 2, 3, '2', '4', 999, -1), anyJson),
    version: fc.oneof(fc.constantFrom<unknown>('1', '2', null, 1), anyJson),
    column: fc.oneof(fc.constantFrom<unknown>('title', 'status', 'featured', 'pages', 'publishedOn', 'author', 'id', 'secretNote', 'version'), anyJson),
    value: anyJson,
  }, { requiredKeys: [] });

  const snapshot = async () => JSON.stringify(await orm.em.fork().find(Book, {}, { orderBy: { id: 'asc' } }));

  it('answers every body with 200 or a 4xx in the library\'s shape, writing nothing on a refusal', async function () {
    this.timeout(180_000);
    await seed(orm);
    session = await openPage(app, 'spec-cell-books');
    await fc.assert(fc.asyncProperty(fc.oneof(body, anyJson.map((other) => ({ other }))), async (sent) => {
      const before = await snapshot();
      const payload = 'other' in sent ? sent.other : sent;
      const response = await session.agent.post('/datatables/ajax/cell').set('X-CSRF-Token', session.csrf).type('json').send(JSON.stringify(payload));
      if (!expectRowChangeAnswer(response)) return;
      expect(await snapshot(), 'a refusal writes nothing').to.equal(before);
    }), { seed: settings.seed, numRuns: Math.max(60, Math.ceil(settings.runs / 4)) });
    expect(logger.errors).to.deep.equal([]);
  });
});

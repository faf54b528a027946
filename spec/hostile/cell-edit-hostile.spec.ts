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
 * What the campaign (campaign.spec.ts) does not attack of `POST /datatables/ajax/cell`: the cells of a
 * choice, a number (with a maximum) and a date edited in place (the campaign's are a text and a
 * switch, each save held to a model of its row, with every wrong token, column and body). Whatever value
 * is sent, a 200 or a 4xx in the library's error shape (a 409 conflict also carrying the row), never a
 * 500 nor a leak, and nothing written on a refusal.
 */
describe('Hostile: cells of a choice, a number and a date edited in place', () => {
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

  const { anyJson } = fieldValues(['1', '2', '3', '5000', '5001', '-1', '2.5', '2020-02-03', '2020-02-30', 'published', 'draft'], 300);
  const body = fc.record({
    table: fc.constant(tokens.sign('spec-cell-books', 'edit')),
    id: fc.oneof(fc.constantFrom<unknown>(1, 2, 3, '2', '4', 999), anyJson),
    version: fc.oneof({ weight: 4, arbitrary: fc.constant<unknown>('1') }, { weight: 1, arbitrary: anyJson }),
    column: fc.constantFrom('status', 'pages', 'publishedOn'),
    value: anyJson,
  });

  const snapshot = async () => JSON.stringify(await orm.em.fork().find(Book, {}, { orderBy: { id: 'asc' } }));

  it('answers every body with 200 or a 4xx in the library\'s shape, writing nothing on a refusal', async function () {
    this.timeout(180_000);
    await seed(orm);
    session = await openPage(app, 'spec-cell-books');
    await fc.assert(fc.asyncProperty(body, async (payload) => {
      const before = await snapshot();
      const response = await session.agent.post('/datatables/ajax/cell').set('X-CSRF-Token', session.csrf).type('json').send(JSON.stringify(payload));
      if (!expectRowChangeAnswer(response)) return;
      expect(await snapshot(), 'a refusal writes nothing').to.equal(before);
    }), { seed: settings.seed, numRuns: Math.max(60, Math.ceil(settings.runs / 4)) });
    expect(logger.errors).to.deep.equal([]);
  });
});

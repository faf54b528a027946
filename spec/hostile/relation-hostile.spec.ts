import { expect } from 'chai';
import fc from 'fast-check';
import type { Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, leaksNothing, openPage, SPEC_SECRET, type RecordingLogger } from '../support/http-app.js';
import { hostileSettings } from '../support/hostile/hostile-settings.js';
import { hostileText, NUMBER_EDGES, PROTOTYPE_KEYS, SQL_EDGES } from '../support/hostile/hostile-values.js';
import { Novel, RELATION_ENTITIES } from '../support/relation-entities.js';
import { RELATION_TABLES, seedRelations } from '../support/relation-tables.js';

/**
 * The options endpoint and the relation fields under hostile input, beside the main campaign (whose
 * requests are built over the books tables): whatever is sent, the answer is a 2xx or a 4xx in the
 * library's shape, never a 500 nor a leak, and a refused edit writes nothing.
 */
describe('Hostile: relation options and relation fields', () => {
  const settings = hostileSettings();
  let orm: MikroORM;
  let app: Express;
  let logger: RecordingLogger;
  const tokens = new TableTokens(SPEC_SECRET);
  useTestOrm(RELATION_ENTITIES, async (opened) => {
    orm = opened;
    await seedRelations(orm);
    ({ app, logger } = createSpecApp({ orm, tables: RELATION_TABLES, limits: { mutationsPerMinute: 0 } }));
  });

  const anyValue = fc.oneof(
    hostileText().map((text) => text.slice(0, 300)),
    fc.constantFrom(...NUMBER_EDGES.map(String), ...SQL_EDGES, ...PROTOTYPE_KEYS, '', '1', '62', '61'),
  );
  const tokenValue = fc.oneof(
    fc.constantFrom('spec-novels', 'spec-novels-few').chain((table) => fc.constantFrom(...(['options', 'read', 'edit'] as const)).map((purpose) => tokens.sign(table, purpose))),
    anyValue,
  );

  it('answers every options query with JSON: 200, or a 4xx naming what is wrong', async () => {
    const query = fc.record({
      table: fc.option(tokenValue, { nil: undefined }),
      column: fc.option(fc.oneof(fc.constantFrom('writer', 'labels', 'title', 'writer.name', 'id'), anyValue), { nil: undefined }),
      q: fc.option(anyValue, { nil: undefined }),
      page: fc.option(anyValue, { nil: undefined }),
      ids: fc.array(anyValue, { maxLength: 25 }),
    });
    await fc.assert(fc.asyncProperty(query, async (params) => {
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(params)) {
        if (Array.isArray(value)) for (const id of value) search.append(name, id);
        else if (value !== undefined) search.append(name, value);
      }
      const response = await request(app).get(`/datatables/ajax/options?${search.toString()}`);
      expect(response.status, response.text).to.be.oneOf([200, 400, 403, 404]);
      expect(response.headers['content-type']).to.match(/^application\/json/);
      if (response.status !== 200) {
        expect(response.body.error.status).to.equal(response.status);
        expect(leaksNothing(response.body)).to.equal(true);
      }
    }), { seed: settings.seed, numRuns: Math.max(60, Math.ceil(settings.runs / 4)) });
    expect(logger.errors).to.deep.equal([]);
  });

  it('answers every hostile relation value of an edit with 200 or 422, writing only rows the scope allows', async function () {
    // Each run is a write and two reads on the embedded database.
    this.timeout(180_000);
    const session = await openPage(app, 'spec-novels');
    const body = fc.record({
      writer: fc.oneof(anyValue, fc.array(anyValue, { maxLength: 3 }), fc.constantFrom<unknown>(null, 7, { id: 1 }, true)),
      labels: fc.oneof(anyValue, fc.array(anyValue, { maxLength: 120 }), fc.constantFrom<unknown>(null, { 0: '1' }, [['1']])),
    });
    await fc.assert(fc.asyncProperty(body, async (values) => {
      const version = (await orm.em.fork().findOneOrFail(Novel, { id: 1 })).version;
      const response = await session.agent.post('/datatables/ajax/edit-form').set('X-CSRF-Token', session.csrf)
        .send({ _table: session.view.tokens.edit, _id: '1', _version: String(version), title: 'Dune', pages: '412', ...values });
      expect(response.status, response.text.slice(0, 300)).to.be.oneOf([200, 400, 422]);
      const stored = await orm.em.fork().findOneOrFail(Novel, { id: 1 }, { populate: ['writer', 'labels'] });
      expect(stored.writer?.name ?? '').to.not.match(/^Hidden/);
      expect(stored.labels.getItems().every((label) => label.id <= 4)).to.equal(true);
    }), { seed: settings.seed, numRuns: Math.max(30, Math.ceil(settings.runs / 16)) });
    expect(logger.errors).to.deep.equal([]);
  });
});

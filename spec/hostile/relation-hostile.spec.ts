import { expect } from 'chai';
import fc from 'fast-check';
import type { Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, openPage, SPEC_SECRET, type RecordingLogger } from '../support/http-app.js';
import { refusalProblems } from '../support/hostile/hostile-invariants.js';
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

  /** Up to four parameters more, repeated, bracketed or named after the prototype's keys: what a hostile client adds. */
  const extraParams = fc.array(fc.tuple(
    fc.constantFrom('table', 'column', 'q', 'page', 'ids', 'ids[]', 'ids[0]', 'column[a]', 'q[]', 'page[x][y]', '__proto__', 'constructor', 'filters[writer][in][0]'),
    anyValue,
  ), { maxLength: 4 });

  it('answers every options query with JSON: 200, or a 4xx naming what is wrong', async () => {
    const query = fc.record({
      table: fc.option(tokenValue, { nil: undefined }),
      column: fc.option(fc.oneof(fc.constantFrom('writer', 'labels', 'title', 'writer.name', 'id'), anyValue), { nil: undefined }),
      // 10 KB of search: refused for its length, never sent to PostgreSQL.
      q: fc.option(fc.oneof(anyValue, fc.constant('x'.repeat(10_240))), { nil: undefined }),
      page: fc.option(anyValue, { nil: undefined }),
      ids: fc.array(anyValue, { maxLength: 25 }),
      extra: extraParams,
    });
    await fc.assert(fc.asyncProperty(query, async ({ extra, ...params }) => {
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(params)) {
        if (Array.isArray(value)) for (const id of value) search.append(name, id);
        else if (value !== undefined) search.append(name, value);
      }
      for (const [name, value] of extra) search.append(name, value);
      const response = await request(app).get(`/datatables/ajax/options?${search.toString()}`);
      expect(response.status, response.text).to.be.oneOf([200, 400, 403, 404]);
      expect(response.headers['content-type']).to.match(/^application\/json/);
      if (response.status !== 200) {
        // The main campaign's rule for every refusal: its shape, no-store, and nothing leaked outside what it quotes.
        expect(refusalProblems({ status: response.status, headers: response.headers, text: response.text, json: response.body })).to.deep.equal([]);
      } else {
        // Whatever was asked, no row outside the column's scope is offered.
        expect((response.body.options as Array<{ label: string }>).every((option) => !option.label.startsWith('Hidden writer'))).to.equal(true);
      }
    }), { seed: settings.seed, numRuns: Math.max(60, Math.ceil(settings.runs / 4)) });
    expect(logger.errors).to.deep.equal([]);
  });

  it('quotes a column name holding quotes as JSON text in its refusal (a hostile name read as the message\'s own words)', async () => {
    const column = 'x" or select * from writer --';
    const response = await request(app).get(`/datatables/ajax/options?table=${tokens.sign('spec-novels', 'options')}&column=${encodeURIComponent(column)}`);
    expect(response.status).to.equal(400);
    expect(response.body.error.message).to.include(JSON.stringify(column));
    expect(refusalProblems({ status: response.status, headers: response.headers, text: response.text, json: response.body })).to.deep.equal([]);
  });

  /** A relation value as a hostile client sends it: any text, a list, or what JSON can say instead. */
  const writerValue = fc.oneof(anyValue, fc.array(anyValue, { maxLength: 3 }), fc.constantFrom<unknown>(null, 7, 61, { id: 1 }, true));
  const labelsValue = fc.oneof(anyValue, fc.array(anyValue, { maxLength: 120 }), fc.constantFrom<unknown>(null, { 0: '1' }, [['1']], ['1', '4', '4']));

  // Both ways a relation edit is written: a ManyToMany in the form goes through the ORM in a locked
  // transaction; a ManyToOne alone is the loaded row's one statement (lib/persistence/orm-bypass.ts).
  const WRITE_PATHS = [
    { table: 'spec-novels', path: 'through the ORM (a ManyToMany in the form)', body: fc.record({ writer: writerValue, labels: labelsValue }) },
    { table: 'spec-novels-few', path: 'in one statement (a ManyToOne alone)', body: fc.record({ writer: writerValue }) },
  ] as const;

  for (const { table, path, body } of WRITE_PATHS) {
    it(`answers every hostile relation value of an edit written ${path} with 200, 400 or 422, writing only rows the scope allows`, async function () {
      // Each run is a write and two reads on the embedded database.
      this.timeout(180_000);
      await seedRelations(orm);
      const session = await openPage(app, table);
      await fc.assert(fc.asyncProperty(body, async (values) => {
        const version = (await orm.em.fork().findOneOrFail(Novel, { id: 1 })).version;
        const response = await session.agent.post('/datatables/ajax/edit-form').set('X-CSRF-Token', session.csrf)
          .send({ _table: session.view.tokens.edit, _id: '1', _version: String(version), title: 'Dune', pages: '412', ...values });
        expect(response.status, response.text.slice(0, 300)).to.be.oneOf([200, 400, 422]);
        const stored = await orm.em.fork().findOneOrFail(Novel, { id: 1 }, { populate: ['writer', 'labels'] });
        if (table === 'spec-novels') expect(stored.writer?.name ?? '').to.not.match(/^Hidden/);
        // The few writers' scope is country 1; writer 1 (stored at the start) is one of them.
        else expect(stored.writer?.id).to.be.oneOf([1, 2, 3, 61]);
        expect(stored.labels.getItems().every((label) => label.id <= 4)).to.equal(true);
        if (response.status !== 200) expect(stored.version, 'a refused edit writes nothing').to.equal(version);
      }), { seed: settings.seed, numRuns: Math.max(30, Math.ceil(settings.runs / 16)) });
      expect(logger.errors).to.deep.equal([]);
    });
  }

  it('answers every hostile relation value of a create with 201, 400 or 422, creating only rows the scope allows', async function () {
    this.timeout(180_000);
    await seedRelations(orm);
    // The seeded novels carry their ids: new ones start past them.
    await orm.em.getConnection().execute(`select setval(pg_get_serial_sequence('${orm.config.get('schema')}.novel', 'id'), 100)`);
    const session = await openPage(app, 'spec-novels');
    await fc.assert(fc.asyncProperty(fc.record({ writer: writerValue, labels: labelsValue }), async (values) => {
      const before = await orm.em.fork().count(Novel, {});
      const response = await session.agent.post('/datatables/ajax/create-form').set('X-CSRF-Token', session.csrf)
        .send({ _table: session.view.tokens.create, title: 'Hostile', pages: '1', ...values });
      expect(response.status, response.text.slice(0, 300)).to.be.oneOf([201, 400, 422]);
      const created = await orm.em.fork().find(Novel, { id: { $gt: 2 } }, { populate: ['writer', 'labels'] });
      expect(created.length, 'one row per 201, none otherwise').to.equal(response.status === 201 ? 1 : 0);
      expect(await orm.em.fork().count(Novel, {})).to.equal(before + created.length);
      for (const novel of created) {
        expect(novel.writer?.name ?? '').to.not.match(/^Hidden/);
        expect(novel.labels.getItems().every((label) => label.id <= 4)).to.equal(true);
      }
      if (created.length > 0) {
        const schema = orm.config.get('schema');
        await orm.em.getConnection().execute(`delete from "${schema}".novel_labels where novel_id > 2; delete from "${schema}".novel where id > 2`);
      }
    }), { seed: settings.seed, numRuns: Math.max(30, Math.ceil(settings.runs / 16)) });
    expect(logger.errors).to.deep.equal([]);
  });
});

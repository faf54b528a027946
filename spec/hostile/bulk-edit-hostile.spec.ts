import { expect } from 'chai';
import fc from 'fast-check';
import type { Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, openPage, seed, SPEC_SECRET, type RecordingLogger, type SpecSession } from '../support/http-app.js';
import { refusalProblems } from '../support/hostile/hostile-invariants.js';
import { hostileSettings } from '../support/hostile/hostile-settings.js';
import { fieldValues } from '../support/hostile/hostile-values.js';
import { SpecRuledBulkEditBookTable } from '../support/bulk-edit-tables.js';
import { Book, HTTP_ENTITIES } from '../support/http-entities.js';

type StoredRow = Record<string, unknown> & { id: number; version: number };

/**
 * What the campaign (campaign.spec.ts) does not attack of a bulk edit (`POST /datatables/ajax/bulk`,
 * action `edit`) and its Undo: a table with field rules, whose every row's whole form is checked on it
 * (rows refused `invalid_value` on their own), and a number field; with `limits.bulkRows` of 5. (The
 * campaign's bulk edit, of a text, a choice and a checkbox without rules, is held to a model of each row
 * on both write paths.) Whatever is sent, a 200 or a 4xx in the library's error shape, never a 500 nor a
 * leak: a refusal writes nothing; a 200 changes only the rows it names as edited, each by one version
 * and only in the fields the request sets, and every other row stays as it was.
 */
describe('Hostile: bulk edit under field rules', () => {
  const settings = hostileSettings();
  const tokens = new TableTokens(SPEC_SECRET);
  const FIELDS = ['featured', 'pages'];
  let orm: MikroORM;
  let app: Express;
  let logger: RecordingLogger;
  let session: SpecSession;
  let requests = 0;
  useTestOrm(HTTP_ENTITIES, async (opened) => {
    orm = opened;
    ({ app, logger } = createSpecApp({ orm, tables: [SpecRuledBulkEditBookTable], limits: { mutationsPerMinute: 0, bulkRows: 5 } }));
  });

  const { anyText, anyJson } = fieldValues(['1', '7', '501', 'true', 'false', 'draft', 'published'], 200);
  // Mostly the bulk edit's own fields with plausible or hostile values; sometimes a field it does not set, or not an object.
  const plausible = fc.oneof(fc.constantFrom<unknown>('draft', 'published', 'true', 'false', true, false, '7', '501', '', null), anyText);
  const values = fc.oneof(
    { weight: 6, arbitrary: fc.dictionary(fc.constantFrom('status', 'featured', 'pages'), plausible, { minKeys: 1, maxKeys: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('status', 'pages', 'title', 'id', 'version', '__proto__', 'constructor'), plausible, { maxKeys: 3 }) },
    { weight: 1, arbitrary: anyJson },
  );
  const row = fc.oneof(
    { weight: 6, arbitrary: fc.record({ id: fc.constantFrom<unknown>(1, 2, 3, 5, '6', 7, 99), version: fc.constantFrom<unknown>('1', '1', '2', 1, null) }) },
    { weight: 1, arbitrary: fc.record({ id: fc.oneof(fc.constant<unknown>(-1), anyJson), version: anyJson }, { requiredKeys: [] }) },
  );
  const table = fc.oneof(
    { weight: 9, arbitrary: fc.constant(tokens.sign('spec-bulk-edit-ruled', 'bulk')) },
    { weight: 1, arbitrary: anyJson },
  );
  const action = fc.oneof({ weight: 9, arbitrary: fc.constant<unknown>('edit') }, { weight: 1, arbitrary: anyJson });
  const adapter = fc.oneof(fc.constantFrom<unknown>('dt', 'bs5'), anyJson);
  // Mostly one of the three ways to name rows (the selection, a search, an Undo), sometimes several or none.
  const named = fc.oneof(
    { weight: 4, arbitrary: fc.record({ rows: fc.oneof({ weight: 4, arbitrary: fc.array(row, { maxLength: 7 }) }, { weight: 1, arbitrary: anyJson }), values, adapter }, { requiredKeys: ['rows', 'values'] }) },
    { weight: 2, arbitrary: fc.record({ matching: fc.oneof(fc.record({ search: fc.oneof(fc.constantFrom('draft', 'Dune', ''), anyText) }), anyJson), values }) },
    { weight: 3, arbitrary: fc.record({ restore: fc.oneof({ weight: 4, arbitrary: fc.array(fc.record({ id: fc.constantFrom<unknown>(1, 2, 3, 99), version: fc.constantFrom<unknown>('1', '2', null), values }), { maxLength: 6 }) }, { weight: 1, arbitrary: anyJson }) }) },
    { weight: 1, arbitrary: fc.record({ rows: anyJson, matching: anyJson, values: anyJson, restore: anyJson }, { requiredKeys: [] }) },
  );
  const body = fc.tuple(table, action, named).map(([sentTable, sentAction, rest]) => ({ table: sentTable, action: sentAction, ...rest }));

  const stored = async (): Promise<StoredRow[]> => JSON.parse(JSON.stringify(await orm.em.fork().find(Book, {}, { orderBy: { id: 'asc' } })));

  it('answers every body with 200 or a 4xx, and changes only the rows it says it edited, only in the fields sent', async function () {
    this.timeout(240_000);
    await seed(orm);
    session = await openPage(app, 'spec-bulk-edit-ruled');
    await fc.assert(fc.asyncProperty(body, async (sent) => {
      const before = await stored();
      const payload = { ...sent, requestId: `hostile-bulk-edit-${++requests}` };
      const response = await session.agent.post('/datatables/ajax/bulk').set('X-CSRF-Token', session.csrf).type('json').send(JSON.stringify(payload));
      expect(response.status, response.text.slice(0, 300)).to.be.oneOf([200, 400, 403, 404, 413, 415, 422]);
      expect(response.headers['content-type']).to.match(/^application\/json/);
      const after = await stored();
      if (response.status !== 200) {
        const { form, ...error } = response.body as { form?: unknown };
        if (form !== undefined) expect(form).to.be.a('string');
        expect(refusalProblems({ status: response.status, headers: response.headers, text: JSON.stringify(error), json: error })).to.deep.equal([]);
        expect(after, 'a refusal writes nothing').to.deep.equal(before);
        return;
      }
      const edited = new Set(((response.body.edited ?? []) as Array<{ id: unknown }>).map((entry) => String(entry.id)));
      for (const [index, now] of after.entries()) {
        const was = before[index];
        if (!edited.has(String(now.id))) {
          expect(now, `row ${now.id} not edited`).to.deep.equal(was);
          continue;
        }
        expect(now.version, `row ${now.id} moved by one version`).to.equal(was.version + 1);
        const changed = Object.keys(now).filter((key) => key !== 'version' && JSON.stringify(now[key]) !== JSON.stringify(was[key]));
        expect(changed.every((key) => FIELDS.includes(key)), `row ${now.id} changed ${changed.join(', ')}`).to.equal(true);
        expect(changed.length, `row ${now.id} said edited changed`).to.be.greaterThan(0);
      }
      await seed(orm);
    }), { seed: settings.seed, numRuns: Math.max(60, Math.ceil(settings.runs / 4)) });
    expect(logger.errors).to.deep.equal([]);
  });
});

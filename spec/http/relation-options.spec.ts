import { expect } from 'chai';
import { readRawOptionsQuery } from '../../lib/http/options/options-request.js';
import type { Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { RELATION_OPTIONS_PAGE, RELATION_SEARCH_LENGTH, type RelationOptionsPage } from '../../lib/wire/relation-options.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, leaksNothing, openPage, SPEC_SECRET } from '../support/http-app.js';
import { RELATION_ENTITIES } from '../support/relation-entities.js';
import { RELATION_TABLES, seedRelations } from '../support/relation-tables.js';

const tokens = new TableTokens(SPEC_SECRET);
const OPTIONS = tokens.sign('spec-novels', 'options');

describe('GET /datatables/ajax/options', () => {
  let orm: MikroORM;
  let app: Express;
  let asked: string[];
  useTestOrm(RELATION_ENTITIES, async (opened) => {
    orm = opened;
    await seedRelations(orm);
    asked = [];
    app = createSpecApp({
      orm, tables: RELATION_TABLES,
      authorize: ({ action, table }) => (asked.push(`${action}:${table.name}`), true),
    }).app;
  });

  const options = (query: Record<string, string | string[]>) => request(app).get('/datatables/ajax/options').query(query);

  describe('the page view', () => {
    it('carries the options URL and an options token when the table has a column naming a relation', async () => {
      const { view } = await openPage(app, 'spec-novels');
      expect(view.urls.options).to.equal('/datatables/ajax/options');
      expect(view.tokens.options).to.equal(OPTIONS);
    });
  });

  describe('searching', () => {
    it('answers the first page in label order, the scope applied, with more', async () => {
      const response = await options({ table: OPTIONS, column: 'writer' }).expect(200);
      expect(response.headers['cache-control']).to.equal('no-store');
      const page = response.body as RelationOptionsPage;
      expect(page.more).to.equal(true);
      expect(page.options).to.have.length(RELATION_OPTIONS_PAGE);
      // "100%_off" sorts before "Writer …"; "Hidden writer" is out of scope.
      expect(page.options[0]).to.deep.equal({ id: '62', label: '100%_off' });
      expect(page.options[1]).to.deep.equal({ id: '1', label: 'Writer 01' });
      expect(page.options.map((o) => o.label)).to.not.include('Hidden writer');
    });

    it('pages on: the last page says no more', async () => {
      const page = (await options({ table: OPTIONS, column: 'writer', page: '3' }).expect(200)).body as RelationOptionsPage;
      // 61 rows in scope: pages 0..2 hold 60, page 3 the last one.
      expect(page.options.map((o) => o.label)).to.deep.equal(['Writer 60']);
      expect(page.more).to.equal(false);
    });

    it('matches q anywhere in the label, case-insensitively, wildcards taken literally', async () => {
      const page = (await options({ table: OPTIONS, column: 'writer', q: 'RITER 1' }).expect(200)).body as RelationOptionsPage;
      expect(page.options.map((o) => o.id)).to.deep.equal(['10', '11', '12', '13', '14', '15', '16', '17', '18', '19']);
      const wild = (await options({ table: OPTIONS, column: 'writer', q: '%_' }).expect(200)).body as RelationOptionsPage;
      expect(wild.options).to.deep.equal([{ id: '62', label: '100%_off' }]);
    });

    it('never offers a row the scope hides, even when searched for', async () => {
      const page = (await options({ table: OPTIONS, column: 'writer', q: 'Hidden' }).expect(200)).body as RelationOptionsPage;
      expect(page).to.deep.equal({ options: [], more: false });
    });

    it('serves a ManyToMany column too', async () => {
      const page = (await options({ table: OPTIONS, column: 'labels' }).expect(200)).body as RelationOptionsPage;
      expect(page.options.map((o) => o.label)).to.deep.equal(['Classic', 'Hidden label', 'Noir', 'Short']);
    });

    it('asks the authorization hook for read on the table', async () => {
      asked.length = 0;
      await options({ table: OPTIONS, column: 'labels' }).expect(200);
      expect(asked).to.deep.equal(['read:spec-novels']);
    });
  });

  describe('ids', () => {
    it('labels the rows named, in the order given, leaving out those the scope hides or that do not exist', async () => {
      const page = (await options({ table: OPTIONS, column: 'writer', ids: ['3', '61', '999', '1'] }).expect(200)).body as RelationOptionsPage;
      expect(page).to.deep.equal({ options: [{ id: '3', label: 'Writer 03' }, { id: '1', label: 'Writer 01' }], more: false });
    });

    it('refuses an id that is not of the key\'s type (400 naming ids)', async () => {
      for (const id of ['abc', '1.5', '99999999999', ' 1']) {
        const response = await options({ table: OPTIONS, column: 'writer', ids: ['1', id] }).expect(400);
        expect(response.body.error.fields).to.have.property('ids');
      }
    });

    it(`refuses more than ${RELATION_OPTIONS_PAGE} ids, and 10,000 of them by their number before anything is read`, async () => {
      const ids = Array.from({ length: 10_000 }, (_, i) => String(i + 1));
      const query = (count: number) => `/datatables/ajax/options?table=${encodeURIComponent(OPTIONS)}&column=writer&${ids.slice(0, count).map((id) => `ids=${id}`).join('&')}`;
      const response = await request(app).get(query(21)).expect(400);
      expect(response.body.error.fields).to.have.property('ids');
      // Past the parameters a request may carry: refused as it is read, whatever the ids say.
      expect((await request(app).get(query(500)).expect(400)).body.error.message).to.match(/^Too many parameters/);
      // 10,000 make a URL longer than Node's header limit (16 KB), which Node refuses before the router, with
      // a 431 or, on Node 24, by closing the connection; the router's own reading refuses them the same way.
      expect(() => readRawOptionsQuery(query(10_000))).to.throw(/Too many parameters/);
    });
  });

  describe('refusals', () => {
    it('refuses a token of another purpose (403) without asking the hook', async () => {
      asked.length = 0;
      for (const purpose of ['read', 'edit', 'create'] as const) {
        const response = await options({ table: tokens.sign('spec-novels', purpose), column: 'writer' }).expect(403);
        expect(response.body.error.code).to.equal('invalid_token');
      }
      expect(asked).to.deep.equal([]);
    });

    it('refuses a missing token (400) and a forged one (403)', async () => {
      await options({ column: 'writer' }).expect(400);
      await options({ table: `${OPTIONS}x`, column: 'writer' }).expect(403);
    });

    it('refuses a column that names no relation (400 naming column)', async () => {
      for (const column of ['title', 'writer.name', 'nothing', '', '__proto__']) {
        const response = await options({ table: OPTIONS, column }).expect(400);
        expect(response.body.error.fields).to.have.property('column');
        expect(leaksNothing(response.body)).to.equal(true);
      }
    });

    it(`refuses q past ${RELATION_SEARCH_LENGTH} characters, or holding a NUL (400 naming q)`, async () => {
      await options({ table: OPTIONS, column: 'writer', q: 'a'.repeat(RELATION_SEARCH_LENGTH) }).expect(200);
      for (const q of ['a'.repeat(RELATION_SEARCH_LENGTH + 1), 'a\u0000b']) {
        const response = await options({ table: OPTIONS, column: 'writer', q }).expect(400);
        expect(response.body.error.fields).to.have.property('q');
      }
    });

    it('refuses a page that is not a whole number from 0 to the last (400 naming page)', async () => {
      for (const page of ['-1', '1.5', 'x', '1e3', '1001', '99999999999999999999', '']) {
        const response = await options({ table: OPTIONS, column: 'writer', page }).expect(400);
        expect(response.body.error.fields).to.have.property('page');
      }
    });

    it('refuses a parameter given twice (400)', async () => {
      await request(app).get(`/datatables/ajax/options?table=${encodeURIComponent(OPTIONS)}&column=writer&column=labels`).expect(400);
    });

    it('is forbidden when the hook says no (403)', async () => {
      const denied = createSpecApp({ orm, tables: RELATION_TABLES, authorize: () => false }).app;
      await request(denied).get('/datatables/ajax/options').query({ table: OPTIONS, column: 'writer' }).expect(403);
    });

    it('counts its requests apart from the changes, with a larger quota', async () => {
      const limited = createSpecApp({ orm, tables: RELATION_TABLES, limits: { mutationsPerMinute: 1 } }).app;
      for (let i = 0; i < 4; i++) await request(limited).get('/datatables/ajax/options').query({ table: OPTIONS, column: 'writer' }).expect(200);
      const refused = await request(limited).get('/datatables/ajax/options').query({ table: OPTIONS, column: 'writer' }).expect(429);
      expect(refused.headers['retry-after']).to.match(/^\d+$/);
    });
  });
});

import { expect } from 'chai';
import type { Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { filterParams, type Filters } from '../../lib/wire/filters.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, openPage, SPEC_SECRET } from '../support/http-app.js';
import { Gadget, seedGadgets, SpecBulkGadgetTable, SpecGadgetTable, specHandGadgetTable } from '../support/filter-tables.js';

const tokens = new TableTokens(SPEC_SECRET);

describe('column filters (GET /datatables/ajax/data with filters[...])', () => {
  let orm: MikroORM;
  let app: Express;

  useTestOrm([Gadget], async (opened) => {
    orm = opened;
    await seedGadgets(orm);
    ({ app } = createSpecApp({ orm, tables: [SpecGadgetTable, specHandGadgetTable(), SpecBulkGadgetTable] }));
  });

  const query = (filters: Filters, extra: Record<string, string> = {}) => new URLSearchParams([...Object.entries(extra), ...filterParams(filters)]).toString();

  // Every expectation holds for the entity table (SQL) and for the same rows built by hand (in memory).
  for (const table of ['spec-gadgets', 'spec-hand-gadgets']) {
    describe(`on ${table}`, () => {
      const names = async (filters: Filters, extra: Record<string, string> = {}) => {
        const res = await request(app).get(`/datatables/ajax/data?table=${tokens.sign(table, 'read')}&length=50&${query(filters, extra)}`).expect(200);
        return (res.body.data as Array<{ name: string }>).map((row) => row.name);
      };

      it('keeps the rows of the choices picked (IN)', async () => {
        expect(await names({ kind: { in: ['tool'] } })).to.deep.equal(['Hammer', 'Wrench']);
        expect(await names({ kind: { in: ['toy', 'gizmo'] } })).to.deep.equal(['Yo-yo', 'Widget', 'Kite']);
      });

      it('keeps the rows of a boolean yes or no', async () => {
        expect(await names({ inStock: { is: true } })).to.deep.equal(['Hammer', 'Widget', 'Kite']);
        expect(await names({ inStock: { is: false } })).to.deep.equal(['Yo-yo', 'Wrench']);
      });

      it('keeps the rows of a date range, both days included', async () => {
        expect(await names({ madeOn: { from: '2024-01-10', to: '2024-02-29' } })).to.deep.equal(['Hammer', 'Yo-yo']);
        expect(await names({ madeOn: { from: '2024-02-01' } })).to.deep.equal(['Yo-yo', 'Widget']);
        expect(await names({ madeOn: { to: '2023-12-31' } })).to.deep.equal(['Kite']);
      });

      it('covers the whole day of `to` on a date-time column', async () => {
        expect(await names({ checkedAt: { from: '2024-03-01', to: '2024-03-01' } })).to.deep.equal(['Hammer', 'Yo-yo']);
        expect(await names({ checkedAt: { to: '2024-02-28' } })).to.deep.equal(['Kite']);
      });

      it('keeps the rows of a number range, both bounds included, decimals and all', async () => {
        expect(await names({ price: { from: '12.5', to: '20' } })).to.deep.equal(['Hammer', 'Wrench', 'Kite']);
        expect(await names({ weight: { from: '50.5', to: '800' } })).to.deep.equal(['Hammer', 'Kite']);
        expect(await names({ weight: { from: '-99999999999999999999', to: '+99999999999999999999' } })).to.deep.equal(['Hammer', 'Yo-yo', 'Wrench', 'Kite']);
        expect(await names({ weight: { from: '99999999999999999999' } })).to.deep.equal([]);
      });

      it('matches text as the column is searched (name: prefix, case-insensitively)', async () => {
        expect(await names({ name: { text: 'w' } })).to.deep.equal(['Widget', 'Wrench']);
        expect(await names({ name: { text: 'ench' } })).to.deep.equal([]);
      });

      it('compares a UUID exactly: the whole one matches its row, a part none', async () => {
        expect(await names({ id: { text: '00000000-0000-4000-8000-000000000003' } })).to.deep.equal(['Widget']);
        if (table === 'spec-gadgets') expect(await names({ id: { text: '0000-4000' } })).to.deep.equal([]);
      });

      it('applies every filter, with the search, and counts what they leave', async () => {
        const res = await request(app)
          .get(`/datatables/ajax/data?table=${tokens.sign(table, 'read')}&${query({ kind: { in: ['tool', 'toy'] }, inStock: { is: true } }, { 'search[value]': 'k' })}`)
          .expect(200);
        expect(res.body.data.map((row: { name: string }) => row.name)).to.deep.equal(['Kite']);
        expect(res.body.recordsFiltered).to.equal(1);
        expect(res.body.recordsTotal).to.equal(5);
      });
    });
  }

  describe('the page view', () => {
    it("gives each filterable column its filter: choices labelled, the text's search mode, a date-time's time", async () => {
      const { view } = await openPage(app, 'spec-gadgets');
      const filters = Object.fromEntries(view.table.columns.map((column) => [column.name, column.filter ?? null]));
      expect(filters).to.deep.equal({
        id: { kind: 'text', mode: 'contains' },
        name: { kind: 'text', mode: 'prefix' },
        kind: { kind: 'choice', choices: [{ value: 'tool', label: 'Tool' }, { value: 'toy', label: 'Toy' }, { value: 'gizmo', label: 'Gizmo' }] },
        inStock: { kind: 'boolean' },
        price: { kind: 'number' },
        weight: { kind: 'number' },
        madeOn: { kind: 'date', time: false },
        checkedAt: { kind: 'date', time: true },
      });
    });

    it('gives no filter to a column that did not ask for one (the default)', async () => {
      const { view } = await openPage(app, 'spec-bulk-gadgets');
      expect(view.table.columns.filter((column) => column.filter).map((column) => column.name)).to.deep.equal(['kind', 'inStock']);
      expect(view.table.columns.find((column) => column.name === 'name')).to.not.have.property('filter');
    });
  });

  describe('a bulk on "all matching"', () => {
    it('runs on the rows the filters leave, read by the same rules', async () => {
      const session = await openPage(app, 'spec-bulk-gadgets');
      const res = await session.agent.post('/datatables/ajax/bulk').set('X-CSRF-Token', session.csrf)
        .send({ table: session.view.tokens.bulk, action: 'delete', requestId: 'filters-bulk-1', matching: { search: '', filters: { kind: { in: ['tool'] }, inStock: { is: false } } } })
        .expect(200);
      expect(res.body.done).to.deep.equal(['00000000-0000-4000-8000-000000000004']);
      expect((await orm.em.fork().find(Gadget, {}, { orderBy: { name: 'asc' } })).map((gadget) => gadget.name)).to.deep.equal(['Hammer', 'Kite', 'Widget', 'Yo-yo']);
      await seedGadgets(orm);
    });

    it('refuses a bad filter with 400 before anything is written', async () => {
      const session = await openPage(app, 'spec-bulk-gadgets');
      const res = await session.agent.post('/datatables/ajax/bulk').set('X-CSRF-Token', session.csrf)
        .send({ table: session.view.tokens.bulk, action: 'delete', requestId: 'filters-bulk-2', matching: { search: '', filters: { kind: { in: ['robot'] } } } })
        .expect(400);
      expect(res.body.error.fields).to.have.property('matching.filters[kind][in]');
      expect(await orm.em.fork().count(Gadget, {})).to.equal(5);
    });
  });
});

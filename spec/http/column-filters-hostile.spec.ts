import { expect } from 'chai';
import fc from 'fast-check';
import type { Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, leaksNothing, openPage, SPEC_SECRET } from '../support/http-app.js';
import { Gadget, seedGadgets, SpecBulkGadgetTable, SpecGadgetTable } from '../support/filter-tables.js';

const tokens = new TableTokens(SPEC_SECRET);
const READ = tokens.sign('spec-gadgets', 'read');

/** Each bad filter of a data request (raw query text), and the parameter its 400 must name. */
const BAD_QUERIES: Array<[why: string, query: string, param: string]> = [
  ['an unknown column', 'filters[nope][in][0]=tool', 'filters[nope]'],
  ['a column of the entity the table does not show', 'filters[version][text]=1', 'filters[version]'],
  ['filters as a single value', 'filters=kind', 'filters'],
  ['a filter as a single value', 'filters[kind]=tool', 'filters[kind]'],
  ['the wrong shape for a choice', 'filters[kind][text]=tool', 'filters[kind]'],
  ['the wrong shape for a number', 'filters[price][in][0]=1', 'filters[price]'],
  ['a range and more', 'filters[price][from]=1&filters[price][text]=1', 'filters[price]'],
  ['a bound given as a group', 'filters[price][from][0]=1', 'filters[price][from]'],
  ['a number that is no number', 'filters[price][from]=abc', 'filters[price][from]'],
  ['a number with an exponent', 'filters[weight][to]=1e5', 'filters[weight][to]'],
  ['a number in hexadecimal', 'filters[weight][to]=0x10', 'filters[weight][to]'],
  ['a number of 31 characters', `filters[price][from]=${'9'.repeat(31)}`, 'filters[price][from]'],
  ['a date that is not ISO', 'filters[madeOn][from]=01.02.2024', 'filters[madeOn][from]'],
  ['a day that does not exist', 'filters[madeOn][to]=2023-02-29', 'filters[madeOn][to]'],
  ['the year 0', 'filters[madeOn][from]=0000-01-01', 'filters[madeOn][from]'],
  ['a date with a time', 'filters[checkedAt][from]=2024-01-01T00:00', 'filters[checkedAt][from]'],
  ['a boolean that is neither true nor false', 'filters[inStock][is]=yes', 'filters[inStock][is]'],
  ['a choice not among the choices', 'filters[kind][in][0]=robot', 'filters[kind][in]'],
  ['a choice twice', 'filters[kind][in][0]=toy&filters[kind][in][1]=toy', 'filters[kind][in]'],
  ['more values than choices', 'filters[kind][in][0]=toy&filters[kind][in][1]=tool&filters[kind][in][2]=gizmo&filters[kind][in][3]=toy', 'filters[kind][in]'],
  ['choices not indexed from 0', 'filters[kind][in][1]=toy', 'filters[kind][in]'],
  ['choices by name', 'filters[kind][in][a]=toy', 'filters[kind][in]'],
  ['a text of 201 characters', `filters[name][text]=${'a'.repeat(201)}`, 'filters[name][text]'],
  ['an empty text', 'filters[name][text]=%20', 'filters[name][text]'],
  ['a NUL in a text', 'filters[name][text]=a%00b', 'filters[name][text]'],
  ['a NUL in a choice', 'filters[kind][in][0]=toy%00', 'filters[kind][in][0]'],
  ['a NUL in a date', 'filters[madeOn][from]=2024-01-01%00', 'filters[madeOn][from]'],
];

/** Each bad `matching.filters` of a bulk (JSON), and the parameter its 400 must name. */
const BAD_MATCHING: Array<[why: string, filters: unknown, param: string]> = [
  ['a list', [], 'matching.filters'],
  ['null', null, 'matching.filters'],
  ['a choice as text, not a list', { kind: { in: 'tool' } }, 'matching.filters[kind][in]'],
  ['an empty list of choices', { kind: { in: [] } }, 'matching.filters[kind][in]'],
  ['a choice as a number', { kind: { in: [1] } }, 'matching.filters[kind][in][0]'],
  ['a lone surrogate in a choice', { kind: { in: ['\ud800'] } }, 'matching.filters[kind][in][0]'],
  ['a boolean as a number', { inStock: { is: 1 } }, 'matching.filters[inStock][is]'],
  ['a prototype key', JSON.parse('{"__proto__": {"in": ["tool"]}}'), 'matching.filters[__proto__]'],
  ['a column without a filter', { name: { text: 'x' } }, 'matching.filters[name]'],
];

describe('column filters refuse hostile input with 400 naming the parameter, never 5xx', () => {
  let orm: MikroORM;
  let app: Express;

  useTestOrm([Gadget], async (opened) => {
    orm = opened;
    await seedGadgets(orm);
    ({ app } = createSpecApp({ orm, tables: [SpecGadgetTable, SpecBulkGadgetTable] }));
  });

  describe('GET /datatables/ajax/data', () => {
    for (const [why, query, param] of BAD_QUERIES) {
      it(`refuses ${why}`, async () => {
        const res = await request(app).get(`/datatables/ajax/data?table=${READ}&${query}`);
        expect(res.status, JSON.stringify(res.body)).to.equal(400);
        expect(res.body.error.code).to.equal('bad_request');
        expect(res.body.error.fields ?? {}, res.body.error.message).to.have.property(param);
        expect(leaksNothing(res.body)).to.equal(true);
      });
    }

    it('refuses a column that has no filter', async () => {
      const res = await request(app).get(`/datatables/ajax/data?table=${tokens.sign('spec-bulk-gadgets', 'read')}&filters[name][text]=x`).expect(400);
      expect(res.body.error.fields).to.have.property('filters[name]');
    });

    it('answers any filter parameters it is sent with 200 or 400, never more', async () => {
      const segment = fc.constantFrom('kind', 'inStock', 'price', 'weight', 'madeOn', 'checkedAt', 'name', 'id', 'in', 'is', 'from', 'to', 'text', '0', '1');
      const value = fc.oneof(
        fc.constantFrom('tool', 'toy', 'true', 'false', '2024-01-01', '9999-12-31', '0001-01-01', '-1', '1.5', '.5', '-', '', ' ',
          '99999999999999999999999999999', '-9223372036854775809', '00000000-0000-4000-8000-000000000001', '%', '_', '\\'),
        fc.string({ maxLength: 20 }),
      );
      await fc.assert(fc.asyncProperty(fc.array(fc.tuple(fc.array(segment, { minLength: 1, maxLength: 3 }), value), { maxLength: 4 }), async (pairs) => {
        const query = new URLSearchParams(pairs.map(([path, text]) => [`filters${path.map((key) => `[${key}]`).join('')}`, text]));
        const res = await request(app).get(`/datatables/ajax/data?table=${READ}&${query}`);
        expect([200, 400], `${query} -> ${res.status} ${JSON.stringify(res.body)}`).to.include(res.status);
      }), { numRuns: 150 });
    });
  });

  describe('POST /datatables/ajax/bulk with matching.filters', () => {
    for (const [why, filters, param] of BAD_MATCHING) {
      it(`refuses ${why}, deleting nothing`, async () => {
        const session = await openPage(app, 'spec-bulk-gadgets');
        const res = await session.agent.post('/datatables/ajax/bulk').set('X-CSRF-Token', session.csrf)
          .send({ table: session.view.tokens.bulk, action: 'delete', requestId: `hostile-${Math.random().toString(36).slice(2)}`, matching: { search: '', filters } });
        expect(res.status, JSON.stringify(res.body)).to.equal(400);
        expect(res.body.error.fields ?? {}, res.body.error.message).to.have.property(param);
        expect(await orm.em.fork().count(Gadget, {})).to.equal(5);
      });
    }
  });
});

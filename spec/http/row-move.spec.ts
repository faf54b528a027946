import { expect } from 'chai';
import fc from 'fast-check';
import type { Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import {
  Action, ActionColumn, Actions, ConfigurationError, DataTable, DataTableBuilder, NumberColumn, TextColumn, type AuthorizationContext, type RealtimeUpdate,
} from '../../lib/index.js';
import { TableBinding } from '../../lib/persistence/TableBinding.js';
import { TableModel } from '../../lib/model/TableModel.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import type { RowData } from '../../lib/wire/page-view.js';
import type { RowMoveRequest } from '../../lib/wire/row-order.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, leaksNothing, openPage, SPEC_SECRET, type RecordingLogger, type SpecSession } from '../support/http-app.js';
import { HTTP_ENTITIES } from '../support/http-entities.js';
import { Chapter, chapterOrder, seedChapters, SpecChapterTable, SpecFixedChapterTable } from '../support/row-order-tables.js';

const tokens = new TableTokens(SPEC_SECRET);
const MOVE = tokens.sign('spec-chapters', 'move');
/** The chapters' ids in place order after the spec's moves, and 1..n as their places. */
const places = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('POST /datatables/ajax/move', () => {
  let orm: MikroORM;
  let app: Express;
  let logger: RecordingLogger;
  let session: SpecSession;
  let published: RealtimeUpdate[];
  let asked: AuthorizationContext[];

  useTestOrm([...HTTP_ENTITIES, Chapter], (opened) => (orm = opened));

  const open = async (options: Partial<Parameters<typeof createSpecApp>[0]> = {}) => {
    ({ app, logger } = createSpecApp({
      orm, tables: [SpecChapterTable, SpecFixedChapterTable], publisher: { publish: async (update) => void published.push(update) },
      authorize: (context: AuthorizationContext) => asked.push(context) > 0, ...options,
    }));
    session = await openPage(app, 'spec-chapters');
  };

  beforeEach(async () => {
    published = [];
    asked = [];
    await open();
    await seedChapters(orm, 8, [7]);
  });

  /** Moves a chapter (by default chapter 2, version "1", to chapter 5's place) with the session's CSRF header. */
  const move = (body: Partial<Record<keyof RowMoveRequest, unknown>> = {}, csrf: string | null = session.csrf) => {
    const req = session.agent.post('/datatables/ajax/move');
    if (csrf !== null) req.set('X-CSRF-Token', csrf);
    return req.send({ table: MOVE, id: 2, _version: '1', to: 5, ...body });
  };

  /** The row the data endpoint sends now for a chapter. */
  const dataRow = async (id: number): Promise<RowData> => {
    const res = await request(app).get('/datatables/ajax/data').query({ table: tokens.sign('spec-chapters', 'read'), start: 0, length: 50 }).expect(200);
    return (res.body.data as RowData[]).find((row) => row.id === id)!;
  };

  const versions = async () => Object.fromEntries((await orm.em.fork().find(Chapter, {}, { orderBy: { id: 'asc' } })).map((row) => [row.id, row.version]));

  /** Nothing moved: the chapters in their seeded places, at version 1. */
  const unmoved = async () => {
    expect(await chapterOrder(orm)).to.deep.equal({ ids: places(8), positions: places(8) });
    expect(Object.values(await versions())).to.deep.equal(Array(8).fill(1));
  };

  describe('the page', () => {
    it('gives the column holding the places, the move token and URL; a table without them none', async () => {
      expect(session.view.table.reorder).to.deep.equal({ column: 'position' });
      expect(session.view.tokens.move).to.equal(MOVE);
      expect(session.view.urls.move).to.equal('/datatables/ajax/move');
      expect(session.view.csrf.token).to.not.equal('');
      const fixed = await openPage(app, 'spec-chapters-fixed');
      expect(fixed.view.table).to.not.have.property('reorder');
      expect(fixed.view.tokens).to.not.have.property('move');
      expect(fixed.view.urls).to.not.have.property('move');
    });
  });

  describe('moves a row to another\'s place', () => {
    it('down: the rows between move up one, the moved row takes the place, at its next version; answered as the data endpoint shows it, published as an edit', async () => {
      const res = await move().expect(200).expect('Content-Type', /json/).expect('Cache-Control', 'no-store');
      expect(await chapterOrder(orm)).to.deep.equal({ ids: [1, 3, 4, 5, 2, 6, 7, 8], positions: places(8) });
      expect(await versions()).to.deep.equal({ 1: 1, 2: 2, 3: 1, 4: 1, 5: 1, 6: 1, 7: 1, 8: 1 });
      expect(res.body).to.deep.equal({ row: await dataRow(2), moved: 4 });
      expect(res.body.row).to.include({ position: 5, _version: '2' });
      expect(published).to.have.length(1);
      expect(published[0].data).to.include({ type: 'edit', table: 'spec-chapters', id: 2 });
      expect(logger.errors).to.deep.equal([]);
    });

    it('up: the rows from the place to the one before the moved row move down one', async () => {
      await move({ id: 6, to: 2 }).expect(200);
      expect(await chapterOrder(orm)).to.deep.equal({ ids: [1, 6, 2, 3, 4, 5, 7, 8], positions: places(8) });
    });

    it('to the first and to the last place, and back', async () => {
      expect((await move({ id: 8, to: 1 }).expect(200)).body.moved).to.equal(8);
      expect((await chapterOrder(orm)).ids).to.deep.equal([8, 1, 2, 3, 4, 5, 6, 7]);
      await move({ id: 8, _version: '2', to: 7 }).expect(200);
      await unmovedPlaces();
    });

    it('onto itself: nothing moves, 200 with 0 rows moved', async () => {
      expect((await move({ to: 2 }).expect(200)).body.moved).to.equal(0);
      await unmoved();
    });

    it('keeps the gap a deleted row left, moved with the rows between, each by one place', async () => {
      await orm.em.fork().nativeDelete(Chapter, { id: 4 });
      await move({ id: 2, to: 6 }).expect(200);
      expect(await chapterOrder(orm)).to.deep.equal({ ids: [1, 3, 5, 6, 2, 7, 8], positions: [1, 2, 4, 5, 6, 7, 8] });
    });

    it('asks authorize to read the table, then to edit the moved row, given its entity', async () => {
      await move().expect(200);
      expect(asked.map((context) => [context.action, (context.entity as Chapter | undefined)?.id])).to.deep.equal([['read', undefined], ['edit', 2]]);
    });

    async function unmovedPlaces() {
      expect(await chapterOrder(orm)).to.deep.equal({ ids: places(8), positions: places(8) });
    }
  });

  describe('two users moving at once', () => {
    it('neither loses nor doubles a place: 24 moves sent together leave the places 1..n, each row once', async function () {
      this.timeout(30_000);
      await seedChapters(orm, 40);
      const other = await openPage(app, 'spec-chapters');
      // Each move names its row's version as seeded: the second move of a row is a conflict, answered 409.
      const moves = Array.from({ length: 24 }, (_, index) => ({ id: 1 + ((index * 7) % 40), to: 1 + ((index * 13 + 5) % 40) }));
      const answers = await Promise.all(moves.map(({ id, to }, index) => {
        const who = index % 2 === 0 ? session : other;
        return who.agent.post('/datatables/ajax/move').set('X-CSRF-Token', who.csrf).send({ table: MOVE, id, _version: '1', to });
      }));
      expect(answers.map((res) => res.status).every((status) => status === 200 || status === 409)).to.equal(true);
      expect(answers.filter((res) => res.status === 200).length).to.be.greaterThan(10);
      const { ids, positions } = await chapterOrder(orm);
      expect(positions).to.deep.equal(places(40));
      expect([...ids].sort((a, b) => a - b)).to.deep.equal(places(40));
      expect(logger.errors).to.deep.equal([]);
    });
  });

  describe('refuses, moving nothing', () => {
    afterEach(async () => {
      expect(logger.errors).to.deep.equal([]);
    });

    it('409 conflict with the row as it is now for a version the row has moved past', async () => {
      await move({ id: 3, to: 1 }).expect(200);
      const res = await move({ id: 3, _version: '1', to: 8 }).expect(409);
      expect(res.body.error).to.include({ status: 409, code: 'conflict' });
      expect(res.body.row).to.deep.equal(await dataRow(3));
      expect((await chapterOrder(orm)).ids).to.deep.equal([3, 1, 2, 4, 5, 6, 7, 8]);
    });

    it('403 for a row whose Edit displayIf hides (a locked chapter), and for a refusal of authorize', async () => {
      expect((await move({ id: 7, to: 1 }).expect(403)).body.error.code).to.equal('action_not_available');
      await open({ authorize: (context: AuthorizationContext) => context.action !== 'edit' });
      expect((await move().expect(403)).body.error.code).to.equal('forbidden');
      await unmoved();
    });

    it('404 for a moved row or a place that does not exist, a place no key can be (asked of no database), 422 for a place without one', async () => {
      expect((await move({ id: 99 }).expect(404)).body.error.code).to.equal('row_not_found');
      expect((await move({ to: 99 }).expect(404)).body.error).to.include({ code: 'place_not_found', message: 'No row with identifier 99 in table "spec-chapters" to move row 2 to' });
      expect((await move({ to: 'first' }).expect(404)).body.error.code).to.equal('place_not_found');
      await orm.em.fork().nativeUpdate(Chapter, { id: 6 }, { position: null });
      expect((await move({ to: 6 }).expect(422)).body.error.code).to.equal('no_place');
      expect((await move({ id: 6, _version: '2', to: 1 }).expect(422)).body.error.code).to.equal('no_place');
      await orm.em.fork().nativeUpdate(Chapter, { id: 6 }, { position: 6, version: 1 });
      await unmoved();
    });

    it('400 naming the field for an id, version or place of the wrong type, or missing', async () => {
      for (const [body, field] of [
        [{ id: undefined }, 'id'], [{ id: {} }, 'id'], [{ id: '' }, 'id'], [{ id: Number.NaN }, 'id'],
        [{ _version: 1 }, '_version'], [{ _version: undefined }, '_version'], [{ _version: ['1'] }, '_version'],
        [{ to: undefined }, 'to'], [{ to: '' }, 'to'], [{ to: [5] }, 'to'], [{ to: { id: 5 } }, 'to'], [{ to: true }, 'to'],
      ] as Array<[Record<string, unknown>, string]>) {
        const res = await move(body).expect(400);
        expect(res.body.error.fields, JSON.stringify(body)).to.have.property(field);
        expect(leaksNothing(res.body)).to.equal(true);
      }
      await unmoved();
    });

    it('429 past the quota of changes', async () => {
      await open({ limits: { mutationsPerMinute: 1 } });
      await move().expect(200);
      expect((await move({ id: 3, to: 1 }).expect(429)).body.error.code).to.equal('too_many_requests');
    });

    it('403 without the CSRF header, for a forged token, an edit token, and a table that does not move rows', async () => {
      expect((await move({}, null).expect(403)).body.error.code).to.equal('csrf_invalid');
      expect((await move({ table: `${MOVE}x` }).expect(403)).body.error.code).to.equal('invalid_token');
      expect((await move({ table: tokens.sign('spec-chapters', 'edit') }).expect(403)).body.error.code).to.equal('invalid_token');
      const fixed = await move({ table: tokens.sign('spec-chapters-fixed', 'move') }).expect(403);
      expect(fixed.body.error).to.include({ code: 'action_not_declared', message: 'Table "spec-chapters-fixed" does not move rows (no setReorderable)' });
      expect((await move({ table: undefined }).expect(400)).body.error.message).to.contain('move token');
      await unmoved();
    });
  });

  describe('any body', () => {
    it('is answered 200 or 4xx, never 5xx, and leaves every row once in the places 1..n', async function () {
      this.timeout(60_000);
      // More moves than a minute's quota allows one client (which would answer 429, as it must).
      await open({ limits: { mutationsPerMinute: 0 } });
      const value = fc.oneof(fc.string({ maxLength: 12 }), fc.integer({ min: -3, max: 12 }), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 2 }), fc.constantFrom({}, { id: 2 }, '__proto__', '2 ', '0x2', '1e0', '-0'));
      const id = fc.oneof(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 8 }).map(String), value);
      const body = fc.record({
        table: fc.oneof(fc.constant(MOVE), fc.constant(tokens.sign('spec-chapters-fixed', 'move')), fc.constant(tokens.sign('spec-chapters', 'edit')), value),
        id, to: id,
        _version: fc.oneof(fc.constantFrom('1', '2', '3'), value),
      }, { requiredKeys: [] });
      await fc.assert(fc.asyncProperty(body, async (fields) => {
        const res = await session.agent.post('/datatables/ajax/move').set('X-CSRF-Token', session.csrf).send(fields);
        expect([200, 400, 403, 404, 409, 422], JSON.stringify([fields, res.body])).to.include(res.status);
        expect(leaksNothing(res.body)).to.equal(true);
      }), { numRuns: 150 });
      const { ids, positions } = await chapterOrder(orm);
      expect(positions).to.deep.equal(places(8));
      expect([...ids].sort((a, b) => a - b)).to.deep.equal(places(8));
      expect(logger.errors).to.deep.equal([]);
    });
  });

  describe('is checked when the router is built', () => {
    const columns = () => [NumberColumn.new('position', '#').hideWhenUpdating(), NumberColumn.new('id', 'ID'), TextColumn.new('title', 'Title')];
    const table = (reorder: string, cols = columns(), actions: Actions | null = new Actions().add(Action.edit())) => new TableBinding(new TableModel({
      name: 'chapters', columns: actions ? [...cols, ActionColumn.fromActions('ops', 'Ops', actions)] : cols,
      options: new DataTable().setReorderable(reorder), source: { kind: 'entity', entity: Chapter, mapRow: (row) => ({ ...(row as object) }) },
    }), orm.getMetadata());

    it('refuses what a move could not keep in order, naming the table and the column', () => {
      expect(() => new DataTable().setReorderable('')).to.throw(ConfigurationError, /setReorderable\(\) takes the name/);
      expect(table('position').reorder?.name).to.equal('position');
      expect(() => table('nope')).to.throw(ConfigurationError, /"chapters" orders its rows by "nope" \(setReorderable\), which is not a column holding a value/);
      expect(() => table('title')).to.throw(ConfigurationError, /which is not a stored integer property of entity "Chapter"/);
      expect(() => table('id')).to.throw(ConfigurationError, /the entity's key/);
      expect(() => table('position', [NumberColumn.new('position', '#'), NumberColumn.new('id', 'ID')])).to.throw(ConfigurationError, /call hideWhenUpdating\(\) on the column/);
      expect(() => table('position', columns(), null)).to.throw(ConfigurationError, /declares no Edit action on its entity "Chapter": a move is an edit of the moved row/);
      const byHand = DataTableBuilder.create('by-hand').addColumn(NumberColumn.new('position', '#').hideWhenUpdating()).configureDataTable((options) => options.setReorderable('position')).build();
      expect(() => new TableBinding(byHand, orm.getMetadata())).to.throw(ConfigurationError, /built by hand: only an entity's rows can be moved/);
    });

    it('refuses the ORM\'s filters, the entity\'s and the configuration\'s: a move\'s shift would not be scoped by them', () => {
      const meta = orm.getMetadata().get(Chapter);
      const filters = { config: orm.config.get('filters'), entity: meta.filters };
      try {
        meta.filters = { tenant: { name: 'tenant', cond: { title: 'x' } } };
        expect(() => table('position')).to.throw(ConfigurationError, /but filters apply to its entity \("tenant"\): a move shifts rows in SQL/);
        meta.filters = filters.entity;
        orm.config.set('filters', { softDeleted: { name: 'softDeleted', cond: {}, default: true } } as never);
        expect(() => createSpecApp({ orm, tables: [SpecChapterTable] })).to.throw(ConfigurationError, /"spec-chapters" orders its rows by "position" \(setReorderable\), but filters apply to its entity \("softDeleted"\)/);
      } finally {
        meta.filters = filters.entity;
        orm.config.set('filters', filters.config);
      }
    });
  });
});

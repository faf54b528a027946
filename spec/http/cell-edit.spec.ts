import { expect } from 'chai';
import type { Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import type { RealtimeUpdate } from '../../lib/index.js';
import type { CellEditRequest } from '../../lib/wire/cell-edit.js';
import type { PageView, RowData } from '../../lib/wire/page-view.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, leaksNothing, openPage, seed, SPEC_SECRET, storedBook, type SpecSession } from '../support/http-app.js';
import { HTTP_ENTITIES } from '../support/http-entities.js';
import { SpecCellBookTable, SpecCellLinkTable, SpecCellNoteTable } from '../support/cell-tables.js';
import { SpecBookTable } from '../support/http-tables.js';

const tokens = new TableTokens(SPEC_SECRET);
const EDIT = tokens.sign('spec-cell-books', 'edit');

describe('POST /datatables/ajax/cell', () => {
  let orm: MikroORM;
  let app: Express;
  let session: SpecSession;
  let published: RealtimeUpdate[];
  let statements: string[] | null = null;

  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened), {
    onQuery: (sql: string) => {
      statements?.push(sql);
      return sql;
    },
  });

  beforeEach(async () => {
    published = [];
    ({ app } = createSpecApp({
      orm, tables: [SpecCellBookTable, SpecCellLinkTable, SpecCellNoteTable, SpecBookTable], publisher: { publish: async (update) => void published.push(update) },
    }));
    session = await openPage(app, 'spec-cell-books');
    await seed(orm);
  });

  /** Saves one cell of a book (by default book 2, version "1") with the session's CSRF header. */
  const save = (cell: Partial<Record<keyof CellEditRequest, unknown>>, csrf: string | null = session.csrf) => {
    const req = session.agent.post('/datatables/ajax/cell');
    if (csrf !== null) req.set('X-CSRF-Token', csrf);
    return req.send({ table: EDIT, id: 2, version: '1', ...cell });
  };

  /** The row the data endpoint sends now for a book. */
  const dataRow = async (id: number, table = 'spec-cell-books'): Promise<RowData> => {
    const res = await request(app).get('/datatables/ajax/data').query({ table: tokens.sign(table, 'read'), start: 0, length: 50 }).expect(200);
    return (res.body.data as RowData[]).find((row) => row.id === id)!;
  };

  describe('saves each column kind', () => {
    it('saves text trimmed, and answers the row exactly as the data endpoint sends it now', async () => {
      const res = await save({ column: 'title', value: '  Half off  ' }).expect(200).expect('Content-Type', /json/);
      expect(await storedBook(orm, 2)).to.include({ title: 'Half off', version: 2 });
      expect(res.body.row).to.deep.equal(await dataRow(2));
      expect(res.body.row).to.include({ title: 'Half off', _version: '2' });
    });

    it('saves a number, a date, a choice and a boolean switch', async () => {
      await save({ column: 'pages', value: '12' }).expect(200);
      await save({ column: 'publishedOn', value: '2020-02-03', version: '2' }).expect(200);
      await save({ column: 'status', value: 'published', version: '3' }).expect(200);
      const res = await save({ column: 'featured', value: true, version: '4' }).expect(200);
      expect(await storedBook(orm, 2)).to.include({ pages: 12, publishedOn: '2020-02-03', status: 'published', featured: true, version: 5 });
      expect(res.body.row).to.deep.equal(await dataRow(2));
    });

    it('clears a number that may be empty', async () => {
      await save({ column: 'pages', value: '' }).expect(200);
      expect((await storedBook(orm, 2))?.pages).to.equal(null);
    });

    it('saves a URL, and refuses text that is not one', async () => {
      const link = (value: string) => session.agent.post('/datatables/ajax/cell').set('X-CSRF-Token', session.csrf)
        .send({ table: tokens.sign('spec-cell-links', 'edit'), id: 2, version: '1', column: 'author', value });
      await link('not a link').expect(422);
      const res = await link('https://example.com/sale').expect(200);
      expect((await storedBook(orm, 2))?.author).to.equal('https://example.com/sale');
      expect(res.body.row).to.deep.equal(await dataRow(2, 'spec-cell-links'));
    });

    it('saves a cell of an entity without a version (version null), its rows carrying _version: null', async () => {
      const res = await session.agent.post('/datatables/ajax/cell').set('X-CSRF-Token', session.csrf)
        .send({ table: tokens.sign('spec-cell-notes', 'edit'), id: '1', version: null, column: 'body', value: 'rewritten' }).expect(200);
      expect(res.body.row).to.deep.equal(await dataRow(1, 'spec-cell-notes'));
      expect(res.body.row).to.include({ body: 'rewritten', _version: null });
    });

    it('writes nothing, not even the version, when the value is the one stored', async () => {
      await save({ column: 'title', value: '50% off_now' }).expect(200);
      expect((await storedBook(orm, 2))?.version).to.equal(1);
    });

    it("publishes the change to the table's topics, with the tab that asked", async () => {
      await save({ column: 'title', value: 'Half off' }).expect(200);
      expect(published).to.have.length(1);
      expect(published[0].topics).to.deep.equal(['ux-datatables/datatables/spec-cell-books/2', 'ux-datatables/datatables/spec-cell-books']);
      expect(published[0].data).to.deep.equal({ type: 'edit', table: 'spec-cell-books', id: 2, origin: null });
    });
  });

  describe('refusals', () => {
    it('answers 409 with the row as saved now when the version seen is stale', async () => {
      await save({ column: 'title', value: 'First' }).expect(200);
      const res = await save({ column: 'title', value: 'Second' }).expect(409);
      expect(res.body.error).to.include({ status: 409, code: 'conflict' });
      expect(res.body.row).to.deep.equal(await dataRow(2));
      expect(res.body.row).to.include({ title: 'First', _version: '2' });
      expect((await storedBook(orm, 2))?.title).to.equal('First');
    });

    it('answers 422 naming the column, in the language of a German request, and writes nothing', async () => {
      const res = await save({ column: 'title', value: '   ' }).set('Accept-Language', 'de').expect(422);
      expect(res.body.error).to.include({ status: 422, code: 'invalid_value' });
      expect(Object.keys(res.body.error.fields)).to.deep.equal(['title']);
      const english = await save({ column: 'title', value: '   ' }).expect(422);
      expect(res.body.error.fields.title[0]).to.be.a('string').and.not.equal(english.body.error.fields.title[0]);
      expect(res.body.error.fields.title[0]).to.match(/Title/);
      expect(await storedBook(orm, 2)).to.include({ title: '50% off_now', version: 1 });
    });

    it("applies the field's rules exactly as the form: a number past its max, a choice not offered", async () => {
      expect((await save({ column: 'pages', value: '9000' }).expect(422)).body.error.fields).to.have.keys('pages');
      expect((await save({ column: 'status', value: 'deleted' }).expect(422)).body.error.fields).to.have.keys('status');
      expect((await save({ column: 'publishedOn', value: '2020-13-45' }).expect(422)).body.error.fields).to.have.keys('publishedOn');
      expect((await storedBook(orm, 2))?.version).to.equal(1);
    });

    it('answers 403 on a row whose Edit is hidden (displayIf), as the edit form does', async () => {
      const res = await save({ id: 3, column: 'title', value: 'Hidden' }).expect(403);
      expect(res.body.error.code).to.equal('action_not_available');
      expect((await storedBook(orm, 3))?.title).to.equal('Neuromancer');
    });

    it('answers 403 without the CSRF header, or with a token of another purpose', async () => {
      await save({ column: 'title', value: 'x' }, null).expect(403);
      await save({ table: tokens.sign('spec-cell-books', 'read'), column: 'title', value: 'x' }).expect(403);
      expect((await storedBook(orm, 2))?.version).to.equal(1);
    });

    it('asks the authorization hook (edit, with the row) before writing: refused, 403 and nothing written', async () => {
      const asked: string[] = [];
      ({ app } = createSpecApp({
        orm, tables: [SpecCellBookTable],
        authorize: ({ action, entity }) => {
          asked.push(`${action}:${(entity as { id?: number } | undefined)?.id ?? '-'}`);
          return action !== 'edit';
        },
      }));
      session = await openPage(app, 'spec-cell-books');
      asked.length = 0;
      const res = await save({ column: 'title', value: 'Refused' }).expect(403);
      expect(res.body.error.code).to.equal('forbidden');
      expect(asked).to.deep.equal(['read:-', 'edit:2']);
      expect((await storedBook(orm, 2))?.version).to.equal(1);
    });

    it('answers 404 for an unknown row', async () => {
      const res = await save({ id: 999, column: 'title', value: 'x' }).expect(404);
      expect(res.body.error.code).to.equal('row_not_found');
    });

    it('answers 400 naming what is wrong: an unknown column, a column not edited in place, a value of the wrong type, a missing id', async () => {
      const cases: Array<[Partial<Record<keyof CellEditRequest, unknown>>, string]> = [
        [{ column: 'nope', value: 'x' }, 'column'],
        [{ column: 'author', value: 'x' }, 'column'],
        [{ column: 'secretNote', value: 'x' }, 'column'],
        [{ column: 'id', value: '5' }, 'column'],
        [{ column: 'featured', value: 'true' }, 'value'],
        [{ column: 'title', value: 7 }, 'value'],
        [{ column: 'title', value: ['a'] }, 'value'],
        [{ column: 'title', value: null }, 'value'],
        [{ id: undefined, column: 'title', value: 'x' }, 'id'],
        [{ id: { a: 1 }, column: 'title', value: 'x' }, 'id'],
        [{ version: 1, column: 'title', value: 'x' }, 'version'],
      ];
      for (const [cell, field] of cases) {
        const res = await save(cell).expect(400);
        expect(res.body.error.fields, JSON.stringify(cell)).to.have.keys(field);
        expect(leaksNothing(res.body)).to.equal(true);
      }
      expect((await save({ column: 'nope', value: 'x' })).body.error.message).to.include('Unknown column "nope" in table "spec-cell-books"');
      expect((await storedBook(orm, 2))?.version).to.equal(1);
    });

    it('is limited like every change (the mutation rate limit)', async () => {
      ({ app } = createSpecApp({ orm, tables: [SpecCellBookTable], limits: { mutationsPerMinute: 1 } }));
      session = await openPage(app, 'spec-cell-books');
      await save({ column: 'title', value: 'Once' }).expect(200);
      const res = await save({ column: 'title', value: 'Twice', version: '2' }).expect(429);
      expect(res.body.error.code).to.equal('too_many_requests');
    });
  });

  it('takes no more statements than the edit submit: one, the row it answers read back by its write', async () => {
    const count = async (send: () => Promise<unknown>) => {
      statements = [];
      await send();
      const sent = statements.length;
      statements = null;
      return sent;
    };
    const cell = await count(() => save({ column: 'title', value: 'Cell' }).expect(200));
    const edit = await count(() => session.agent.post('/datatables/ajax/edit-form').set('X-CSRF-Token', session.csrf).send({
      _table: EDIT, _id: '4', _version: '1', title: 'Form', author: 'Asimov', status: 'published', featured: '', pages: '255', publishedOn: '1951-05-01',
    }).then((res) => expect(res.status, res.text).to.equal(200)));
    // The cell's answer is the row as stored now, selected by its UPDATE's own statement; the form's is a reload of the table's page.
    expect(cell).to.be.at.most(edit);
    expect(cell).to.equal(1);
  });
});

describe('the page view of cells edited in place', () => {
  let orm: MikroORM;
  let app: Express;
  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened));
  beforeEach(async () => {
    ({ app } = createSpecApp({ orm, tables: [SpecCellBookTable, SpecBookTable] }));
    await seed(orm);
  });

  const view = async (table: string, language = 'en'): Promise<PageView> =>
    (await request(app).get(`/view/${table}`).set('Accept-Language', language).expect(200)).body as PageView;

  it("gives each column edited in place its field's editor, and urls.cell", async () => {
    const page = await view('spec-cell-books');
    const inPlace = Object.fromEntries(page.table.columns.map((column) => [column.name, column.inPlace]));
    expect(inPlace.title).to.deep.equal({ widget: 'text', attributes: { type: 'text', required: true, maxlength: 120 }, required: true });
    expect(inPlace.featured).to.deep.equal({ widget: 'switch', attributes: { type: 'checkbox' }, required: false });
    expect(inPlace.pages).to.include({ widget: 'number', required: false });
    expect(inPlace.pages?.attributes).to.include({ max: 5000 });
    expect(inPlace.publishedOn).to.include({ widget: 'date' });
    expect(inPlace.status).to.deep.include({ widget: 'select', choices: [{ value: 'draft', label: 'Draft' }, { value: 'published', label: 'Published' }] });
    expect(inPlace.author).to.equal(undefined);
    expect(inPlace.id).to.equal(undefined);
    expect(page.urls.cell).to.equal('/datatables/ajax/cell');
  });

  it('leaves the views and rows of other tables as they were: no inPlace, no urls.cell, no _version', async () => {
    const page = await view('spec-books');
    expect(page.table.columns.every((column) => column.inPlace === undefined)).to.equal(true);
    expect(page.urls).to.not.have.property('cell');
    const rows = (await request(app).get('/datatables/ajax/data').query({ table: tokens.sign('spec-books', 'read') }).expect(200)).body.data as RowData[];
    expect(rows[0]).to.not.have.property('_version');
  });

  it("carries _version in the rows of a table with cells edited in place", async () => {
    const rows = (await request(app).get('/datatables/ajax/data').query({ table: tokens.sign('spec-cell-books', 'read') }).expect(200)).body.data as RowData[];
    expect(rows.map((row) => row._version)).to.deep.equal(rows.map(() => '1'));
  });
});

import { expect } from 'chai';
import type { Express } from 'express';
import type { EventArgs, EventSubscriber } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuthorizationContext, RealtimeUpdate } from '../../lib/index.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { SpecNewBookTable, SpecShelfTable, Shelf } from '../support/create-tables.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, leaksNothing, moveBookIdsPast, openPage, seed, SPEC_SECRET, storedBook, type SpecAppOptions, type SpecSession } from '../support/http-app.js';
import { Book, HTTP_ENTITIES } from '../support/http-entities.js';
import { originDigest } from '../../lib/realtime/origin-digest.js';

const tokens = new TableTokens(SPEC_SECRET);
const CREATE_BOOKS = tokens.sign('spec-new-books', 'create');
const CREATE_SHELVES = tokens.sign('spec-shelves', 'create');

/** A valid new book, as the browser's FormData would carry it. */
function fields(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const all: Record<string, string | undefined> = {
    _table: CREATE_BOOKS, title: 'Solaris', author: 'Lem', status: 'published', featured: '1', secretNote: 'kept', ...overrides,
  };
  return Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

describe('Create: POST /datatables/ajax/create-form/view and /create-form', () => {
  let orm: MikroORM;
  let app: Express;
  let session: SpecSession;
  let published: RealtimeUpdate[];

  useTestOrm([...HTTP_ENTITIES, Shelf], (opened) => (orm = opened));

  const open = async (options: Partial<SpecAppOptions> = {}, table = 'spec-new-books') => {
    ({ app } = createSpecApp({ orm, tables: [SpecNewBookTable, SpecShelfTable], publisher: { publish: async (update) => void published.push(update) }, ...options }));
    session = await openPage(app, table);
  };

  beforeEach(async () => {
    published = [];
    await seed(orm);
    await moveBookIdsPast(orm);
    await orm.em.fork().nativeDelete(Shelf, {});
    await open();
  });

  const submit = (values: Record<string, string>, csrf: string | null = session.csrf) => {
    const req = session.agent.post('/datatables/ajax/create-form');
    if (csrf !== null) req.set('X-CSRF-Token', csrf);
    for (const [name, value] of Object.entries(values)) req.field(name, value);
    return req;
  };
  const bookCount = () => orm.em.fork().count(Book, {});

  describe('the page view', () => {
    it('puts New in the toolbar with its create token and URLs, not in the action column', () => {
      const { table, tokens: signed, urls } = session.view;
      expect(table.toolbar).to.deep.equal([
        { type: 'CREATE', label: 'Add a book', className: 'btn btn-success' },
      ]);
      expect(table.actions?.items.map((item) => item.type)).to.deep.equal(['EDIT']);
      expect(signed.create).to.equal(CREATE_BOOKS);
      expect(urls).to.include({ createView: '/datatables/ajax/create-form/view', createSubmit: '/datatables/ajax/create-form' });
    });

    it('gives a table whose only action is New no action column, and a CSRF token', async () => {
      await open({}, 'spec-shelves');
      expect(session.view.table.actions).to.equal(null);
      expect(session.view.table.columns.map((column) => column.name)).to.deep.equal(['id', 'code', 'name']);
      expect(session.view.table.toolbar?.map((action) => action.type)).to.deep.equal(['CREATE']);
      expect(session.csrf).to.not.equal('');
    });

    it('sends no reference for New in the rows of the data endpoint', async () => {
      const res = await session.agent.get('/datatables/ajax/data').query({ table: session.view.tokens.read, draw: 1, start: 0, length: 2 }).expect(200);
      expect(Object.keys(res.body.data[0]._actions)).to.deep.equal(['EDIT']);
    });
  });

  describe('the view', () => {
    const view = (body: Record<string, unknown>) => session.agent.post('/datatables/ajax/create-form/view').send(body);

    it("answers the whole modal: its title, the create form's fields filled with the defaults, the create token", async () => {
      const res = await view({ table: CREATE_BOOKS }).expect(200).expect('Content-Type', /html/).expect('Cache-Control', 'no-store');
      expect(res.text).to.match(/<dialog/).and.to.include('New book');
      expect(res.text).to.not.include('name="id"').and.to.not.include('name="_id"').and.to.not.include('name="_version"');
      expect(res.text).to.not.include('name="pages"');
      expect(res.text).to.include('name="secretNote"');
      expect(res.text).to.match(/name="title"[^>]*value="Untitled"/);
      expect(res.text).to.match(/<option value="draft" selected>/);
      expect(res.text).to.include(`name="_table" value="${CREATE_BOOKS}"`);
    });

    it('answers Bootstrap markup for a bs5 page, and the title in the page language', async () => {
      const res = await view({ table: CREATE_BOOKS, adapter: 'bs5' }).set('Accept-Language', 'de').expect(200);
      expect(res.text).to.include('class="modal').and.to.include('name="_adapter" value="bs5"');
      const shelves = await view({ table: CREATE_SHELVES }).set('Accept-Language', 'de').expect(200);
      expect(shelves.text).to.include('Neuer Eintrag');
    });

    it('refuses another purpose, a forged token and a missing one before anything else', async () => {
      const edit = await view({ table: tokens.sign('spec-new-books', 'edit') });
      expect(edit.status).to.equal(403);
      expect((await view({ table: `${CREATE_BOOKS}x` })).status).to.be.within(400, 403);
      expect((await view({})).status).to.equal(400);
    });

    it('asks the hook for read then create, without an entity, and answers 403 when refused', async () => {
      const asked: AuthorizationContext[] = [];
      await open({ authorize: (context) => (asked.push(context), context.action !== 'create') });
      const res = await view({ table: CREATE_BOOKS }).expect(403);
      expect(res.body.error.code).to.equal('forbidden');
      expect(asked.map(({ action, entity }) => [action, entity])).to.deep.equal([['read', undefined], ['create', undefined]]);
    });
  });

  describe('a valid submission', () => {
    it('writes a new row of the form fields and answers 201 { success, id }', async () => {
      const res = await submit(fields()).expect(201).expect('Content-Type', /json/);
      expect(res.body).to.deep.equal({ success: true, id: 101 });
      expect(await storedBook(orm, 101)).to.include({ title: 'Solaris', author: 'Lem', status: 'published', featured: true, secretNote: 'kept', pages: null, version: 1 });
    });

    it("publishes { type: 'create' } to the table's topics and the new row's", async () => {
      await submit(fields()).set('X-UX-DataTables-Origin', 'tab-1').expect(201);
      expect(published).to.deep.equal([{
        topics: ['ux-datatables/datatables/spec-new-books/101', 'ux-datatables/datatables/spec-new-books'],
        data: { type: 'create', table: 'spec-new-books', id: 101, origin: originDigest('tab-1') },
        private: false,
      }]);
    });

    it('never writes a posted id, version or a column hidden when creating (mass assignment is ignored)', async () => {
      const res = await submit({ ...fields(), id: '999', version: '7', pages: '50', _id: '3', _version: '4' }).expect(201);
      expect(res.body.id).to.equal(101);
      expect(await storedBook(orm, 999)).to.equal(null);
      expect(await storedBook(orm, 101)).to.include({ pages: null, version: 1 });
      expect(await storedBook(orm, 3)).to.include({ title: 'Neuromancer', version: 1 });
    });

    it('goes through the ORM (em.create and a flush) when a subscriber listens to creates, with the same result', async () => {
      const seen: string[] = [];
      const subscriber: EventSubscriber = { afterCreate: async (args: EventArgs<unknown>) => void seen.push(String((args.entity as Book).title)) };
      orm.em.getEventManager().registerSubscriber(subscriber);
      try {
        const res = await submit(fields({ title: 'Hooked' })).expect(201);
        expect(seen).to.deep.equal(['Hooked']);
        expect(await storedBook(orm, res.body.id)).to.include({ title: 'Hooked', featured: true, version: 1 });
      } finally {
        const subscribers = orm.em.getEventManager().getSubscribers() as Set<EventSubscriber>;
        subscribers.delete(subscriber);
      }
    });
  });

  describe('a refused submission', () => {
    it('answers 422 with only the modal body, the errors and what was typed, writing nothing', async () => {
      const before = await bookCount();
      const res = await submit(fields({ title: '   ', author: 'R2D2' })).expect(422).expect('Content-Type', /html/);
      expect(res.text).to.not.match(/<dialog/);
      expect(res.text).to.include('An author name has no digits').and.to.include('value="R2D2"');
      expect(res.text).to.include(`name="_table" value="${CREATE_BOOKS}"`);
      expect(await bookCount()).to.equal(before);
      expect(published).to.deep.equal([]);
    });

    it('answers 403 without the CSRF header, with an edit token or when the hook refuses, writing nothing', async () => {
      const before = await bookCount();
      expect((await submit(fields(), null)).status).to.equal(403);
      expect((await submit(fields({ _table: tokens.sign('spec-new-books', 'edit') }))).status).to.equal(403);
      await open({ authorize: ({ action }) => action !== 'create' });
      const refused = await submit(fields()).expect(403);
      expect(leaksNothing(refused.body)).to.equal(true);
      expect(await bookCount()).to.equal(before);
    });

    it('answers 409 naming the field when another row holds a unique value, never 500', async () => {
      await open({}, 'spec-shelves');
      const shelf = (code: string) => submit({ _table: CREATE_SHELVES, code, name: 'Fiction' });
      await shelf('A-1').expect(201);
      const res = await shelf('A-1').expect(409).expect('Content-Type', /html/);
      expect(res.text).to.match(/ux-datatables-field-code-errors[^]*Another row already has this value/);
      expect(res.text).to.include('value="A-1"');
      expect(await orm.em.fork().count(Shelf, {})).to.equal(1);
    });

    it('is limited by mutationsPerMinute like the other writes', async () => {
      await open({ limits: { mutationsPerMinute: 2 } });
      await submit(fields()).expect(201);
      await submit(fields()).expect(201);
      const res = await submit(fields());
      expect(res.status).to.equal(429);
      expect(await bookCount()).to.equal(9);
    });
  });

  it('refuses a create token of a table that declares no New (403), and gives its pages no create token', async () => {
    const other = await openPage(createSpecApp({ orm }).app);
    expect(other.view.tokens.create).to.equal(undefined);
    const res = await other.agent.post('/datatables/ajax/create-form/view').send({ table: tokens.sign('spec-books', 'create') }).expect(403);
    expect(res.body.error.code).to.equal('action_not_declared');
  });
});

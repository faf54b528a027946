import { expect } from 'chai';
import type { Express } from 'express';
import type { EventSubscriber, FlushEventArgs } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import type { RealtimeUpdate } from '../../lib/index.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, leaksNothing, openPage, seed, SPEC_SECRET, storedBook, type SpecSession } from '../support/http-app.js';
import { Book, HTTP_ENTITIES } from '../support/http-entities.js';

const tokens = new TableTokens(SPEC_SECRET);
const EDIT_BOOKS = tokens.sign('spec-books', 'edit');

/** A valid submission of book 2, as the browser's FormData would carry it. */
function fields(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const all: Record<string, string | undefined> = {
    _table: EDIT_BOOKS, _id: '2', _version: '1',
    title: 'Half off', author: 'Sale', status: 'published', featured: '1', pages: '12', publishedOn: '2020-02-03',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

describe('POST /datatables/ajax/edit-form', () => {
  let orm: MikroORM;
  let app: Express;
  let session: SpecSession;
  let published: RealtimeUpdate[];

  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened));

  beforeEach(async () => {
    published = [];
    ({ app } = createSpecApp({ orm, publisher: { publish: async (update) => void published.push(update) } }));
    session = await openPage(app);
    await seed(orm);
  });

  /** Posts the fields as multipart FormData with the session's CSRF header. */
  const submit = (values: Record<string, string>, csrf: string | null = session.csrf) => {
    const req = session.agent.post('/datatables/ajax/edit-form');
    if (csrf !== null) req.set('X-CSRF-Token', csrf);
    for (const [name, value] of Object.entries(values)) req.field(name, value);
    return req;
  };

  describe('a valid submission', () => {
    it('saves the changes and answers { success: true, id }', async () => {
      const res = await submit(fields()).expect(200).expect('Content-Type', /json/);
      expect(res.body).to.deep.equal({ success: true, id: 2 });
      const book = await storedBook(orm, 2);
      expect(book).to.include({ title: 'Half off', status: 'published', featured: true, pages: 12, publishedOn: '2020-02-03', version: 2 });
    });

    it('reads an unchecked checkbox (absent field) as false', async () => {
      await submit(fields({ featured: undefined })).expect(200);
      expect((await storedBook(orm, 2))?.featured).to.equal(false);
    });

    it('accepts an urlencoded body', async () => {
      await session.agent.post('/datatables/ajax/edit-form').set('X-CSRF-Token', session.csrf).type('form')
        .send(new URLSearchParams(fields()).toString()).expect(200);
      expect((await storedBook(orm, 2))?.title).to.equal('Half off');
    });

    it("publishes the edit to the table's topics", async () => {
      await submit(fields()).expect(200);
      expect(published).to.deep.equal([{
        topics: ['ux-datatables/datatables/spec-books/2', 'ux-datatables/datatables/spec-books'],
        data: { type: 'edit', table: 'spec-books', id: 2, origin: null },
        private: false,
      }]);
    });

    it('never writes the identifier, a hidden-when-updating column or the version, even when smuggled in', async () => {
      await submit({ ...fields(), id: '77', secretNote: 'smuggled', version: '99', shout: 'x', cover: 'y' }).expect(200);
      const book = await storedBook(orm, 2);
      expect(book).to.include({ id: 2, secretNote: null, version: 2, title: 'Half off' });
      expect(await storedBook(orm, 77)).to.equal(null);
    });
  });

  describe('an invalid submission', () => {
    it('answers 422 with the modal body only, errors next to the fields', async () => {
      const res = await submit(fields({ title: '', pages: 'abc' })).expect(422).expect('Content-Type', /text\/html/);
      expect(res.text).to.match(/^<form id="ux-datatables-edit-form"/);
      expect(res.text).not.to.include('<dialog');
      expect(res.text).to.match(/id="ux-datatables-field-title-errors">\s*<div>[^<]+<\/div>/);
      expect(res.text).to.match(/id="ux-datatables-field-pages-errors"/);
    });

    it('re-renders the body in the markup of the page\'s adapter (_adapter), not always the <dialog>\'s', async () => {
      const bootstrap = await submit(fields({ title: '', _adapter: 'bs5' })).expect(422);
      expect(bootstrap.text).to.include('is-invalid');
      expect(bootstrap.text).to.match(/<input type="hidden" name="_adapter" value="bs5"/);
      const dialog = await submit(fields({ title: '' })).expect(422);
      expect(dialog.text).to.not.include('is-invalid');
      await submit(fields({ _adapter: '<b>' })).expect(400);
    });

    it('keeps the typed values', async () => {
      const res = await submit(fields({ title: '', pages: 'abc', author: 'Typed <b>' })).expect(422);
      expect(res.text).to.match(/name="pages"[^>]* value="abc"/);
      expect(res.text).to.match(/name="author"[^>]* value="Typed &lt;b&gt;"/);
      expect(res.text).to.include('<input type="hidden" name="_version" value="1">');
    });

    it('writes nothing', async () => {
      await submit(fields({ title: '', author: 'Changed' })).expect(422);
      expect(await storedBook(orm, 2)).to.include({ title: '50% off_now', author: 'Sale', version: 1 });
    });

    it('refuses a value outside the choices', async () => {
      const res = await submit(fields({ status: 'deleted' })).expect(422);
      expect(res.text).to.match(/id="ux-datatables-field-status-errors"/);
      expect((await storedBook(orm, 2))?.status).to.equal('draft');
    });
  });

  describe('optimistic locking', () => {
    /** Someone else saves book 2 (version 1 -> 2) with these values. */
    const savedByOther = async (values: Partial<Book>) => {
      const em = orm.em.fork();
      Object.assign(await em.findOneOrFail(Book, { id: 2 }), values);
      await em.flush();
    };

    it('an edit conflict threw away what the user typed: 409 keeps it, with the new _version, overwriting nothing', async () => {
      await savedByOther({ title: 'Saved by someone else' });
      const res = await submit(fields({ title: 'Mine' })).expect(409).expect('Content-Type', /text\/html/);
      expect(res.text).to.match(/role="alert">Someone else saved this row/);
      expect(res.text).to.match(/name="title"[^>]* value="Mine"/);
      expect(res.text).to.match(/name="pages"[^>]* value="12"/);
      expect(res.text).to.include('<input type="hidden" name="_version" value="2">');
      expect(await storedBook(orm, 2)).to.include({ title: 'Saved by someone else', version: 2 });
    });

    it('shows beside each field that differs the value saved meanwhile, escaped, with a "use this value" button', async () => {
      await savedByOther({ title: '<b>Theirs</b>', status: 'published', featured: false });
      const res = await submit(fields({ title: 'Mine', status: 'draft', author: 'Sale' })).expect(409);
      expect(res.text).to.match(/<input id="ux-datatables-field-title"[^>]* aria-describedby="ux-datatables-field-title-theirs"/);
      expect(res.text).to.match(/id="ux-datatables-field-title-theirs"><span>Saved meanwhile: &lt;b&gt;Theirs&lt;\/b&gt;<\/span>/);
      expect(res.text).to.match(/data-ux-datatables-use-theirs="ux-datatables-field-title" value="&lt;b&gt;Theirs&lt;\/b&gt;">Use this value<\/button>/);
      // A choice by its label, a checkbox as Yes/No (the user typed it checked, they saved it unchecked).
      expect(res.text).to.match(/id="ux-datatables-field-status-theirs"><span>Saved meanwhile: Published<\/span>/);
      expect(res.text).to.match(/id="ux-datatables-field-featured-theirs"><span>Saved meanwhile: No<\/span>\s*<button[^>]* value=""/);
      expect(res.text).not.to.include('ux-datatables-field-author-theirs');
      expect(res.text).to.match(/data-ux-datatables-use-theirs="">Use all saved values</);
    });

    it('says it in the request\'s language and in the markup of the page\'s adapter', async () => {
      await savedByOther({ title: 'Theirs' });
      const res = await submit(fields({ title: 'Mine', _adapter: 'bs5' })).set('Accept-Language', 'de').expect(409);
      expect(res.text).to.match(/class="alert alert-danger" role="alert">Jemand anderes hat diese Zeile gespeichert/);
      expect(res.text).to.match(/class="form-text ux-datatables-theirs" id="ux-datatables-field-title-theirs"><span>Inzwischen gespeichert: Theirs</);
      expect(res.text).to.include('>Diesen Wert übernehmen</button>');
    });

    it('saves the user\'s values over the new version when the conflict form is submitted again', async () => {
      await savedByOther({ title: 'Saved by someone else' });
      const conflict = await submit(fields({ title: 'Mine' })).expect(409);
      const version = /name="_version" value="(\d+)"/.exec(conflict.text)?.[1];
      await submit(fields({ title: 'Mine', _version: version })).expect(200);
      expect(await storedBook(orm, 2)).to.include({ title: 'Mine', version: 3 });
    });

    it('answers 409 when the row changes between reading and saving (OptimisticLockError at flush)', async () => {
      let armed = true;
      const schema = orm.config.get('schema');
      const subscriber: EventSubscriber = {
        async onFlush(args: FlushEventArgs) {
          if (!armed) return;
          armed = false;
          await args.em.getConnection().execute(
            `update "${schema}"."book" set "version" = "version" + 1 where "id" = 2`, [], 'run', args.em.getTransactionContext(),
          );
        },
      };
      orm.em.getEventManager().registerSubscriber(subscriber);
      try {
        const res = await submit(fields({ title: 'Mine' })).expect(409);
        expect(res.text).to.match(/Someone else saved this row/);
        expect(res.text).to.match(/name="title"[^>]* value="Mine"/);
      } finally {
        orm.em.getEventManager().getSubscribers().delete(subscriber);
      }
      expect((await storedBook(orm, 2))?.title).to.equal('50% off_now');
      expect(published).to.deep.equal([]);
    });

    it('answers 400 when a versioned row is submitted without _version', async () => {
      const res = await submit(fields({ _version: undefined })).expect(400);
      expect(res.body.error.code).to.equal('bad_request');
      expect((await storedBook(orm, 2))?.version).to.equal(1);
    });
  });

  describe('refusals, each writing nothing', () => {
    afterEach(async () => {
      expect(await storedBook(orm, 2)).to.include({ title: '50% off_now', version: 1 });
    });

    it('without the X-CSRF-Token header (403 csrf_invalid)', async () => {
      const res = await submit(fields(), null).expect(403);
      expect(res.body.error.code).to.equal('csrf_invalid');
    });

    it('with the CSRF token in the body instead of the header', async () => {
      await submit({ ...fields(), _csrf: session.csrf, 'X-CSRF-Token': session.csrf }, null).expect(403);
    });

    it('with a wrong CSRF token', async () => {
      await submit(fields(), 'not-the-token').expect(403);
    });

    it('with a read or delete token (403 invalid_token)', async () => {
      expect((await submit(fields({ _table: tokens.sign('spec-books', 'read') })).expect(403)).body.error.code).to.equal('invalid_token');
      await submit(fields({ _table: tokens.sign('spec-books', 'delete') })).expect(403);
    });

    it('for a table without an edit action (403 action_not_declared)', async () => {
      const res = await submit({ _table: tokens.sign('spec-notes', 'edit'), _id: '1', body: 'x' }).expect(403);
      expect(res.body.error.code).to.equal('action_not_declared');
    });

    it("for a row the action's displayIf hides (403 action_not_available)", async () => {
      const res = await submit(fields({ _id: '3' })).expect(403);
      expect(res.body.error.code).to.equal('action_not_available');
      expect((await storedBook(orm, 3))?.title).to.equal('Neuromancer');
    });

    it('for an unknown row (404 row_not_found)', async () => {
      expect((await submit(fields({ _id: '999' })).expect(404)).body.error.code).to.equal('row_not_found');
    });

    it('when the authorization hook says no (403 forbidden)', async () => {
      ({ app } = createSpecApp({ orm, authorize: ({ action }) => action !== 'edit' }));
      session = await openPage(app);
      expect((await submit(fields()).expect(403)).body.error.code).to.equal('forbidden');
    });

    it('for a multipart field over the body limit (413)', async () => {
      const res = await submit(fields({ title: 'x'.repeat(101 * 1024) })).expect(413);
      expect(res.body.error.code).to.equal('payload_too_large');
    });

    it('for a file in the form (400)', async () => {
      await session.agent.post('/datatables/ajax/edit-form').set('X-CSRF-Token', session.csrf)
        .field('_table', EDIT_BOOKS).attach('title', Buffer.from('x'), 'x.txt').expect(400);
    });

    it('without leaking internals', async () => {
      for (const values of [fields({ _id: '999' }), fields({ _table: 'x' }), { _id: '2' }]) {
        const res = await submit(values);
        expect(res.status).to.be.within(400, 499);
        expect(leaksNothing(res.body)).to.equal(true);
      }
    });
  });

  it('needs no entity field when the token is given, and refuses one that disagrees', async () => {
    const res = await submit({ ...fields(), _entity: 'Order' }).expect(403);
    expect(res.body.error.code).to.equal('entity_mismatch');
    await submit({ ...fields(), _entity: 'Book' }).expect(200);
  });

  it('refuses the CSRF header from a client that never got the cookie', async () => {
    await request(app).post('/datatables/ajax/edit-form').set('X-CSRF-Token', session.csrf).field('_table', EDIT_BOOKS).expect(403);
  });
});

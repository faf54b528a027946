import { expect } from 'chai';
import type { Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { loadDataTablesConfig, type AuthorizationContext } from '../../lib/index.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, leaksNothing, seed, SPEC_SECRET, storedBook } from '../support/http-app.js';
import { Book, HTTP_ENTITIES } from '../support/http-entities.js';
import { SpecBookTable, SpecNoteTable, SpecOtherBookTable } from '../support/http-tables.js';

const tokens = new TableTokens(SPEC_SECRET);
const EDIT_BOOKS = tokens.sign('spec-books', 'edit');

describe('POST /datatables/ajax/edit-form/view', () => {
  let orm: MikroORM;
  let app: Express;

  useTestOrm(HTTP_ENTITIES, async (opened) => {
    orm = opened;
    ({ app } = createSpecApp({ orm }));
    await seed(orm);
  });

  const view = (body: object, on: Express = app) => request(on).post('/datatables/ajax/edit-form/view').send(body);

  describe('with an edit token', () => {
    it('answers the whole modal as HTML, pre-filled for the row', async () => {
      const res = await view({ table: EDIT_BOOKS, id: 2 }).expect(200).expect('Content-Type', /text\/html/);
      expect(res.text).to.match(/^<dialog [^>]*data-ux-datatables-modal/);
      expect(res.text).to.include('data-ux-datatables-modal-body');
      expect(res.text).to.include('id="ux-datatables-edit-form"');
      expect(res.text).to.match(/name="title"[^>]* value="50% off_now"/);
      expect(res.text).to.match(/name="pages"[^>]* value="10"/);
    });

    it('carries the hidden inputs _table (an edit token), _id and _version', async () => {
      const res = await view({ table: EDIT_BOOKS, id: 2 }).expect(200);
      expect(res.text).to.include(`<input type="hidden" name="_table" value="${EDIT_BOOKS}">`);
      expect(res.text).to.include('<input type="hidden" name="_id" value="2">');
      expect(res.text).to.include('<input type="hidden" name="_version" value="1">');
    });

    it("uses the table's title", async () => {
      const res = await view({ table: EDIT_BOOKS, id: 2 }).expect(200);
      expect(res.text).to.include('>Edit book</h2>');
    });

    it('shows the identifier disabled and leaves hidden-when-updating columns out', async () => {
      const res = await view({ table: EDIT_BOOKS, id: 1 }).expect(200);
      expect(res.text).to.match(/name="id"[^>]* disabled/);
      expect(res.text).not.to.include('secretNote');
      expect(res.text).not.to.include('spice');
    });

    it('escapes the values', async () => {
      const em = orm.em.fork();
      const book = await em.findOneOrFail(Book, { id: 2 });
      book.title = '"><script>alert(1)</script>';
      await em.flush();
      const res = await view({ table: EDIT_BOOKS, id: 2 }).expect(200);
      expect(res.text).not.to.include('<script>');
      expect(res.text).to.include('&#34;&gt;&lt;script&gt;');
      await seed(orm);
    });

    it('accepts an urlencoded body and needs no CSRF token (it changes nothing)', async () => {
      const res = await request(app).post('/datatables/ajax/edit-form/view').type('form')
        .send(`table=${encodeURIComponent(EDIT_BOOKS)}&id=2`).expect(200);
      expect(res.text).to.include('name="_id" value="2"');
    });

    it('answers 404 row_not_found for an unknown identifier', async () => {
      const res = await view({ table: EDIT_BOOKS, id: 999 }).expect(404);
      expect(res.body.error.code).to.equal('row_not_found');
    });

    it('answers 400 without an identifier', async () => {
      await view({ table: EDIT_BOOKS }).expect(400);
    });
  });

  describe('the modal template', () => {
    describe('when neither the table nor data_tables.edit_modal names one: the variant of the page\'s adapter', () => {
      for (const adapter of ['bs', 'bs4', 'bs5']) {
        it(`renders Bootstrap markup for "${adapter}" (the <dialog> template under Bootstrap's backdrop could not be clicked)`, async () => {
          const res = await view({ table: EDIT_BOOKS, id: 2, adapter }).expect(200);
          expect(res.text).to.match(/^<div class="modal fade"[^>]*data-ux-datatables-modal/);
          expect(res.text).to.include('class="modal-body" data-ux-datatables-modal-body');
          expect(res.text).to.match(/<input type="hidden" name="_adapter" value="bs\d?"/);
        });
      }

      for (const adapter of ['dt', 'side-panel', undefined]) {
        it(`renders the <dialog> for ${adapter === undefined ? 'a request that names no adapter' : `"${adapter}"`}`, async () => {
          const res = await view({ table: EDIT_BOOKS, id: 2, adapter }).expect(200);
          expect(res.text).to.match(/^<dialog [^>]*data-ux-datatables-modal/);
        });
      }

      it('refuses an adapter that is no key (400)', async () => {
        for (const adapter of [['bs5'], 'bs5"><script>', 'x'.repeat(65)]) {
          const res = await view({ table: EDIT_BOOKS, id: 2, adapter }).expect(400);
          expect(res.body.error.fields).to.have.property('adapter');
        }
      });
    });

    it('is the explicit one whatever the adapter: the table\'s, then data_tables.edit_modal\'s', async () => {
      const { app: other } = createSpecApp({ orm, tables: [SpecOtherBookTable] });
      const own = await view({ table: tokens.sign('spec-books-other', 'edit'), id: 2, adapter: 'bs5' }, other).expect(200);
      expect(own.text).to.match(/^<div class="custom-modal"/);
      const settings = loadDataTablesConfig({ data_tables: { edit_modal: { template: 'custom_modal.html.ejs' } } });
      const { app: global } = createSpecApp({ orm, settings });
      const configured = await view({ table: EDIT_BOOKS, id: 2, adapter: 'bs5' }, global).expect(200);
      expect(configured.text).to.match(/^<div class="custom-modal"/);
    });

    it("is the table's editModalTemplate when it has one", async () => {
      const { app: other } = createSpecApp({ orm, tables: [SpecOtherBookTable] });
      const res = await view({ table: tokens.sign('spec-books-other', 'edit'), id: 2 }, other).expect(200);
      expect(res.text).to.match(/^<div class="custom-modal"/);
      expect(res.text).to.include('id="ux-datatables-edit-form"');
    });

    it('is data_tables.edit_modal.template otherwise, with its default_title', async () => {
      const settings = loadDataTablesConfig({
        data_tables: { edit_modal: { template: 'custom_modal.html.ejs', default_title: 'Change it' } },
      });
      const { app: other } = createSpecApp({ orm, settings, tables: [SpecOtherBookTable, SpecBookTable] });
      const res = await view({ table: tokens.sign('spec-books', 'edit'), id: 2 }, other).expect(200);
      expect(res.text).to.match(/^<div class="custom-modal" data-ux-datatables-modal><h1>Edit book<\/h1>/);
      const untitled = await view({ table: tokens.sign('spec-books-other', 'edit'), id: 2 }, other).expect(200);
      expect(untitled.text).to.include('<h1>Change it</h1>');
    });

    it('renders the Bootstrap 5 variant when configured', async () => {
      const settings = loadDataTablesConfig({
        data_tables: {
          edit_modal: {
            template: '@VendorDataTables/modal/bs5/edit_modal.html.ejs',
            body_template: '@VendorDataTables/modal/bs5/_form_body.html.ejs',
          },
        },
      });
      const { app: other } = createSpecApp({ orm, settings });
      const res = await view({ table: EDIT_BOOKS, id: 2 }, other).expect(200);
      expect(res.text).to.match(/class="modal[ "]/);
      expect(res.text).to.include('id="ux-datatables-edit-form"');
    });
  });

  describe('refusals', () => {
    it('refuses a read or delete token (403 invalid_token)', async () => {
      expect((await view({ table: tokens.sign('spec-books', 'read'), id: 2 }).expect(403)).body.error.code).to.equal('invalid_token');
      await view({ table: tokens.sign('spec-books', 'delete'), id: 2 }).expect(403);
    });

    it('refuses a table without an edit action (403 action_not_declared)', async () => {
      const res = await view({ table: tokens.sign('spec-notes', 'edit'), id: 1 }).expect(403);
      expect(res.body.error.code).to.equal('action_not_declared');
    });

    it("refuses a row the action's displayIf hides (403 action_not_available)", async () => {
      const res = await view({ table: EDIT_BOOKS, id: 3 }).expect(403);
      expect(res.body.error.code).to.equal('action_not_available');
    });

    it('honours entity when one table binds it with an edit action, and refuses one no table binds', async () => {
      const { app: single } = createSpecApp({ orm, tables: [SpecBookTable, SpecNoteTable] });
      await view({ entity: 'Book', id: 2 }, single).expect(200);
      expect((await view({ entity: 'Ghost', id: 1 }, single).expect(404)).body.error.code).to.equal('unknown_entity');
      expect((await view({ entity: 'Note', id: 1 }, single).expect(403)).body.error.code).to.equal('action_not_declared');
    });

    it('asks the authorization hook whether it may read, then with action "edit" and the entity, and refuses on no (403 forbidden)', async () => {
      const asked: AuthorizationContext[] = [];
      const { app: guarded } = createSpecApp({ orm, authorize: (context) => (asked.push(context), context.action !== 'edit') });
      const res = await view({ table: EDIT_BOOKS, id: 2 }, guarded).expect(403);
      expect(res.body.error.code).to.equal('forbidden');
      expect(asked.map((context) => [context.action, (context.entity as Book | undefined)?.id])).to.deep.equal([['read', undefined], ['edit', 2]]);
    });

    it('never leaks internals', async () => {
      for (const body of [{ table: EDIT_BOOKS, id: 999 }, { table: EDIT_BOOKS, id: 'x' }, { table: 'bad', id: 1 }]) {
        const res = await view(body);
        expect(res.status).to.be.within(400, 499);
        expect(leaksNothing(res.body)).to.equal(true);
      }
    });
  });

  it('changes nothing', async () => {
    await view({ table: EDIT_BOOKS, id: 2 }).expect(200);
    expect((await storedBook(orm, 2))?.version).to.equal(1);
  });
});

import { expect } from 'chai';
import express from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import {
  AbstractDataTable, Action, ActionColumn, Actions, AsDataTable, ConfigurationError, DataTable, DataTableBuilder,
  dataTablesRouter, loadDataTablesConfig, buildTableView, NumberColumn, TemplateColumn, TextColumn,
  type DataTablesRouterOptions, type PageView,
} from '../../lib/index.js';
import { dataTableRegistry } from '../../lib/model/DataTableRegistry.js';
import { TableModel } from '../../lib/model/TableModel.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { WIRE_VERSION } from '../../lib/wire/wire-version.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, openPage, recordingLogger, seed, SPEC_SECRET, SPEC_TEMPLATES } from '../support/http-app.js';
import { Book, Ghost, HTTP_ENTITIES, Note } from '../support/http-entities.js';
import { SpecBookTable, SpecNoteTable, specOrderTable, SpecReadOnlyBookTable } from '../support/http-tables.js';
import { pageViewOf } from '../support/rendered-html.js';
import { createUnreachableOrm } from '../support/unreachable-orm.js';

const tokens = new TableTokens(SPEC_SECRET);

/** A table whose field rule names a field its form does not have. */
@AsDataTable(Book, { name: 'spec-books-bad-rule' })
class BadRuleTable extends AbstractDataTable<Book> {
  configureColumns() {
    return [NumberColumn.new('id'), TextColumn.new('title')];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.edit());
  }

  configureFieldRules() {
    return { author: (schema: unknown) => schema };
  }
}

/** A table on an entity the specs' ORM does not know. */
@AsDataTable(Ghost, { name: 'spec-ghosts' })
class GhostTable extends AbstractDataTable {
  configureColumns() {
    return [NumberColumn.new('id')];
  }
}

describe('dataTablesRouter(options)', () => {
  let orm: MikroORM;
  let offline: MikroORM;

  useTestOrm(HTTP_ENTITIES, async (opened) => {
    orm = opened;
    offline = await createUnreachableOrm([Book, Note]);
    await seed(orm);
  });

  after(async () => {
    await offline?.close(true);
  });

  describe('when it is built', () => {
    const build = (options: Partial<DataTablesRouterOptions>) => () =>
      dataTablesRouter({ orm: offline, secret: SPEC_SECRET, logger: recordingLogger(), tables: [SpecNoteTable], ...options } as DataTablesRouterOptions);

    it('builds without touching the database', () => {
      expect(build({})()).to.be.a('function');
    });

    it('refuses a missing or short secret', () => {
      expect(build({ secret: 'short' })).to.throw(/"secret" .* at least 32 characters/);
      expect(build({ secret: undefined })).to.throw(/"secret"/);
    });

    it('refuses a missing ORM', () => {
      expect(build({ orm: undefined })).to.throw(/"orm" option/);
    });

    it('refuses a table whose entity the ORM does not know, quoting both', () => {
      expect(build({ tables: [GhostTable] })).to.throw(/Table "spec-ghosts" is bound to entity "Ghost", which MikroORM does not know/);
    });

    it('refuses two tables under one name', () => {
      const a = DataTableBuilder.create('twice').addColumn(NumberColumn.new('id')).build();
      const b = DataTableBuilder.create('twice').addColumn(NumberColumn.new('id')).build();
      expect(build({ tables: [a, b] })).to.throw(/Two tables are registered under the name "twice"/);
      expect(build({ tables: [SpecNoteTable, SpecNoteTable] })).to.throw(/"spec-notes"/);
    });

    it('refuses a column explicitly searchable or orderable that is no stored property', () => {
      const searchTable = entityTable('notes-search', Note, TextColumn.new('excerpt').setSearchable(true));
      const orderTable = entityTable('notes-order', Note, TextColumn.new('excerpt').setOrderable(true));
      expect(build({ tables: [searchTable] })).to.throw(/Column "excerpt" of table "notes-search" is marked searchable, but entity "Note" has no stored property "excerpt"/);
      expect(build({ tables: [orderTable] })).to.throw(/Column "excerpt" of table "notes-order" is marked orderable/);
    });

    it("refuses a hand-built table's action whose entity the ORM does not know", () => {
      const table = DataTableBuilder.create('ghost-rows').addColumn(NumberColumn.new('id'))
        .addColumn(ActionColumn.fromActions('ops', 'Ops', new Actions().add(Action.delete().setEntityClass(Ghost)))).build();
      expect(build({ tables: [table] })).to.throw(/Action "DELETE" of table "ghost-rows" works on entity "Ghost", which MikroORM does not know/);
      const byName = DataTableBuilder.create('named-rows').addColumn(NumberColumn.new('id'))
        .addColumn(ActionColumn.fromActions('ops', 'Ops', new Actions().add(Action.edit().setEntityClass('Nope')))).build();
      expect(build({ tables: [byName] })).to.throw(/works on entity "Nope"/);
    });

    it('refuses an idField that is no stored property of the entity', () => {
      const actions = ActionColumn.fromActions('actions', 'Actions', new Actions().add(Action.delete().setIdField('isbn')));
      expect(build({ tables: [entityTable('books-by-isbn', Book, actions)] }))
        .to.throw(/names its rows by "isbn", which is not a stored property of entity "Book"/);
    });

    it('refuses a field rule for a field the edit form does not have', () => {
      expect(build({ tables: [BadRuleTable] })).to.throw(/field rule of table "spec-books-bad-rule" names "author"/);
    });

    it('refuses a csrf option of the wrong shape', () => {
      expect(build({ csrf: { verify: () => true } as never })).to.throw(/verify\(req\) and token\(req, res\)/);
      expect(build({ csrf: 'yes' as never })).to.throw(/"csrf" option/);
    });

    it('refuses a body limit that is not a positive number of bytes', () => {
      expect(build({ bodyLimit: 0 })).to.throw(/"bodyLimit"/);
    });

    it('refuses a template column whose file does not exist (the router started, then every data request answered 500)', () => {
      const table = DataTableBuilder.create('missing-template').addColumn(NumberColumn.new('id'))
        .addColumn(TemplateColumn.new('cell').setTemplate('nowhere/cell.html.ejs')).build();
      // No ejs is needed to find a file: the check does not wait for it.
      const loadModule = () => { throw new Error('not installed'); };
      expect(build({ tables: [table], templateDirectories: [SPEC_TEMPLATES], loadModule })).to.throw(
        ConfigurationError,
        /^TemplateColumn "cell" of table "missing-template" uses template "nowhere\/cell.html.ejs", which cannot be used: Template "nowhere\/cell.html.ejs" not found in "/,
      );
    });

    it('refuses an edit modal or body template that does not exist, naming the table and the path', () => {
      const modal = DataTableBuilder.create('missing-modal').addColumn(NumberColumn.new('id')).addColumn(TextColumn.new('title'))
        .configureDataTable((options) => options.setEditModalTemplate('nowhere/modal.html.ejs'))
        .addColumn(ActionColumn.fromActions('ops', 'Ops', new Actions().add(Action.edit().setEntityClass(Book)))).build();
      expect(build({ tables: [modal], templateDirectories: [SPEC_TEMPLATES] })).to.throw(
        ConfigurationError, /^The edit modal of table "missing-modal" uses template "nowhere\/modal.html.ejs"/,
      );
      const settings = loadDataTablesConfig({ data_tables: { edit_modal: { body_template: '@VendorDataTables/modal/nope.html.ejs' } } });
      const body = DataTableBuilder.create('missing-body').addColumn(NumberColumn.new('id')).addColumn(TextColumn.new('title'))
        .addColumn(ActionColumn.fromActions('ops', 'Ops', new Actions().add(Action.edit().setEntityClass(Book)))).build();
      expect(build({ tables: [body], settings })).to.throw(ConfigurationError, /table "missing-body" uses template "@VendorDataTables\/modal\/nope.html.ejs"/);
    });

    it('serves every registered @AsDataTable class when no tables are given', async () => {
      const all = dataTableRegistry.all;
      dataTableRegistry.all = () => [SpecNoteTable, SpecReadOnlyBookTable];
      try {
        const app = express().use(dataTablesRouter({ orm, secret: SPEC_SECRET, logger: recordingLogger() }));
        app.get('/view', (_req, res) => res.json(res.locals.dataTable('spec-books-readonly')));
        await request(app).get('/datatables/ajax/data').query({ table: tokens.sign('spec-books-readonly', 'read') }).expect(200);
        await request(app).get('/datatables/ajax/data').query({ table: tokens.sign('spec-books', 'read') }).expect(404);
      } finally {
        dataTableRegistry.all = all;
      }
    });
  });

  describe('the page view', () => {
    it('is the documented JSON: wire version, table, urls, a token per declared purpose, csrf, mercure', async () => {
      const { app } = createSpecApp({ orm });
      const { view } = await openPage(app);
      expect(view).to.have.keys('wireVersion', 'table', 'urls', 'tokens', 'csrf', 'mercure', 'i18n');
      expect(view.wireVersion).to.equal(WIRE_VERSION);
      expect(view.urls).to.deep.equal({
        data: '/datatables/ajax/data', delete: '/datatables/ajax/delete', editView: '/datatables/ajax/edit-form/view',
        editSubmit: '/datatables/ajax/edit-form', editForm: '/datatables/ajax/edit-form',
        createView: '/datatables/ajax/create-form/view', createSubmit: '/datatables/ajax/create-form', bulk: '/datatables/ajax/bulk',
        export: '/datatables/ajax/export',
      });
      expect(view.tokens).to.deep.equal({
        read: tokens.sign('spec-books', 'read'), delete: tokens.sign('spec-books', 'delete'), edit: tokens.sign('spec-books', 'edit'),
      });
      expect(view.csrf.header).to.equal('X-CSRF-Token');
      expect(view.csrf.token).to.be.a('string').and.not.equal('');
      expect(view.mercure).to.equal(null);
      // A table without bulk actions has none (and so no selection column).
      const { bulk, ...table } = view.table;
      expect(bulk ?? null).to.equal(null);
      // keySearch: the key's column, which the search reaches (a created row's Show searches for it).
      expect(table).to.deep.equal({ ...TableModel.fromClass(SpecBookTable).toView((column) => expected[column.name] ?? { searchable: false, orderable: false }), keySearch: 'id' });
    });

    const expected: Record<string, { searchable: boolean; orderable: boolean }> = {
      id: { searchable: true, orderable: true },
      title: { searchable: true, orderable: true },
      author: { searchable: true, orderable: true },
      status: { searchable: true, orderable: true },
      featured: { searchable: true, orderable: true },
      pages: { searchable: true, orderable: false },
      publishedOn: { searchable: true, orderable: true },
      secretNote: { searchable: false, orderable: true },
    };

    it('resolves the search and order flags: stored properties yes, computed, template and action columns no', async () => {
      const { app } = createSpecApp({ orm });
      const { view } = await openPage(app);
      const flags = Object.fromEntries(view.table.columns.map((c) => [c.name, [c.searchable, c.orderable]]));
      expect(flags).to.deep.include({ shout: [false, false], cover: [false, false], actions: [false, false], pages: [true, false] });
    });

    it('issues only a read token and no CSRF cookie for a table without mutations', async () => {
      const { app } = createSpecApp({ orm });
      const res = await request(app).get('/view/spec-notes').expect(200);
      expect((res.body as PageView).tokens).to.deep.equal({ read: tokens.sign('spec-notes', 'read') });
      expect(res.headers['set-cookie']).to.equal(undefined);
    });

    it('sets the CSRF cookie: httpOnly, SameSite=Strict, __Host- and Secure on https', async () => {
      const { app } = createSpecApp({ orm });
      const plain = await request(app).get('/view/spec-books').expect(200);
      expect(plain.headers['set-cookie'][0]).to.match(/^uxdt-[0-9a-f]{8}\.x-csrf-token=.*; Path=\/; HttpOnly; SameSite=Strict$/);
      app.set('trust proxy', true);
      const secure = await request(app).get('/view/spec-books').set('X-Forwarded-Proto', 'https').expect(200);
      expect(secure.headers['set-cookie'][0]).to.match(/^__Host-uxdt-[0-9a-f]{8}\.x-csrf-token=.*; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    });

    it('renders the table element through res.locals.dataTable', async () => {
      const { app } = createSpecApp({ orm });
      const res = await request(app).get('/page/spec-books').expect(200);
      const match = /^<table id="table-1" class="display" data-controller="datatable" data-datatable-view-value="([^"]*)"><\/table>$/.exec(res.text);
      expect(match).to.not.equal(null);
      expect(pageViewOf(res.text).table.name).to.equal('spec-books');
    });

    it('shares one CSRF token between two tables of one page', async () => {
      const { app } = createSpecApp({ orm });
      app.get('/two', (_req, res) => res.send(res.locals.dataTable(SpecBookTable) + res.locals.dataTable('spec-orders')));
      const res = await request(app).get('/two').expect(200);
      const csrf = [...res.text.matchAll(/&quot;csrf&quot;:\{&quot;header&quot;:&quot;X-CSRF-Token&quot;,&quot;token&quot;:&quot;([^&]+)&quot;/g)].map((m) => m[1]);
      expect(csrf).to.have.length(2);
      expect(csrf[0]).to.equal(csrf[1]);
      expect(res.headers['set-cookie']).to.have.length(1);
    });

    it('names the table by class or model too, and refuses a table it does not serve', async () => {
      const orders = specOrderTable();
      const { app } = createSpecApp({ orm, tables: [SpecBookTable, orders] });
      app.get('/by-class', (_req, res) => res.send(res.locals.dataTable(SpecBookTable)));
      app.get('/by-model', (_req, res) => res.send(res.locals.dataTable(orders)));
      app.get('/unknown', (_req, res) => res.send(res.locals.dataTable('nope')));
      expect((await request(app).get('/by-class').expect(200)).text).to.include('spec-books');
      expect((await request(app).get('/by-model').expect(200)).text).to.include('spec-orders');
      app.use(((error, _req, res, _next) => res.status(500).send((error as Error).message)) as express.ErrorRequestHandler);
      expect((await request(app).get('/unknown').expect(500)).text).to.equal('Table "nope" is not served by a dataTablesRouter() this request passed through; add it to its "tables"');
    });

    it('gives URLs under the mount path, and the endpoints answer there', async () => {
      const app = express();
      app.use('/admin', dataTablesRouter({ orm, secret: SPEC_SECRET, tables: [SpecBookTable], templateDirectories: [SPEC_TEMPLATES], logger: recordingLogger() }));
      app.get('/admin/view', (_req, res) => res.send(res.locals.dataTable('spec-books')));
      const res = await request(app).get('/admin/view').expect(200);
      expect(res.text).to.include('/admin/datatables/ajax/data');
      await request(app).get('/admin/datatables/ajax/data').query({ table: tokens.sign('spec-books', 'read') }).expect(200);
    });
  });

  describe('several routers on one site', () => {
    const ADMIN_SECRET = 'admin-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
    const adminTokens = new TableTokens(ADMIN_SECRET);

    /** One router at `/` and one at `/admin`, both serving the books, mounted in the given order. */
    function site(order: 'admin-first' | 'root-first') {
      const app = express();
      const root = () => app.use(dataTablesRouter({ orm, secret: SPEC_SECRET, tables: [SpecBookTable], templateDirectories: [SPEC_TEMPLATES], logger: recordingLogger() }));
      const admin = () => app.use('/admin', dataTablesRouter({ orm, secret: ADMIN_SECRET, tables: [SpecBookTable], templateDirectories: [SPEC_TEMPLATES], logger: recordingLogger() }));
      if (order === 'admin-first') { admin(); root(); } else { root(); admin(); }
      app.get('/view', (req, res) => res.json(buildTableView(req, res, 'spec-books')));
      app.get('/admin/view', (req, res) => res.json(buildTableView(req, res, 'spec-books')));
      app.get('/admin/page', (_req, res) => res.send(res.locals.dataTable('spec-books')));
      return app;
    }

    for (const order of ['admin-first', 'root-first'] as const) {
      describe(`mounted ${order === 'admin-first' ? '/admin first' : '/ first'}`, () => {
        it("gives each page its own router's URLs and tokens (pages of one pointed at the other's)", async () => {
          const app = site(order);
          const rootView = (await request(app).get('/view').expect(200)).body as PageView;
          expect(rootView.urls.data).to.equal('/datatables/ajax/data');
          expect(rootView.tokens.edit).to.equal(tokens.sign('spec-books', 'edit'));
          const adminView = (await request(app).get('/admin/view').expect(200)).body as PageView;
          expect(adminView.urls.data).to.equal('/admin/datatables/ajax/data');
          expect(adminView.tokens.edit).to.equal(adminTokens.sign('spec-books', 'edit'));
          expect((await request(app).get('/admin/page').expect(200)).text).to.include('/admin/datatables/ajax/data');
          await request(app).get(adminView.urls.data).query({ table: adminView.tokens.read }).expect(200);
        });

        it("keeps each router's CSRF cookie (opening the other's page made the first's mutations 403 csrf_invalid)", async () => {
          await seed(orm);
          const app = site(order);
          const agent = request.agent(app);
          const rootView = (await agent.get('/view').expect(200)).body as PageView;
          const adminView = (await agent.get('/admin/view').expect(200)).body as PageView;
          await agent.delete(rootView.urls.delete).set('X-CSRF-Token', rootView.csrf.token).send({ table: rootView.tokens.delete, id: 2 }).expect(200);
          await agent.delete(adminView.urls.delete).set('X-CSRF-Token', adminView.csrf.token).send({ table: adminView.tokens.delete, id: 3 }).expect(200);
        });
      });
    }

    it("gives a router's own view through router.tableView(req, res, table)", async () => {
      const app = express();
      const root = dataTablesRouter({ orm, secret: SPEC_SECRET, tables: [SpecBookTable], templateDirectories: [SPEC_TEMPLATES], logger: recordingLogger() });
      app.use('/admin', dataTablesRouter({ orm, secret: ADMIN_SECRET, tables: [SpecBookTable], templateDirectories: [SPEC_TEMPLATES], logger: recordingLogger() }));
      app.use(root);
      app.get('/admin/root-view', (req, res) => res.json(root.tableView(req, res, 'spec-books')));
      const view = (await request(app).get('/admin/root-view').expect(200)).body as PageView;
      expect(view.urls.data).to.equal('/datatables/ajax/data');
      expect(view.tokens.read).to.equal(tokens.sign('spec-books', 'read'));
    });
  });

  describe('the application around it', () => {
    it('keeps its settings, its body parsing and its cookies to itself', async () => {
      const { app } = createSpecApp({ orm });
      const before = app.get('query parser');
      let seen: { body: unknown; cookies: unknown; query: unknown } | undefined;
      app.post('/echo', (req, res) => {
        seen = { body: req.body, cookies: (req as { cookies?: unknown }).cookies, query: req.query };
        res.locals.dataTable('spec-books');
        res.end();
      });
      await request(app).post('/echo?a[b]=1').set('Cookie', 'x=1').send({ a: 1 }).expect(200);
      expect(seen).to.deep.equal({ body: undefined, cookies: undefined, query: { 'a[b]': '1' } });
      expect(app.get('query parser')).to.equal(before);
    });

    it("leaves other paths to the application, and answers 404 JSON under /datatables", async () => {
      const { app } = createSpecApp({ orm });
      const outside = await request(app).get('/elsewhere').expect(404);
      expect(outside.headers['content-type']).to.match(/html/);
      const inside = await request(app).get('/datatables/nope').expect(404);
      expect(inside.body).to.deep.equal({ error: { status: 404, code: 'not_found', message: 'No endpoint GET /datatables/nope' } });
      await request(app).put('/datatables/ajax/delete').expect(404);
    });
  });

  describe('without yup or ejs', () => {
    for (const missing of ['yup', 'ejs'] as const) {
      describe(`("${missing}" cannot be loaded)`, () => {
        const loadModule = (name: string) => {
          if (name === missing) throw new Error(`Cannot find package '${missing}'`);
          return import(name);
        };

        it('does not mount the edit-form endpoints (404 JSON)', async () => {
          const { app } = createSpecApp({ orm, loadModule });
          const { agent, csrf } = await openPage(app);
          const edit = tokens.sign('spec-books', 'edit');
          for (const res of [
            await agent.post('/datatables/ajax/edit-form/view').send({ table: edit, id: 2 }),
            await agent.post('/datatables/ajax/edit-form').set('X-CSRF-Token', csrf).send({ _table: edit, _id: 2 }),
            await agent.get('/datatables/ajax/edit-form').query({ table: edit, id: 2 }),
          ]) {
            expect(res.status).to.equal(404);
            expect(res.body.error.code).to.equal('not_found');
          }
        });

        it('draws no Edit and issues no edit token (clicking Edit showed "No endpoint POST …/edit-form/view")', async () => {
          const { app, logger } = createSpecApp({ orm, loadModule });
          const { view } = await openPage(app);
          expect(view.tokens).to.have.keys('read', 'delete');
          expect(view.table.actions!.items.map((action) => action.type)).to.not.include('EDIT');
          expect(view.table.actions!.items.map((action) => action.type)).to.include('DELETE');
          const data = await request(app).get('/datatables/ajax/data').query({ table: view.tokens.read, length: 1 }).expect(200);
          expect(data.body.data[0]._actions).to.have.property('DELETE');
          expect(data.body.data[0]._actions).to.not.have.property('EDIT');
          expect(logger.warnings).to.have.length(1);
        });

        it('logs one warning that says why', async () => {
          const { app, logger } = createSpecApp({ orm, loadModule });
          await request(app).post('/datatables/ajax/edit-form/view').send({}).expect(404);
          await request(app).post('/datatables/ajax/edit-form/view').send({}).expect(404);
          expect(logger.warnings).to.have.length(1);
          expect(logger.warnings[0]).to.include(`"${missing}" cannot be loaded`);
        });

        it('keeps data and delete working', async () => {
          await seed(orm);
          const { app } = createSpecApp({ orm, loadModule });
          const { agent, csrf } = await openPage(app);
          const data = await request(app).get('/datatables/ajax/data').query({ table: tokens.sign('spec-books', 'read'), length: 1 }).expect(200);
          expect(data.body.data[0].cover).to.equal(missing === 'ejs' ? null : '<em data-id="1">Dune</em>\n');
          await agent.delete('/datatables/ajax/delete').set('X-CSRF-Token', csrf).send({ table: tokens.sign('spec-books', 'delete'), id: 2 }).expect(200);
        });
      });
    }
  });

  describe('when the database is down', () => {
    const offlineApp = () => {
      const logger = recordingLogger();
      const app = express().use(dataTablesRouter({ orm: offline, secret: SPEC_SECRET, tables: [SpecBookTable, SpecNoteTable], logger, templateDirectories: [SPEC_TEMPLATES] }));
      app.get('/view', (req, res) => res.json(buildTableView(req, res, 'spec-books')));
      return { app, logger };
    };

    it('answers 503 database_unavailable, leaking nothing, and logs the cause', async () => {
      const { app, logger } = offlineApp();
      const res = await request(app).get('/datatables/ajax/data').query({ table: tokens.sign('spec-books', 'read') }).expect(503);
      expect(res.body).to.deep.equal({ error: { status: 503, code: 'database_unavailable', message: 'The database is unavailable; try again later' } });
      expect(logger.errors).to.have.length(1);
      const view = await request(app).post('/datatables/ajax/edit-form/view').send({ table: tokens.sign('spec-books', 'edit'), id: 1 }).expect(503);
      expect(JSON.stringify(view.body)).not.to.match(/ECONNREFUSED|127\.0\.0\.1/);
    });

    it('answers 503 for a delete that passed every check', async () => {
      const { app } = offlineApp();
      const agent = request.agent(app);
      const view = (await agent.get('/view').expect(200)).body as PageView;
      await agent.delete('/datatables/ajax/delete').set('X-CSRF-Token', view.csrf.token).send({ table: tokens.sign('spec-books', 'delete'), id: 2 }).expect(503);
    });

    it('refuses before any database access: unknown entity, undeclared action, wrong purpose', async () => {
      const { app } = offlineApp();
      await request(app).post('/datatables/ajax/edit-form/view').send({ entity: 'Ghost', id: 1 }).expect(404);
      await request(app).post('/datatables/ajax/edit-form/view').send({ table: tokens.sign('spec-notes', 'edit'), id: 1 }).expect(403);
      await request(app).post('/datatables/ajax/edit-form/view').send({ table: tokens.sign('spec-books', 'read'), id: 1 }).expect(403);
      await request(app).get('/datatables/ajax/data').query({ table: tokens.sign('spec-books', 'edit') }).expect(403);
    });
  });
});

/** A table bound to an entity, built without a class: one id column and `column`. */
function entityTable(name: string, entity: typeof Book | typeof Note, column: TextColumn | ActionColumn): TableModel {
  return new TableModel({
    name,
    columns: [NumberColumn.new('id'), column],
    options: new DataTable(),
    source: { kind: 'entity', entity, mapRow: (item) => ({ ...item }) },
  });
}

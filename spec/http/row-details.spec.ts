import { expect } from 'chai';
import fc from 'fast-check';
import type { Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import {
  ConfigurationError, DataTable, DataTableBuilder, loadDataTablesConfig, NumberColumn, TemplateColumn, TextColumn, type AuthorizationContext,
} from '../../lib/index.js';
import type { AbstractColumn } from '../../lib/column/AbstractColumn.js';
import { TableBinding } from '../../lib/persistence/TableBinding.js';
import { TableModel } from '../../lib/model/TableModel.js';
import { DETAILS_LIST_LIMIT } from '../../lib/persistence/details-row.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import type { RowData } from '../../lib/wire/page-view.js';
import { rowDetailsQuery, type RowDetailsResult } from '../../lib/wire/row-details.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, leaksNothing, openPage, SPEC_SECRET, type RecordingLogger } from '../support/http-app.js';
import { RELATION_ENTITIES } from '../support/relation-entities.js';
import { DETAILS_TABLES, Dossier, HOSTILE_TITLE, HOSTILE_WRITER, Novel, seedDetails, Writer } from '../support/details-tables.js';

const tokens = new TableTokens(SPEC_SECRET);
const DETAILS = tokens.sign('spec-novel-details', 'details');

/** The `<dt>`/`<dd>` pairs of a `<dl>` as [label, value], a list's items joined by " | ". */
function fieldsOf(html: string): Array<[string, string]> {
  const pairs = [...html.matchAll(/<dt class="uxdt-details__label">(.*?)<\/dt>\s*<dd class="uxdt-details__value">(.*?)<\/dd>/gs)];
  return pairs.map(([, label, value]) => [label, value.replace(/<\/li><li>/g, ' | ').replace(/<\/?(ul|li)[^>]*>/g, '')]);
}

describe('GET /datatables/ajax/details', () => {
  let orm: MikroORM;
  let app: Express;
  let logger: RecordingLogger;
  let asked: AuthorizationContext[];

  useTestOrm([...RELATION_ENTITIES, Dossier], (opened) => (orm = opened));

  const open = (options: Partial<Parameters<typeof createSpecApp>[0]> = {}) => {
    ({ app, logger } = createSpecApp({ orm, tables: DETAILS_TABLES, authorize: (context: AuthorizationContext) => asked.push(context) > 0, ...options }));
  };

  beforeEach(async () => {
    asked = [];
    open();
    await seedDetails(orm);
  });

  /** Asks a row's details (by default of novel 1, with the details token). */
  const details = (id: unknown = 1, token: string = DETAILS) => request(app).get(`/datatables/ajax/details?${rowDetailsQuery(token, id)}`);
  const detailsOf = async (id: unknown, token?: string) => (await details(id, token).expect(200)).body as RowDetailsResult;

  describe('the page', () => {
    it('says the table has details, gives their token and URL, and each row the key to ask them by; a table without them none', async () => {
      const { view } = await openPage(app, 'spec-novel-details');
      expect(view.table.details).to.equal(true);
      expect(view.tokens.details).to.equal(DETAILS);
      expect(view.urls.details).to.equal('/datatables/ajax/details');
      expect(view.csrf.token).to.equal('');
      const res = await request(app).get('/datatables/ajax/data').query({ table: tokens.sign('spec-novel-details', 'read'), start: 0, length: 3 }).expect(200);
      expect((res.body.data as RowData[]).map((row) => row._details)).to.deep.equal([{ id: 1 }, { id: 2 }, { id: 3 }]);
      const none = await openPage(app, 'spec-novel-no-details');
      expect(none.view.table).to.not.have.property('details');
      expect(none.view.tokens).to.not.have.property('details');
      expect(none.view.urls).to.not.have.property('details');
      const plain = await request(app).get('/datatables/ajax/data').query({ table: tokens.sign('spec-novel-no-details', 'read'), start: 0, length: 1 }).expect(200);
      expect(plain.body.data[0]).to.not.have.property('_details');
    });
  });

  describe('shows a row\'s details', () => {
    it('200: the fields as a <dl> (columns as their cells, paths of relations, the writer\'s other novels, the labels in order), never cached', async () => {
      const res = await details().expect(200).expect('Content-Type', /json/).expect('Cache-Control', 'no-store');
      expect(res.body.id).to.equal(1);
      expect(fieldsOf(res.body.html)).to.deep.equal([
        ['Title', 'The Hobbit'],
        ['Writer', 'Tolkien'],
        ['Writer country name', 'United Kingdom'],
        ['Writer novels', 'The Silmarillion'],
        ['Labels', 'Classic | Epic | Fantasy | Short'],
        ['Pages', '310'],
      ]);
      expect(logger.errors).to.deep.equal([]);
    });

    it('leaves blank what a row lacks: no writer, no labels, no pages', async () => {
      expect(fieldsOf((await detailsOf(4)).html)).to.deep.equal([
        ['Title', 'Untitled'], ['Writer', ''], ['Writer country name', ''], ['Writer novels', ''], ['Labels', ''], ['Pages', ''],
      ]);
    });

    it('escapes every value: a title and a writer\'s name that are markup are shown as text', async () => {
      const { html } = await detailsOf(7);
      expect(html).to.not.include('<script').and.not.include('<img');
      expect(html).to.include('&lt;script&gt;alert(&#34;t&#34;)&lt;/script&gt;&amp;amp;');
      expect(html).to.include('&#34;&gt;&lt;img src=x onerror=alert(1)&gt;');
      expect(fieldsOf(html)[0][1]).to.not.equal(HOSTILE_TITLE);
      expect(HOSTILE_WRITER).to.include('<img');
    });

    it(`lists the first ${DETAILS_LIST_LIMIT} related rows and counts the others`, async () => {
      const em = orm.em.fork();
      em.create(Writer, { id: 6, name: 'Prolific' } as never);
      await em.flush();
      for (let id = 100; id <= 160; id++) em.create(Novel, { id, title: `Novel ${id}`, writer: 6, labels: [] } as never);
      await em.flush();
      const [, , , [, others]] = fieldsOf((await detailsOf(100)).html);
      const items = others.replace(/\+\d+ more$/, '').split(' | ');
      expect(items).to.have.length(DETAILS_LIST_LIMIT);
      expect(items[0]).to.equal('Novel 101');
      expect(others).to.match(/Novel 150\+10 more$/);
    });

    it('in the request\'s language: labels from the catalogues, values as the table shows them there', async () => {
      open({ translations: { fr: { 'column.spec-dossier-details.title': 'Intitulé' } } });
      const token = tokens.sign('spec-dossier-details', 'details');
      const english = await request(app).get(`/datatables/ajax/details?${rowDetailsQuery(token, 1)}`).expect(200);
      expect(fieldsOf(english.body.html)).to.deep.equal([['Title', 'Open case'], ['Archived', 'No']]);
      const french = await request(app).get(`/datatables/ajax/details?${rowDetailsQuery(token, 1)}`).set('Accept-Language', 'fr').expect(200);
      expect(fieldsOf(french.body.html)).to.deep.equal([['Intitulé', 'Open case'], ['Archived', 'Non']]);
    });

    it('renders the table\'s own template with the entity, its populated relations and the fields (default: the columns)', async () => {
      const { html } = await detailsOf(1, tokens.sign('spec-novel-details-template', 'details'));
      expect(html).to.match(/^<section class="novel-details" lang="en">/);
      expect(html).to.include('<h3>The Hobbit</h3>');
      expect(fieldsOf(html)).to.deep.equal([['ID', '1'], ['Title', 'The Hobbit']]);
      expect(html).to.include('By Tolkien');
      expect(html).to.match(/<ul class="others"><li>The (Hobbit|Silmarillion)<\/li><li>The (Hobbit|Silmarillion)<\/li><\/ul>/);
    });

    it('renders fields from data_tables.details.template when the settings name one; a table\'s own template still wins', async () => {
      open({ settings: loadDataTablesConfig({ data_tables: { details: { template: 'details/plain.html.ejs' } } }) });
      expect((await detailsOf(2)).html).to.equal('<p class="plain">title=Ficciones;writer=Borges;writer.country.name=Argentina;writer.novels=;labels=Classic, Short;pages=174;</p>\n');
      expect((await detailsOf(1, tokens.sign('spec-novel-details-template', 'details'))).html).to.include('<section class="novel-details"');
    });

    it('asks authorize to read the table, then for the details of the row, given its entity', async () => {
      await details(3).expect(200);
      expect(asked.map((context) => [context.action, (context.entity as Novel | undefined)?.id])).to.deep.equal([['read', undefined], ['details', 3]]);
    });
  });

  describe('refuses', () => {
    afterEach(() => {
      expect(logger.errors).to.deep.equal([]);
    });

    it('404 row_not_found for a row outside the table\'s scope (the ORM\'s filter), as for one that does not exist, never its content', async () => {
      const token = tokens.sign('spec-dossier-details', 'details');
      const hidden = await request(app).get(`/datatables/ajax/details?${rowDetailsQuery(token, 2)}`).expect(404);
      expect(hidden.body).to.deep.equal({ error: { status: 404, code: 'row_not_found', message: 'No row with identifier "2" in table "spec-dossier-details"' } });
      expect(JSON.stringify(hidden.body)).to.not.include('Closed case');
      expect((await request(app).get(`/datatables/ajax/details?${rowDetailsQuery(token, 99)}`).expect(404)).body.error.code).to.equal('row_not_found');
    });

    it('404 for an id that names no row, or that no key can be (asked of no database)', async () => {
      for (const id of [99, 'abc', '1.5', '0x1', ' 1', '99999999999', '-'.repeat(300)]) {
        const res = await details(id).expect(404);
        expect(res.body.error.code, String(id)).to.equal('row_not_found');
      }
    });

    it('403 for a refusal of authorize: reading the table (whatever the row), or the details of this row', async () => {
      open({ authorize: (context: AuthorizationContext) => context.action !== 'read' });
      expect((await details(1).expect(403)).body.error.code).to.equal('forbidden');
      expect((await details(99).expect(403)).body.error.code).to.equal('forbidden');
      open({ authorize: (context: AuthorizationContext) => !(context.action === 'details' && (context.entity as Novel).id === 3) });
      expect((await details(3).expect(403)).body.error).to.include({ code: 'forbidden', message: 'Not allowed to details in table "spec-novel-details"' });
      await details(1).expect(200);
    });

    it('403 for a forged token, a token of another purpose, a table without details; 400 without a token', async () => {
      expect((await details(1, `${DETAILS}x`).expect(403)).body.error.code).to.equal('invalid_token');
      expect((await details(1, tokens.sign('spec-novel-details', 'read')).expect(403)).body.error.code).to.equal('invalid_token');
      expect((await details(1, tokens.sign('spec-novel-details', 'options')).expect(403)).body.error.code).to.equal('invalid_token');
      const none = await details(1, tokens.sign('spec-novel-no-details', 'details')).expect(403);
      expect(none.body.error).to.include({ code: 'action_not_declared', message: 'Table "spec-novel-no-details" shows no details (no setDetails)' });
      const missing = await request(app).get('/datatables/ajax/details?id=1').expect(400);
      expect(missing.body.error.message).to.contain('details token');
    });

    it('400 naming the parameter: no id, one given twice, one it does not take', async () => {
      for (const [query, field] of [
        [`table=${encodeURIComponent(DETAILS)}`, 'id'],
        [`table=${encodeURIComponent(DETAILS)}&id=`, 'id'],
        [`table=${encodeURIComponent(DETAILS)}&id=1&id=2`, 'id'],
        [`table=${encodeURIComponent(DETAILS)}&table=${encodeURIComponent(DETAILS)}&id=1`, 'table'],
        [`table=${encodeURIComponent(DETAILS)}&id=1&populate=writer`, 'populate'],
      ]) {
        const res = await request(app).get(`/datatables/ajax/details?${query}`).expect(400);
        expect(res.body.error.fields, query).to.have.property(field);
        expect(leaksNothing(res.body)).to.equal(true);
      }
    });

    it('429 past the quota of reads on demand', async () => {
      open({ limits: { mutationsPerMinute: 1 } });
      for (let i = 0; i < 4; i++) await details().expect(200);
      expect((await details().expect(429)).body.error.code).to.equal('too_many_requests');
    });

    it('404 not_found, as a route that does not exist, without ejs; the page then offers no details', async () => {
      open({ loadModule: (name: string) => (name === 'ejs' ? Promise.reject(new Error('Cannot find package \'ejs\'')) : import(name)) });
      expect((await details().expect(404)).body.error.code).to.equal('not_found');
      const { view } = await openPage(app, 'spec-novel-details');
      expect(view.table).to.not.have.property('details');
      expect(view.tokens).to.not.have.property('details');
      logger.errors.length = 0;
    });
  });

  describe('any query string', () => {
    it('is answered 200 or 4xx, never 5xx, and leaks nothing', async function () {
      this.timeout(60_000);
      open({ limits: { mutationsPerMinute: 0 } });
      const value = fc.oneof(
        fc.constantFrom(DETAILS, tokens.sign('spec-dossier-details', 'details'), tokens.sign('spec-novel-no-details', 'details'), tokens.sign('spec-novel-details', 'read'), '1', '2', '7', '99', '-1', '1e3', '%', '%zz', '__proto__', ''),
        fc.integer({ min: -5, max: 200 }).map(String),
        fc.string({ maxLength: 20 }),
      );
      const name = fc.oneof(fc.constantFrom('table', 'id', 'populate', 'constructor', 'id[]', 'table[0]'), fc.string({ maxLength: 6 }));
      const pair = fc.tuple(name, value, fc.boolean()).map(([key, text, raw]) => (raw ? `${key.replace(/[^A-Za-z0-9%&=._~[\]-]/g, '')}=${text.replace(/[^A-Za-z0-9%._~-]/g, '')}` : `${encodeURIComponent(key)}=${encodeURIComponent(text)}`));
      await fc.assert(fc.asyncProperty(fc.array(pair, { maxLength: 4 }), async (pairs) => {
        const res = await request(app).get(`/datatables/ajax/details?${pairs.join('&')}`);
        expect([200, 400, 403, 404], JSON.stringify([pairs, res.body])).to.include(res.status);
        expect(leaksNothing(res.body)).to.equal(true);
      }), { numRuns: 200 });
      expect(logger.errors).to.deep.equal([]);
    });
  });

  describe('is checked when the router is built', () => {
    const table = (details: (options: DataTable) => DataTable, columns: AbstractColumn[] = [NumberColumn.new('id', 'ID'), TextColumn.new('title', 'Title'), TextColumn.new('writer.name', 'Writer')]) => new TableBinding(new TableModel({
      name: 'novels', columns, options: details(new DataTable()), source: { kind: 'entity', entity: Novel, mapRow: (row) => ({ ...(row as object) }) },
    }), orm.getMetadata());

    it('refuses setDetails\' arguments that are no template path nor list of fields', () => {
      for (const [details, options] of [['', undefined], [[], undefined], [['title', 'title'], undefined], [[''], undefined], [['title'], { fields: ['id'] }], ['t.ejs', { populate: 'writer' }], ['t.ejs', { sort: true }], [42, undefined]] as const) {
        expect(() => new DataTable().setDetails(details as never, options as never), JSON.stringify([details, options])).to.throw(ConfigurationError, /^setDetails\(\) takes /);
      }
    });

    it('resolves columns, properties and paths of relations; refuses any other, naming the table and the path', () => {
      const fields = table((o) => o.setDetails(['title', 'writer.name', 'pages', 'writer.country.name', 'labels.name', 'writer'])).details!.fields;
      expect(fields.map((field) => [field.name, field.column?.name ?? null, field.path?.toOne ?? null, field.path?.toMany?.relation.name ?? null])).to.deep.equal([
        ['title', 'title', null, null], ['writer.name', 'writer.name', null, null], ['pages', null, [], null],
        ['writer.country.name', null, ['writer', 'country'], null], ['labels.name', null, [], 'labels'], ['writer', null, ['writer'], null],
      ]);
      expect(table((o) => o.setDetails(['writer.novels'], { populate: ['labels'] })).details!.populate).to.deep.equal(['writer', 'labels']);
      expect(() => table((o) => o.setDetails(['nope']))).to.throw(ConfigurationError, /Table "novels" shows details \(setDetails\) with field "nope", which is neither a column of the table nor a stored property of entity "Novel"/);
      expect(() => table((o) => o.setDetails(['writer.nme']))).to.throw(ConfigurationError, /Table "novels" shows details \(setDetails\) with field "writer.nme", which cannot be shown: .*names "nme", which entity "Writer" does not have/);
      expect(() => table((o) => o.setDetails(['labels.novels.title']))).to.throw(ConfigurationError, /field "labels.novels.title", which cannot be shown/);
      expect(() => table((o) => o.setDetails(['cover']), [NumberColumn.new('id', 'ID'), TemplateColumn.new('cover', 'Cover').setTemplate('cover.html.ejs')])).to.throw(ConfigurationError, /field "cover", a column that holds no value/);
      expect(() => table((o) => o.setDetails(['title'], { populate: ['writer.name'] }))).to.throw(ConfigurationError, /Table "novels" shows details \(setDetails\) and populates "writer.name", but "name" is not a relation of entity "Writer"/);
      const byHand = DataTableBuilder.create('by-hand').addColumn(NumberColumn.new('id', 'ID')).configureDataTable((options) => options.setDetails(['id'])).build();
      expect(() => new TableBinding(byHand, orm.getMetadata())).to.throw(ConfigurationError, /"by-hand" shows details \(setDetails\), but it is built by hand/);
    });

    it('refuses a template that does not exist, the table\'s or the settings\'', () => {
      const missing = new TableModel({
        name: 'missing', columns: [NumberColumn.new('id', 'ID')], options: new DataTable().setDetails('details/nope.html.ejs'),
        source: { kind: 'entity', entity: Novel, mapRow: (row) => ({ ...(row as object) }) },
      });
      expect(() => createSpecApp({ orm, tables: [missing] })).to.throw(ConfigurationError, /The row details \(setDetails\) of table "missing" uses template "details\/nope.html.ejs"/);
      const settings = loadDataTablesConfig({ data_tables: { details: { template: '@VendorDataTables/details/nope.html.ejs' } } });
      expect(() => createSpecApp({ orm, tables: [DETAILS_TABLES[0]], settings })).to.throw(ConfigurationError, /The row details \(setDetails\) of table "spec-novel-details" uses template "@VendorDataTables\/details\/nope.html.ejs"/);
    });
  });
});

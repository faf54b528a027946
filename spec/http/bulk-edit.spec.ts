import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuthorizationContext, RealtimeUpdate } from '../../lib/index.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { SpecBulkEditBookTable, SpecRuledBulkEditBookTable } from '../support/bulk-edit-tables.js';
import { SpecBulkBookTable } from '../support/bulk-tables.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, leaksNothing, openPage, seed, SPEC_SECRET, storedBook, type SpecAppOptions, type SpecSession } from '../support/http-app.js';
import { Book, HTTP_ENTITIES } from '../support/http-entities.js';

const tokens = new TableTokens(SPEC_SECRET);
let requests = 0;
const requestId = () => `spec-bulk-edit-${++requests}`;

describe('Bulk edit: POST /datatables/ajax/bulk with action "edit", and its form', () => {
  let orm: MikroORM;
  let session: SpecSession;
  let published: RealtimeUpdate[];
  let asked: AuthorizationContext[];

  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened));

  const open = async (table = 'spec-bulk-edit-books', options: Partial<SpecAppOptions> = {}) => {
    const { app } = createSpecApp({ orm, tables: [SpecBulkEditBookTable, SpecRuledBulkEditBookTable], publisher: { publish: async (update) => void published.push(update) }, ...options });
    session = await openPage(app, table);
  };

  beforeEach(async () => {
    published = [];
    asked = [];
    await seed(orm);
    await open();
  });

  const bulk = (body: Record<string, unknown>, table = 'spec-bulk-edit-books') =>
    session.agent.post('/datatables/ajax/bulk').set('X-CSRF-Token', session.csrf).send({ table: tokens.sign(table, 'bulk'), action: 'edit', requestId: requestId(), ...body });
  const rows = (...ids: number[]) => ids.map((id) => ({ id, version: '1' }));
  const view = (body: Record<string, unknown> = {}) =>
    session.agent.post('/datatables/ajax/bulk-edit/view').send({ table: tokens.sign('spec-bulk-edit-books', 'bulk'), action: 'edit', adapter: 'dt', ...body });
  const books = async () => (await orm.em.fork().find(Book, {}, { orderBy: { id: 'asc' } })).map(({ id, status, featured, pages, version, title }) => ({ id, status, featured, pages, version, title }));

  describe('the page and the form', () => {
    it('lists the bulk edit with its default label, and gives the form\'s URL', () => {
      expect(session.view.table.bulk?.actions.map(({ name, label }) => ({ name, label }))).to.deep.equal([{ name: 'edit', label: 'Edit selected' }]);
      expect(session.view.urls.bulkEditView).to.equal('/datatables/ajax/bulk-edit/view');
      expect(session.view.i18n.messages['bulk.nothing_ticked']).to.equal('Tick the fields to change first.');
    });

    it('sends the bulk edit\'s messages only to the pages of tables with one', async () => {
      const { app } = createSpecApp({ orm, tables: [SpecBulkEditBookTable, SpecBulkBookTable] });
      const other = await openPage(app, 'spec-bulk-books');
      expect(other.view.i18n.messages).to.not.have.property('bulk.nothing_ticked');
      expect(other.view.urls.bulkEditView).to.equal(undefined);
    });

    it('answers the modal holding only the action\'s fields, each unticked and its inputs disabled, titled with the rows\' count', async () => {
      const html = (await view({ count: 3 }).expect(200)).text;
      expect(html).to.contain('Edit selected (3 rows)');
      const ticks = [...html.matchAll(/name="_change" value="([a-z]+)"([^>]*)>/g)].map((match) => ({ field: match[1], checked: match[2].includes('checked') }));
      expect(ticks).to.deep.equal([{ field: 'status', checked: false }, { field: 'featured', checked: false }, { field: 'pages', checked: false }]);
      expect(html.match(/<fieldset class="uxdt-bulk-field__inputs" disabled>/g)).to.have.length(3);
      expect(html).to.not.contain('name="title"');
      expect(html).to.contain('Change Status');
    });

    it('speaks the request\'s language', async () => {
      const html = (await view({ count: 1 }).set('Accept-Language', 'de').expect(200)).text;
      expect(html).to.contain('Auswahl bearbeiten (1 Zeile)');
    });

    it('refuses another action\'s name, a bad count and another token\'s purpose', async () => {
      expect((await view({ action: 'delete' }).expect(403)).body.error.code).to.equal('action_not_declared');
      expect((await view({ count: -1 }).expect(400)).body.error.fields).to.have.property('count');
      await view({ table: tokens.sign('spec-bulk-edit-books', 'edit') }).expect(403);
    });
  });

  describe('setting values', () => {
    it('sets the values ticked on the rows selected, and only those; answers each row\'s previous values and new version; publishes once', async () => {
      const res = await bulk({ rows: rows(2, 3), values: { status: 'published', featured: 'true' } }).expect(200);
      expect(res.body).to.deep.equal({
        done: [2, 3],
        refused: [],
        edited: [
          { id: 2, version: '2', values: { status: 'draft', featured: false } },
          // Row 3 was featured already: only what changed is named, and set back by Undo.
          { id: 3, version: '2', values: { status: 'draft' } },
        ],
      });
      const stored = await books();
      expect(stored.filter((book) => [2, 3].includes(book.id))).to.deep.equal([
        { id: 2, status: 'published', featured: true, pages: 10, version: 2, title: '50% off_now' },
        { id: 3, status: 'published', featured: true, pages: 271, version: 2, title: 'Neuromancer' },
      ]);
      expect(stored.filter((book) => ![2, 3].includes(book.id)).every((book) => book.version === 1)).to.equal(true);
      expect(published).to.have.length(1);
      expect(published[0].data).to.include({ type: 'bulk', action: 'edit' });
    });

    it('leaves a row already holding the values unwritten (its version stays), and still counts it done', async () => {
      const res = await bulk({ rows: rows(1, 2), values: { status: 'published' } }).expect(200);
      expect(res.body.done).to.deep.equal([1, 2]);
      expect(res.body.edited.map((row: { id: number }) => row.id)).to.deep.equal([2]);
      expect((await storedBook(orm, 1))!.version).to.equal(1);
    });

    it('refuses a row changed since it was shown (conflict) and a row gone, and sets the others', async () => {
      const res = await bulk({ rows: [{ id: 4, version: '9' }, { id: 99, version: '1' }, { id: 5, version: '1' }], values: { pages: '42' } }).expect(200);
      expect(res.body.done).to.deep.equal([5]);
      expect(res.body.refused).to.have.deep.members([{ id: 99, code: 'row_not_found' }, { id: 4, code: 'conflict' }]);
      expect((await storedBook(orm, 4))!.pages).to.equal(255);
      expect((await storedBook(orm, 5))!.pages).to.equal(42);
    });

    it('sets every row matching a search, found on the server', async () => {
      const res = await bulk({ matching: { search: 'draft' }, values: { featured: true } }).expect(200);
      const drafts = (await books()).filter((book) => book.status === 'draft');
      expect(res.body.done).to.have.members(drafts.map((book) => book.id));
      expect(drafts.every((book) => book.featured)).to.equal(true);
    });

    it('asks the hook "edit" with each row, as the row\'s Edit would, and refuses the rows it does not allow', async () => {
      await open('spec-bulk-edit-books', { authorize: (context) => (asked.push(context), context.action !== 'edit' || (context.entity as { id: number }).id !== 3) });
      const res = await bulk({ rows: rows(2, 3), values: { pages: '7' } }).expect(200);
      expect(res.body.done).to.deep.equal([2]);
      expect(res.body.refused).to.deep.equal([{ id: 3, code: 'forbidden' }]);
      expect(asked.filter((context) => context.action === 'edit').map((context) => (context.entity as { id: number }).id)).to.deep.equal([2, 3]);
    });
  });

  describe('values refused before any row is read', () => {
    it('answers 422 invalid_value naming the field, in the user\'s language, and writes nothing', async () => {
      const res = await bulk({ rows: rows(2, 3), values: { status: 'lost', pages: 'many' } }).set('Accept-Language', 'de').expect(422);
      expect(res.body.error.code).to.equal('invalid_value');
      expect(Object.keys(res.body.error.fields)).to.have.members(['status', 'pages']);
      expect(res.body.form).to.equal(undefined);
      expect(leaksNothing(res.body)).to.equal(true);
      // Found by the hostile campaign: the refusal said the user's values back without no-store.
      expect(res.headers['cache-control']).to.equal('no-store');
      expect((await books()).every((book) => book.version === 1)).to.equal(true);
      expect(published).to.have.length(0);
    });

    it('answers the form again, ticked as sent with the messages under the fields, when the request names its adapter', async () => {
      const res = await bulk({ rows: rows(2), values: { pages: 'many' }, adapter: 'dt' }).expect(422);
      expect(res.body.form).to.match(/name="_change" value="pages" checked/);
      expect(res.body.form).to.match(/name="_change" value="status" data/);
      expect(res.body.form).to.contain('uxdt-field__errors');
    });

    it('refuses values that are not an object, name no field, or name a field the bulk edit does not set (400)', async () => {
      for (const values of [undefined, 'x', [], {}, { title: 'Stolen' }, { version: 9 }, { id: 1 }]) {
        const res = await bulk({ rows: rows(2), values }).expect(400);
        expect(res.body.error.code).to.equal('bad_request');
      }
      expect((await storedBook(orm, 2))!.title).to.equal('50% off_now');
    });
  });

  describe('Undo: restore', () => {
    it('sets each row back to its own values, held to the version the edit left it at', async () => {
      const edited = (await bulk({ rows: rows(2, 3), values: { status: 'published', pages: '1' } }).expect(200)).body.edited;
      const res = await bulk({ restore: edited }).expect(200);
      expect(res.body.done).to.deep.equal([2, 3]);
      const stored = (await books()).filter((book) => [2, 3].includes(book.id));
      expect(stored).to.deep.equal([
        { id: 2, status: 'draft', featured: false, pages: 10, version: 3, title: '50% off_now' },
        { id: 3, status: 'draft', featured: true, pages: 271, version: 3, title: 'Neuromancer' },
      ]);
    });

    it('leaves a row changed since the edit as it is now (conflict)', async () => {
      const edited = (await bulk({ rows: rows(2, 3), values: { pages: '1' } }).expect(200)).body.edited;
      await bulk({ rows: [{ id: 3, version: '2' }], values: { pages: '2' } }).expect(200);
      const res = await bulk({ restore: edited }).expect(200);
      expect(res.body.done).to.deep.equal([2]);
      expect(res.body.refused).to.deep.equal([{ id: 3, code: 'conflict' }]);
      expect((await storedBook(orm, 3))!.pages).to.equal(2);
    });

    it('checks a restore\'s values as any (a row refused invalid_value), and refuses a restore sent with rows or past the limit', async () => {
      const res = await bulk({ restore: [{ id: 2, version: '1', values: { pages: 'x' } }, { id: 3, version: '1', values: { pages: '3' } }] }).expect(200);
      expect(res.body.done).to.deep.equal([3]);
      expect(res.body.refused[0]).to.include({ id: 2, code: 'invalid_value' });
      await bulk({ restore: [], rows: rows(2) }).expect(400);
      await bulk({ restore: [{ id: 2, version: '1', values: { title: 'x' } }] }).expect(400);
      await bulk({ restore: Array.from({ length: 1001 }, (_, index) => ({ id: index, version: '1', values: { pages: '1' } })) }).expect(413);
    });
  });

  describe('a table with field rules and an Edit shown on drafts only', () => {
    beforeEach(() => open('spec-bulk-edit-ruled'));
    const ruled = (body: Record<string, unknown>) => bulk(body, 'spec-bulk-edit-ruled');

    it('checks each row\'s whole form on it where a rule ties the field set to another: a row the rule refuses says why; a row whose Edit is hidden, not applicable', async () => {
      const res = await ruled({ rows: rows(1, 3, 5, 6), values: { featured: true } }).expect(200);
      expect(res.body.done).to.deep.equal([3, 6]);
      expect(res.body.refused).to.deep.equal([
        { id: 1, code: 'action_not_available' },
        { id: 5, code: 'invalid_value', fields: { pages: ['A featured book has 100 pages or more'] } },
      ]);
      // Row 3 was featured already: done, nothing written.
      expect(res.body.edited.map((row: { id: number }) => row.id)).to.deep.equal([6]);
      expect((await storedBook(orm, 5))!.featured).to.equal(false);
    });

    it('also says the row\'s other fields its rules refuse, since its whole form is checked', async () => {
      const res = await ruled({ rows: rows(2), values: { featured: true } }).expect(200);
      expect(res.body.refused).to.deep.equal([{ id: 2, code: 'invalid_value', fields: { title: ['A title starts with no digit'], pages: ['A featured book has 100 pages or more'] } }]);
    });

    it('refuses a value breaking a field\'s own rule before any row', async () => {
      const res = await ruled({ rows: rows(3), values: { pages: '501' } }).expect(422);
      expect(res.body.error.fields).to.have.property('pages');
    });
  });
});

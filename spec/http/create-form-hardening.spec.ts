import { expect } from 'chai';
import type { Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuthorizationContext } from '../../lib/index.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { SpecCreateBookTable } from '../support/create-tables.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, leaksNothing, moveBookIdsPast, openPage, seed, SPEC_SECRET, type SpecAppOptions, type SpecSession } from '../support/http-app.js';
import { Book, HTTP_ENTITIES } from '../support/http-entities.js';
import { SpecBookTable } from '../support/http-tables.js';

const tokens = new TableTokens(SPEC_SECRET);
const CREATE = tokens.sign('spec-books-create', 'create');
const VIEW = '/datatables/ajax/create-form/view';
const SUBMIT = '/datatables/ajax/create-form';

/** A valid new book, as the browser's FormData carries it. */
const FIELDS = { _table: CREATE, title: 'Solaris', author: 'Lem', status: 'published', featured: '1', publishedOn: '1961-06-01' };

/** What a create token must never be: another table's, another purpose's, or not signed by the router. */
const REFUSED_TOKENS: Array<[string, unknown, number]> = [
  ['a create token of a table that declares no New', tokens.sign('spec-books', 'create'), 403],
  ['a create token of a table this router does not serve', tokens.sign('spec-new-books', 'create'), 404],
  ['a read token of the table', tokens.sign('spec-books-create', 'read'), 403],
  ['an edit token of the table', tokens.sign('spec-books-create', 'edit'), 403],
  ['a delete token of the table', tokens.sign('spec-books-create', 'delete'), 403],
  ['a token signed with another secret', new TableTokens(`${SPEC_SECRET}-other`).sign('spec-books-create', 'create'), 403],
  ['a token whose signature is flipped', `${CREATE.slice(0, -1)}${CREATE.endsWith('A') ? 'B' : 'A'}`, 403],
  ['a truncated token', CREATE.slice(0, -4), 403],
  ['another table under the create signature', `spec-books.create.${CREATE.split('.').at(-1)}`, 403],
  ['a prototype key under the create signature', `__proto__.create.${CREATE.split('.').at(-1)}`, 403],
  ['a token with a NUL byte', `spec-books-create\u0000.create.${CREATE.split('.').at(-1)}`, 403],
  ['a JSON object', { table: 'spec-books-create', purpose: 'create' }, 403],
  ['a JSON list of the valid token', [CREATE], 403],
];

describe('Create: hostile requests to POST /datatables/ajax/create-form/view and /create-form', () => {
  let orm: MikroORM;
  let app: Express;
  let session: SpecSession;
  let asked: AuthorizationContext[];
  let statements: string[] | null = null;
  let seeded: Array<Record<string, unknown>>;

  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened), {
    onQuery: (sql: string) => {
      statements?.push(sql);
      return sql;
    },
  });

  const open = async (options: Partial<SpecAppOptions> = {}) => {
    ({ app } = createSpecApp({ orm, tables: [SpecBookTable, SpecCreateBookTable], authorize: (context) => (asked.push(context), true), ...options }));
    session = await openPage(app, 'spec-books-create');
  };

  beforeEach(async () => {
    asked = [];
    await seed(orm);
    await moveBookIdsPast(orm);
    seeded = await books();
    await open();
  });

  const submit = (body: Record<string, unknown>) => session.agent.post(SUBMIT).set('X-CSRF-Token', session.csrf).send(body);
  const books = async () => (await orm.em.fork().find(Book, {}, { orderBy: { id: 'asc' } })).map((book) => ({ ...book }));
  /** The statements a request sent to the database. */
  const recorded = async <T>(request: () => PromiseLike<T>): Promise<{ result: T; sql: string[] }> => {
    statements = [];
    try {
      return { result: await request(), sql: statements };
    } finally {
      statements = null;
    }
  };

  describe('tokens: refused before any query and before the hook is asked', () => {
    for (const [what, token, status] of REFUSED_TOKENS) {
      it(`refuses ${what} (${status}) on the view and the submit, writing nothing`, async () => {
        const { result: view, sql: viewSql } = await recorded(() => session.agent.post(VIEW).send({ table: token }));
        const { result: created, sql: submitSql } = await recorded(() => submit({ ...FIELDS, _table: token }));
        for (const res of [view, created]) {
          expect(res.status).to.equal(status);
          expect(Object.keys(res.body.error).sort()).to.deep.equal(['code', 'message', 'status']);
          expect(leaksNothing(res.body)).to.equal(true);
        }
        expect([...viewSql, ...submitSql]).to.deep.equal([]);
        expect(asked).to.deep.equal([]);
        expect(await books()).to.deep.equal(seeded);
      });
    }

    it('still creates with the valid token, so the refusals above are the tokens\'', async () => {
      const { sql } = await recorded(() => submit(FIELDS).expect(201));
      expect(sql.filter((statement) => /^insert /i.test(statement))).to.have.length(1);
      expect(asked.map(({ action }) => action)).to.deep.equal(['read', 'create']);
    });
  });

  describe('CSRF and authorization, each writing nothing', () => {
    it('refuses the CSRF token of another session, and one sent in the body instead of the header (403 csrf_invalid)', async () => {
      const other = await openPage(app, 'spec-books-create');
      const crossed = await session.agent.post(SUBMIT).set('X-CSRF-Token', other.csrf).send(FIELDS).expect(403);
      expect(crossed.body.error.code).to.equal('csrf_invalid');
      await session.agent.post(SUBMIT).send({ ...FIELDS, _csrf: session.csrf, 'X-CSRF-Token': session.csrf }).expect(403);
      expect(await books()).to.deep.equal(seeded);
    });

    it('allows only when the hook answers exactly true (1, "yes" and a promise of true are different answers)', async () => {
      for (const answer of [1, 'yes', {}, Promise.resolve(true)]) {
        await open({ authorize: ({ action }) => (action === 'create' ? answer : true) as boolean });
        const res = await submit(FIELDS);
        expect(res.status, String(answer)).to.equal(answer instanceof Promise ? 201 : 403);
      }
      expect((await books()).map((book) => book.id)).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 101]);
    });
  });

  describe('bodies', () => {
    it('refuses a body over the limit with 413 JSON, writing nothing', async () => {
      const res = await submit({ ...FIELDS, title: 'x'.repeat(101 * 1024) }).expect(413).expect('Content-Type', /json/);
      expect(res.body.error).to.include({ status: 413, code: 'payload_too_large' });
      const multipart = await session.agent.post(SUBMIT).set('X-CSRF-Token', session.csrf).field({ ...FIELDS, author: 'y'.repeat(101 * 1024) });
      expect(multipart.status).to.equal(413);
      expect(await books()).to.have.length(7);
    });

    it('refuses a NUL byte in a field with 400 naming the field, writing nothing', async () => {
      for (const [name, value] of [['title', 'a\u0000b'], ['author', '\u0000'], ['featured', '1\u0000']]) {
        const res = await submit({ ...FIELDS, [name]: value }).expect(400);
        expect(res.body.error.fields).to.have.property(name);
      }
      const form = await session.agent.post(SUBMIT).set('X-CSRF-Token', session.csrf).type('form').send({ ...FIELDS, status: 'draft\u0000' }).expect(400);
      expect(form.body.error.fields).to.have.property('status');
      expect(await books()).to.have.length(7);
    });

    it('reads a JSON body and a multipart body alike: only the form fields, whatever else is posted', async () => {
      const smuggled = { id: 55, version: 9, pages: 300, secretNote: 'smuggled', _id: 3, _version: 4, shout: 'LOUD' };
      await submit({ ...FIELDS, ...smuggled }).expect(201, { success: true, id: 101 });
      const multipart = session.agent.post(SUBMIT).set('X-CSRF-Token', session.csrf);
      for (const [name, value] of Object.entries({ ...FIELDS, ...smuggled })) multipart.field(name, String(value));
      await multipart.expect(201, { success: true, id: 102 });
      const created = (await books()).slice(7);
      const expected = { title: 'Solaris', author: 'Lem', status: 'published', featured: true, pages: null, secretNote: null, version: 1 };
      expect(created).to.have.length(2);
      for (const book of created) expect(book).to.include(expected);
      expect(created.map((book) => book.publishedOn)).to.deep.equal(['1961-06-01', '1961-06-01']);
      expect((await books()).slice(0, 7)).to.deep.equal(seeded);
    });

    it('reads JSON values as the form reads text, and refuses lists and objects in a field (422)', async () => {
      await submit({ ...FIELDS, title: 1984, featured: false }).expect(201);
      expect((await books())[7]).to.include({ title: '1984', featured: false });
      for (const title of [['a', 'b'], { text: 'a' }]) await submit({ ...FIELDS, title }).expect(422).expect('Content-Type', /html/);
      expect(await books()).to.have.length(8);
    });

    it('ignores prototype keys as field names, pollutes nothing and writes only the form fields', async () => {
      const body = `{"_table":"${CREATE}","title":"Proto","author":"Lem","status":"draft",`
        + '"__proto__":{"secretNote":"polluted","pages":7,"polluted":1},"constructor":{"prototype":{"polluted":1}},"toString":"x","hasOwnProperty":"y"}';
      await session.agent.post(SUBMIT).set('X-CSRF-Token', session.csrf).type('json').send(body).expect(201);
      const form = 'title=Form&author=Lem&status=draft&__proto__[secretNote]=polluted&constructor[prototype][polluted]=1&__proto__=x';
      await session.agent.post(SUBMIT).set('X-CSRF-Token', session.csrf).type('form').send(`_table=${encodeURIComponent(CREATE)}&${form}`).expect(201);
      const multipart = session.agent.post(SUBMIT).set('X-CSRF-Token', session.csrf);
      for (const [name, value] of Object.entries({ _table: CREATE, title: 'Parts', author: 'Lem', status: 'draft', '__proto__[polluted]': '1', 'constructor[prototype][polluted]': '1' })) {
        multipart.field(name, value);
      }
      await multipart.expect(201);
      expect((await books()).slice(7).map(({ title, secretNote, pages }) => [title, secretNote, pages])).to.deep.equal([
        ['Proto', null, null], ['Form', null, null], ['Parts', null, null],
      ]);
      expect((Object.prototype as Record<string, unknown>).polluted).to.equal(undefined);
      expect(({} as Record<string, unknown>).secretNote).to.equal(undefined);
    });
  });

  describe('a create flood', () => {
    it('answers 429 with Retry-After past mutationsPerMinute, writing nothing more, and still shows the form', async () => {
      await open({ limits: { mutationsPerMinute: 3 } });
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof submit>> | undefined;
      for (let i = 0; i < 8; i++) {
        last = await submit({ ...FIELDS, title: `Flood ${i}` });
        statuses.push(last.status);
      }
      expect(statuses).to.deep.equal([201, 201, 201, 429, 429, 429, 429, 429]);
      expect(last?.body.error).to.include({ status: 429, code: 'too_many_requests' });
      expect(Number(last?.headers['retry-after'])).to.be.within(1, 60);
      expect((await books()).slice(7).map((book) => book.title)).to.deep.equal(['Flood 0', 'Flood 1', 'Flood 2']);
      // The view only reads: the quota of changes does not hide the form.
      await session.agent.post(VIEW).send({ table: CREATE }).expect(200);
    });
  });
});

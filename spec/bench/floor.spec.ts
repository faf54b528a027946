import { expect } from 'chai';
import { openBenchDatabase, type BenchDatabase } from '../../bench/database.js';
import { startServer, type ServerProcess } from '../../bench/processes.js';
import { dataQuery, EDITED_FIELDS, openSession, type Session } from '../../bench/scenarios.js';
import { testDatabase } from '../support/database.js';

/**
 * The benchmark's floor (bench/floor/) is only a yardstick while it does the library's work: the same
 * JSON, the same form, the same answers to mutations. Both run here as the bench runs them, each in
 * its own process, on one small table.
 */
describe('bench: the floor answers as the library does', function () {
  this.timeout(60_000);
  let db: BenchDatabase;
  const servers: Record<'library' | 'floor', { process: ServerProcess; session: Session }> = {} as never;

  before(async () => {
    db = await openBenchDatabase(60, { handle: await testDatabase(), schema: `bench_spec_${process.pid}` });
    for (const name of ['library', 'floor'] as const) {
      const server = await startServer(name, db);
      servers[name] = { process: server, session: await openSession(server.url) };
    }
  });

  after(async () => {
    await Promise.all(Object.values(servers).map(({ process }) => process.stop()));
    await db?.close();
  });

  /** The same request to both servers, each with its own tokens and CSRF cookie. */
  async function both(send: (url: string, session: Session) => Promise<Response>): Promise<Array<{ status: number; body: string }>> {
    return Promise.all(Object.values(servers).map(async ({ process, session }) => {
      const response = await send(process.url, session);
      return { status: response.status, body: await response.text() };
    }));
  }

  const data = (query: (token: string) => string) => both((url, session) => fetch(`${url}/datatables/ajax/data?${query(session.tokens.read)}`));
  const editView = (id: number) => both((url, session) => fetch(`${url}/datatables/ajax/edit-form/view`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ table: session.tokens.edit, id }),
  }));
  const submit = (fields: (server: 'library' | 'floor') => Record<string, string>) => Promise.all((['library', 'floor'] as const).map(async (name) => {
    const { process, session } = servers[name];
    const response = await fetch(`${process.url}/datatables/ajax/edit-form`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: session.cookie, 'x-csrf-token': session.csrf },
      body: new URLSearchParams({ _table: session.tokens.edit, ...fields(name) }),
    });
    return { status: response.status, body: await response.text() };
  }));
  const remove = (id: (server: 'library' | 'floor') => number, csrf = true) => Promise.all((['library', 'floor'] as const).map(async (name) => {
    const { process, session } = servers[name];
    const response = await fetch(`${process.url}/datatables/ajax/delete`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', cookie: session.cookie, ...(csrf ? { 'x-csrf-token': session.csrf } : {}) },
      body: JSON.stringify({ table: session.tokens.delete, id: id(name) }),
    });
    return { status: response.status, body: await response.text() };
  }));
  /** HTML compared without the whitespace between tags. */
  const markup = (html: string) => html.replace(/>\s+</g, '><').trim();
  const json = (body: string) => JSON.parse(body) as Record<string, unknown>;

  describe('GET /datatables/ajax/data', () => {
    const pages: Record<string, (token: string) => string> = {
      'page 1': (token) => dataQuery(token, { start: 0, search: '' }),
      'a search': (token) => dataQuery(token, { start: 0, search: 'River' }),
      'a deep page': (token) => dataQuery(token, { start: 30, search: '' }),
      'a search matching % literally': (token) => dataQuery(token, { start: 0, search: '%' }),
      'an ordering by title, descending': (token) => dataQuery(token, { start: 10, search: 'a' }).replace('order%5B0%5D%5Bcolumn%5D=0', 'order%5B0%5D%5Bcolumn%5D=1').replace('order%5B0%5D%5Bdir%5D=asc', 'order%5B0%5D%5Bdir%5D=desc'),
    };
    for (const [name, query] of Object.entries(pages)) {
      it(`answers the same JSON for ${name}`, async () => {
        const [library, floor] = await data(query);
        expect(library.status).to.equal(200);
        expect(json(floor.body)).to.deep.equal(json(library.body));
        expect((json(library.body).data as unknown[]).length).to.be.greaterThan(name.includes('%') ? -1 : 0);
      });
    }
  });

  describe('POST /datatables/ajax/edit-form/view', () => {
    for (const id of [1, 2, 36]) {
      it(`renders the same modal for row ${id}`, async () => {
        const [library, floor] = await editView(id);
        expect(library.status).to.equal(200);
        expect(markup(floor.body)).to.equal(markup(library.body));
      });
    }

    it('answers 404 for a row that does not exist, on both', async () => {
      expect((await editView(999)).map((answer) => answer.status)).to.deep.equal([404, 404]);
    });
  });

  describe('POST /datatables/ajax/edit-form', () => {
    it('saves the row on both, which then show the same form', async () => {
      const ids = { library: 3, floor: 4 };
      const answers = await submit((name) => ({ _id: String(ids[name]), _version: '1', ...EDITED_FIELDS, featured: '1' }));
      expect(answers.map((answer) => answer.status)).to.deep.equal([200, 200]);
      expect(answers.map((answer) => json(answer.body))).to.deep.equal([{ success: true, id: 3 }, { success: true, id: 4 }]);
      const [saved3, saved4] = [(await editView(3))[0].body, (await editView(4))[0].body];
      expect(markup(saved4).replaceAll('value="4"', 'value="3"')).to.equal(markup(saved3));
      expect(saved3).to.include('name="_version" value="2"').and.include(`value="${EDITED_FIELDS.title}"`);
    });

    it('answers 422 with the same errors for an invalid form', async () => {
      const answers = await submit(() => ({ _id: '5', _version: '1', ...EDITED_FIELDS, title: '', author: 'B3nch' }));
      expect(answers.map((answer) => answer.status)).to.deep.equal([422, 422]);
      expect(markup(answers[1].body)).to.equal(markup(answers[0].body));
    });

    it('answers 409 for a stale version, and 403 without the CSRF header', async () => {
      const stale = await submit((name) => ({ _id: name === 'library' ? '3' : '4', _version: '1', ...EDITED_FIELDS }));
      expect(stale.map((answer) => answer.status)).to.deep.equal([409, 409]);
      const [library, floor] = await both((url, session) => fetch(`${url}/datatables/ajax/edit-form`, {
        method: 'POST', headers: { cookie: session.cookie }, body: new URLSearchParams({ _table: session.tokens.edit, _id: '6', _version: '1' }),
      }));
      expect([library.status, floor.status]).to.deep.equal([403, 403]);
    });
  });

  describe('DELETE /datatables/ajax/delete', () => {
    it('deletes a draft on both, then answers 404 for it', async () => {
      const ids = { library: 31, floor: 32 };
      const answers = await remove((name) => ids[name]);
      expect(answers.map((answer) => json(answer.body))).to.deep.equal([{ success: true, id: 31 }, { success: true, id: 32 }]);
      expect((await remove((name) => ids[name])).map((answer) => answer.status)).to.deep.equal([404, 404]);
    });

    it('refuses a row its displayIf hides (403), and a request without the CSRF header (403)', async () => {
      expect((await remove(() => 2)).map((answer) => answer.status)).to.deep.equal([403, 403]);
      expect((await remove(() => 33, false)).map((answer) => answer.status)).to.deep.equal([403, 403]);
    });
  });
});

import { expect } from 'chai';
import { openBenchDatabase, type BenchDatabase } from '../../bench/database.js';
import { startServer, type ServerProcess } from '../../bench/processes.js';
import { dataQuery, EDITED_FIELDS, openSession, type Session } from '../../bench/scenarios.js';
import { testDatabase } from '../support/database.js';
import { waitFor } from '../support/wait-for.js';

type Side = 'library' | 'floor';
const SIDES = ['library', 'floor'] as const;
/** The id of no book: the request for it marks the end of a request's statements in a server's log. */
const MARKER_ID = 987_654_321;

/**
 * Both servers of the bench on a table of `rows` books, each in its own process as the bench runs them,
 * started with `BENCH_LOG_SQL=1`: the statement lines each logs (the harness relays a server's lines to
 * stderr as `[name] line`) are kept here, out of the test output.
 */
class BothServers {
  db!: BenchDatabase;
  readonly servers = {} as Record<Side, { process: ServerProcess; session: Session }>;
  /** The first statement reading the table's statistics (`pg_class`), per side: they are read once per 5 s. */
  readonly statistics: Partial<Record<Side, string>> = {};
  readonly #logged: Record<Side, string[]> = { library: [], floor: [] };
  readonly #write = process.stderr.write;

  constructor(
    private readonly rows: number,
    private readonly schema: string,
  ) {}

  async start(): Promise<void> {
    this.db = await openBenchDatabase(this.rows, { handle: await testDatabase(), schema: this.schema });
    process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
      const line = /^\[(library|floor)\] (.*)$/s.exec(String(chunk));
      if (!line) return this.#write.call(process.stderr, chunk, ...rest);
      if (line[2].includes('[query]')) this.#logged[line[1] as Side].push(line[2]);
      return true;
    }) as typeof process.stderr.write;
    process.env.BENCH_LOG_SQL = '1';
    try {
      for (const name of SIDES) {
        const server = await startServer(name, this.db);
        this.servers[name] = { process: server, session: await openSession(server.url) };
      }
    } finally {
      delete process.env.BENCH_LOG_SQL;
    }
  }

  async stop(): Promise<void> {
    await Promise.all(Object.values(this.servers).map(({ process }) => process.stop()));
    process.stderr.write = this.#write;
    await this.db?.close();
  }

  /** One data request to each side: its JSON, and the statements it sent (the table's statistics apart, see `statistics`). */
  async data(query: (token: string) => string): Promise<Record<Side, { body: Record<string, unknown>; statements: string[] }>> {
    for (const side of SIDES) this.#logged[side].length = 0;
    const bodies = await Promise.all(SIDES.map(async (side) => {
      const { process, session } = this.servers[side];
      const response = await fetch(`${process.url}/datatables/ajax/data?${query(session.tokens.read)}`);
      expect(response.status, side).to.equal(200);
      return (await response.json()) as Record<string, unknown>;
    }));
    await this.#loggedSoFar();
    const answer = (side: Side, body: Record<string, unknown>) => {
      const lines = this.#logged[side];
      const logged = lines.slice(0, lines.findIndex(isMarker)).map(statementShape).filter((sql) => !sql.includes(' from pg_database '));
      this.statistics[side] ??= logged.find((sql) => sql.includes(' from pg_class '));
      return { body, statements: logged.filter((sql) => !sql.includes(' from pg_class ')) };
    };
    return { library: answer('library', bodies[0]), floor: answer('floor', bodies[1]) };
  }

  /**
   * Waits until each server's log holds every statement sent before its last answer. A server logs a
   * statement before it answers, but the lines come through a pipe and may arrive after the answer: so
   * each is asked for the edit view of book MARKER_ID (a 404 after one SELECT naming the id), and once
   * that SELECT is logged, every line before it is here too.
   */
  async #loggedSoFar(): Promise<void> {
    await Promise.all(SIDES.map(async (side) => {
      const { process, session } = this.servers[side];
      const response = await fetch(`${process.url}/datatables/ajax/edit-form/view`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ table: session.tokens.edit, id: MARKER_ID }),
      });
      expect(response.status, side).to.equal(404);
    }));
    await waitFor(() => SIDES.every((side) => this.#logged[side].some(isMarker)), { timeoutMs: 5_000, what: 'both servers to log the SELECT of the marker book' });
  }
}

/** Whether a logged statement line is the marker request's (the id is a literal or a parameter). */
const isMarker = (line: string) => line.includes(String(MARKER_ID));

/**
 * A logged statement with its values blanked: literals (the library's, inlined) and `$n` parameters
 * (the floor's) become `?`, quotes and parentheses go, whitespace is one space. What is left is what
 * the database parses and plans: the same on both sides when the floor sends the library's statements.
 */
function statementShape(line: string): string {
  return line
    .replace(/\x1b\[[0-9;]*m/g, '')
    .replace(/^\[query\] /, '')
    .replace(/ \[took [^\]]*\]\s*$| -- \[.*\]\s*$/s, '')
    .replace(/E?'(?:[^'\\]|\\.|'')*'|\$\d+|\b\d+\b/g, '?')
    .replace(/[()"]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** DataTables.net's query for a page ordered by one column (`column` its index in `scenarios.ts`'s columns). */
const ordered = (query: string, column: number, dir: 'asc' | 'desc') =>
  query.replace('order%5B0%5D%5Bcolumn%5D=0', `order%5B0%5D%5Bcolumn%5D=${column}`).replace('order%5B0%5D%5Bdir%5D=asc', `order%5B0%5D%5Bdir%5D=${dir}`);

/**
 * The benchmark's floor (bench/floor/) is only a yardstick while it does the library's work: the same
 * JSON and the same statements, the same form, the same answers to mutations. Both run here as the
 * bench runs them, each in its own process, on one small table.
 */
describe('bench: the floor answers as the library does', function () {
  this.timeout(60_000);
  const bench = new BothServers(60, `bench_spec_${process.pid}`);
  const servers = bench.servers;

  before(() => bench.start());
  after(() => bench.stop());

  /** The same request to both servers, each with its own tokens and CSRF cookie. */
  async function both(send: (url: string, session: Session) => Promise<Response>): Promise<Array<{ status: number; body: string }>> {
    return Promise.all(SIDES.map(async (side) => {
      const { process, session } = servers[side];
      const response = await send(process.url, session);
      return { status: response.status, body: await response.text() };
    }));
  }

  const editView = (id: number) => both((url, session) => fetch(`${url}/datatables/ajax/edit-form/view`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ table: session.tokens.edit, id }),
  }));
  const submit = (fields: (server: Side) => Record<string, string>) => Promise.all(SIDES.map(async (name) => {
    const { process, session } = servers[name];
    const response = await fetch(`${process.url}/datatables/ajax/edit-form`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: session.cookie, 'x-csrf-token': session.csrf },
      body: new URLSearchParams({ _table: session.tokens.edit, ...fields(name) }),
    });
    return { status: response.status, body: await response.text() };
  }));
  const remove = (id: (server: Side) => number, csrf = true) => Promise.all(SIDES.map(async (name) => {
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
      'an ordering by title, descending': (token) => ordered(dataQuery(token, { start: 10, search: 'a' }), 1, 'desc'),
      'a search of a number, ordered by pages': (token) => ordered(dataQuery(token, { start: 0, search: '12' }), 6, 'asc'),
      'a search of a price, ordered by price': (token) => ordered(dataQuery(token, { start: 0, search: '17.99' }), 7, 'desc'),
      'an ordering by price': (token) => ordered(dataQuery(token, { start: 10, search: '' }), 7, 'asc'),
      'a search of a status': (token) => dataQuery(token, { start: 0, search: 'Draft' }),
      'a search of yes': (token) => dataQuery(token, { start: 0, search: 'yes' }),
      'a search of a year': (token) => dataQuery(token, { start: 0, search: '1964' }),
      'a search of a day as shown': (token) => dataQuery(token, { start: 0, search: '05/05/1964' }),
      'a page past the last match': (token) => dataQuery(token, { start: 20, search: 'River' }),
    };
    for (const [name, query] of Object.entries(pages)) {
      it(`answers the same JSON, with the same statements, for ${name}`, async () => {
        const { library, floor } = await bench.data(query);
        expect(floor.body).to.deep.equal(library.body);
        expect(library.body.estimated).to.deep.equal({ recordsTotal: false, recordsFiltered: false });
        expect(library.statements).to.not.be.empty;
        expect(floor.statements.join('\n')).to.equal(library.statements.join('\n'));
        expect((library.body.data as unknown[]).length).to.be.greaterThan(/%|past/.test(name) ? -1 : 0);
      });
    }

    it('reads the table\'s statistics with the same statement', () => {
      expect(bench.statistics.library).to.include(' from pg_class ');
      expect(bench.statistics.floor).to.equal(bench.statistics.library);
    });
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
      expect(saved3).to.include('name="_version" value="2"').and.include(`value="${EDITED_FIELDS.title}"`).and.include('name="price" type="number"');
      expect(saved3).to.match(/name="price"[^>]* value="12.5"/);
    });

    it('answers 422 with the same errors for an invalid form', async () => {
      const answers = await submit(() => ({ _id: '5', _version: '1', ...EDITED_FIELDS, title: '', author: 'B3nch' }));
      expect(answers.map((answer) => answer.status)).to.deep.equal([422, 422]);
      expect(markup(answers[1].body)).to.equal(markup(answers[0].body));
    });

    for (const price of ['1000000', '-1000000', 'cheap']) {
      it(`answers 422 with the same errors for a price of ${price}, showing it as typed`, async () => {
        const answers = await submit(() => ({ _id: '5', _version: '1', ...EDITED_FIELDS, price }));
        expect(answers.map((answer) => answer.status)).to.deep.equal([422, 422]);
        expect(answers[0].body).to.include('ux-datatables-field-price-errors');
        expect(markup(answers[1].body)).to.equal(markup(answers[0].body));
      });
    }

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

/**
 * Above the library's estimate threshold (100,000 rows by the planner's statistics) the total comes
 * from `pg_class`, a search's matches are counted up to 10,001 and then estimated by `EXPLAIN`, and a
 * page from row 1,000 on finds its keys first: the floor must decide as the library does, send the
 * same statements and answer the same estimates.
 */
describe('bench: the floor answers as the library does above the estimate threshold', function () {
  this.timeout(120_000);
  const bench = new BothServers(110_000, `bench_spec_large_${process.pid}`);

  before(() => bench.start());
  after(() => bench.stop());

  const pages: Record<string, { query: (token: string) => string; estimated: { recordsTotal: boolean; recordsFiltered: boolean }; statements: number }> = {
    'page 1 (the total estimated)': {
      query: (token) => dataQuery(token, { start: 0, search: '' }),
      estimated: { recordsTotal: true, recordsFiltered: true },
      statements: 1,
    },
    'a search matching over 10,000 rows (EXPLAIN)': {
      query: (token) => dataQuery(token, { start: 0, search: 'River' }),
      estimated: { recordsTotal: true, recordsFiltered: true },
      statements: 3,
    },
    'a search matching a few rows (counted)': {
      query: (token) => dataQuery(token, { start: 0, search: '10234' }),
      estimated: { recordsTotal: true, recordsFiltered: false },
      statements: 2,
    },
    'a deep page (its keys first)': {
      query: (token) => dataQuery(token, { start: 55_000, search: '' }),
      estimated: { recordsTotal: true, recordsFiltered: true },
      statements: 1,
    },
    'a deep page of a search, ordered by title descending': {
      query: (token) => ordered(dataQuery(token, { start: 2_000, search: 'River' }), 1, 'desc'),
      estimated: { recordsTotal: true, recordsFiltered: true },
      statements: 3,
    },
  };
  for (const [name, page] of Object.entries(pages)) {
    it(`answers the same JSON, with the same statements, for ${name}`, async () => {
      const { library, floor } = await bench.data(page.query);
      expect(floor.body).to.deep.equal(library.body);
      expect(library.body.estimated).to.deep.equal(page.estimated);
      expect((library.body.data as unknown[]).length).to.equal(10);
      expect(library.statements).to.have.length(page.statements);
      expect(floor.statements.join('\n')).to.equal(library.statements.join('\n'));
    });
  }

  it('reads the table\'s statistics with the same statement', () => {
    expect(bench.statistics.library).to.include(' from pg_class ');
    expect(bench.statistics.floor).to.equal(bench.statistics.library);
  });
});

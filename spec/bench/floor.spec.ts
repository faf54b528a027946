import { expect } from 'chai';
import { dataQuery, EDITED_FIELDS, EDITED_TITLE, type Session } from '../../bench/scenarios.js';
import { BenchServers, type FloorName, type Side } from './bench-servers.js';

const SIDES = ['library', 'floor'] as const;

/** DataTables.net's query for a page ordered by one column (`column` its index in `scenarios.ts`'s columns). */
const ordered = (query: string, column: number, dir: 'asc' | 'desc') =>
  query.replace('order%5B0%5D%5Bcolumn%5D=0', `order%5B0%5D%5Bcolumn%5D=${column}`).replace('order%5B0%5D%5Bdir%5D=asc', `order%5B0%5D%5Bdir%5D=${dir}`);

/** What each floor is, and how many statements its edit or delete sends when it writes. */
const FLOORS: Record<FloorName, { title: string; statementsPerWrite: number }> = {
  floor: { title: 'the floor writing in two round trips', statementsPerWrite: 2 },
  'floor-one': { title: 'the floor writing in one statement', statementsPerWrite: 1 },
};

/**
 * The benchmark's floors (bench/floor/) are only yardsticks while they do the library's work: the same
 * JSON and the same statements, the same form, the same answers to mutations. Each floor runs here
 * beside the library as the bench runs them, each in its own process, on one small table.
 */
for (const [floorName, { title, statementsPerWrite }] of Object.entries(FLOORS) as Array<[FloorName, (typeof FLOORS)[FloorName]]>) describe(`bench: ${title} answers as the library does`, function () {
  this.timeout(60_000);
  const bench = new BenchServers(floorName, 60, `bench_spec_${floorName.replace('-', '_')}_${process.pid}`);
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
  /** A cell's save of the title (`POST /datatables/ajax/cell`) on one side. */
  const cell = async (side: Side, fields: Record<string, unknown>, csrf = true) => {
    const { process, session } = servers[side];
    const response = await fetch(`${process.url}/datatables/ajax/cell`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: session.cookie, ...(csrf ? { 'x-csrf-token': session.csrf } : {}) },
      body: JSON.stringify({ table: session.tokens.edit, column: 'title', value: EDITED_TITLE, ...fields }),
    });
    return { status: response.status, body: await response.text() };
  };
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
      'a search of a day': (token) => dataQuery(token, { start: 0, search: '1964-05-05' }),
      'a search of a day as the page shows it (en)': (token) => dataQuery(token, { start: 0, search: '05/05/1964' }),
      'a search of a month as the page shows it (en)': (token) => dataQuery(token, { start: 0, search: '05/1964' }),
      'a page past the last match': (token) => dataQuery(token, { start: 20, search: 'River' }),
    };
    for (const [name, query] of Object.entries(pages)) {
      it(`answers the same JSON, with the same statements, for ${name}`, async () => {
        const { library, floor } = await bench.data(({ tokens }) => query(tokens.read));
        expect(floor.body).to.deep.equal(library.body);
        expect(library.body.estimated).to.deep.equal({ recordsTotal: false, recordsFiltered: false });
        expect(library.statements).to.not.be.empty;
        expect(floor.statements.join('\n')).to.equal(library.statements.join('\n'));
        expect((library.body.data as unknown[]).length).to.be.greaterThan(/%|past/.test(name) ? -1 : 0);
      });
    }

    it('answers the same JSON, with the same statements, for the table counted exactly', async () => {
      const { library, floor } = await bench.data(({ tokens }) => dataQuery(tokens.readExact, { start: 0, search: '' }));
      expect(floor.body).to.deep.equal(library.body);
      expect(library.body.recordsTotal).to.equal(60);
      expect(library.statements).to.have.length(2).and.satisfy((statements: string[]) => statements[0].startsWith('select count*'));
      expect(floor.statements.join('\n')).to.equal(library.statements.join('\n'));
    });

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

    for (const price of ['1000000', '-1000000', '-0.01', 'cheap']) {
      it(`answers 422 with the same errors for a price of ${price}, showing it as typed`, async () => {
        const answers = await submit(() => ({ _id: '5', _version: '1', ...EDITED_FIELDS, price }));
        expect(answers.map((answer) => answer.status)).to.deep.equal([422, 422]);
        expect(answers[0].body).to.include('ux-datatables-field-price-errors');
        expect(markup(answers[1].body)).to.equal(markup(answers[0].body));
      });
    }

    it('answers 404 for a row that does not exist, valid form or not', async () => {
      expect((await submit(() => ({ _id: '999', _version: '1', ...EDITED_FIELDS }))).map((answer) => answer.status)).to.deep.equal([404, 404]);
      expect((await submit(() => ({ _id: '999', _version: '1', ...EDITED_FIELDS, title: '' }))).map((answer) => answer.status)).to.deep.equal([404, 404]);
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

  describe('POST /datatables/ajax/create-form', () => {
    const create = (fields: Record<string, string>) => Promise.all(SIDES.map(async (name) => {
      const { process, session } = servers[name];
      const response = await fetch(`${process.url}/datatables/ajax/create-form`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: session.cookie, 'x-csrf-token': session.csrf },
        body: new URLSearchParams({ _table: session.tokens.create, ...fields }),
      });
      return { status: response.status, body: await response.text() };
    }));

    it('creates the same row on both (201 { success, id }), which then show the same form', async () => {
      const answers = await create({ ...EDITED_FIELDS, status: 'draft', featured: '1' });
      expect(answers.map((answer) => answer.status)).to.deep.equal([201, 201]);
      const [ours, theirs] = answers.map((answer) => json(answer.body) as { success: boolean; id: number });
      expect([ours.success, theirs.success]).to.deep.equal([true, true]);
      const [library, floor] = [(await editView(ours.id))[0].body, (await editView(theirs.id))[1].body];
      expect(markup(floor).replaceAll(`value="${theirs.id}"`, 'value="ID"')).to.equal(markup(library).replaceAll(`value="${ours.id}"`, 'value="ID"'));
      expect(library).to.include('name="_version" value="1"').and.include(`value="${EDITED_FIELDS.title}"`);
    });

    it('answers 422 for an invalid form, on both', async () => {
      expect((await create({ ...EDITED_FIELDS, title: '' })).map((answer) => answer.status)).to.deep.equal([422, 422]);
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

  describe('POST /datatables/ajax/cell', () => {
    /** A row as a cell's answer or the data endpoint shows it, its version (`_version`, `_select.version`) replaced. */
    const atVersion = (row: Record<string, unknown>, version: string) => ({ ...row, _version: version, _select: { ...(row._select as object), version } });

    it('saves the title on both (the library at version 1, then the floor at 2), answering the row as the data endpoint shows it', async () => {
      const library = await cell('library', { id: 10, version: '1' });
      const floor = await cell('floor', { id: 10, version: '2' });
      expect([library.status, floor.status]).to.deep.equal([200, 200]);
      const [ours, theirs] = [json(library.body).row, json(floor.body).row] as Array<Record<string, unknown>>;
      expect(ours).to.include({ id: 10, title: EDITED_TITLE, _version: '2' });
      expect(theirs).to.deep.equal(atVersion(ours, '3'));
      const page = await bench.data(({ tokens }) => dataQuery(tokens.read, { start: 0, search: '' }));
      const shown = (page.library.body.data as Array<Record<string, unknown>>).find((row) => row.id === 10);
      expect(shown).to.deep.equal(theirs);
      expect(page.floor.body).to.deep.equal(page.library.body);
    });

    it('answers 409 with the same row as saved now for a stale version, 422 with the same errors for an empty title', async () => {
      const stale = await Promise.all([cell('library', { id: 10, version: '1' }), cell('floor', { id: 10, version: '1' })]);
      expect(stale.map((answer) => answer.status)).to.deep.equal([409, 409]);
      expect(json(stale[1].body)).to.deep.equal(json(stale[0].body));
      const empty = await Promise.all([cell('library', { id: 10, version: '3', value: '  ' }), cell('floor', { id: 10, version: '3', value: '  ' })]);
      expect(empty.map((answer) => answer.status)).to.deep.equal([422, 422]);
      expect(json(empty[1].body)).to.deep.equal(json(empty[0].body));
    });

    it('answers 404 for a row that does not exist, and 403 without the CSRF header, on both', async () => {
      expect((await Promise.all(SIDES.map((side) => cell(side, { id: 999, version: '1' })))).map((answer) => answer.status)).to.deep.equal([404, 404]);
      expect((await Promise.all(SIDES.map((side) => cell(side, { id: 11, version: '1' }, false)))).map((answer) => answer.status)).to.deep.equal([403, 403]);
    });
  });

  describe('its writes', () => {
    const plural = statementsPerWrite === 1 ? 'statement' : 'statements';

    it(`saves an edit in ${statementsPerWrite} ${plural}`, async () => {
      const { process, session } = servers.floor;
      const { result, statements } = await bench.statementsOf('floor', () => fetch(`${process.url}/datatables/ajax/edit-form`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: session.cookie, 'x-csrf-token': session.csrf },
        body: new URLSearchParams({ _table: session.tokens.edit, _id: '7', _version: '1', ...EDITED_FIELDS }),
      }));
      expect(result.status).to.equal(200);
      expect(statements).to.have.length(statementsPerWrite);
      expect(statements.at(-1)).to.match(/^update \S+ set .* where id = \? and version = \?/);
      expect((await editView(7))[1].body).to.include('name="_version" value="2"');
    });

    it(`deletes in ${statementsPerWrite} ${plural}`, async () => {
      const { process, session } = servers.floor;
      const { result, statements } = await bench.statementsOf('floor', () => fetch(`${process.url}/datatables/ajax/delete`, {
        method: 'DELETE',
        headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-csrf-token': session.csrf },
        body: JSON.stringify({ table: session.tokens.delete, id: 34 }),
      }));
      expect(result.status).to.equal(200);
      expect(statements).to.have.length(statementsPerWrite);
      expect(statements.at(-1)).to.match(/^delete from \S+ where id = \?/);
      expect((await editView(34)).map((answer) => answer.status)).to.deep.equal([404, 404]);
    });

    it(`saves a cell in ${statementsPerWrite} ${plural}, the row answered from the last`, async () => {
      const { result, statements } = await bench.statementsOf('floor', () => cell('floor', { id: 12, version: '1' }));
      expect(result.status).to.equal(200);
      expect(statements).to.have.length(statementsPerWrite);
      expect(statements.at(-1)).to.match(/^update \S+ set title = \?, version = version \+ \? where id = \? and version = \? returning \*$/);
    });

    it('sees the library save a cell of BookTable in one statement: nothing read first (its field rule, on the author, ties nothing to the title), the row answered by the write itself', async () => {
      const { result, statements } = await bench.statementsOf('library', () => cell('library', { id: 14, version: '1' }));
      expect(result.status).to.equal(200);
      const sent = statements.filter((sql) => !sql.includes(' from pg_database '));
      expect(sent).to.have.length(1);
      // Its WHERE also asks that the title differ: a cell saved unchanged writes nothing, version included.
      // (The log's shape drops quotes and parentheses.) The answer is the row written: the table shows no column on a relation.
      expect(sent[0]).to.match(/^update \S+ set title = \?, version = version \+ \? where id = \? and version = \? and .*title.* is distinct from \? returning \*$/);
    });

    if (statementsPerWrite === 1) {
      it('sends the library\'s own statement for an edit and a delete, nothing read before it on either side', async () => {
        const sent = (side: Side, path: string, body: string, type: string) => bench.statementsOf(side, () => {
          const { process, session } = servers[side];
          const method = path.endsWith('delete') ? 'DELETE' : 'POST';
          return fetch(`${process.url}${path}`, { method, headers: { 'content-type': type, cookie: session.cookie, 'x-csrf-token': session.csrf }, body });
        });
        const edit = (side: Side, id: number) => sent(side, '/datatables/ajax/edit-form', String(new URLSearchParams({
          _table: servers[side].session.tokens.edit, _id: String(id), _version: '1', ...EDITED_FIELDS, featured: '1',
        })), 'application/x-www-form-urlencoded');
        const remove = (side: Side, id: number) => sent(side, '/datatables/ajax/delete', JSON.stringify({ table: servers[side].session.tokens.delete, id }), 'application/json');
        for (const [library, floor] of [await Promise.all([edit('library', 8), edit('floor', 9)]), await Promise.all([remove('library', 35), remove('floor', 36)])]) {
          expect([library.result.status, floor.result.status]).to.deep.equal([200, 200]);
          expect(library.statements).to.have.length(1);
          expect(floor.statements).to.deep.equal(library.statements);
        }
        expect((await edit('library', 8)).statements.at(-1), 'an unchanged form writes nothing').to.match(/^select /);
      });
    }
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
  const bench = new BenchServers('floor', 110_000, `bench_spec_large_${process.pid}`);

  before(() => bench.start());
  after(() => bench.stop());

  const pages: Record<string, { query: (tokens: Session['tokens']) => string; estimated: { recordsTotal: boolean; recordsFiltered: boolean }; statements: number }> = {
    'page 1 (the total estimated)': {
      query: (tokens) => dataQuery(tokens.read, { start: 0, search: '' }),
      estimated: { recordsTotal: true, recordsFiltered: true },
      statements: 1,
    },
    'a search matching over 10,000 rows (EXPLAIN)': {
      query: (tokens) => dataQuery(tokens.read, { start: 0, search: 'River' }),
      estimated: { recordsTotal: true, recordsFiltered: true },
      statements: 3,
    },
    'a search matching a few rows (counted)': {
      query: (tokens) => dataQuery(tokens.read, { start: 0, search: '10234' }),
      estimated: { recordsTotal: true, recordsFiltered: false },
      statements: 2,
    },
    'a deep page (its keys first)': {
      query: (tokens) => dataQuery(tokens.read, { start: 55_000, search: '' }),
      estimated: { recordsTotal: true, recordsFiltered: true },
      statements: 1,
    },
    'page 1 of the table counted exactly (count(\'exact\'), as the bench\'s data page counted exactly)': {
      query: (tokens) => dataQuery(tokens.readExact, { start: 0, search: '' }),
      estimated: { recordsTotal: false, recordsFiltered: false },
      statements: 2,
    },
    'a deep page of a search, ordered by title descending': {
      query: (tokens) => ordered(dataQuery(tokens.read, { start: 2_000, search: 'River' }), 1, 'desc'),
      estimated: { recordsTotal: true, recordsFiltered: true },
      statements: 3,
    },
  };
  for (const [name, page] of Object.entries(pages)) {
    it(`answers the same JSON, with the same statements, for ${name}`, async () => {
      const { library, floor } = await bench.data(({ tokens }) => page.query(tokens));
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

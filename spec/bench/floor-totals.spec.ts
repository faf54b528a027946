import { expect } from 'chai';
import { dataQuery, totalsQuery } from '../../bench/scenarios.js';
import { BenchServers } from './bench-servers.js';

/** DataTables.net's query for a page ordered by one column (`column` its index in `scenarios.ts`'s columns). */
const ordered = (query: string, column: number, dir: 'asc' | 'desc') =>
  query.replace('order%5B0%5D%5Bcolumn%5D=0', `order%5B0%5D%5Bcolumn%5D=${column}`).replace('order%5B0%5D%5Bdir%5D=asc', `order%5B0%5D%5Bdir%5D=${dir}`);

/**
 * The page with totals (issue 33): the floor sends its totals as a hand-written server would, not the
 * library's statements (bench/floor/book-totals.ts), so what must be the same is the JSON: the rows, the
 * exact counts, and the totals of every matching row and of the page.
 */
describe('bench: the floor answers the page with totals as the library does', function () {
  this.timeout(60_000);
  const bench = new BenchServers('floor-one', 60, `bench_spec_totals_${process.pid}`);

  before(() => bench.start());
  after(() => bench.stop());

  const pages: Record<string, (token: string) => string> = {
    'page 1': (token) => totalsQuery(token, { start: 0, search: '' }),
    'a search': (token) => totalsQuery(token, { start: 0, search: 'River' }),
    'a search of a number, ordered by price': (token) => ordered(totalsQuery(token, { start: 0, search: '12' }), 7, 'desc'),
    'the last page, short': (token) => totalsQuery(token, { start: 55, search: '' }),
    'a page past the last match': (token) => totalsQuery(token, { start: 20, search: 'River' }),
  };
  for (const [name, query] of Object.entries(pages)) {
    it(`answers the same JSON for ${name}`, async () => {
      const { library, floor } = await bench.data(({ tokens }) => query(tokens.readTotals));
      expect(floor.body).to.deep.equal(library.body);
      expect(library.body.totals).to.have.nested.property('all.values.pages.avg').that.is.a('string');
      expect(library.body.totals).to.have.nested.property('page.rows', (library.body.data as unknown[]).length);
    });
  }

  it('totals every row in the exact count\'s own statement, and the page in the page\'s: two statements to the library\'s three', async () => {
    const { library, floor } = await bench.data(({ tokens }) => totalsQuery(tokens.readTotals, { start: 0, search: '' }));
    expect(floor.statements).to.have.length(2);
    expect(floor.statements[0]).to.match(/^select count\* as count, sum.*pages.*::text as t0, avg.*::text as t1, sum.*price.*::text as t2 from /);
    expect(floor.statements[1]).to.include(' over ::text');
    expect(library.statements).to.have.length(3);
  });

  it('answers 400 for totals the table does not declare, on both', async () => {
    const asked = (token: string) => `${dataQuery(token, { start: 0, search: '' })}&totals%5Bpages%5D=max`;
    const statuses = await Promise.all((['library', 'floor'] as const).map(async (side) => {
      const { process, session } = bench.servers[side];
      return (await fetch(`${process.url}/datatables/ajax/data?${asked(session.tokens.readTotals)}`)).status;
    }));
    expect(statuses).to.deep.equal([400, 400]);
  });
});

import { expect } from 'chai';
import { dataQuery, groupedQuery, totalsQuery } from '../../bench/scenarios.js';
import { BenchServers } from './bench-servers.js';

/** DataTables.net's query for a page ordered by one column (`column` its index in `scenarios.ts`'s columns). */
const ordered = (query: string, column: number, dir: 'asc' | 'desc') =>
  query.replace('order%5B0%5D%5Bcolumn%5D=0', `order%5B0%5D%5Bcolumn%5D=${column}`).replace('order%5B0%5D%5Bdir%5D=asc', `order%5B0%5D%5Bdir%5D=${dir}`);

/** The query asking `group=<value>` instead of the grouping it asked (`''`: none). */
const groupedBy = (query: string, value: string) => `${query.replace(/&group=[^&]*/, '')}&group=${value}`;

/**
 * The grouped page (issue 33): the floor groups as a hand-written server would, not with the library's
 * statements (bench/floor/book-groups.ts), so what must be the same is the JSON: the rows in their grouped
 * order, the counts, the totals, and each group's start, rows and totals over every matching row of it. Of
 * the 60 books (bench/database.ts), books 1 to 30 cycle through draft, published and archived and the rest are
 * drafts: by status, archived are rows 0 to 9, drafts 10 to 49, published 50 to 59.
 */
describe('bench: the floor answers the grouped page as the library does', function () {
  this.timeout(60_000);
  const bench = new BenchServers('floor-one', 60, `bench_spec_groups_${process.pid}`);

  before(() => bench.start());
  after(() => bench.stop());

  /** Each page's query, and where its groups start on it. */
  const pages: Record<string, { query: (token: string) => string; starts: number[] }> = {
    'page 1, archived books alone': { query: (token) => groupedQuery(token, { start: 0, search: '' }), starts: [0] },
    'a page across the archived books and the drafts': { query: (token) => groupedQuery(token, { start: 5, search: '' }), starts: [0, 5] },
    'a page across the drafts and the published books': { query: (token) => groupedQuery(token, { start: 45, search: '' }), starts: [0, 5] },
    'a search, its statuses counted among its matches alone': { query: (token) => groupedQuery(token, { start: 0, search: 'River' }), starts: [0, 2] },
    'a page ordered by price, descending, within its statuses': { query: (token) => ordered(groupedQuery(token, { start: 5, search: '' }), 7, 'desc'), starts: [0, 5] },
    'a page ordered by status, descending': { query: (token) => ordered(groupedQuery(token, { start: 5, search: '' }), 3, 'desc'), starts: [0, 5] },
    'the last page, short': { query: (token) => groupedQuery(token, { start: 55, search: '' }), starts: [0] },
    'a page past the last match': { query: (token) => groupedQuery(token, { start: 20, search: 'River' }), starts: [] },
    'a grouped page without totals': { query: (token) => groupedBy(dataQuery(token, { start: 5, search: '' }), 'status'), starts: [0, 5] },
  };
  for (const [name, { query, starts }] of Object.entries(pages)) {
    it(`answers the same JSON for ${name}`, async () => {
      const { library, floor } = await bench.data(({ tokens }) => query(tokens.readGrouped));
      expect(floor.body).to.deep.equal(library.body);
      const groups = library.body.groups as { column: string; items: Array<{ start: number; rows: number }> };
      expect(groups.column).to.equal('status');
      expect(groups.items.map((group) => group.start)).to.deep.equal(starts);
    });
  }

  it('answers the same JSON, no groups, for a page asking none (group=)', async () => {
    const { library, floor } = await bench.data(({ tokens }) => groupedBy(groupedQuery(tokens.readGrouped, { start: 5, search: '' }), ''));
    expect(floor.body).to.deep.equal(library.body);
    expect(library.body).to.have.property('totals');
    expect(library.body).not.to.have.property('groups');
  });

  it('counts and totals each group over all its matching rows, not the page\'s', async () => {
    const { library } = await bench.data(({ tokens }) => groupedQuery(tokens.readGrouped, { start: 5, search: '' }));
    const [archived, drafts] = (library.body.groups as { items: Array<{ rows: number; totals: { pages: { sum: string } } }> }).items;
    expect([archived.rows, drafts.rows]).to.deep.equal([10, 40]);
    expect(Number(drafts.totals.pages.sum)).to.be.greaterThan(Number((library.body.totals as { page: { values: { pages: { sum: string } } } }).page.values.pages.sum));
  });

  it('groups in one statement after the page with totals: three statements to the library\'s four', async () => {
    const { library, floor } = await bench.data(({ tokens }) => groupedQuery(tokens.readGrouped, { start: 5, search: '' }));
    expect(floor.statements).to.have.length(3);
    expect(floor.statements[1]).to.match(/ order by p\.status asc, p\.id asc$/);
    expect(floor.statements[2]).to.match(/^select e\.status::text as g, count\* as n, sum.*pages.*::text as t0, .* where e\.status = any\? group by \?$/);
    expect(library.statements).to.have.length(4);
  });

  it('answers 400 for a grouping the table does not offer, on both', async () => {
    const asked = {
      'a column not offered': (tokens: { readGrouped: string }) => groupedBy(groupedQuery(tokens.readGrouped, { start: 0, search: '' }), 'author'),
      'a table offering none': (tokens: { readTotals: string }) => groupedBy(totalsQuery(tokens.readTotals, { start: 0, search: '' }), 'status'),
    };
    for (const query of Object.values(asked)) {
      const statuses = await Promise.all((['library', 'floor'] as const).map(async (side) => {
        const { process, session } = bench.servers[side];
        return (await fetch(`${process.url}/datatables/ajax/data?${query(session.tokens)}`)).status;
      }));
      expect(statuses).to.deep.equal([400, 400]);
    }
  });
});

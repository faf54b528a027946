import { expect } from 'chai';
import fc from 'fast-check';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Express } from 'express';
import request from 'supertest';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { useTestOrm } from '../support/database.js';
import { seedAwkwardBooks } from '../support/export-seed.js';
import { SpecFilteredExportTable, SpecFilteredWrittenExportTable } from '../support/export-tables.js';
import { DATE_EDGES, hostileText, NUMBER_EDGES, SQL_EDGES } from '../support/hostile/hostile-values.js';
import { hostileSettings } from '../support/hostile/hostile-settings.js';
import { createSpecApp, SPEC_SECRET } from '../support/http-app.js';
import { HTTP_ENTITIES } from '../support/http-entities.js';

const tokens = new TableTokens(SPEC_SECRET);
const settings = hostileSettings();
const COLUMNS = ['id', 'title', 'author', 'status', 'featured', 'pages', 'publishedOn', 'secretNote'];
const RUNS = Math.max(40, Math.ceil(settings.runs / 6));

/** A value a user could type, or one no user would: SQL and LIKE metacharacters, placeholders, odd numbers and dates. */
const typed = fc.oneof(
  { arbitrary: fc.constantFrom('', 'a', 'e', 'Dune', '-', '"', '50%', '_', 'draft', '1', '2024', '2024-02-29', '12.5'), weight: 4 },
  { arbitrary: fc.constantFrom(...SQL_EDGES), weight: 3 },
  { arbitrary: fc.constantFrom(...NUMBER_EDGES), weight: 2 },
  { arbitrary: fc.constantFrom(...DATE_EDGES), weight: 2 },
  { arbitrary: hostileText(), weight: 2 },
);

/** An export's query: a search, column searches, filters of every kind (well formed or not), orderings and columns. */
const exportQuery = fc.record({
  search: fc.option(typed, { nil: undefined }),
  columnSearch: fc.array(fc.tuple(fc.nat({ max: 8 }), typed), { maxLength: 2 }),
  filters: fc.array(fc.oneof(
    fc.tuple(fc.constant('status'), fc.constant('in'), fc.array(fc.oneof(fc.constantFrom('draft', 'published'), typed), { minLength: 1, maxLength: 2 })),
    fc.tuple(fc.constant('featured'), fc.constant('is'), fc.oneof(fc.constantFrom('true', 'false'), typed)),
    fc.tuple(fc.constantFrom('pages', 'publishedOn'), fc.constantFrom('from', 'to'), typed),
    fc.tuple(fc.constantFrom('title', 'author'), fc.constant('text'), typed),
  ), { maxLength: 3 }),
  order: fc.array(fc.tuple(fc.nat({ max: 8 }), fc.constantFrom('asc', 'desc')), { maxLength: 2 }),
  visible: fc.option(fc.shuffledSubarray(COLUMNS, { minLength: 1 }), { nil: undefined }),
  language: fc.constantFrom('en', 'de', 'fr', 'ja', 'ar'),
});

type ExportQuery = typeof exportQuery extends fc.Arbitrary<infer T> ? T : never;

function queryString(table: string, query: ExportQuery): string {
  const pairs: Array<[string, string]> = [['table', tokens.sign(table, 'export')], ['format', 'csv']];
  if (query.search !== undefined) pairs.push(['search[value]', query.search]);
  query.columnSearch.forEach(([index, value]) => pairs.push([`columns[${index}][search][value]`, value]));
  for (const [column, kind, value] of query.filters) {
    if (Array.isArray(value)) value.forEach((each, i) => pairs.push([`filters[${column}][${kind}][${i}]`, each]));
    else pairs.push([`filters[${column}][${kind}]`, value]);
  }
  query.order.forEach(([column, dir], i) => pairs.push([`order[${i}][column]`, String(column)], [`order[${i}][dir]`, dir]));
  query.visible?.forEach((name, i) => pairs.push([`visible[${i}]`, name]));
  // encodeURIComponent throws on a lone surrogate: such a value is sent as its UTF-8 replacement, as a browser would.
  const encode = (text: string) => encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
  return pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
}

// The CSV PostgreSQL writes takes the search and the filters into the statement's text (COPY takes no
// parameters). Differential: the same hostile query to the table PostgreSQL exports and to its twin the
// library's writer exports must get the same status and, on 200, the same bytes; never a 5xx.
describe('hostile export queries, PostgreSQL\'s CSV against the writer\'s (fast-check; HOSTILE_SEED, HOSTILE_RUNS)', () => {
  let orm: MikroORM;
  let app: Express;
  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened));

  before(async () => {
    await seedAwkwardBooks(orm, 60);
    ({ app } = createSpecApp({ orm, tables: [SpecFilteredExportTable, SpecFilteredWrittenExportTable], limits: { mutationsPerMinute: 0 } }));
  });

  it(`answers ${RUNS} queries alike: the same status, the same file, never a 5xx`, async function () {
    this.timeout(Math.max(60_000, RUNS * 400));
    let exported = 0;
    // A request line past Node's header limit is answered by Node itself: 431, or on Node 24 a closed
    // connection. Both tables must meet the same fate; a reset is an outcome like a status.
    const send = (table: string, query: ExportQuery): Promise<{ status: number; body: Buffer }> => request(app).get(`/datatables/ajax/export?${queryString(table, query)}`)
      .set('Accept-Language', query.language).buffer(true).parse((res, done) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => done(null, Buffer.concat(parts)));
      }).then(
        (response) => ({ status: response.status, body: response.body as Buffer }),
        (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
          return { status: 0, body: Buffer.from(error.code) };
        },
      );
    const property = fc.asyncProperty(exportQuery, async (query) => {
      const [copied, written] = [await send('spec-export-filtered', query), await send('spec-export-filtered-written', query)];
      expect(copied.status, 'never a 5xx').to.be.below(500);
      expect(copied.status, 'the same status').to.equal(written.status);
      const [a, b] = [copied.body, written.body];
      if (copied.status === 200) {
        exported++;
        expect(a.toString('utf8')).to.equal(b.toString('utf8'));
      } else {
        // The same refusal (a JSON error, or Node's own answer to a request line too long), naming its table.
        expect(a.toString('utf8')).to.equal(b.toString('utf8').replaceAll('spec-export-filtered-written', 'spec-export-filtered'));
      }
    });
    await fc.assert(property, { seed: settings.seed, path: settings.path, numRuns: RUNS });
    // Most queries are well formed enough to export: the comparison is not only of refusals.
    expect(exported).to.be.greaterThan(RUNS / 3);
  });
});

// Large tables: the data endpoint on 1,000,000 rows (BENCH_LARGE_ROWS), against the raw SQL of the same page.
//   Seeds one INSERT ... SELECT ... FROM generate_series into its own schema, ANALYZE, then measures four
//   cases (first page ordered by an indexed column, a deep page, a global search, a column search) twice:
//   with the primary key only, then with the indexes `ux-datatables indexes` prints. Each case: warm-up,
//   then BENCH_LARGE_ROUNDS sequential HTTP requests, each one's statements recorded (MikroORM onQuery)
//   and replayed raw on a pg connection: the floor. Writes bench/results/large-tables.md.
// DATABASE_URL: the figures that matter (PostgreSQL). Without it: embedded PGlite, 200,000 rows by default.
import { writeFileSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import express from 'express';
import { defineEntity, p } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { openDatabase } from '../lib/database/index.js';
import {
  BooleanColumn, ChoiceColumn, DataTable, DateColumn, dataTablesRouter, indexAdvice, NumberColumn, TextColumn,
  type CountStrategy,
} from '../lib/index.js';
import { TableModel } from '../lib/model/TableModel.js';
import { TableTokens } from '../lib/security/TableTokens.js';

/** The part of a `pg` client the replay uses (`pg` ships no types, and this package adds none for a bench). */
interface RawClient {
  connect(): Promise<void>;
  query(sql: string, params?: unknown[]): Promise<unknown>;
  end(): Promise<void>;
}
const pg = createRequire(import.meta.url)('pg') as { Client: new (config: { connectionString: string }) => RawClient };

const db = await openDatabase();
const ROWS = Number(process.env.BENCH_LARGE_ROWS ?? (db.embedded ? 200_000 : 1_000_000));
const ROUNDS = Number(process.env.BENCH_LARGE_ROUNDS ?? 30);
// Without indexes a request takes seconds: fewer rounds there (its p99 is then the slowest).
const UNINDEXED_ROUNDS = Math.min(ROUNDS, Number(process.env.BENCH_LARGE_UNINDEXED_ROUNDS ?? 10));
const WARM_UP = 5;
const SCHEMA = 'bench_large';
const SECRET = 'bench-large-secret-bench-large-secret';
const GOALS = { firstPageMs: 50, searchMs: 150, ratio: 1.5 };

const LargeBook = defineEntity({
  name: 'LargeBook',
  tableName: 'large_book',
  properties: {
    id: p.integer().primary(),
    title: p.string().length(120),
    author: p.string().length(80),
    status: p.enum(['draft', 'published', 'archived']),
    pages: p.integer(),
    publishedOn: p.date(),
    featured: p.boolean(),
  },
});

const columns = () => [
  NumberColumn.new('id', 'ID'),
  TextColumn.new('title', 'Title'),
  TextColumn.new('author', 'Author'),
  ChoiceColumn.new('status', 'Status').setChoices({ draft: 'Draft', published: 'Published', archived: 'Archived' }),
  NumberColumn.new('pages', 'Pages'),
  DateColumn.new('publishedOn', 'Published on'),
  BooleanColumn.new('featured', 'Featured'),
];
const table = (name: string, count?: CountStrategy) => {
  const options = new DataTable().setPageLength(10);
  if (count) options.setCountStrategy(count);
  return new TableModel({ name, columns: columns(), options, source: { kind: 'entity', entity: LargeBook, mapRow: (book) => ({ ...book }) } });
};
// `books`: the library's defaults (count estimated above 100,000 rows); `books-exact`: setCountStrategy('exact'), for its cost.
const tables = [table('books'), table('books-exact', 'exact')];

let recording: Array<{ sql: string; params: readonly unknown[] }> | null = null;
const orm = await MikroORM.init({
  entities: [LargeBook],
  clientUrl: db.url,
  schema: SCHEMA,
  pool: { min: 1, max: db.poolMax },
  onQuery: (sql, params) => {
    recording?.push({ sql, params });
    return sql;
  },
});
const raw = new pg.Client({ connectionString: db.url });
await raw.connect();
await raw.query(`set search_path to ${SCHEMA}, public`);

const timed = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
  const start = performance.now();
  const result = await work();
  console.log(`${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
};

await raw.query(`drop schema if exists ${SCHEMA} cascade; create schema ${SCHEMA}`);
await orm.schema.create({ schema: SCHEMA });
const FIRST = ['Maria', 'John', 'Aiko', 'Omar', 'Lena', 'Pablo', 'Nia', 'Ivan', 'Chen', 'Sara'];
const LAST = ['Okafor', 'Smith', 'Tanaka', 'Haddad', 'Novak', 'Garcia', 'Mensah', 'Petrov', 'Wang', 'Larsen',
  'Kowalski', 'Dubois', 'Rossi', 'Silva', 'Nguyen', 'Kim', 'Jensen', 'Moreau', 'Fischer', 'Costa'];
const ADJECTIVES = ['Silent', 'Golden', 'Broken', 'Hidden', 'Crimson', 'Distant', 'Frozen', 'Quiet', 'Wild', 'Last',
  'Northern', 'Bitter', 'Painted', 'Hollow', 'Burning', 'Glass', 'Iron', 'Paper', 'Salt', 'Velvet'];
const NOUNS = ['Harbor', 'Orchard', 'Signal', 'Lantern', 'Atlas', 'Winter', 'Cipher', 'Meadow', 'River', 'Garden',
  'Empire', 'Mirror', 'Station', 'Forest', 'Tower', 'Island', 'Engine', 'Archive', 'Voyage', 'Kingdom'];
const array = (words: string[]) => `array[${words.map((word) => `'${word}'`).join(', ')}]`;
// Words drawn by hashint4, not by i: ordering by title must not line up with any author.
await timed(`seed ${ROWS.toLocaleString('en')} rows`, () =>
  raw.query(`
    insert into ${SCHEMA}.large_book (id, title, author, status, pages, published_on, featured)
    select i,
      (${array(ADJECTIVES)})[1 + (hashint4(3 * i) & 2147483647) % 20] || ' ' || (${array(NOUNS)})[1 + (hashint4(3 * i + 1) & 2147483647) % 20] || ' ' || i,
      (${array(FIRST)})[1 + (hashint4(-i) & 2147483647) % 10] || ' ' || (${array(LAST)})[1 + (hashint4(3 * i + 2) & 2147483647) % 20],
      (array['draft', 'published', 'archived'])[1 + i % 3],
      50 + (i * 31) % 900,
      date '1950-01-01' + (i * 17) % 27000,
      i % 4 = 0
    from generate_series(1, ${ROWS}) as i`),
);
// VACUUM too: autovacuum would otherwise run on the fresh million rows in the middle of the measures.
await timed('vacuum analyze', () => raw.query(`vacuum analyze ${SCHEMA}.large_book`));

const app = express();
// The floor of any answer: an HTTP round trip to a route that does nothing, in this same process.
app.get('/nothing', (_req, res) => void res.json({}));
app.use(dataTablesRouter({ orm, secret: SECRET, tables, csrf: false, logger: { warn: () => undefined, error: console.error } }));
const server = app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const tokens = new TableTokens(SECRET);
const NAMES = ['id', 'title', 'author', 'status', 'pages', 'publishedOn', 'featured'];

interface Case {
  name: string;
  table: string;
  params: Record<string, string>;
  goalMs?: number;
}
const orderBy = (column: string, dir = 'asc') => ({ 'order[0][column]': String(NAMES.indexOf(column)), 'order[0][dir]': dir });
const deepStart = String(Math.floor(ROWS / 2));
const CASES: Case[] = [
  { name: 'first page, ordered by title', table: 'books', params: { start: '0', ...orderBy('title') }, goalMs: GOALS.firstPageMs },
  { name: `deep page (start=${deepStart}), ordered by id`, table: 'books', params: { start: deepStart, ...orderBy('id') } },
  { name: `deep page (start=${deepStart}), ordered by title`, table: 'books', params: { start: deepStart, ...orderBy('title') } },
  { name: 'global search "okafor", ordered by title', table: 'books', params: { start: '0', 'search[value]': 'okafor', ...orderBy('title') }, goalMs: GOALS.searchMs },
  { name: 'column search author "Maria Okafor"', table: 'books', params: { start: '0', 'columns[2][search][value]': 'Maria Okafor', ...orderBy('title') }, goalMs: GOALS.searchMs },
  { name: 'first page, count(\'exact\')', table: 'books-exact', params: { start: '0', ...orderBy('title') } },
];

const url = (item: Case, draw: number) => {
  const query = new URLSearchParams({ table: tokens.sign(item.table, 'read'), draw: String(draw), length: '10', ...item.params });
  NAMES.forEach((name, index) => query.set(`columns[${index}][data]`, name));
  return `${base}/datatables/ajax/data?${query}`;
};
const request = async (item: Case, draw: number) => {
  const response = await fetch(url(item, draw));
  const body = (await response.json()) as { recordsFiltered: number; estimated: { recordsFiltered: boolean }; data: unknown[] };
  if (response.status !== 200) throw new Error(`${item.name}: ${response.status} ${JSON.stringify(body)}`);
  return body;
};
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

interface Figures {
  ours: number[];
  floor: number[];
  filtered: number;
  /** Whether `filtered` is the planner's estimate. */
  estimated: boolean;
  statements: number;
}
async function measure(item: Case, rounds: number): Promise<Figures> {
  const replay = async (statements: Array<{ sql: string; params: readonly unknown[] }>) => {
    for (const { sql, params } of statements) await raw.query(toPg(sql), [...params]);
  };
  const ours: number[] = [];
  const floor: number[] = [];
  let filtered = 0;
  let estimated = false;
  let statements = 0;
  // Each request, then its own statements replayed raw: interleaved, so a load that drifts (another
  // process, autovacuum) weighs on both sides alike.
  for (let i = -WARM_UP; i < rounds; i++) {
    recording = [];
    let start = performance.now();
    const body = await request(item, i + WARM_UP + 1);
    [filtered, estimated] = [body.recordsFiltered, body.estimated.recordsFiltered];
    const ourMs = performance.now() - start;
    const recorded = recording;
    recording = null;
    start = performance.now();
    await replay(recorded);
    const floorMs = performance.now() - start;
    if (i < 0) continue;
    ours.push(ourMs);
    floor.push(floorMs);
    statements = Math.max(statements, recorded.length);
  }
  return { ours, floor, filtered, estimated, statements };
}

/** MikroORM's `?` placeholders as pg's `$n` (the SQL it logs is the SQL it sent, before numbering). */
function toPg(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

// The process itself warms up first (JIT, pools), on a page no case measures.
for (let i = 0; i < 50; i++) await request({ name: 'warm-up', table: 'books', params: { start: String(i * 10) } }, i + 1);

const nothing: number[] = [];
for (let i = -WARM_UP; i < ROUNDS; i++) {
  const start = performance.now();
  await (await fetch(`${base}/nothing`)).json();
  if (i >= 0) nothing.push(performance.now() - start);
}

const results: Array<{ phase: string; item: Case; figures: Figures }> = [];
for (const phase of ['primary key only', 'with the advised indexes'] as const) {
  if (phase === 'with the advised indexes') {
    const advice = indexAdvice(tables[0], orm, { concurrently: false });
    await timed(`create ${advice.statements.length} statements of \`ux-datatables indexes\``, async () => {
      for (const statement of advice.statements) await raw.query(statement.sql);
      await raw.query(`vacuum analyze ${SCHEMA}.large_book`);
    });
  }
  for (const item of CASES) {
    const figures = await measure(item, phase === 'primary key only' ? UNINDEXED_ROUNDS : ROUNDS);
    results.push({ phase, item, figures });
    const [p50, floor50] = [percentile(figures.ours, 50), percentile(figures.floor, 50)];
    console.log(`${phase} | ${item.name}: ours p50 ${p50.toFixed(1)} ms, raw SQL p50 ${floor50.toFixed(1)} ms, ratio ${(p50 / floor50).toFixed(2)}`);
  }
}

const ms = (value: number) => value.toFixed(1);
const lines = [
  '## Large tables',
  '',
  `${ROWS.toLocaleString('en')} rows, ${db.embedded ? 'embedded PGlite' : 'PostgreSQL (DATABASE_URL)'}, ${ROUNDS} sequential requests per case after ${WARM_UP} warm-ups, ` +
    'each against the raw SQL of the same request (its statements, recorded and replayed on a pg connection). ' +
    'Table `books` keeps the defaults (count estimated above 100,000 rows); `books-exact` counts with `count(\'exact\')`. ' +
    `Without indexes, ${UNINDEXED_ROUNDS} requests per case. ≈: the count is the planner's estimate. ` +
    `An HTTP round trip to a route doing nothing, in the same process, takes ${ms(percentile(nothing, 50))} ms at p50: ` +
    'every figure of ours includes it, no raw SQL figure does. ' +
    `Written by \`node --import tsx bench/large-tables.ts\` on ${new Date().toISOString().slice(0, 10)}.`,
  '',
  '| Indexes | Case | Rows matched | Ours p50 | Ours p99 | Raw SQL p50 | Raw SQL p99 | Ratio (p50) | Ours − raw (p50) | Statements |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...results.map(({ phase, item, figures }) => {
    const ratio = percentile(figures.ours, 50) / percentile(figures.floor, 50);
    return `| ${phase} | ${item.name} | ${figures.estimated ? '≈ ' : ''}${figures.filtered.toLocaleString('en')} | ${ms(percentile(figures.ours, 50))} ms | ${ms(percentile(figures.ours, 99))} ms | ` +
      `${ms(percentile(figures.floor, 50))} ms | ${ms(percentile(figures.floor, 99))} ms | ${ratio.toFixed(2)} | ` +
      `${ms(percentile(figures.ours, 50) - percentile(figures.floor, 50))} ms | ${figures.statements} |`;
  }),
  '',
  'Goals, with the advised indexes:',
  '',
  ...results
    .filter(({ phase }) => phase === 'with the advised indexes')
    .flatMap(({ item, figures }) => {
      const p50 = percentile(figures.ours, 50);
      const ratio = p50 / percentile(figures.floor, 50);
      const floor = percentile(figures.floor, 50);
      const fixedCost = ratio > GOALS.ratio && p50 - floor < 10
        ? `: its SQL takes ${ms(floor)} ms, and the ${ms(p50 - floor)} ms more are the fixed cost of any request (the HTTP round trip alone is ${ms(percentile(nothing, 50))} ms, then parsing, the token, hydrating ten entities, JSON), which no ratio to a 1 ms query can hide`
        : '';
      const goals = [`- ${item.name}: within ${GOALS.ratio}× of the raw SQL: ${ratio <= GOALS.ratio ? 'met' : 'missed'} (${ratio.toFixed(2)})${fixedCost}`];
      if (item.goalMs) goals.push(`- ${item.name}: p50 under ${item.goalMs} ms: ${p50 < item.goalMs ? 'met' : 'missed'} (${ms(p50)} ms)`);
      return goals;
    }),
  '',
];
const output = fileURLToPath(new URL('./results/large-tables.md', import.meta.url));
mkdirSync(fileURLToPath(new URL('./results/', import.meta.url)), { recursive: true });
writeFileSync(output, `${lines.join('\n')}`);
console.log(lines.join('\n'));

server.close();
await raw.query(`drop schema if exists ${SCHEMA} cascade`);
await raw.end();
await orm.close(true);
await db.close();

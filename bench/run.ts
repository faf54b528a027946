// `npm run bench`: the data endpoint's cost, as ratios against floors measured in the same run.
//   time:   one page through GET /datatables/ajax/data (HTTP, parsing, tokens, SQL, mapRow, JSON)
//           against the floor of the very SQL statements that request ran, replayed raw on the
//           same connection: the ratio is what the library adds on top of the database's own work.
//   memory: heap growth while serving pages of a large table against the floor of loading the
//           whole table once (what a library paging in memory would do). Far below 1 means the
//           endpoint never holds the table.
// Figures depend on the machine; the ratios are what to compare between runs.
import type { AddressInfo } from 'node:net';
import express from 'express';
import { MikroORM } from '@mikro-orm/postgresql';
import { openDatabase } from '../lib/database/index.js';
import { dataTablesRouter } from '../lib/index.js';
import { TableTokens } from '../lib/security/TableTokens.js';
import { Book } from '../examples/entities/Book.js';
import { BookTable } from '../examples/tables/BookTable.js';
import { insertBooks, measureHeap, median, timeEach } from './support.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const secret = 'bench-secret-bench-secret-bench-secret';

const db = await openDatabase();
// Every statement the endpoint runs is recorded, so the floor can replay exactly the same SQL.
let recording: Array<{ sql: string; params: readonly unknown[] }> | null = null;
const orm = await MikroORM.init({
  entities: [Book],
  clientUrl: db.url,
  schema: 'bench',
  pool: { min: 1, max: db.poolMax },
  onQuery: (sql, params) => {
    recording?.push({ sql, params });
    return sql;
  },
});
await orm.em.getConnection().execute('drop schema if exists bench cascade; create schema bench');
await orm.schema.create({ schema: 'bench' });
await insertBooks(orm, ROWS);

const app = express().use(dataTablesRouter({ orm, secret, tables: [BookTable] }));
const server = app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const token = new TableTokens(secret).sign('books', 'read');

const searchTerms = ['River', 'Glass', 'Atlas', 'Winter', '12'];
const pageUrl = (i: number) => {
  const q = new URLSearchParams({ table: token, draw: String(i + 1), start: String((i % 50) * 10), length: '10' });
  q.set('search[value]', searchTerms[i % searchTerms.length]);
  q.set('order[0][column]', '1');
  q.set('order[0][dir]', i % 2 ? 'asc' : 'desc');
  ['id', 'title', 'author', 'status', 'featured', 'publishedOn', 'pages', 'summary', 'website', 'actions'].forEach((name, c) => {
    q.set(`columns[${c}][data]`, name);
  });
  return `${base}/datatables/ajax/data?${q}`;
};
const endpoint = async (i: number) => {
  const response = await fetch(pageUrl(i));
  if (response.status !== 200) throw new Error(`data endpoint answered ${response.status}: ${await response.text()}`);
  await response.json();
};

// The statements of each request, recorded once and replayed raw for the floor.
const statements: Array<Array<{ sql: string; params: readonly unknown[] }>> = [];
for (let i = 0; i < ROUNDS; i++) {
  recording = [];
  await endpoint(i);
  statements.push(recording);
}
recording = null;
const connection = orm.em.getConnection();
const floorQuery = async (i: number) => {
  for (const { sql, params } of statements[i]) await connection.execute(sql, [...params]);
};
await timeEach(5, floorQuery); // warm-up
await timeEach(5, endpoint);
const floorTimes = await timeEach(ROUNDS, floorQuery);
const endpointTimes = await timeEach(ROUNDS, endpoint);
const floorHeap = await measureHeap(async () => {
  await orm.em.fork().find(Book, {});
});
const endpointHeap = await measureHeap(async () => {
  for (let i = 0; i < 20; i++) await endpoint(i);
});

const floorMs = median(floorTimes);
const endpointMs = median(endpointTimes);
console.log(`rows: ${ROWS}, rounds: ${ROUNDS}, database: ${db.embedded ? 'embedded PGlite' : 'DATABASE_URL'}`);
console.log(`time   floor (the same SQL, replayed raw)     median ${floorMs.toFixed(2)} ms (${statements[0].length} statements per page)`);
console.log(`time   data endpoint (HTTP round trip)    median ${endpointMs.toFixed(2)} ms`);
console.log(`time   ratio endpoint/floor: ${(endpointMs / floorMs).toFixed(2)}`);
console.log(`memory floor (load the whole table once): ${(floorHeap / 1e6).toFixed(1)} MB`);
console.log(`memory data endpoint (20 pages):          ${(endpointHeap / 1e6).toFixed(1)} MB`);
console.log(`memory ratio endpoint/floor: ${(endpointHeap / floorHeap).toFixed(3)}`);

server.close();
await orm.em.getConnection().execute('drop schema if exists bench cascade');
await orm.close(true);
await db.close();

// `npm run bench -- memory` (run with --expose-gc): the heap the data endpoint grows while serving
// pages of a large table, against the floor of loading the whole table once (what a library paging in
// memory would do). Far below 1 means the endpoint never holds the table.
import type { AddressInfo } from 'node:net';
import express from 'express';
import { MikroORM } from '@mikro-orm/postgresql';
import { dataTablesRouter } from '../lib/index.js';
import { TableTokens } from '../lib/security/TableTokens.js';
import { Book } from './catalogue/Book.js';
import { BookTable } from './catalogue/BookTable.js';
import { openBenchDatabase } from './database.js';
import { databaseLabel, writeSection } from './results.js';
import { dataQuery } from './scenarios.js';
import { measureHeap } from './support.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 200_000);
const PAGES = 20;

const db = await openBenchDatabase(ROWS);
const orm = await MikroORM.init({ entities: [Book], clientUrl: db.handle.url, schema: db.schema, pool: { min: 1, max: db.handle.poolMax } });
const secret = 'bench-secret-bench-secret-bench-secret';
const app = express().use(dataTablesRouter({ orm, secret, tables: [BookTable] }));
const server = app.listen(0, '127.0.0.1');
// Loading the whole table blocks the process for seconds: past the default 5 s the idle keep-alive
// connection would be closed under the next request's feet.
server.keepAliveTimeout = 120_000;
try {
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const read = new TableTokens(secret).sign('books', 'read');
  const page = async (i: number) => {
    const response = await fetch(`${base}/datatables/ajax/data?${dataQuery(read, { start: (i * 997) % (ROWS - 10), search: '' })}`);
    if (response.status !== 200) throw new Error(`the data endpoint answered ${response.status}: ${await response.text()}`);
    await response.json();
  };
  for (let i = 0; i < 5; i++) await page(i); // warm-up
  const floor = await measureHeap(async () => {
    await orm.em.fork().find(Book, {});
  });
  const endpoint = await measureHeap(async () => {
    for (let i = 0; i < PAGES; i++) await page(i);
  });
  const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
  console.log(`bench memory: floor ${mb(floor)} MB, endpoint ${mb(endpoint)} MB`);
  writeSection('memory', 'Memory: paging in SQL', `
Heap growth of the process serving the data endpoint (\`--expose-gc\`, a GC before each measurement,
the heap sampled every 2 ms), ${ROWS.toLocaleString('en-US')} rows on ${databaseLabel(db.serverVersion)}.

| | Heap growth |
|---|---:|
| Floor: loading the whole table once (\`em.find(Book, {})\`) | ${mb(floor)} MB |
| The data endpoint serving ${PAGES} pages, at offsets spread over the table | ${mb(endpoint)} MB |
| Ratio endpoint / floor | ${(endpoint / floor).toFixed(3)} |
`);
} finally {
  server.close();
  await orm.close(true);
  await db.close();
}

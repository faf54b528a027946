// The library's server process: `dataTablesRouter` serving the bench's `BookTable` (bench/catalogue/) over the bench's
// rows, with nothing but what an application adds (no rate limit, so the load is not refused).
// `GET /bench/session` answers the page view (tokens, CSRF token) and sets the CSRF cookie, as a page would;
// `tokens.readExact` reads the same rows as `books-exact`, counted exactly; `tokens.readTotals` as `books-totals`, counted
// exactly with three totals; `tokens.readGrouped` as `books-grouped`, those grouped by status; `tokens.import` imports into `books-import`;
// `tokens.move` moves the `chapters` (`npm run bench -- row-move`).
import { createServer } from 'node:http';
import express from 'express';
import { MikroORM } from '@mikro-orm/postgresql';
import { buildTableView, dataTablesRouter } from '../../lib/index.js';
import { Book } from '../catalogue/Book.js';
import { BookTable } from '../catalogue/BookTable.js';
import { BookExactCountTable } from './exact-count-table.js';
import { BookGroupedTable } from './grouped-table.js';
import { BookImportTable } from './import-table.js';
import { BookTotalsTable } from './totals-table.js';
import { Chapter } from '../catalogue/Chapter.js';
import { ChapterTable } from './chapter-table.js';
import { listen, serverEnv } from './server-env.js';

const env = serverEnv();
const orm = await MikroORM.init({
  entities: [Book, Chapter],
  clientUrl: env.databaseUrl,
  schema: env.schema,
  pool: { min: 1, max: env.pool },
  // BENCH_LOG_SQL=1 prints every statement: what the floor's SQL is checked against.
  debug: process.env.BENCH_LOG_SQL ? ['query', 'query-params'] : false,
});

const app = express();
// An import of a million lines (`npm run bench -- import`) is within the limits.
const limits = { mutationsPerMinute: 0, importBytes: 1024 * 1024 * 1024, importRows: 10_000_000 };
app.use(dataTablesRouter({ orm, secret: env.secret, tables: [BookTable, BookExactCountTable, BookTotalsTable, BookGroupedTable, BookImportTable, ChapterTable], limits }));
app.get('/bench/session', (req, res) => {
  const view = buildTableView(req, res, 'books');
  const read = (table: string) => buildTableView(req, res, table).tokens.read;
  const tokens = { readExact: read('books-exact'), readTotals: read('books-totals'), readGrouped: read('books-grouped') };
  res.json({ ...view, tokens: { ...view.tokens, ...tokens, import: buildTableView(req, res, 'books-import').tokens.import, move: buildTableView(req, res, 'chapters').tokens.move } });
});
// Prints a line after every statement logged before it (see the floor's).
app.get('/bench/mark', (req, res) => {
  console.log(`[mark] ${String(req.query.id)}`);
  res.end();
});

await listen(createServer(app), () => orm.close(true));

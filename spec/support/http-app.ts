import { fileURLToPath } from 'node:url';
import express, { type Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import {
  buildTableView, dataTablesRouter, type DataTablesLogger, type DataTablesRouterOptions, type PageView,
} from '../../lib/index.js';
import { Book, Note, Order } from './http-entities.js';
import { SpecBookTable, SpecNoteTable, specOrderTable } from './http-tables.js';

/** The secret of the HTTP specs' routers (long enough). */
export const SPEC_SECRET = 'spec-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

/** The spec template directory (`cover.html.ejs`, `custom_modal.html.ejs`). */
export const SPEC_TEMPLATES = fileURLToPath(new URL('./templates', import.meta.url));

/** A logger that keeps what it is told, so specs can read it and the output stays clean. */
export interface RecordingLogger extends DataTablesLogger {
  warnings: string[];
  errors: unknown[][];
}

export function recordingLogger(): RecordingLogger {
  const logger: RecordingLogger = {
    warnings: [],
    errors: [],
    warn: (message) => void logger.warnings.push(message),
    error: (...details) => void logger.errors.push(details),
  };
  return logger;
}

/** Options of {@link createSpecApp}: the router's, with the tables and secret defaulted. */
export type SpecAppOptions = Partial<DataTablesRouterOptions> & { orm: MikroORM };

/**
 * `express().use(dataTablesRouter(options))` plus two page routes: `GET /page/:table` renders
 * `res.locals.dataTable(table)`, `GET /view/:table` answers `buildTableView` as JSON.
 */
export function createSpecApp(options: SpecAppOptions): { app: Express; logger: RecordingLogger } {
  const logger = recordingLogger();
  const app = express();
  app.use(
    dataTablesRouter({
      secret: SPEC_SECRET,
      tables: [SpecBookTable, SpecNoteTable, specOrderTable()],
      templateDirectories: [SPEC_TEMPLATES],
      logger,
      ...options,
    } as DataTablesRouterOptions),
  );
  app.get('/page/:table', (req, res) => {
    res.type('html').send(res.locals.dataTable(req.params.table, { id: 'table-1', class: 'display' }));
  });
  app.get('/view/:table', (req, res) => {
    res.json(buildTableView(req, res, req.params.table));
  });
  return { app, logger };
}

/** A browser session: an agent holding the CSRF cookie, and the page view with its tokens. */
export interface SpecSession {
  agent: TestAgent;
  view: PageView;
  csrf: string;
}

/** Opens a page with the table, as a browser would, to get the CSRF cookie, the CSRF token and the table tokens. */
export async function openPage(app: Express, table = 'spec-books'): Promise<SpecSession> {
  const agent = request.agent(app);
  const response = await agent.get(`/view/${table}`).expect(200);
  const view = response.body as PageView;
  return { agent, view, csrf: view.csrf.token };
}

/** The books every data spec starts from (ids 1..7, version 1). */
export const BOOKS = [
  { id: 1, title: 'Dune', author: 'Herbert', status: 'published', featured: false, pages: 412, publishedOn: '1965-08-01', secretNote: 'spice' },
  { id: 2, title: '50% off_now', author: 'Sale', status: 'draft', featured: false, pages: 10, publishedOn: null, secretNote: null },
  { id: 3, title: 'Neuromancer', author: 'Gibson', status: 'draft', featured: true, pages: 271, publishedOn: '1984-07-01', secretNote: null },
  { id: 4, title: 'Foundation', author: 'Asimov', status: 'published', featured: false, pages: 255, publishedOn: '1951-05-01', secretNote: null },
  { id: 5, title: 'Back\\slash', author: 'Escaper', status: 'draft', featured: false, pages: 5, publishedOn: null, secretNote: null },
  { id: 6, title: 'Hyperion', author: 'Simmons', status: 'draft', featured: false, pages: null, publishedOn: '1989-05-26', secretNote: null },
  { id: 7, title: '100 Percent', author: 'Ada', status: 'published', featured: false, pages: 100, publishedOn: null, secretNote: null },
] as const;

/** Empties the tables and inserts {@link BOOKS}, two notes and three orders. */
export async function seed(orm: MikroORM): Promise<void> {
  const em = orm.em.fork();
  await em.nativeDelete(Book, {});
  await em.nativeDelete(Note, {});
  await em.nativeDelete(Order, {});
  for (const book of BOOKS) em.create(Book, { ...book, version: 1 });
  em.create(Note, { id: 1, body: 'first' });
  em.create(Note, { id: 2, body: 'second' });
  em.create(Order, { id: 1, customer: 'Ann', total: 30 });
  em.create(Order, { id: 2, customer: 'Bob', total: 10 });
  em.create(Order, { id: 3, customer: 'Cy_50%', total: 20 });
  await em.flush();
}

/**
 * Moves the book table's id sequence to `lastId`, so rows created next get ids after the seeded ones
 * (seeding writes explicit ids, and the sequence is not rewound by deleting rows).
 */
export async function moveBookIdsPast(orm: MikroORM, lastId = 100): Promise<void> {
  await orm.em.getConnection().execute(`select setval(pg_get_serial_sequence('${orm.config.get('schema')}.book', 'id'), ${lastId})`);
}

/** A book as stored now, read in a fresh context. */
export async function storedBook(orm: MikroORM, id: number): Promise<Book | null> {
  return orm.em.fork().findOne(Book, { id });
}

/** Asserts nothing internal leaked into an error body: no stack, no SQL, no driver message. */
export function leaksNothing(body: unknown): boolean {
  const text = JSON.stringify(body);
  return !/\bat [\w.<>]+ \(|node_modules|select |insert |update |delete from|ECONNREFUSED|relation "|\.ts:\d+/i.test(text);
}

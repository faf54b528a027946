import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import { dataTablesRouter, loadDataTablesConfig, type MercureProtocol, type PageLanguage } from '../lib/index.js';
import { mercureHub } from '../lib/realtime/hub/index.js';
import { codeInText } from './code-in-text.js';
import { compressResponses } from './compress-responses.js';
import { demoErrors, notFound } from './demo-errors.js';
import { demoPages } from './demo-pages.js';
import { DEMO_USER, demoUser } from './demo-user.js';
import { pageLabel } from './page-label.js';
import { Book } from './entities/Book.js';
import { staticFiles } from './static-files.js';
import { AuthorTable } from './tables/AuthorTable.js';
import { BookCardTable } from './tables/BookCardTable.js';
import { InPlaceBookTable } from './tables/InPlaceBookTable.js';
import { TotalBookTable } from './tables/TotalBookTable.js';
import { BookBootstrapTable } from './tables/BookBootstrapTable.js';
import { BookPanelTable, BookTable } from './tables/BookTable.js';
import { featuredBooksTable } from './tables/featured-books-table.js';
import { PrivateBookTable } from './tables/PrivateBookTable.js';
import { ReadingListTable } from './tables/ReadingListTable.js';
import { WideBookTable } from './tables/WideBookTable.js';
import { DEMO_TRANSLATIONS } from './translations.js';
import { vendorFiles } from './vendor-files.js';

/** Options of {@link createDemoApp}. */
export interface DemoAppOptions {
  /** Key of the table tokens: at least 32 characters. */
  secret: string;
  /** The URL of the demo's own Mercure hub (`<origin>/.well-known/mercure`), where pages subscribe. */
  hubUrl: string;
  /** Key of the Mercure JWTs, shared by the router and the development hub: at least 32 characters. */
  mercureSecret: string;
  /** Mount the development hub at `/.well-known/mercure` (default true); false when `hubUrl` is a hub of its own. */
  mountHub?: boolean;
  /** The Mercure generation the router and the mounted hub speak (default `0.x`). */
  mercureProtocol?: MercureProtocol;
}

const here = dirname(fileURLToPath(import.meta.url));
/** What the Bootstrap page loads of Bootstrap (left to right and right to left). */
const BOOTSTRAP_FILES = ['dist/css/bootstrap.min.css', 'dist/css/bootstrap.rtl.min.css', 'dist/js/bootstrap.bundle.min.js'];
const packageDir = (name: string) => dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));

/**
 * The demo application: a home page (`/`) linking to the books table with the native `<dialog>`
 * modal (`/dialog`), with Bootstrap 5 (`/bootstrap`), with a custom modal adapter registered by the
 * page (`/custom-adapter`), the books' authors (`/authors`), cells edited in place (`/in-place`), totals (`/totals`), a reading list put in order by dragging (`/reading-list`), a wide table whose columns stay in sight, move and size (`/wide`), a table built by hand (`/builder`), a table with its own modal template
 * (`/own-template`), a private table for the signed-in demo user (`/private`), and a detail page per
 * book. Each page shows its table's source. Every table is live: an edit or delete in one window
 * reloads the others, through the development Mercure hub mounted at `/.well-known/mercure`.
 */
export function createDemoApp(orm: MikroORM, options: DemoAppOptions): Express {
  const app = express();
  // No need to tell the world which framework answers.
  app.disable('x-powered-by');
  app.set('views', `${here}/views`);
  app.set('view engine', 'ejs');
  app.use(compressResponses());
  // Bootstrap, from its npm package, compressed (DataTables.net's stylesheets come from the router).
  app.use('/vendor/bootstrap', vendorFiles(packageDir('bootstrap'), BOOTSTRAP_FILES));
  app.use('/static', staticFiles(`${here}/public`));
  // The development Mercure hub; in production the same settings point at a real hub.
  const protocol = options.mercureProtocol ?? '0.x';
  if (options.mountHub !== false) app.use('/.well-known/mercure', mercureHub({ publisherKey: options.mercureSecret, protocol }));
  // Before the router: the private table's authorize method reads the user it finds.
  app.use(demoUser(options.secret));

  app.use(
    dataTablesRouter({
      orm,
      secret: options.secret,
      settings: loadDataTablesConfig(`${here}/data_tables.yaml`, {
        ...process.env,
        DEMO_MERCURE_URL: options.hubUrl,
        DEMO_MERCURE_JWT_SECRET: options.mercureSecret,
        DEMO_MERCURE_PROTOCOL: protocol,
      }),
      tables: [BookTable, BookBootstrapTable, BookPanelTable, BookCardTable, PrivateBookTable, featuredBooksTable(orm), AuthorTable, InPlaceBookTable, TotalBookTable, ReadingListTable, WideBookTable],
      templateDirectories: [`${here}/views`],
      // The page's language comes from the browser's Accept-Language; an application would rather
      // give `locale: (req) => req.user?.locale`.
      translations: DEMO_TRANSLATIONS,
      // The signed-in user's saved views are kept in the database (every browser of theirs sees them); a visitor's
      // in their browser.
      savedViews: { store: 'database', owner: (req) => (req.res?.locals.user ? DEMO_USER : null) },
    }),
  );

  app.get('/favicon.ico', (_req, res) => res.status(204).end());
  // Every page's nav lists them; their texts are message keys, in the page's language through t().
  const pages = demoPages();
  app.locals.pages = pages;
  app.use(codeInText(), pageLabel(DEMO_TRANSLATIONS));
  const t = (res: express.Response, key: string) => (res.locals.dataTablesI18n as PageLanguage).t(key);
  app.get('/', (_req, res) => res.render('index', { title: t(res, 'demo.nav.home') }));
  for (const page of pages) {
    app.get(page.path, (_req, res) => {
      const view = { ...page, title: t(res, page.title) };
      // The application decides who sees a page; the table's own authorize guards its endpoints.
      if (page.table === 'books-private' && !res.locals.user) return res.status(401).render('sign-in', view);
      res.render(page.view, view);
    });
  }
  app.get('/books/:id', async (req, res) => {
    const id = Number(req.params.id);
    // The author, the author's country and the tags are rows of their own: loaded with the book.
    const book = Number.isInteger(id) ? await orm.em.fork().findOne(Book, { id }, { populate: ['author.country', 'tags'] }) : null;
    res.status(book ? 200 : 404).render('book', { title: book ? book.title : t(res, 'demo.book.not_found'), book });
  });
  // Last: what no route answered, and every error, as a plain page (or JSON), never a stack trace.
  app.use(notFound());
  app.use(demoErrors());
  return app;
}

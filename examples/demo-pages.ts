import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** A source file shown beside a page's table. */
export interface SourceFile {
  /** Path from the repository's root, as the reader finds it. */
  path: string;
  text: string;
}

/** One page of the demo, as the home page lists it and the app routes it. */
export interface DemoPage {
  path: string;
  /** The page's template in `examples/views/`. */
  view: string;
  title: string;
  /** The name the table is served under. */
  table: string;
  /** What the page shows, as HTML (the demo's own text, never user input). */
  intro: string;
  /** The files that define the page's table, read once when the app is built. */
  sources: SourceFile[];
}

/** Reads files of `examples/` (paths relative to it) once, for the source panels. */
function sources(...paths: string[]): SourceFile[] {
  return paths.map((path) => ({ path: `examples/${path}`, text: readFileSync(`${here}/${path}`, 'utf8') }));
}

/** The demo's pages, in the home page's order. */
export function demoPages(): DemoPage[] {
  return [
    {
      path: '/dialog', view: 'table-page', title: 'DataTables styling, native dialog', table: 'books',
      intro: 'DataTables.net\'s own stylesheet; Edit opens a native <code>&lt;dialog&gt;</code>. Only drafts can be deleted.',
      sources: sources('tables/BookTable.ts'),
    },
    {
      path: '/bootstrap', view: 'bootstrap', title: 'Bootstrap 5 (detected)', table: 'books-bs5',
      intro: 'Bootstrap\'s stylesheet is on this page, so the table uses the <code>bs5</code> modal adapter, and the server '
        + 'renders Bootstrap\'s modal markup for it: the table configures no modal template.',
      sources: sources('tables/BookTable.ts'),
    },
    {
      path: '/custom-adapter', view: 'custom-adapter', title: 'A custom modal adapter', table: 'books-panel',
      intro: 'This page registers its own modal adapter, <code>side-panel</code>, which shows the edit form in a panel.',
      sources: sources('tables/BookTable.ts', 'public/side-panel-adapter.js'),
    },
    {
      path: '/builder', view: 'table-page', title: 'A table built by hand', table: 'featured-books',
      intro: 'Built with <code>DataTableBuilder</code>: the rows are computed by the application (the 200 dearest featured books, '
        + 'with a price band), searched and paged in memory, with its own actions column.',
      sources: sources('tables/featured-books-table.ts'),
    },
    {
      path: '/own-template', view: 'table-page', title: 'Its own modal template', table: 'books-card',
      intro: 'Edit opens the demo\'s own modal template, <code>examples/views/modal/book_card.html.ejs</code>, translated with <code>t()</code>.',
      sources: sources('tables/BookCardTable.ts', 'views/modal/book_card.html.ejs'),
    },
    {
      path: '/private', view: 'table-page', title: 'A private table', table: 'books-private',
      intro: 'Only the signed-in demo user sees this table: its data, edit and delete endpoints answer 403 to anyone else, '
        + 'and its live updates reach only pages the router rendered.',
      sources: sources('tables/PrivateBookTable.ts', 'demo-user.ts'),
    },
  ];
}

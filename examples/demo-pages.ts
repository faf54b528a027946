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
  /** The message key of the page's title (`demo.page.<name>.title`), of its nav link and of its description. */
  title: string;
  nav: string;
  intro: string;
  /** The code the description shows, by its placeholder (see `codeInText`). */
  code: Readonly<Record<string, string>>;
  /** The name the table is served under. */
  table: string;
  /** The files that define the page's table, read once when the app is built. */
  sources: SourceFile[];
}

/** Reads files of `examples/` (paths relative to it) once, for the source panels. */
function sources(...paths: string[]): SourceFile[] {
  return paths.map((path) => ({ path: `examples/${path}`, text: readFileSync(`${here}/${path}`, 'utf8') }));
}

/** A page's message keys (examples/page-translations/), from its name. */
function texts(name: string, code: Record<string, string> = {}): Pick<DemoPage, 'title' | 'nav' | 'intro' | 'code'> {
  return { title: `demo.page.${name}.title`, nav: `demo.nav.${name}`, intro: `demo.page.${name}.intro`, code };
}

/** The demo's pages, in the home page's order. */
export function demoPages(): DemoPage[] {
  return [
    {
      path: '/dialog', view: 'table-page', table: 'books', ...texts('dialog', { dialog: '<dialog>' }),
      sources: sources('tables/BookTable.ts'),
    },
    {
      path: '/bootstrap', view: 'bootstrap', table: 'books-bs5', ...texts('bootstrap', { bs5: 'bs5' }),
      sources: sources('tables/BookBootstrapTable.ts', 'tables/BookTable.ts'),
    },
    {
      path: '/custom-adapter', view: 'custom-adapter', table: 'books-panel', ...texts('custom_adapter', { adapter: 'side-panel' }),
      sources: sources('tables/BookTable.ts', 'public/side-panel-adapter.js'),
    },
    {
      path: '/authors', view: 'table-page', table: 'authors', ...texts('authors'),
      sources: sources('tables/AuthorTable.ts', 'entities/Author.ts'),
    },
    {
      path: '/in-place', view: 'table-page', table: 'books-in-place', ...texts('in_place', { option: 'editInPlace()' }),
      sources: sources('tables/InPlaceBookTable.ts'),
    },
    {
      path: '/totals', view: 'table-page', table: 'books-totals', ...texts('totals', { option: 'summarize()' }),
      sources: sources('tables/TotalBookTable.ts'),
    },
    {
      path: '/reading-list', view: 'table-page', table: 'reading-list', ...texts('reading_list', { option: 'setReorderable()' }),
      sources: sources('tables/ReadingListTable.ts', 'entities/ReadingItem.ts'),
    },
    {
      path: '/wide', view: 'table-page', table: 'books-wide', ...texts('wide', { option: 'setColumnArrangement()' }),
      sources: sources('tables/WideBookTable.ts'),
    },
    {
      path: '/builder', view: 'table-page', table: 'featured-books', ...texts('builder', { builder: 'DataTableBuilder' }),
      sources: sources('tables/featured-books-table.ts'),
    },
    {
      path: '/own-template', view: 'table-page', table: 'books-card', ...texts('own_template', { file: 'examples/views/modal/book_card.html.ejs', t: 't()' }),
      sources: sources('tables/BookCardTable.ts', 'views/modal/book_card.html.ejs'),
    },
    {
      path: '/private', view: 'table-page', table: 'books-private', ...texts('private'),
      sources: sources('tables/PrivateBookTable.ts', 'demo-user.ts'),
    },
  ];
}

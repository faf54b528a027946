import type { Catalogue } from '../../lib/index.js';

/**
 * The demo's own page texts in English: the nav, each page's title and description, the source panel,
 * the sign-in and book pages. `{name}` in a description is code the page shows as written (`<code>`),
 * never translated: the translations keep the placeholder where their sentence needs it.
 */
export const ENGLISH_PAGES: Catalogue = {
  'demo.head.title': '{page} — ux-datatables demo',
  'demo.nav.label': 'Demo pages',
  'demo.nav.home': 'Home',
  'demo.nav.dialog': 'Native dialog',
  'demo.nav.bootstrap': 'Bootstrap 5',
  'demo.nav.custom_adapter': 'Custom adapter',
  'demo.nav.authors': 'Authors',
  'demo.nav.in_place': 'Edited in place',
  'demo.nav.totals': 'Totals',
  'demo.nav.reading_list': 'Reading list',
  'demo.nav.wide': 'Wide table',
  'demo.nav.builder': 'Built by hand',
  'demo.nav.own_template': 'Own modal template',
  'demo.nav.private': 'Private',
  'demo.home.heading': 'ux-datatables demo',
  'demo.home.intro': 'One catalogue of books, shown by a table on each page below. Edit and delete rows; open a page in two '
    + 'windows and watch the other one follow. Each page shows the source of its table beside it.',
  'demo.page.dialog.title': 'DataTables styling, native dialog',
  'demo.page.dialog.intro': "DataTables.net's own stylesheet; Edit opens a native {dialog}. Only drafts can be deleted.",
  'demo.page.bootstrap.title': 'Bootstrap 5 (detected)',
  'demo.page.bootstrap.intro': "Bootstrap's stylesheet is on this page, so the table uses the {bs5} modal adapter, and the server "
    + "renders Bootstrap's modal markup for it: the table configures no modal template.",
  'demo.page.custom_adapter.title': 'A custom modal adapter',
  'demo.page.custom_adapter.intro': 'This page registers its own modal adapter, {adapter}, which shows the edit form in a panel.',
  'demo.page.authors.title': 'The books’ authors',
  'demo.page.authors.intro': 'Each author with a country (a ManyToOne, filterable, and changed in its cell: click it or press Enter) and the titles of their books (a OneToMany: the first three, then how many more). Search finds an author by name, country or book.',
  'demo.page.in_place.title': 'Cells edited in place',
  'demo.page.in_place.intro': 'Each column with {option} is edited in its cell: Enter, F2 or a click opens the editor, Enter saves, Esc puts the cell back, Tab saves and moves on; Space or a click toggles Featured. The arrow keys move between the cells.',
  'demo.page.totals.title': 'Column totals',
  'demo.page.totals.intro': 'The footer shows the totals of the columns declared with {option}: on the first line over every book the search and filters match, on the second over this page. Search, filter or edit a book (its pages right in their cell) and watch them follow. “Group by” puts the books under a header row per status or author, with its count and totals; its button folds the group. “Views” keeps the view shown under a name (kept in this browser, or on the server once you sign in) and opens it again, by default if you wish.',
  'demo.page.reading_list.title': 'A reading list',
  'demo.page.reading_list.intro': 'Drag a book by its handle to give it another place, or focus its handle and use the arrow keys (Enter puts it there, Escape cancels): {option} sends the move, the server shifts every place in between in one statement, and a second window follows. Rows move while the list is ordered by its place, neither searched nor filtered. The triangle opens a row\'s details: the book\'s summary, its tags and its author\'s books, asked of the server when opened.',
  'demo.page.wide.title': 'A wide table',
  'demo.page.wide.intro': 'Every field of the books side by side, wider than the screen: {option} keeps the header in sight while the page scrolls and the title pinned while the table scrolls sideways. Drag a header to another place, or focus its move button (after the header) and use the left and right arrows; drag a column\'s edge, or focus it and use the arrows, to size it. How the columns sit is kept in this browser, in the address bar and in saved views.',
  'demo.page.builder.title': 'A table built by hand',
  'demo.page.builder.intro': 'Built with {builder}: the rows are computed by the application (the 200 dearest featured books, '
    + 'with a price band), searched and paged in memory, with its own actions column.',
  'demo.page.own_template.title': 'Its own modal template',
  'demo.page.own_template.intro': "Edit opens the demo's own modal template, {file}, translated with {t}.",
  'demo.page.private.title': 'A private table',
  'demo.page.private.intro': 'Only the signed-in demo user sees this table: its data, edit and delete endpoints answer 403 to anyone else, '
    + 'and its live updates reach only pages the router rendered.',
  'demo.source.label': 'Source of this table',
  'demo.source.heading': 'The source',
  'demo.user.signed_in': 'Signed in as {name}',
  'demo.user.sign_out': 'Sign out',
  'demo.sign_in.intro': 'This table is private. Sign in as the demo user to see it; no password, this is a demo.',
  'demo.sign_in.button': 'Sign in as the demo user',
  'demo.book.not_found': 'Not found',
  'demo.book.back': 'Back to the list',
};

// The requests of `npm run bench -- datatables-editor` on both sides: the library through its endpoints
// (tokens, CSRF cookie and header, as `endpoints` sends them), DataTables' own Node server
// (bench/peers/datatables-editor/) as DataTables and Editor send them: one form-encoded POST to its URL.
import type { Request } from 'autocannon';
import type { BenchDatabase } from './database.js';
import type { AcceptBody } from './load.js';
import { dataQuery, EDITED_FIELDS, requestsFor, type Session } from './scenarios.js';

/** The work compared, in the order of the report. */
export type EditorEndpoint = 'page' | 'search' | 'order' | 'pageShipped' | 'searchShipped' | 'create' | 'edit' | 'remove';

/** Each comparison: what each side is sent, and what differs in their work when it is not the same. */
export const EDITOR_ENDPOINTS: Record<EditorEndpoint, { ours: string; theirs: string; differs?: string }> = {
  page: { ours: 'data page 1, counted exactly', theirs: 'page 1' },
  search: { ours: 'data page 1 searching "River", counted exactly', theirs: 'page 1 searching "River"' },
  order: { ours: 'data page 1 by title descending, counted exactly', theirs: 'page 1 by title descending' },
  pageShipped: {
    ours: 'data page 1 as shipped',
    theirs: 'page 1',
    differs: 'ours reads the total from the planner\'s statistics above 100,000 rows (its default); theirs counts every row',
  },
  searchShipped: {
    ours: 'data page 1 searching "River" as shipped',
    theirs: 'page 1 searching "River"',
    differs: 'ours counts the matches up to 10,001 then reads the planner\'s estimate, and the total from its statistics (its default above 100,000 rows); theirs counts every match and every row',
  },
  create: { ours: 'create submit', theirs: '`action=create`', differs: 'ours checks the CSRF token and the table token; theirs reads the new row back' },
  edit: {
    ours: 'edit submit (a fresh row each)',
    theirs: '`action=edit` (a fresh row each)',
    differs: 'ours checks the CSRF token, the table token and the version (optimistic lock); theirs reads the row back',
  },
  remove: {
    ours: 'delete (a fresh row each)',
    theirs: '`action=remove` (a fresh row each)',
    differs: 'ours checks the CSRF token, the table token and that the row is a draft (the action\'s `displayIf`)',
  },
};

/** The peer's one URL: server-side processing and Editor's actions alike. */
export const EDITOR_PATH = '/api/books';

/** The peer's columns as its DataTables is configured: the library's table's, without the actions. */
const COLUMNS = ['id', 'title', 'author', 'status', 'featured', 'publishedOn', 'pages', 'price', 'summary', 'website'];
/**
 * The columns the peer's table searches: its text columns. Editor's search is `column::text ILIKE` on every
 * searchable column; the library's, for a word that is no number, date, status or yes/no, is `ILIKE` on
 * these same four: the same condition on both sides.
 */
const SEARCHED = new Set(['title', 'author', 'summary', 'website']);
const SEARCH = 'River';
/** `order` sorts by this column (title), descending. */
const ORDERED = { column: 1, dir: 'desc' } as const;

/** The form DataTables posts for one page of server-side processing, every column described as it does. */
export function editorPageBody(options: { search?: string; order?: { column: number; dir: 'asc' | 'desc' } } = {}): string {
  const q = new URLSearchParams({ draw: '1' });
  COLUMNS.forEach((name, i) => {
    q.set(`columns[${i}][data]`, name);
    q.set(`columns[${i}][name]`, '');
    q.set(`columns[${i}][searchable]`, String(SEARCHED.has(name)));
    q.set(`columns[${i}][orderable]`, 'true');
    q.set(`columns[${i}][search][value]`, '');
    q.set(`columns[${i}][search][regex]`, 'false');
  });
  q.set('order[0][column]', String(options.order?.column ?? 0));
  q.set('order[0][dir]', options.order?.dir ?? 'asc');
  q.set('start', '0');
  q.set('length', '10');
  q.set('search[value]', options.search ?? '');
  q.set('search[regex]', 'false');
  return q.toString();
}

/** The form Editor posts for one row: `action` and `data[<row id>][<field>]`. */
export function editorActionBody(action: 'create' | 'edit' | 'remove', rowKey: string, fields: Record<string, string>): string {
  const q = new URLSearchParams({ action });
  for (const [name, value] of Object.entries(fields)) q.set(`data[${rowKey}][${name}]`, value);
  return q.toString();
}

/** The new row: the library's create form's values (bench/scenarios.ts). */
const CREATED = { ...EDITED_FIELDS, title: 'Created in the benchmark', status: 'draft', featured: '1' };
/** The edit: the library's edit form's values. */
const EDITED = { ...EDITED_FIELDS, featured: '1' };

/** The library's requests for each comparison. */
export function ourRequests(endpoint: EditorEndpoint, session: Session, db: BenchDatabase): Request[] {
  const get = (query: string): Request[] => [{ method: 'GET', path: `/datatables/ajax/data?${query}` }];
  switch (endpoint) {
    case 'page':
      return requestsFor('dataExact', session, db);
    case 'search':
      return get(dataQuery(session.tokens.readExact, { start: 0, search: SEARCH }));
    case 'order':
      return get(dataQuery(session.tokens.readExact, { start: 0, search: '', order: ORDERED }));
    case 'pageShipped':
      return requestsFor('data', session, db);
    case 'searchShipped':
      return requestsFor('search', session, db);
    case 'create':
      return requestsFor('create', session, db);
    case 'edit':
      return requestsFor('submit', session, db);
    case 'remove':
      return requestsFor('delete', session, db);
  }
}

/** The peer's requests for each comparison. */
export function editorRequests(endpoint: EditorEndpoint, db: BenchDatabase): Request[] {
  const post = { method: 'POST' as const, path: EDITOR_PATH, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  switch (endpoint) {
    case 'page':
    case 'pageShipped':
      return [{ ...post, body: editorPageBody() }];
    case 'search':
    case 'searchShipped':
      return [{ ...post, body: editorPageBody({ search: SEARCH }) }];
    case 'order':
      return [{ ...post, body: editorPageBody({ order: ORDERED }) }];
    case 'create':
      return [{ ...post, body: editorActionBody('create', '0', CREATED) }];
    case 'edit':
      return [{ ...post, setupRequest: (request) => ({ ...request, body: editorActionBody('edit', `row_${db.editIds.take()}`, EDITED) }) }];
    case 'remove':
      // Editor's client sends the row as it holds it; the server reads only its key.
      return [{ ...post, setupRequest: (request) => {
        const id = db.deleteIds.take();
        return { ...request, body: editorActionBody('remove', `row_${id}`, { id: String(id), ...CREATED }) };
      } }];
  }
}

/**
 * What the peer answers when it did the work (it answers 200 with `fieldErrors` or `error` when it did
 * not): a page of rows and its counts; the row written, read back; for a remove, no error (whether the
 * row went is checked in the database after each run).
 */
export function editorAccepts(endpoint: EditorEndpoint): AcceptBody {
  switch (endpoint) {
    case 'page':
    case 'pageShipped':
    case 'search':
    case 'searchShipped':
    case 'order':
      return (body) => body.includes('"data":[{"DT_RowId":"row_') && body.includes('"recordsFiltered":') && !body.includes('"error":');
    case 'create':
    case 'edit':
      return (body) => body.includes('"data":[{"DT_RowId":"row_') && body.includes('"fieldErrors":[]') && !body.includes('"error":');
    case 'remove':
      return (body) => body.includes('"fieldErrors":[]') && !body.includes('"error":');
  }
}

// Before `npm run bench -- datatables-editor` measures anything: one request of each kind to both servers,
// the same requests the load sends, and their answers checked against each other and the database.
import type { Request } from 'autocannon';
import type { BenchDatabase, IdRange } from './database.js';
import { EDITOR_ENDPOINTS, editorAccepts, editorRequests, ourRequests, type EditorEndpoint } from './datatables-editor-scenarios.js';
import { send } from './load.js';
import type { ServerProcess } from './processes.js';
import { EDITED_FIELDS, type Session } from './scenarios.js';

/** Runs a statement on the bench's schema (null on the embedded database: no connection to spare). */
export type Query = (sql: string, params?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;

export interface CheckContext {
  library: ServerProcess;
  peer: ServerProcess;
  session: Session;
  db: BenchDatabase;
  query: Query | null;
}

interface Page {
  recordsTotal: number | string;
  recordsFiltered: number | string;
  data: Array<{ id: number; title: string; author: string; status: string }>;
}

/** What is wrong in the answers, one line each; none when both sides answered right. */
export async function checkAnswers(context: CheckContext): Promise<string[]> {
  const wrong: string[] = [];
  for (const endpoint of ['page', 'search', 'order', 'pageShipped', 'searchShipped'] as const) wrong.push(...(await checkPage(context, endpoint)));
  for (const endpoint of ['create', 'edit', 'remove'] as const) {
    for (const side of ['library', 'peer'] as const) wrong.push(...(await checkWrite(context, endpoint, side)));
  }
  return wrong;
}

/** The same page on both sides: its rows in order, their values, and the counts (the peer's total against the table's where ours estimates it). */
async function checkPage({ library, peer, session, db, query }: CheckContext, endpoint: EditorEndpoint): Promise<string[]> {
  const label = EDITOR_ENDPOINTS[endpoint].ours;
  const ours = await send(library.url, ourRequests(endpoint, session, db)[0]);
  const theirs = await send(peer.url, editorRequests(endpoint, db)[0]);
  if (ours.status !== 200) return [`${label}: the library answered ${ours.status}: ${ours.body.slice(0, 200)}`];
  if (theirs.status !== 200 || !editorAccepts(endpoint)(theirs.body)) return [`${label}: the peer answered ${theirs.status}: ${theirs.body.slice(0, 200)}`];
  const a = JSON.parse(ours.body) as Page;
  const b = JSON.parse(theirs.body) as Page;
  const wrong: string[] = [];
  const rows = (page: Page) => JSON.stringify(page.data.map(({ id, title, author, status }) => [id, title, author, status]));
  if (b.data.length !== 10) wrong.push(`${label}: the peer answered ${b.data.length} rows, not 10`);
  if (rows(a) !== rows(b)) wrong.push(`${label}: the rows differ: ours ${rows(a).slice(0, 120)}…, theirs ${rows(b).slice(0, 120)}…`);
  if (endpoint === 'pageShipped' || endpoint === 'searchShipped') {
    // Ours estimates these counts here; the peer's are checked against the table's.
    if (query) {
      const { rows: [{ count }] } = await query('select count(*) as "count" from "book"');
      if (Number(b.recordsTotal) !== Number(count)) wrong.push(`${label}: the peer's recordsTotal ${b.recordsTotal}, the table holds ${count}`);
    }
  } else {
    for (const key of ['recordsTotal', 'recordsFiltered'] as const) {
      if (Number(a[key]) !== Number(b[key])) wrong.push(`${label}: ${key} ${a[key]} here, ${b[key]} there`);
    }
    if (endpoint === 'search' && !(Number(b.recordsFiltered) > 0 && Number(b.recordsFiltered) < Number(b.recordsTotal))) {
      wrong.push(`${label}: the search filtered ${b.recordsFiltered} of ${b.recordsTotal}`);
    }
  }
  return wrong;
}

/** One write on one side, then the row looked for in the database: created, edited (and, ours, its version raised), gone. */
async function checkWrite({ library, peer, session, db, query }: CheckContext, endpoint: 'create' | 'edit' | 'remove', side: 'library' | 'peer'): Promise<string[]> {
  const label = `${side === 'library' ? EDITOR_ENDPOINTS[endpoint].ours : EDITOR_ENDPOINTS[endpoint].theirs} (${side})`;
  const ids: IdRange = endpoint === 'edit' ? db.editIds : db.deleteIds;
  const id = ids.last - ids.remaining + 1; // the id the request takes
  const before = query ? Number((await query('select max(id) as "max" from "book"')).rows[0].max) : 0;
  const answer = side === 'library'
    ? await send(library.url, ourRequests(endpoint, session, db)[0])
    : await send(peer.url, editorRequests(endpoint, db)[0]);
  if (answer.status >= 300 || (side === 'peer' && !editorAccepts(endpoint)(answer.body))) return [`${label}: answered ${answer.status}: ${answer.body.slice(0, 200)}`];
  if (!query) return [];
  if (endpoint === 'create') {
    const { rows } = await query('select title, status from "book" where id > $1', [before]);
    return rows.length === 1 && rows[0].title === 'Created in the benchmark' ? [] : [`${label}: ${rows.length} rows created (${JSON.stringify(rows)})`];
  }
  const { rows } = await query('select title, pages, version from "book" where id = $1', [id]);
  if (endpoint === 'remove') return rows.length === 0 ? [] : [`${label}: row ${id} is still there`];
  const [row] = rows;
  const wrong: string[] = [];
  if (!row || row.title !== EDITED_FIELDS.title || row.pages !== Number(EDITED_FIELDS.pages)) wrong.push(`${label}: row ${id} reads ${JSON.stringify(row)}`);
  if (side === 'library' && row?.version !== 2) wrong.push(`${label}: row ${id}'s version is ${String(row?.version)}, not 2`);
  return wrong;
}

import { leaksNothing } from '../http-app.js';
import { bulkAnswerProblems, bulkWriteProblems } from './bulk-invariants.js';
import { createdProblems } from './create-invariants.js';
import { PROTECTED_BOOK, type Snapshot } from './hostile-app.js';
import type { WireResponse } from './raw-client.js';
import { bulkEditAnswerProblems, bulkEditProblems } from './bulk-edit-invariants.js';
import { rowChangeProblems } from './row-change-invariants.js';
import { ROW_CHANGES, type WireRequest } from './wire-request.js';

const ERROR_KEYS = new Set(['status', 'code', 'message', 'fields']);

/**
 * What is wrong with the answer of a cell, an action or a bulk edit: a 2xx without the right to it, or
 * not `{ row }` (a bulk edit's: `{ done, refused, edited }`), cacheable; a refusal not in the library's
 * shape, past the row a 409 conflict carries and the form a bulk edit's 422 may; a 5xx but the
 * library's 500 of an action's handler that threw (whether it may throw there: `rowChangeProblems`).
 */
function rowChangeAnswerProblems(request: WireRequest, response: WireResponse): string[] {
  const { status } = response;
  if (status >= 500 && (status !== 500 || request.endpoint !== 'rowAction')) return [`answered ${status}`];
  if (status >= 200 && status < 300) {
    if (!request.mayWrite) return [`answered ${status} although the request had no right to write (${request.because ?? 'no reason given'})`];
    // A bulk's answer says which rows were done, as the other bulks' (POST answers are not cached unless they say so).
    if (request.endpoint === 'bulkEdit') return bulkEditAnswerProblems(response);
    if (response.headers['cache-control'] !== 'no-store') return [`a ${status} of ${request.endpoint} without Cache-Control: no-store`];
    const row = (response.json as { row?: unknown } | undefined)?.row;
    return status === 200 && typeof row === 'object' && row !== null ? [] : [`a ${status} of ${request.endpoint} without { row }: ${response.text.slice(0, 200)}`];
  }
  const { row, form, ...rest } = (response.json ?? {}) as { row?: unknown; form?: unknown };
  const problems: string[] = [];
  if (row !== undefined && (status !== 409 || typeof row !== 'object')) problems.push(`a ${status} carrying a row: ${JSON.stringify(row).slice(0, 200)}`);
  if (form !== undefined && (status !== 422 || typeof form !== 'string')) problems.push(`a ${status} carrying a form`);
  return [...problems, ...refusalProblems({ ...response, json: rest, text: JSON.stringify(rest) })];
}

/**
 * What is wrong with an answer, if anything: a 5xx; a refusal that is not exactly
 * `{ error: { status, code, message, fields? } }` with `status` the HTTP status (the edit and create
 * submits' 422 and 409 are HTML by design); a success of the wrong shape, or of a request that had no
 * right to write (or to any success: the create view without a valid token, or for a reader); a
 * create form refused although it must be accepted.
 */
export function answerProblems(request: WireRequest, response: WireResponse): string[] {
  const { status } = response;
  if (ROW_CHANGES.has(request.endpoint)) return rowChangeAnswerProblems(request, response);
  if (status >= 500) return [`answered ${status}`];
  const problems: string[] = [];
  const type = String(response.headers['content-type'] ?? '');
  // Edit and create submits answer a refused form (422) and a database rule (409) with the modal body.
  const formSubmit = request.method === 'POST' && (routesTo(request.path, '/datatables/ajax/edit-form') || routesTo(request.path, '/datatables/ajax/create-form'));
  const writes = request.endpoint === 'delete' || request.endpoint === 'editSubmit' || request.endpoint === 'createSubmit';
  if (status >= 200 && status < 300 && request.endpoint === 'bulk') {
    if (!request.mayWrite) return [`a bulk answered ${status} although it had no right to (${request.because ?? 'no reason given'})`];
    return bulkAnswerProblems(response);
  }
  if (status >= 200 && status < 300) {
    if (request.entitled === false) problems.push(`answered ${status} although the request had no right to it (${request.because ?? 'no reason given'})`);
    if (request.endpoint === 'createSubmit' && status !== 201) problems.push(`a create answered ${status}, not 201`);
    if (writes) {
      if (!request.mayWrite) problems.push(`answered ${status} although the request had no right to write (${request.because ?? 'no reason given'})`);
      const body = response.json as { success?: unknown; id?: unknown } | undefined;
      if (body?.success !== true || body.id === undefined) problems.push(`a ${status} without { success: true, id }`);
    } else if (request.endpoint === 'data') {
      const body = response.json as { data?: unknown[] } | undefined;
      if (!Array.isArray(body?.data) || body.data.length > 100) problems.push('a 200 of the data endpoint without data (or more than 100 rows)');
    } else if (!/^text\/html/.test(type)) problems.push(`a ${status} of ${request.endpoint} that is not HTML`);
    // Rows and pre-filled forms are the user's data: no cache keeps them.
    if (!writes && response.headers['cache-control'] !== 'no-store') {
      problems.push(`a ${status} of ${request.endpoint} without Cache-Control: no-store`);
    }
    return problems;
  }
  if (formSubmit && (status === 409 || status === 422)) {
    if (!/^text\/html/.test(type)) problems.push(`a ${status} of a form submit that is not HTML`);
    const expected = request.expected;
    if (status === 422 && request.mayWrite && expected && 'row' in expected) problems.push(`answered 422 to a create the form must accept as ${JSON.stringify(expected.row)}`);
    return problems;
  }
  return [...problems, ...refusalProblems(response)];
}

/**
 * What is wrong with a refusal (a 4xx that is not a form's modal body), if anything: not JSON, not exactly
 * `{ error: { status, code, message, fields? } }` with `status` the HTTP status, cacheable, or leaking
 * internals outside what it quotes of the request (a quotation is JSON text: `"..."`, its quotes escaped).
 */
export function refusalProblems(response: Pick<WireResponse, 'status' | 'headers' | 'text' | 'json'>): string[] {
  const { status } = response;
  const type = String(response.headers['content-type'] ?? '');
  const problems: string[] = [];
  if (!/^application\/json/.test(type)) return [`a ${status} that is not JSON (${type || 'no Content-Type'}): ${response.text.slice(0, 200)}`];
  const error = (response.json as { error?: Record<string, unknown> } | undefined)?.error;
  if (!error || typeof error !== 'object' || Object.keys(response.json as object).length !== 1) return [`a ${status} whose body is not { error }: ${response.text.slice(0, 200)}`];
  const extra = Object.keys(error).filter((key) => !ERROR_KEYS.has(key));
  if (extra.length > 0) problems.push(`error has unexpected keys ${extra.join(', ')}`);
  if (error.status !== status) problems.push(`error.status ${String(error.status)} is not the HTTP status ${status}`);
  if (typeof error.code !== 'string' || !/^[a-z_]+$/.test(error.code)) problems.push(`error.code ${JSON.stringify(error.code)} is not a code`);
  if (typeof error.message !== 'string' || error.message === '') problems.push('error.message is not a message');
  if (error.fields !== undefined && !fieldErrors(error.fields)) problems.push(`error.fields is not { field: [messages] }: ${JSON.stringify(error.fields)}`);
  if (response.headers['cache-control'] !== 'no-store') problems.push('an error without Cache-Control: no-store');
  // What the client sent comes back quoted (`No row with identifier "..."`): only the rest could leak.
  const unquoted = typeof error.message === 'string' ? error.message.replace(/"(?:[^"\\]|\\.)*"/g, '""') : error.message;
  if (!leaksNothing({ ...error, message: unquoted })) problems.push(`the error leaks internals: ${response.text.slice(0, 300)}`);
  return problems;
}

/**
 * What is wrong with the database after a successful write, compared with the seeded rows (a cell, an
 * action, a bulk edit: after any success, against the model of the row(s) it writes, `replayed` for a
 * bulk edit under a requestId already run; row-change-invariants, bulk-edit-invariants): a delete
 * removes exactly the answered row, one its action shows (a draft book, an open order) and the hook
 * allows (`protectedBook`, none without a hook); an edit changes exactly that book, one not featured, leaves its key and hidden column
 * alone and bumps its version once.
 */
export function writeProblems(request: WireRequest, response: WireResponse, seeded: Snapshot, now: Snapshot, protectedBook: number | null = PROTECTED_BOOK, replayed = false): string[] {
  if (request.endpoint === 'cell' || request.endpoint === 'rowAction') return rowChangeProblems(request, response, seeded, now, protectedBook);
  if (request.endpoint === 'bulkEdit') return bulkEditProblems(request, response, seeded, now, protectedBook, replayed);
  const ok = response.status >= 200 && response.status < 300 && request.mayWrite;
  if (!ok) return [`the database changed although the request was refused or had no right to write (${request.because ?? `answered ${response.status}`})`];
  if (request.endpoint === 'createSubmit') return createdProblems(request, response, seeded, now);
  if (request.endpoint === 'bulk') return bulkWriteProblems(request, response, seeded, now, protectedBook);
  const id = (response.json as { id?: unknown }).id;
  const changed = (['book', 'note', 'orders'] as const).filter((table) => JSON.stringify(seeded[table]) !== JSON.stringify(now[table]));
  if (changed.length !== 1) return [`${changed.length} tables changed: ${changed.join(', ')}`];
  const [table] = changed;
  const before = seeded[table].find((row) => row.id === id);
  const after = now[table].find((row) => row.id === id);
  const others = (rows: Array<Record<string, unknown>>) => JSON.stringify(rows.filter((row) => row.id !== id));
  if (!before) return [`the answered id ${JSON.stringify(id)} is not a seeded row of "${table}"`];
  if (others(seeded[table]) !== others(now[table])) return [`rows other than ${JSON.stringify(id)} of "${table}" changed`];
  if (request.endpoint === 'delete') {
    if (after) return [`answered a delete of ${JSON.stringify(id)} but the row is still there`];
    if (table === 'book' && (before.status !== 'draft' || before.id === protectedBook)) return [`deleted book ${JSON.stringify(before)}: not a draft, or protected by the hook`];
    if (table === 'orders' && before.id === 2) return ['deleted order 2, whose state is closed'];
    if (table === 'note') return ['deleted a note: its table declares no delete'];
    return [];
  }
  if (table !== 'book' || !after) return [`an edit changed "${table}"`];
  if (before.featured !== false || before.id === protectedBook) return [`edited book ${JSON.stringify(before)}: featured, or protected by the hook`];
  if (after.secret_note !== before.secret_note) return ['an edit changed the hidden column secretNote'];
  if (after.version !== Number(before.version) + 1) return [`version went from ${String(before.version)} to ${String(after.version)}`];
  if (after.status !== 'draft' && after.status !== 'published') return [`stored status ${JSON.stringify(after.status)}, not one of the choices`];
  if (typeof after.title !== 'string' || after.title.length > 120 || after.title.includes('\u0000')) return [`stored title ${JSON.stringify(after.title)}`];
  return [];
}

/** Whether Express (case-insensitive, trailing slash optional) routes `path` to `route`. */
function routesTo(path: string, route: string): boolean {
  let bare = path.split('?')[0].toLowerCase().replace(/\/$/, '');
  try {
    bare = decodeURIComponent(bare);
  } catch {
    // A broken escape routes nowhere in particular; compared as sent.
  }
  return bare === route;
}

function fieldErrors(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'));
}

import type { Snapshot } from './hostile-app.js';
import type { WireResponse } from './raw-client.js';
import type { WireRequest } from './wire-request.js';

type Row = Record<string, unknown>;

/** What is wrong with a bulk's 2xx answer: anything but 200 `{ done: [ids], refused: [{ id, code }] }`. */
export function bulkAnswerProblems(response: WireResponse): string[] {
  const body = response.json as { done?: unknown; refused?: unknown } | undefined;
  if (response.status !== 200) return [`a bulk answered ${response.status}, not 200`];
  if (!body || !Array.isArray(body.done) || !Array.isArray(body.refused) || Object.keys(body).length !== 2) return [`a bulk's 200 is not { done, refused }: ${response.text.slice(0, 200)}`];
  const bad = body.refused.find((item) => typeof (item as { code?: unknown } | null)?.code !== 'string' || !('id' in (item as object)));
  return bad === undefined ? [] : [`a refused row without { id, code }: ${JSON.stringify(bad)}`];
}

/**
 * What is wrong with the books after a bulk, compared with the seeded ones: only books changed, each
 * book changed is one the answer says was done, and each done book was changed as its action does,
 * to a book its action shows and the hook allows: a delete removes a draft; "publish" leaves a book
 * published with its version bumped once and nothing else changed (one already published untouched). A book the page sent with a
 * version is done only if that version was still its own.
 */
export function bulkWriteProblems(request: WireRequest, response: WireResponse, seeded: Snapshot, now: Snapshot, protectedBook: number | null): string[] {
  if (response.status !== 200 || !request.mayWrite) return [`the database changed although the bulk was refused or had no right to write (${request.because ?? `answered ${response.status}`})`];
  if (JSON.stringify(seeded.note) !== JSON.stringify(now.note) || JSON.stringify(seeded.orders) !== JSON.stringify(now.orders)) return ['a bulk changed notes or orders'];
  const action = request.bulk?.action;
  const done = new Set(((response.json as { done: unknown[] }).done).map(String));
  const after = new Map(now.book.map((book) => [String(book.id), book]));
  const sent = sentVersions(request.bulk?.rows);
  const problems: string[] = [];
  for (const before of seeded.book) {
    const id = String(before.id);
    const book = after.get(id);
    const changed = JSON.stringify(book) !== JSON.stringify(before);
    if (!done.has(id)) {
      if (changed) problems.push(`book ${id} changed but the answer does not say it was done`);
      continue;
    }
    if (before.id === protectedBook) problems.push(`book ${id} was done although the hook protects it`);
    if (sent.has(id) && sent.get(id) !== null && sent.get(id) !== String(before.version)) problems.push(`book ${id} was done though the page showed version ${sent.get(id)} and it had ${String(before.version)}`);
    if (action === 'delete') {
      if (book) problems.push(`book ${id} is said deleted but is still there`);
      if (before.status !== 'draft') problems.push(`book ${id} was deleted though it was not a draft`);
    } else if (action === 'publish') {
      if (!book) problems.push(`book ${id} was published but is gone`);
      else {
        // A book already published is left as it was: nothing changed, nothing flushed.
        const expected: Row = before.status === 'published' ? before : { ...before, status: 'published', version: Number(before.version) + 1 };
        if (JSON.stringify(book) !== JSON.stringify(expected)) problems.push(`book ${id} published as ${JSON.stringify(book)}, expected ${JSON.stringify(expected)}`);
      }
    } else problems.push(`books were changed by bulk action ${JSON.stringify(action)}`);
  }
  if (now.book.length > seeded.book.length) problems.push('a bulk added books');
  return problems;
}

/** Id → the version a JSON body sent for it (null: none); a row sent twice with two versions counts as null. */
function sentVersions(rows: unknown): Map<string, string | null> {
  const versions = new Map<string, string | null>();
  if (!Array.isArray(rows)) return versions;
  for (const row of rows) {
    const { id, version } = (row ?? {}) as { id?: unknown; version?: unknown };
    if (typeof id !== 'string' && typeof id !== 'number') continue;
    const text = version === undefined || version === null ? null : String(version);
    const key = String(id);
    versions.set(key, versions.has(key) && versions.get(key) !== text ? null : text);
  }
  return versions;
}

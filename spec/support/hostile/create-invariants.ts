import { SEQUENCE_START, type Snapshot } from './hostile-app.js';
import { CREATE_DEFAULTS } from './create-expectation.js';
import type { WireResponse } from './raw-client.js';
import type { WireRequest } from './wire-request.js';

const CHOICES = ['draft', 'published'];

/**
 * What is wrong with the database after a create answered 201, compared with the seeded rows:
 * exactly one new book, under the answered id, from the key sequence (never a posted id); no seeded
 * row and no other table touched; its columns exactly what the form makes of the fields sent over
 * the entity's defaults (never a posted version, pages or secret note). Where the campaign cannot
 * tell what the router heard, the row must still be one the form could have written.
 */
export function createdProblems(request: WireRequest, response: WireResponse, seeded: Snapshot, now: Snapshot): string[] {
  const id = (response.json as { id?: unknown } | undefined)?.id;
  const changed = (['note', 'orders'] as const).filter((table) => JSON.stringify(seeded[table]) !== JSON.stringify(now[table]));
  if (changed.length > 0) return [`a create of a book changed ${changed.join(', ')}`];
  const seededIds = new Set(seeded.book.map((row) => row.id));
  if (JSON.stringify(now.book.filter((row) => seededIds.has(row.id))) !== JSON.stringify(seeded.book)) return ['a create changed or removed a seeded book'];
  const added = now.book.filter((row) => !seededIds.has(row.id));
  if (added.length !== 1) return [`${added.length} books added by one create`];
  const [row] = added;
  if (row.id !== id) return [`answered id ${JSON.stringify(id)} but added book ${JSON.stringify(row.id)}`];
  if (typeof id !== 'number' || id <= SEQUENCE_START) return [`the new book's id ${JSON.stringify(id)} does not come from the key sequence`];
  const expected = request.expected;
  if (!expected) return ['a create without an expectation'];
  if ('refused' in expected) return [`wrote ${JSON.stringify(row)} although the form must refuse: ${expected.refused}`];
  const stored = Object.fromEntries(Object.entries(row).filter(([column]) => column !== 'id'));
  if (!('row' in expected)) return plausible(stored);
  const want = expected.row;
  const same = Object.keys(stored).length === Object.keys(want).length && Object.entries(want).every(([column, value]) => stored[column] === value);
  return same ? [] : [`stored ${JSON.stringify(stored)}, expected ${JSON.stringify(want)}`];
}

/** A new book the form could have written, whatever was heard: defaults kept, each column of its type. */
function plausible(row: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const [column, value] of Object.entries(CREATE_DEFAULTS)) {
    if (row[column] !== value) problems.push(`stored ${column} ${JSON.stringify(row[column])}, not its default ${JSON.stringify(value)}`);
  }
  for (const [column, max] of [['title', 120], ['author', 80]] as const) {
    const text = row[column];
    if (typeof text !== 'string' || text === '' || text.length > max || text !== text.trim()) problems.push(`stored ${column} ${JSON.stringify(text)}`);
  }
  if (!CHOICES.includes(row.status as string)) problems.push(`stored status ${JSON.stringify(row.status)}, not one of the choices`);
  if (typeof row.featured !== 'boolean') problems.push(`stored featured ${JSON.stringify(row.featured)}`);
  if (row.published_on !== null && !/^\d{4}-\d{2}-\d{2}$/.test(String(row.published_on))) problems.push(`stored published_on ${JSON.stringify(row.published_on)}`);
  return problems;
}

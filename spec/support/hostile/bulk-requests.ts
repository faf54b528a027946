import fc from 'fast-check';
import { absent, extraPart, part } from './hostile-parts.js';
import { tokenPart, type Tagged } from './hostile-tokens.js';
import { hostileJson, hostileText, NUMBER_EDGES, PROTOTYPE_KEYS } from './hostile-values.js';
import type { Values } from './mixture.js';
import type { CsrfChoice, Field } from './wire-request.js';

/** The bulk actions of the hostile app's `spec-bulk-books` (bulk-tables.ts). */
export const BULK_ACTIONS = ['delete', 'publish'];

const rowId = fc.oneof(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 8 }).map(String));
const row = fc.record({ id: rowId, version: fc.constantFrom<unknown>('1', 1, '2', null, undefined) });
/** Rows that exist, each with a version, some of which their column cannot hold: the one-statement path (a 500 for the whole bulk, once). */
const oddVersionRows = fc.array(fc.record({ id: rowId, version: fc.oneof(fc.constantFrom<unknown>('1', '2'), fc.constantFrom<unknown>(...NUMBER_EDGES), hostileText()) }), { minLength: 1, maxLength: 5 });
const hostileRow = fc.oneof(
  fc.record({ id: fc.oneof(fc.constantFrom<unknown>(...NUMBER_EDGES, 0, -1, 1.5, 2 ** 53, true, null), hostileJson()), version: fc.oneof(fc.constantFrom<unknown>(...NUMBER_EDGES), hostileJson()) }),
  hostileJson(),
);

/** `POST /datatables/ajax/bulk`: `{ table, action, requestId, rows | matching }`. */
export function bulkParts() {
  return {
    token: tokenPart('bulk'),
    action: part<unknown>(fc.constantFrom(...BULK_ACTIONS), fc.oneof(
      fc.constantFrom('Delete', 'DELETE', 'delete ', 'remove', '', 'edit', 'create', ...PROTOTYPE_KEYS), hostileJson(),
    ), 2),
    requestId: part<unknown>(fc.uuid(), fc.oneof(fc.constantFrom<unknown>('', 'short', 'x'.repeat(101), 'a b c d e', '../../etc', 'abc\u0000defgh', 12345678), hostileJson(), absent), 2),
    rows: part<unknown>(
      fc.oneof(fc.array(row, { minLength: 1, maxLength: 5 }), absent),
      fc.oneof(fc.array(fc.oneof(row, hostileRow), { minLength: 1, maxLength: 6 }), oddVersionRows, hostileJson(),
        fc.integer({ min: 1_001, max: 1_100 }).map((n) => Array.from({ length: n }, (_, i) => ({ id: i + 1, version: '1' })))),
    ),
    matching: part<unknown>(
      fc.oneof(absent, fc.record({ search: fc.constantFrom('', 'Draft', 'a', '50%', '_'), columns: fc.constantFrom<unknown>(undefined, {}, { status: 'draft' }, { title: 'on' }) })),
      fc.oneof(hostileJson(), fc.record({ search: fc.oneof(hostileText(), hostileJson()), columns: fc.oneof(hostileJson(), fc.dictionary(fc.constantFrom('status', 'title', 'nope', ...PROTOTYPE_KEYS), hostileText())) })),
    ),
    extra: extraPart,
  };
}

export function bulkFields(p: Values<ReturnType<typeof bulkParts>>): Field[] {
  return [['table', p.token.value], ['action', p.action], ['requestId', p.requestId], ['rows', p.rows], ['matching', p.matching], ...p.extra];
}

/**
 * Why a bulk must not write, or undefined when it may: the right CSRF header and method, a bulk token
 * of the table with bulk actions, and one of its actions named. (Whether the rows or the search are
 * well formed decides if it writes at all; what it may write then is checked row by row: bulk-invariants.)
 */
export function bulkRefusal(p: { csrf: CsrfChoice; token: Tagged; method: string; action?: unknown }): string | undefined {
  if (p.csrf !== 'valid') return `CSRF ${p.csrf}`;
  if (p.method !== 'POST') return `method ${p.method}`;
  if (p.token.tag !== 'valid') return `a ${p.token.tag} token`;
  if (typeof p.action !== 'string' || !BULK_ACTIONS.includes(p.action)) return `no bulk action ${JSON.stringify(p.action)}`;
  return undefined;
}

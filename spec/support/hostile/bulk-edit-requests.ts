import fc from 'fast-check';
import { BULK_EDIT_FIELDS } from '../hostile-book-tables.js';
import { absent, adapterPart, extraPart, part } from './hostile-parts.js';
import { tokenPart, type Tagged } from './hostile-tokens.js';
import { hostileJson, hostileText, longText, NUMBER_EDGES, PROTOTYPE_KEYS } from './hostile-values.js';
import type { Values } from './mixture.js';
import type { CsrfChoice, Field } from './wire-request.js';

/** Past `limits.bulkRows` (the hostile app's default, 1,000): 413, nothing written. */
const TOO_MANY = 1_001;

const title = fc.oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }), fc.constantFrom(' Dune ', 'x'.repeat(120)));
/** Values a bulk edit's form submits: a title, a status, a checkbox's value (its JSON boolean, or its text). */
const validValues = fc.record(
  { title, status: fc.constantFrom('draft', 'published'), featured: fc.constantFrom<unknown>(true, false, 'true', 'false', 'on', '0', '') },
  { requiredKeys: [] },
).filter((values) => Object.keys(values).length > 0);
const hostileValue = fc.oneof(hostileText(), longText(), hostileJson(), fc.constantFrom<unknown>('', '  ', null, ['draft'], { a: 1 }, 'Draft', 'archived', 'yes ', 2));
const hostileValues = fc.oneof(
  fc.dictionary(fc.constantFrom(...BULK_EDIT_FIELDS), hostileValue, { minKeys: 1, maxKeys: 3 }),
  fc.tuple(validValues, fc.constantFrom('pages', 'author', 'id', 'version', 'secretNote', 'Title', ...PROTOTYPE_KEYS), hostileValue)
    .map(([values, stray, value]) => ({ ...values, [stray]: value })),
  fc.constantFrom<unknown>({}, [], 'title', null),
  hostileJson(),
);

const id = fc.integer({ min: 1, max: 8 });
const row = fc.record({ id: fc.oneof(id, id.map(String)), version: fc.constantFrom<unknown>('1', 1, null, '2', undefined) });
const rows = fc.uniqueArray(row, { minLength: 1, maxLength: 5, selector: (r) => String(r.id) });
const restore = fc.uniqueArray(fc.record({ id, version: fc.constantFrom<unknown>('1', null, '2'), values: validValues }), { minLength: 1, maxLength: 4, selector: (r) => r.id });
const hostileRow = fc.record({ id: fc.oneof(fc.constantFrom<unknown>(...NUMBER_EDGES, 0, -1, 1.5, 2 ** 53, true, null), hostileJson()), version: fc.oneof(fc.constantFrom<unknown>(...NUMBER_EDGES), hostileJson()) });
const many = (make: (i: number) => unknown) => fc.constant(Array.from({ length: TOO_MANY }, (_, i) => make(i)));

/**
 * How the rows are named: selected (`rows`), every row of an empty search (`matching`), or an Undo
 * (`restore`, each row its values, sent without `values`); or wrongly: both, none, lists of odd rows or
 * of the same row twice, more than `limits.bulkRows`, a restore with values.
 */
const namedPart = part<Field[]>(
  fc.oneof(
    { arbitrary: rows.map((list): Field[] => [['rows', list]]), weight: 4 },
    { arbitrary: fc.constant<Field[]>([['matching', { search: '' }]]), weight: 1 },
    { arbitrary: restore.map((list): Field[] => [['restore', list]]), weight: 2 },
  ),
  fc.oneof(
    fc.array(fc.oneof(row, hostileRow), { minLength: 1, maxLength: 6 }).map((list): Field[] => [['rows', list]]),
    fc.tuple(row, row).map(([a, b]): Field[] => [['rows', [a, { ...b, id: a.id }]]]),
    many((i) => ({ id: (i % 7) + 1, version: '1' })).map((list): Field[] => [['rows', list]]),
    many((i) => ({ id: (i % 7) + 1, version: '1', values: { status: 'draft' } })).map((list): Field[] => [['restore', list]]),
    fc.tuple(rows, restore).map(([a, b]): Field[] => [['rows', a], ['restore', b]]),
    fc.tuple(restore, validValues).map(([list, values]): Field[] => [['restore', list], ['values', values]]),
    fc.array(fc.record({ id: fc.oneof(id, hostileJson()), version: fc.oneof(fc.constantFrom<unknown>('1', null), hostileJson()), values: fc.oneof(validValues, hostileValues) }), { minLength: 1, maxLength: 4 })
      .map((list): Field[] => [['restore', list]]),
    fc.oneof(hostileJson(), fc.record({ search: fc.oneof(hostileText(), hostileJson()) })).map((matching): Field[] => [['matching', matching]]),
    fc.constant<Field[]>([]),
  ),
);

/** `POST /datatables/ajax/bulk` with action `edit`: `{ table, action, requestId, values, rows | matching }`, or `{ ..., restore }`. */
export function bulkEditParts() {
  return {
    token: tokenPart('bulk', ['spec-books']),
    action: part<unknown>(fc.constant('edit'), fc.oneof(fc.constantFrom('Edit', 'EDIT', 'edit ', 'delete', 'publish', '', ...PROTOTYPE_KEYS), hostileJson()), 2),
    requestId: part<unknown>(fc.uuid(), fc.oneof(fc.constantFrom<unknown>('', 'short', 'x'.repeat(101), 'a b c d e', 12345678), hostileJson(), absent), 1),
    values: part<unknown>(validValues, hostileValues),
    named: namedPart,
    adapter: adapterPart,
    extra: extraPart,
  };
}

/** The body's fields; `values` only beside `rows` or `matching` (an Undo names its own). */
export function bulkEditFields(p: Values<ReturnType<typeof bulkEditParts>>): Field[] {
  const restores = p.named.some(([name]) => name === 'restore');
  return [['table', p.token.value], ['action', p.action], ['requestId', p.requestId], ...(restores ? [] : [['values', p.values] as Field]), ...p.named, ['adapter', p.adapter], ...p.extra];
}

/** Why a bulk edit must not write, or undefined when it may: the right CSRF header and method, the bulk token of `spec-books`, its action `edit`. */
export function bulkEditRefusal(p: { csrf: CsrfChoice; token: Tagged; method: string; action?: unknown }): string | undefined {
  if (p.csrf !== 'valid') return `CSRF ${p.csrf}`;
  if (p.method !== 'POST') return `method ${p.method}`;
  if (p.token.tag !== 'valid') return `a ${p.token.tag} token`;
  if (p.action !== 'edit') return `no bulk action ${JSON.stringify(p.action)}`;
  return undefined;
}

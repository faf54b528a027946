import fc from 'fast-check';
import type { Part } from './mixture.js';
import { DATE_EDGES, hostileJson, hostileText, NUMBER_EDGES, PROTOTYPE_KEYS } from './hostile-values.js';
import type { Field } from './wire-request.js';

/** An ingredient: the valid values, the hostile ones, and how often the hostile side is picked. */
export const part = <T>(valid: fc.Arbitrary<T>, hostile: fc.Arbitrary<T>, weight?: number): Part<T> => ({ valid, hostile, weight });
export const absent = fc.constant(undefined);

/** Parameter names that reach a prototype, nest, or break a naive bracket parser. */
export const HOSTILE_KEYS = [
  ...PROTOTYPE_KEYS, '__proto__[polluted]', 'constructor[prototype][polluted]', 'a[', 'a]', 'a[b', '[]', 'a[]', 'a[][]', 'columns[101][data]',
  'columns[1e3][data]', 'order[-1][column]', 'a[b][c][d][e][f]', 'search[value][x]', 'order[0]', 'table[]', 'id[]', 'x'.repeat(300), '',
];

/** A row's identifier: a seeded book's (a number, or its digits), or anything else. */
export const idPart = part<unknown>(
  fc.oneof(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 7 }).map(String)),
  fc.oneof(fc.constantFrom<unknown>(...NUMBER_EDGES, 0, -1, 1.5, 8, 2 ** 53, 1e308, true, null), hostileJson(), absent),
);

/** The modal adapter key (`adapter`, `_adapter`). */
export const adapterPart = part<unknown>(
  fc.constantFrom(undefined, 'bs5', 'bs', 'bs4', 'dt', 'custom-key'),
  fc.oneof(
    fc.constantFrom('../../etc/passwd', 'bs5<script>', 'a'.repeat(65), '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'bs5\u0000', 'BS5', ' bs5', 'valueOf'),
    hostileJson(),
  ),
);

/** Fields no endpoint reads, added to a body. */
export const extraPart = part<Field[]>(fc.constant([]), fc.array(fc.tuple(fc.constantFrom(...HOSTILE_KEYS), hostileJson()), { minLength: 1, maxLength: 3 }));

/** A book's form fields as the edit and create forms of the spec tables name them, in that order. */
export function bookFieldParts() {
  const value = (valid: fc.Arbitrary<unknown>) => part<unknown>(valid, fc.oneof({ arbitrary: hostileText(), weight: 4 }, { arbitrary: hostileJson(), weight: 1 }, { arbitrary: absent, weight: 1 }));
  return {
    title: value(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 })),
    author: value(fc.constantFrom('Sale', 'Herbert', 'O\'Brien', '50% off')),
    status: part<unknown>(fc.constantFrom('draft', 'published'), fc.oneof(
      fc.constantFrom('PUBLISHED', 'Published', ' draft', 'draft ', 'archived', 'draft,published', '0', '1', 'Draft', '__proto__', 'toString'),
      hostileText(), hostileJson(),
    )),
    featured: value(fc.constantFrom(undefined, '1', 'on', 'true', '0', 'false', '')),
    pages: value(fc.constantFrom('', '0', '12', '2147483647')),
    publishedOn: value(fc.constantFrom('', '2020-02-03', '1999-12-31', DATE_EDGES[8])),
  };
}

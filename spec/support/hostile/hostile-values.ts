import fc from 'fast-check';

/** Unicode that breaks naive code: NUL, lone surrogates, non-characters, direction marks, BOM, zero width. */
export const UNICODE_EDGES = [
  '\u0000', 'a\u0000b', '\uD800', '\uDFFF', 'x\uDC00y', '\uFFFF', '\uFFFE', '\u202E', '\u200F', '\u200E',
  '\u061C', '\u200B', '\uFEFF', '\u0085', '\u2028', '\r\n', '\t', '\u001B[31m', '\u{1D518}', 'e\u0301',
  '\u0130', 'ß', '\u{10FFFF}', 'Ａ', '١٢٣',
];

/** SQL and LIKE metacharacters, placeholders and comment starters. */
export const SQL_EDGES = [
  "'", "''", '"', '%', '_', '\\', '%_\\', '\\%', "' OR '1'='1", "1; DROP TABLE book; --", '--', '/*', '*/', '$1',
  '?', ':id', '??', 'E\'\\x00\'', '%%%%%%%%', '_%_', '[a-z]', '.*', '\\\\', "'; select pg_sleep(5); --",
  'NULL', 'null', 'undefined', 'true', 'false',
];

/** Texts that look like numbers and are not quite, or are too big. */
export const NUMBER_EDGES = [
  '', ' ', '0', '-0', '-1', '1', '2', ' 2', '2 ', '02', '+2', '2.0', '2.5', '2e0', '1e3', '1e999', '-1e999', 'NaN',
  'Infinity', '-Infinity', '0x10', '0b1', '0o7', '1_000', '9007199254740993', '99999999999999999999', '2147483648',
  '-2147483649', '999999999999999', '-999999999999999', '1,5', '١٢', '２', 'abc', '[]', '{}',
];

/** Dates that are not dates, or are out of range. */
export const DATE_EDGES = [
  '2020-02-30', '2021-02-29', '0000-00-00', '0000-01-01', '9999-12-31', '10000-01-01', '2020-13-01', '2020-00-10',
  '+275760-09-13', '-000001-01-01', '-271821-04-20', '1970-01-01T00:00:00Z', '2020-02-03T25:00', '03/02/2020',
  '2020-2-3', '20200203', 'today', 'now', 'infinity', '-infinity', 'epoch', 'allballs', '294277-01-01', '4714-11-24 BC',
];

/** Keys that reach a prototype, or shadow something on it. */
export const PROTOTYPE_KEYS = [
  '__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', 'isPrototypeOf',
  'then', 'toJSON',
];

/** A string of any UTF-16 code units, lone surrogates included (fast-check's own units never give those). */
export const codeUnitString = (maxLength = 12): fc.Arbitrary<string> =>
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength });

/** A long string just over one of the limits (120/200-character columns and searches, 255-character ids, 100 kB bodies). */
export const longText = (): fc.Arbitrary<string> =>
  fc.tuple(fc.constantFrom(121, 201, 256, 1_001, 20_000, 110_000), fc.constantFrom('x', 'é', '%', '\u{1F600}'))
    .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

/** Any hostile text: one of the lists above, random code units, a long one, or a plain word. */
export const hostileText = (): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...UNICODE_EDGES), weight: 3 },
    { arbitrary: fc.constantFrom('\u0000', 'Dune\u0000', '\u0000%'), weight: 1 },
    { arbitrary: fc.constantFrom(...SQL_EDGES), weight: 3 },
    { arbitrary: fc.constantFrom(...NUMBER_EDGES), weight: 3 },
    { arbitrary: fc.constantFrom(...DATE_EDGES), weight: 2 },
    { arbitrary: fc.constantFrom(...PROTOTYPE_KEYS), weight: 1 },
    { arbitrary: codeUnitString(), weight: 2 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 8 }), weight: 1 },
    { arbitrary: longText(), weight: 1 },
    { arbitrary: fc.constantFrom('Dune', 'draft', 'published', 'bs5', 'spec-books'), weight: 2 },
  );

/** A hostile JSON value: texts, odd numbers, lists, objects with prototype keys, deep nesting. */
export const hostileJson = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { arbitrary: hostileText(), weight: 6 },
    { arbitrary: fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, 2, 1e308, -0, Number.MAX_SAFE_INTEGER + 2), weight: 3 },
    { arbitrary: fc.array(hostileText(), { maxLength: 3 }), weight: 1 },
    {
      arbitrary: fc.dictionary(fc.constantFrom(...PROTOTYPE_KEYS, 'id', 'table', 'x'), hostileText(), { maxKeys: 3 }),
      weight: 1,
    },
    { arbitrary: fc.integer({ min: 2, max: 1_000 }).map(deepValue), weight: 1 },
  );

/** `[[[...]]]` `depth` deep, as a value (JSON.stringify keeps it). */
export function deepValue(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { a: value };
  return value;
}

/**
 * A field value of one endpoint's body: hostile text cut to `maxLength`, the edges, and the endpoint's own
 * plausible words (`words`), else any JSON of them (a list, an object with prototype keys): for the specs
 * attacking what the campaign does not (the cells of a choice, a number and a date; a bulk edit under field rules).
 */
export function fieldValues(words: readonly string[], maxLength: number): { anyText: fc.Arbitrary<string>; anyJson: fc.Arbitrary<unknown> } {
  const anyText = fc.oneof(
    hostileText().map((text) => text.slice(0, maxLength)),
    fc.constantFrom(...NUMBER_EDGES.map(String), ...SQL_EDGES, ...PROTOTYPE_KEYS, '', ...words),
  );
  const anyJson: fc.Arbitrary<unknown> = fc.oneof(
    anyText, fc.boolean(), fc.constant(null), fc.constantFrom(...NUMBER_EDGES), fc.array(anyText, { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...PROTOTYPE_KEYS, 'a'), anyText, { maxKeys: 2 }),
  );
  return { anyText, anyJson };
}

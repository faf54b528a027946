import fc from 'fast-check';
import { checkbox, formText, heardField, text } from './form-reading.js';
import type { WireBody } from './hostile-bodies.js';
import { extraPart, idPart, part } from './hostile-parts.js';
import { tokenPart, type Tagged } from './hostile-tokens.js';
import { hostileJson, hostileText, longText, PROTOTYPE_KEYS } from './hostile-values.js';
import type { Values } from './mixture.js';
import type { RowExpectation } from './row-expectation.js';
import { heardRow, versionPart } from './row-target.js';
import type { CsrfChoice, Field } from './wire-request.js';

/** Columns of `spec-books` a cell cannot be saved in: not edited in place, hidden, computed, not a column. */
const NOT_IN_PLACE = ['author', 'status', 'pages', 'publishedOn', 'secretNote', 'shout', 'cover', 'actions', 'id', 'version', 'nope', 'Title', 'title '];

/** What a body smuggles besides the cell: each must be ignored (the valid side sends them too, so every write checks it). */
const SMUGGLED: Field[] = [['title', 'smuggled'], ['featured', true], ['status', 'published'], ['_version', '9'], ['secretNote', 'x'], ['pages', 5]];

const title = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
  fc.constantFrom('  Dune  ', 'Dune', '50% off_now', '\u00e9t\u00e9', 'x'.repeat(120), ` ${'y'.repeat(120)} `),
);

/** The cell: a column edited in place and a value of its type, or a column that is not, or a value of the wrong type, too long, empty, unstorable. */
const cellPart = part<{ column: unknown; value: unknown }>(
  fc.oneof(fc.record({ column: fc.constant('title'), value: title }), fc.record({ column: fc.constant('featured'), value: fc.boolean() })),
  fc.oneof(
    fc.record({ column: fc.oneof(fc.constantFrom(...NOT_IN_PLACE, ...PROTOTYPE_KEYS, ''), hostileJson()), value: fc.oneof(title, fc.boolean(), hostileJson()) }),
    fc.record({ column: fc.constant('title'), value: fc.oneof(hostileText(), longText(), hostileJson(), fc.constantFrom<unknown>('', '   ', true, 12, null, ['a'], { a: 'b' })) }),
    fc.record({ column: fc.constant('featured'), value: fc.oneof(fc.constantFrom<unknown>('true', 'on', 1, 0, null, '', [true]), hostileJson()) }),
  ),
);

/** `POST /datatables/ajax/cell`: `{ table, id, version, column, value }`. */
export function cellParts() {
  return {
    token: tokenPart('edit'), id: idPart, version: versionPart, cell: cellPart, extra: extraPart,
    smuggled: part<Field[]>(fc.subarray(SMUGGLED), fc.subarray(SMUGGLED, { minLength: 1 })),
  };
}

export function cellFields(p: Values<ReturnType<typeof cellParts>>): Field[] {
  return [...p.smuggled, ['table', p.token.value], ['id', p.id], ['version', p.version], ['column', p.cell.column], ['value', p.cell.value], ...p.extra];
}

/** Why a cell must not write, or undefined when it may: the right CSRF header and method, and the edit token of `spec-books`. */
export function cellRefusal(p: { csrf: CsrfChoice; token: Tagged; method: string }): string | undefined {
  if (p.csrf !== 'valid') return `CSRF ${p.csrf}`;
  if (p.method !== 'POST') return `method ${p.method}`;
  if (p.token.tag !== 'valid') return `a ${p.token.tag} token`;
  return undefined;
}

/**
 * What the cell must do, as the router hears the body: the row, and its column set to the value as the
 * edit form reads it (a title trimmed, 1 to 120 characters; a switch a boolean); or why it is refused
 * before any row is read (a value of the wrong JSON type, a column not edited in place: 400; a value the field refuses: 422).
 */
export function expectedCell(fields: Field[], body: WireBody): RowExpectation {
  const row = heardRow(fields, body, 'version');
  const column = heardField(fields, 'column', body);
  const value = heardField(fields, 'value', body);
  if ('unknown' in column) return column;
  if ('unknown' in value) return value;
  if (!('id' in row)) return row;
  const set: Record<string, unknown> = {};
  if (column.value === 'featured') {
    if (typeof value.value !== 'boolean') return { refused: `a switch's value ${JSON.stringify(value.value)} is not a boolean` };
    checkbox(set, { text: String(value.value) });
  } else if (column.value === 'title') {
    if (typeof value.value !== 'string') return { refused: `a title ${JSON.stringify(value.value)} that is not a string` };
    const read = formText(value.value);
    if (!('text' in read)) return read;
    const refused = text(set, 'title', read, 120);
    if (refused !== undefined) return { refused };
  } else return { refused: `column ${JSON.stringify(column.value)} is not edited in place` };
  return { ...row, set };
}

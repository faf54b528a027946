import { crc32 } from 'node:zlib';
import fc from 'fast-check';
import { TableTokens } from '../../../lib/security/TableTokens.js';
import { REQUEST_ID_PATTERN } from '../../../lib/wire/request-id.js';
import { SPEC_SECRET } from '../http-app.js';
import { hostileText } from './hostile-values.js';
import { tokenPart } from './hostile-tokens.js';
import type { Part } from './mixture.js';

/** The table `SpecImportShelfTable` is served as. */
export const IMPORT_TABLE = 'spec-shelves-import';

/**
 * One ingredient of an import request: the query pairs it adds (a name twice is a list), and what it does
 * to the answer: `null` nothing, `fatal` a refusal naming `names` (a 4xx whatever else is sent), `soft` the
 * file is read otherwise than written (a 200 or a refusal, no model of the rows).
 */
export interface Ingredient {
  pairs: Array<[string, string]>;
  fault: null | 'fatal' | 'soft';
  names?: string;
}

const tokens = new TableTokens(SPEC_SECRET);
const none: Ingredient = { pairs: [], fault: null };
const fatal = (name: string, values: string[]): Ingredient => ({ pairs: values.map((value) => [name, value]), fault: 'fatal', names: name });

/** A query parameter given twice, or as a list (`name[]=`), or any hostile text: each one refused, naming it. */
function garbage(name: string, near: readonly string[]): fc.Arbitrary<Ingredient> {
  return fc.oneof(
    fc.constantFrom(...near, '', ' ', '__proto__', 'null').map((value) => fatal(name, [value])),
    hostileText().filter((text) => !near.includes(text)).map((text) => fatal(name, [text])),
    fc.constant({ pairs: [[name, 'x'], [name, 'y']], fault: 'fatal', names: name } as Ingredient),
    fc.constant({ pairs: [[`${name}[]`, 'x']], fault: 'fatal', names: name } as Ingredient),
  );
}

/** The import token: valid, of another purpose, forged, absent, for a table without an import. */
export const tablePart: Part<Ingredient> = (() => {
  const { valid, hostile } = tokenPart('import', [IMPORT_TABLE]);
  const pairs = (value: unknown): Array<[string, string]> => (value === undefined ? [] : [['table', typeof value === 'string' ? value : JSON.stringify(value)]]);
  return {
    valid: valid.map(({ value }) => ({ pairs: pairs(value), fault: null })),
    hostile: fc.oneof(
      hostile.map(({ value }): Ingredient => ({ pairs: pairs(value), fault: 'fatal', names: 'table' })),
      fc.constant<Ingredient>({ pairs: [['table', tokens.sign('spec-shelves', 'import')]], fault: 'fatal', names: 'table' }),
    ),
  };
})();

/** The commitment: absent or either one; else a 400. */
export const commitmentPart: Part<Ingredient> = {
  valid: fc.constantFrom<Ingredient>(none, { pairs: [['commitment', 'valid-lines']], fault: null }, { pairs: [['commitment', 'all-or-nothing']], fault: null }),
  hostile: garbage('commitment', ['valid lines', 'VALID-LINES', 'all', 'update', 'both']),
};

/** The retry key: absent or a fresh one; else a 400 (a hostile text that happens to be a key is no fault). */
export const requestPart: Part<Ingredient> = {
  valid: fc.constantFrom<Ingredient>(none, { pairs: [['request', 'fresh']], fault: null }),
  hostile: garbage('request', ['short', 'x'.repeat(101), 'has space12', 'semi;colon1'])
    .map((ingredient) => (ingredient.pairs.length === 1 && REQUEST_ID_PATTERN.test(ingredient.pairs[0][1]) ? { ...ingredient, fault: null } : ingredient)),
};

/** An encoding or delimiter: absent or the file's; another valid one (the file misread: soft); an unknown one (400). */
export function readingPart(name: 'encoding' | 'delimiter', allowed: readonly string[], told: string | undefined): Part<Ingredient> {
  const right = told === undefined ? none : { pairs: [[name, told]] as Array<[string, string]>, fault: null };
  const others = allowed.filter((value) => value !== told);
  return {
    valid: fc.constantFrom<Ingredient>(none, right),
    hostile: fc.oneof(
      fc.constantFrom(...others).map((value): Ingredient => ({ pairs: [[name, value]], fault: 'soft' })),
      garbage(name, ['utf8', 'latin1', 'UTF-8', 'ascii', ':', ',,', 'comma', '\\t']).filter((one) => one.pairs.every(([, value]) => !allowed.includes(value))),
    ),
  };
}

/** The format: the file's; the other one (soft: an XLSX must be a workbook); an unknown one (400). */
export function formatPart(format: 'csv' | 'xlsx'): Part<Ingredient> {
  return {
    valid: fc.constant<Ingredient>({ pairs: [['format', format]], fault: null }),
    hostile: fc.oneof(
      fc.constant<Ingredient>({ pairs: [['format', format === 'csv' ? 'xlsx' : 'csv']], fault: 'soft', names: 'other format' }),
      garbage('format', ['pdf', 'CSV', 'xls', 'json']),
    ),
  };
}

/** The body's Content-Type: what a browser's fetch of a file says, or one a body parser might take for its own. */
export const contentTypePart: Part<string> = {
  valid: fc.constantFrom('text/csv', 'application/octet-stream', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  hostile: fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain; charset=utf-16', ''),
};

/** A body that is not the file: random bytes, nothing, a zip of something else, a workbook cut short or with bytes flipped. */
export function otherBodies(workbook: Buffer): fc.Arbitrary<Buffer> {
  return fc.oneof(
    fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)),
    fc.constant(Buffer.alloc(0)),
    fc.constant(storedZip('readme.txt', 'not a workbook')),
    fc.constant(storedZip('xl/workbook.xml', '<workbook><sheets><sheet r:id="rId1"/></sheets>')),
    fc.integer({ min: 1, max: workbook.length - 1 }).map((at) => workbook.subarray(0, at)),
    fc.tuple(fc.integer({ min: 0, max: workbook.length - 1 }), fc.integer({ min: 1, max: 255 }))
      .map(([at, flip]) => Buffer.from(workbook.map((byte, i) => (i === at ? byte ^ flip : byte)))),
  );
}

/** A zip holding one file, stored (not deflated). */
function storedZip(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const file = Buffer.from(name);
  const common = (header: Buffer, at: number) => {
    header.writeUInt16LE(20, at);
    header.writeUInt32LE(crc32(data), at + 10);
    header.writeUInt32LE(data.length, at + 14);
    header.writeUInt32LE(data.length, at + 18);
    header.writeUInt16LE(file.length, at + 22);
  };
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  common(local, 4);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  common(central, 6);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + file.length, 12);
  end.writeUInt32LE(30 + file.length + data.length, 16);
  return Buffer.concat([local, file, data, central, file, end]);
}

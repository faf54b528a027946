import fc from 'fast-check';
import type { WireBody } from './hostile-bodies.js';
import { heardField } from './form-reading.js';
import { part } from './hostile-parts.js';
import { hostileJson, NUMBER_EDGES } from './hostile-values.js';
import type { Field } from './wire-request.js';

/**
 * The version a cell or an action sends as the row's `_version` shown: the seeded books' own ("1"), or
 * one from the future, another spelling of it, a number, null (400 for a versioned row), anything.
 */
export const versionPart = part<unknown>(
  fc.constant('1'),
  fc.oneof(fc.constantFrom<unknown>('2', '99', '0', '-1', ' 1', '1 ', '01', '1.0', '1e0', '9999999999999999999', 1, 1.0, null, undefined), fc.constantFrom(...NUMBER_EDGES), hostileJson()),
);

/** Whether an identifier is a key's one spelling: a JSON integer or its decimal digits (`"2e0"`, `" 2"`, `"02"` name no row). */
export function isKeySpelling(id: unknown): boolean {
  return (typeof id === 'number' && Number.isSafeInteger(id)) || (typeof id === 'string' && /^(0|-?[1-9][0-9]{0,14})$/.test(id));
}

/**
 * The row a cell or an action names, as the router hears its body: the identifier (a string or a
 * number, else 400; another spelling of a key names no row) and the version (a string, else 400).
 */
export function heardRow(fields: Field[], body: WireBody, versionName: string): { id: number; version: string } | { refused: string } | { unknown: string } {
  const id = heardField(fields, 'id', body);
  const version = heardField(fields, versionName, body);
  if ('unknown' in id) return id;
  if ('unknown' in version) return version;
  if (!isKeySpelling(id.value)) return { refused: `identifier ${JSON.stringify(id.value)} is not a key's spelling` };
  if (typeof version.value !== 'string') return { refused: `"${versionName}" ${JSON.stringify(version.value)} is not a string` };
  return { id: Number(id.value), version: version.value };
}

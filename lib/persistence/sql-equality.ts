import type { EntityProperty } from '@mikro-orm/core';
import { columnTypeName, fitsIntegerType } from './integer-types.js';

/** Text types compared byte for byte (`char(n)` pads, `citext` ignores case: left out). */
const TEXT_TYPES = new Set(['text', 'varchar', 'character varying']);
/** Integer types whose every value is a JavaScript number the ORM hydrates as such (`bigint` may be a string). */
const NUMBER_TYPES = new Set(['smallint', 'int2', 'int', 'integer', 'int4']);
/** Types without an equality operator: `IS DISTINCT FROM` on them fails. */
const WITHOUT_EQUALITY = new Set(['json', 'xml', 'point', 'line', 'lseg', 'box', 'path', 'polygon', 'circle']);

/**
 * Whether `"column" = value` in SQL (`IS NULL` for null) holds exactly when the property, loaded by the
 * ORM, is strictly `value` (`displayIf`'s test): a boolean column and a boolean, a 2- or 4-byte integer
 * column and an integer it holds, a plain text column and a string, a nullable column and null. Other
 * pairs may differ on one side only (`'12.50'` and `'12.5'` are one numeric, `'1'` is not `1`), and
 * a property converted by a type of its own, or compared under a collation of its own, is left out.
 */
export function equalInSql(prop: EntityProperty, value: unknown): boolean {
  if (prop.customType || prop.collation) return false;
  const type = columnTypeName(prop);
  if (value === null) return prop.nullable === true;
  if (typeof value === 'boolean') return prop.runtimeType === 'boolean' && (type === 'boolean' || type === 'bool');
  if (typeof value === 'number') return prop.runtimeType === 'number' && NUMBER_TYPES.has(type) && Number.isSafeInteger(value) && fitsIntegerType(type, String(value));
  if (typeof value === 'string') return prop.runtimeType === 'string' && TEXT_TYPES.has(type);
  return false;
}

/** Whether SQL can tell a stored value of this property from another one (`IS DISTINCT FROM`). */
export function comparableInSql(prop: EntityProperty): boolean {
  return !WITHOUT_EQUALITY.has(columnTypeName(prop));
}

import type { EntityMetadata, EntityProperty } from '@mikro-orm/core';
import { fitsInteger, sqlTypeFamily } from './column-sql-type.js';
import { columnTypeName } from './integer-types.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INTEGER = /^[+-]?\d+$/;

/** The property of an entity's (single) primary key. */
export function keyProperty(meta: EntityMetadata): EntityProperty {
  return meta.properties[meta.primaryKeys[0] as keyof typeof meta.properties] as EntityProperty;
}

/**
 * A related row's key as the browser sent it (text), read as the key's type could hold it: an integer
 * key takes integers within its type, a UUID key UUIDs (lower case), any other key its text. Null for
 * anything else, which no related row can have: the caller refuses it (400 for a filter, 422 for a form).
 */
export function readRelatedKey(meta: EntityMetadata, text: string): string | null {
  const prop = keyProperty(meta);
  if (sqlTypeFamily(prop) === 'integer') return INTEGER.test(text) && fitsInteger(prop, text) ? String(BigInt(text)) : null;
  if (columnTypeName(prop) === 'uuid') return UUID.test(text) ? text.toLowerCase() : null;
  return text;
}

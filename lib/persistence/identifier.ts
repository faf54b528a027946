import type { EntityProperty } from '@mikro-orm/core';
import { HttpError } from '../errors/HttpError.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INTEGER_TYPES = /^(int|integer|smallint|bigint|int2|int4|int8|serial|bigserial|smallserial)\b/i;

/**
 * The identifier sent by the browser (a JSON number or string, or a form string), converted to the
 * type of the property it is matched against. `null` when it cannot name any row of that property
 * (`"abc"` for an integer key, a malformed UUID): the caller answers 404 without querying, so no
 * database error (and no SQL) ever comes from a bad identifier. Other shapes (objects, lists) are 400.
 */
export function convertIdentifier(prop: EntityProperty, raw: unknown): unknown {
  if (typeof raw !== 'string' && typeof raw !== 'number') {
    throw HttpError.badRequest('"id" must be a string or a number', { id: ['must be a string or a number'] });
  }
  const text = String(raw).trim();
  if (text === '' || text.length > 255) return null;
  const columnType = prop.columnTypes?.[0] ?? '';
  if (prop.runtimeType === 'number') {
    const value = Number(text);
    if (!Number.isFinite(value)) return null;
    if (INTEGER_TYPES.test(columnType) && !Number.isSafeInteger(value)) return null;
    return value;
  }
  if (prop.runtimeType === 'bigint') return /^-?\d{1,19}$/.test(text) ? text : null;
  if (/^uuid\b/i.test(columnType)) return UUID.test(text) ? text : null;
  if (prop.runtimeType === 'string') return text;
  return null;
}

import type { EntityProperty } from '@mikro-orm/core';
import { HttpError } from '../errors/HttpError.js';
import { columnTypeName, fitsIntegerValue, isIntegerType } from './integer-types.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An integer written the one way: no sign but `-`, no leading zero, no space, exponent or fraction. */
const INTEGER = /^-?(0|[1-9]\d*)$/;
/** A decimal written plainly: `12`, `-0.5`; no exponent, no leading `+`, no spaces. */
const DECIMAL = /^-?(0|[1-9]\d*)(\.\d+)?$/;

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
  // Read strictly: `"0x4b"`, `"75e0"`, `"75.0"`, `" 75 "` and `"+75"` all named row 75.
  const text = String(raw);
  if (text === '' || text.length > 255 || text.includes('\u0000')) return null;
  const columnType = columnTypeName(prop);
  if (prop.runtimeType === 'number') {
    const integer = isIntegerType(columnType);
    if (typeof raw === 'string' && !(integer ? INTEGER : DECIMAL).test(text)) return null;
    const value = Number(text);
    if (!Number.isFinite(value)) return null;
    // Past the column's range no row has it, and PostgreSQL would fail on the comparison.
    if (integer && !fitsIntegerValue(columnType, value)) return null;
    return value;
  }
  if (prop.runtimeType === 'bigint') return /^-?(0|[1-9]\d{0,18})$/.test(text) ? text : null;
  if (columnType === 'uuid') return UUID.test(text) ? text : null;
  if (prop.runtimeType === 'string') return text;
  return null;
}

import type { EntityProperty } from '@mikro-orm/core';

/** What a search may do with a stored column, from its SQL type. */
export type SqlTypeFamily = 'text' | 'integer' | 'numeric' | 'boolean' | 'date' | 'other';

const FAMILIES: Array<[RegExp, SqlTypeFamily]> = [
  [/^(varchar|character varying|char|character|bpchar|text|citext|string|tinytext|mediumtext|longtext)$/, 'text'],
  [/^(smallint|int2|smallserial|int|integer|int4|serial|bigint|int8|bigserial)$/, 'integer'],
  [/^(numeric|decimal|real|float|float4|float8|double|double precision|money)$/, 'numeric'],
  [/^(boolean|bool)$/, 'boolean'],
  [/^(date|timestamp|timestamptz|datetime|timestamp with time zone|timestamp without time zone)$/, 'date'],
];

/** The largest magnitude of each integer type: a search past it matches nothing (PostgreSQL would fail). */
const INTEGER_LIMITS: Array<[RegExp, bigint]> = [
  [/^(smallint|int2|smallserial)$/, 32767n],
  [/^(bigint|int8|bigserial)$/, 9223372036854775807n],
];

function baseType(prop: EntityProperty): string {
  return String(prop.columnTypes?.[0] ?? prop.type ?? '').toLowerCase().replace(/\(.*$/, '').replace(/\[\]$/, '[]').trim();
}

/** The family of a property's column type (`varchar(120)` is text, `int` integer); `other` when unknown. */
export function sqlTypeFamily(prop: EntityProperty): SqlTypeFamily {
  const type = baseType(prop);
  return FAMILIES.find(([pattern]) => pattern.test(type))?.[1] ?? 'other';
}

/** Whether an integer literal fits the property's integer type. */
export function fitsInteger(prop: EntityProperty, literal: string): boolean {
  if (!/^-?\d+$/.test(literal)) return false;
  const type = baseType(prop);
  const limit = INTEGER_LIMITS.find(([pattern]) => pattern.test(type))?.[1] ?? 2147483647n;
  const value = BigInt(literal);
  return value <= limit && value >= -limit - 1n;
}

import type { EntityProperty } from '@mikro-orm/core';
import { columnTypeName, fitsIntegerType, isIntegerType } from './integer-types.js';

/** What a search may do with a stored column, from its SQL type. */
export type SqlTypeFamily = 'text' | 'integer' | 'numeric' | 'boolean' | 'date' | 'other';

const FAMILIES: Array<[RegExp, SqlTypeFamily]> = [
  [/^(varchar|character varying|char|character|bpchar|text|citext|string|tinytext|mediumtext|longtext)$/, 'text'],
  [/^(numeric|decimal|real|float|float4|float8|double|double precision|money)$/, 'numeric'],
  [/^(boolean|bool)$/, 'boolean'],
  [/^(date|timestamp|timestamptz|datetime|timestamp with time zone|timestamp without time zone)$/, 'date'],
];

/** The family of a property's column type (`varchar(120)` is text, `int` integer); `other` when unknown. */
export function sqlTypeFamily(prop: EntityProperty): SqlTypeFamily {
  const type = columnTypeName(prop);
  if (isIntegerType(type)) return 'integer';
  return FAMILIES.find(([pattern]) => pattern.test(type))?.[1] ?? 'other';
}

/** Whether an integer literal fits the property's integer type: a search past it matches nothing (PostgreSQL would fail). */
export function fitsInteger(prop: EntityProperty, literal: string): boolean {
  return fitsIntegerType(columnTypeName(prop), literal);
}

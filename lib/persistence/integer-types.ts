import type { EntityProperty } from '@mikro-orm/core';

/**
 * PostgreSQL's integer column types, by every name MikroORM may give them, with the largest value
 * each holds (the smallest is `-max - 1`). One table for the identifier's conversion, the search's
 * literals and the form's bounds, so that a value one of them accepts never makes PostgreSQL fail.
 */
const INTEGER_MAX: Record<string, bigint> = {
  smallint: 32767n, int2: 32767n, smallserial: 32767n, tinyint: 32767n,
  int: 2147483647n, integer: 2147483647n, int4: 2147483647n, serial: 2147483647n, mediumint: 2147483647n,
  bigint: 9223372036854775807n, int8: 9223372036854775807n, bigserial: 9223372036854775807n,
};

const typeNames = new WeakMap<EntityProperty, string>();

/** A property's SQL type as declared (`varchar(120)` is `varchar`, `int4` stays `int4`), lower case; read once per property (a bulk asks for each of its rows). */
export function columnTypeName(prop: EntityProperty): string {
  let name = typeNames.get(prop);
  if (name === undefined) typeNames.set(prop, (name = String(prop.columnTypes?.[0] ?? prop.type ?? '').toLowerCase().replace(/\(.*$/, '').trim()));
  return name;
}

/** Whether a type name (`columnTypeName`, or MikroORM's type name) is an integer type. */
export function isIntegerType(typeName: string): boolean {
  return Object.hasOwn(INTEGER_MAX, typeName);
}

/** The range of an integer type as BigInts; null when the type is not an integer type. */
export function integerRange(typeName: string): { min: bigint; max: bigint } | null {
  const max = Object.hasOwn(INTEGER_MAX, typeName) ? INTEGER_MAX[typeName] : undefined;
  return max === undefined ? null : { min: -max - 1n, max };
}

/** Whether a safe integer fits the integer type, without a BigInt per value; false for anything else. */
export function fitsIntegerValue(typeName: string, value: number): boolean {
  const range = integerRange(typeName);
  return range !== null && Number.isSafeInteger(value) && value >= Number(range.min) && value <= Number(range.max);
}

/** Whether an integer literal (`-12`) fits the integer type; false for anything else. */
export function fitsIntegerType(typeName: string, literal: string): boolean {
  const range = integerRange(typeName);
  if (!range || !/^-?\d+$/.test(literal)) return false;
  const value = BigInt(literal);
  return value >= range.min && value <= range.max;
}

import type { EntityProperty } from '@mikro-orm/core';
import { integerRange, isIntegerType } from '../persistence/integer-types.js';

/** How a property's value is held in the entity, which decides how submitted text is converted. */
export type ValueType = 'string' | 'number' | 'bigint' | 'boolean' | 'Date' | 'other';

/** What the edit form needs to know of one entity property. */
export interface PropertyConstraints {
  readonly valueType: ValueType;
  readonly nullable: boolean;
  /** The property's default (a JS value, not a raw SQL default), or undefined. */
  readonly default: unknown;
  /** Not nullable, no default, and not a boolean (an unchecked checkbox is a value). */
  readonly required: boolean;
  readonly maxLength: number | null;
  readonly integer: boolean;
  readonly min: number | null;
  readonly max: number | null;
  /** The number input's `step`: 1 for integers, `0.01` for a decimal of scale 2, `any` otherwise. */
  readonly step: number | string | null;
  /** The allowed values of an enum property. */
  readonly enumItems: readonly (string | number)[] | null;
  /** A pattern the whole text must match (a column's declaration; the entity has none). */
  readonly pattern: string | null;
}


/** Reads nullability, length, enum items, numeric kind and default from MikroORM property metadata. */
export function propertyConstraints(prop: EntityProperty): PropertyConstraints {
  const valueType = valueTypeOf(prop);
  const columnType = String(prop.columnTypes?.[0] ?? '').toLowerCase();
  const typeName = String(prop.type ?? '').toLowerCase().replace(/type$/, '');
  const nullable = prop.nullable === true;
  const decimal = /^(numeric|decimal)/.test(columnType) || typeName === 'decimal';
  const scale = decimal ? (prop.scale ?? 0) : null;
  const integer =
    (valueType === 'number' || valueType === 'bigint' || decimal) &&
    (isIntegerType(typeName) || isIntegerType(columnType) || scale === 0);
  const bound = decimal ? decimalBound(prop.precision, scale ?? 0) : numberRange(columnType);
  const [min, max] = bound === null ? [null, null] : typeof bound === 'number' ? [-bound, bound] : bound;
  const dateLike = /date|time/.test(typeName) || /date|time/.test(columnType);
  const numeric = valueType === 'number' || valueType === 'bigint' || decimal;
  return {
    valueType,
    nullable,
    default: prop.default ?? undefined,
    required: !nullable && prop.default === undefined && valueType !== 'boolean',
    maxLength: valueType === 'string' && !dateLike && !decimal && typeof prop.length === 'number' && prop.length > 0 ? prop.length : null,
    integer,
    min: prop.unsigned ? 0 : min,
    max,
    step: !numeric ? null : integer ? 1 : scale ? `0.${'0'.repeat(scale - 1)}1` : 'any',
    enumItems: prop.enum && Array.isArray(prop.items) ? (prop.items as (string | number)[]) : null,
    pattern: null,
  };
}

function valueTypeOf(prop: EntityProperty): ValueType {
  const runtime = String(prop.runtimeType ?? '');
  if (runtime === 'string' || runtime === 'number' || runtime === 'bigint' || runtime === 'boolean' || runtime === 'Date') {
    return runtime;
  }
  return 'other';
}

/**
 * The bounds of an integer column as numbers, so an out-of-range number is a field error, not a 500;
 * null for a bigint, whose bounds a number cannot hold exactly (its value is checked as it converts).
 */
function numberRange(columnType: string): [number, number] | null {
  const range = integerRange(columnType);
  if (!range || range.max > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return [Number(range.min), Number(range.max)];
}

/** The largest absolute value of `numeric(precision, scale)`, e.g. 999999.99 for (8, 2). */
function decimalBound(precision: number | undefined, scale: number): number | null {
  if (!precision || precision <= scale) return null;
  return Number(`${'9'.repeat(precision - scale)}${scale > 0 ? `.${'9'.repeat(scale)}` : ''}`);
}

import type { FieldDefinition } from './column-to-field.js';
import { formatIsoDay } from './iso-day.js';

/**
 * Converts a validated field value to the entity's type: numbers, bigints, decimal strings,
 * booleans, `Date` objects or `YYYY-MM-DD` strings (MikroORM's `date` type), choice values.
 * `typed` is the submitted text, kept for decimals and bigints so no digit is lost to a float.
 */
export function toEntityValue({ field, constraints: c }: FieldDefinition, value: unknown, typed: string): unknown {
  if (value === null || value === undefined) return null;
  switch (field.widget) {
    case 'relation':
      // The related key (a ManyToMany: the keys), checked against the database before it is written.
      return value;
    case 'checkbox':
      return value === true;
    case 'date':
      if (!(value instanceof Date)) return value;
      return c.valueType === 'Date' ? value : formatIsoDay(value);
    case 'number':
    case 'select': {
      if (c.valueType === 'string' && field.widget === 'select') return String(value);
      const text = typed.trim();
      const exact = text !== '' && Number(text) === Number(value) ? text : String(value);
      if (c.valueType === 'bigint') return /^[-+]?\d+$/.test(exact) ? BigInt(exact) : BigInt(Math.trunc(Number(value)));
      if (c.valueType === 'string') return exact.replace(/^\+/, '');
      return Number(value);
    }
    default:
      return value;
  }
}

import type { FieldDefinition } from './column-to-field.js';
import { formatIsoDay } from './iso-day.js';

/** An entity value as the field's input shows it: `value` text, and `checked` for a checkbox. */
export function formatInputValue({ field }: FieldDefinition, value: unknown): { value: string; checked: boolean } {
  if (field.widget === 'checkbox') return { value: '1', checked: value === true || value === 1 || value === '1' };
  if (value === null || value === undefined) return { value: '', checked: false };
  if (field.widget === 'date' && (value instanceof Date || typeof value === 'string')) {
    return { value: formatIsoDay(value), checked: false };
  }
  if (value instanceof Date) return { value: Number.isNaN(value.getTime()) ? '' : value.toISOString(), checked: false };
  if (typeof value === 'object') return { value: '', checked: false };
  return { value: String(value), checked: false };
}

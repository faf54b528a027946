import type { FieldDefinition } from './column-to-field.js';
import { parseIsoDay } from './iso-day.js';
import { readRelationValue } from './read-relation-value.js';

/** One submitted field read: what to show again, and the typed value to validate or why there is none. */
export interface SubmittedValue {
  /** Exactly what the user typed (the first item of a list), for re-rendering. */
  readonly display: string;
  readonly checked: boolean;
  /** The value to validate: a string, number, boolean, Date, null, or undefined when missing. */
  readonly value: unknown;
  /** A multiple relation field's distinct keys as text, in the order sent. */
  readonly values?: string[];
  /** Why the input could not be read at all (a message key, `validation.*`); the field is then not validated further. */
  readonly error: string | null;
}

const TRUE = new Set(['1', 'on', 'true', 'yes']);
const FALSE = new Set(['', '0', 'off', 'false', 'no']);
const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** Reads one field of a request body (urlencoded, multipart or JSON) into a typed candidate value. */
export function readSubmittedValue(definition: FieldDefinition, raw: unknown): SubmittedValue {
  const { widget } = definition.field;
  if (definition.relation) return readRelationValue(definition, raw);
  if (Array.isArray(raw)) {
    // `title[]=a&title[]=b` or a repeated field: refused rather than silently picking one.
    const first = typeof raw[0] === 'string' ? raw[0] : '';
    return { display: first, checked: false, value: undefined, error: 'validation.single_value' };
  }
  if (raw !== null && raw !== undefined && !['string', 'number', 'boolean'].includes(typeof raw)) {
    return { display: '', checked: false, value: undefined, error: 'validation.invalid' };
  }
  const text = raw === null || raw === undefined ? undefined : String(raw);
  if (widget === 'checkbox') {
    // An unchecked checkbox is not sent at all: missing means false.
    const key = (text ?? '').trim().toLowerCase();
    if (TRUE.has(key)) return ok('1', true, true);
    if (FALSE.has(key)) return ok('1', false, false);
    return { display: '1', checked: false, value: undefined, error: 'validation.invalid' };
  }
  const display = text ?? '';
  const textual = widget === 'text' || widget === 'textarea';
  // Text is trimmed unless its column says trim(false): a title of only spaces is an empty title.
  const value = textual && !definition.trim ? display : display.trim();
  if (value === '') return ok(display, false, emptyValue(definition));
  if (widget === 'number') {
    return NUMBER.test(value) ? ok(display, false, Number(value)) : failed(display, 'validation.not_a_number');
  }
  if (widget === 'date') {
    const day = parseIsoDay(value);
    return day ? ok(display, false, day) : failed(display, 'validation.not_a_date');
  }
  return ok(display, false, value);
}

/**
 * An empty input: null when the property is nullable, '' for text, else the property's default;
 * undefined (so `required` reports it) when there is none.
 */
function emptyValue({ field, constraints: c }: FieldDefinition): unknown {
  if (c.nullable) return null;
  if (field.widget === 'text' || field.widget === 'textarea' || field.widget === 'url') return '';
  if (c.default === undefined || c.default === null) return undefined;
  if (field.widget === 'number') return Number(c.default);
  if (field.widget === 'date') return c.default instanceof Date ? c.default : (parseIsoDay(String(c.default).slice(0, 10)) ?? undefined);
  return String(c.default);
}

function ok(display: string, checked: boolean, value: unknown): SubmittedValue {
  return { display, checked, value, error: null };
}

function failed(display: string, error: string): SubmittedValue {
  return { display, checked: false, value: undefined, error };
}

import { convertIdentifier } from '../persistence/identifier.js';
import { MOST_RELATED_IDS } from '../wire/relation-options.js';
import type { FieldDefinition } from './column-to-field.js';

/** A relation field read: `read-submitted-value`'s `SubmittedValue` (declared apart, so neither file imports the other). */
export interface RelationRead {
  readonly display: string;
  readonly checked: boolean;
  readonly value: unknown;
  readonly values?: string[];
  readonly error: string | null;
}

/**
 * A relation field as submitted: a single relation one key ('' for none: null, or undefined when
 * required so that `required` says so); a ManyToMany every repetition of the field, '' entries left
 * out (the one the form always sends says "none chosen"), repeated keys counted once. Each key is read
 * as the related key's type (an integer key takes integers in its range, a uuid key uuids): any other
 * value is `validation.relation_unknown`, like a key naming no row; more than {@link MOST_RELATED_IDS}
 * keys is `validation.relation_too_many`, refused before any is looked up. Whether the rows exist, in
 * the column's scope, is asked of the database afterwards (`relation-checks`).
 */
export function readRelationValue(definition: FieldDefinition, raw: unknown): RelationRead {
  const target = definition.relation!;
  if (!target.multiple) {
    if (Array.isArray(raw)) return { display: typeof raw[0] === 'string' ? raw[0] : '', checked: false, value: undefined, error: 'validation.single_value' };
    if (raw !== null && raw !== undefined && typeof raw !== 'string' && typeof raw !== 'number') return refused('', 'validation.invalid');
    const text = raw === null || raw === undefined ? '' : String(raw).trim();
    if (text === '') return { display: '', checked: false, value: definition.field.required ? undefined : null, error: null };
    const key = convertIdentifier(target.key, text);
    return key === null ? refused(text.slice(0, 255), 'validation.relation_unknown') : { display: text, checked: false, value: key, error: null };
  }
  const items = raw === null || raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  if (items.some((item) => typeof item !== 'string' && typeof item !== 'number')) return refused('', 'validation.invalid', []);
  const texts = [...new Set(items.map((item) => String(item).trim()).filter((text) => text !== ''))];
  if (texts.length > MOST_RELATED_IDS) return refused('', 'validation.relation_too_many', []);
  const keys: unknown[] = [];
  for (const text of texts) {
    const key = convertIdentifier(target.key, text);
    if (key === null) return refused('', 'validation.relation_unknown', texts.filter((t) => t.length <= 255));
    keys.push(key);
  }
  return { display: '', checked: false, value: keys, values: texts, error: null };
}

function refused(display: string, error: string, values?: string[]): RelationRead {
  return { display, checked: false, value: undefined, error, ...(values ? { values } : {}) };
}

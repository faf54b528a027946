import type { FieldDefinition } from './column-to-field.js';
import { formatInputValue } from './format-input-value.js';
import { storedRelationValue } from './shown-values.js';

/**
 * These fields of a row as their form inputs would submit them (a checkbox's state, a single relation's
 * key, any other input's text): what a bulk edit's Undo sends back. Only the fields named are formatted
 * (`EditForm.fill` formats every field: a thousand rows' worth was most of a bulk edit's time).
 */
export function inputValues(definitions: ReadonlyMap<string, FieldDefinition>, row: object, names: readonly string[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const stored = row as Record<string, unknown>;
  for (const name of names) {
    const definition = definitions.get(name);
    if (!definition) continue;
    if (definition.relation) values[name] = storedRelationValue(definition, stored[name]).value;
    else {
      const shown = formatInputValue(definition, stored[name]);
      values[name] = definition.field.widget === 'checkbox' ? shown.checked : shown.value;
    }
  }
  return values;
}

import type { TableBinding } from '../persistence/TableBinding.js';
import type { FieldDefinition } from './column-to-field.js';
import { editFormFields } from './edit-form-fields.js';

/** Each table's fields edited in place, found once (a table is read-only once bound). */
const found = new WeakMap<TableBinding, ReadonlyMap<string, FieldDefinition>>();

/**
 * The edit-form fields of a table's columns edited in place (`column.editInPlace()`), by column name;
 * empty when it has none. Checked when the router is built (`edit-form-fields`): else a ConfigurationError.
 */
export function inPlaceFields(binding: TableBinding): ReadonlyMap<string, FieldDefinition> {
  const known = found.get(binding);
  if (known) return known;
  const names = binding.table.columns.filter((column) => column.editedInPlace).map((column) => column.name);
  const fields = editFormFields(binding, names, {
    where: (name) => `Column "${name}" of table "${binding.name}" is edited in place`,
    remedy: 'remove editInPlace()',
    manyToMany: true,
  });
  found.set(binding, fields);
  return fields;
}

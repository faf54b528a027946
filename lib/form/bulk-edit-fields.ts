import type { BulkAction } from '../model/BulkAction.js';
import type { TableBinding } from '../persistence/TableBinding.js';
import { BULK_EDIT } from '../wire/bulk-edit.js';
import type { FieldDefinition } from './column-to-field.js';
import { editFormFields } from './edit-form-fields.js';

/** Each table's bulk edit fields, found once (a table is read-only once bound). */
const found = new WeakMap<TableBinding, ReadonlyMap<string, FieldDefinition>>();

/**
 * The edit-form fields a table's bulk edit (`BulkAction.edit([...])`) sets, in its order; empty when it
 * has none. Checked when the router is built (`edit-form-fields`); a field holding several related rows
 * is refused too: setting one list on every row would replace each row's own.
 */
export function bulkEditFields(binding: TableBinding): ReadonlyMap<string, FieldDefinition> {
  const known = found.get(binding);
  if (known) return known;
  const action = bulkEditOf(binding);
  const fields = editFormFields(binding, action?.fields ?? [], {
    where: (name) => `Field "${name}" of the bulk edit of table "${binding.name}"`,
    remedy: 'leave it out of BulkAction.edit([...])',
    manyToMany: false,
  });
  found.set(binding, fields);
  return fields;
}

/** The table's bulk edit, if it declares one. */
export function bulkEditOf(binding: TableBinding): BulkAction | undefined {
  return binding.table.bulkActions?.get(BULK_EDIT);
}

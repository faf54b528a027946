import { ConfigurationError } from '../errors/ConfigurationError.js';
import type { TableBinding } from '../persistence/TableBinding.js';
import type { FieldDefinition } from './column-to-field.js';
import { EditForm } from './EditForm.js';

/** Each table's fields edited in place, found once (a table is read-only once bound). */
const found = new WeakMap<TableBinding, ReadonlyMap<string, FieldDefinition>>();

/**
 * The edit-form fields of a table's columns edited in place (`column.editInPlace()`), by column name;
 * empty when it has none. Checked when the router is built: a column edited in place needs an entity
 * table with an Edit action, and a writable field of its edit form (not the key, not hidden when
 * updating, not a path like `author.name`, not a template or action column): else a ConfigurationError.
 */
export function inPlaceFields(binding: TableBinding): ReadonlyMap<string, FieldDefinition> {
  const known = found.get(binding);
  if (known) return known;
  const fields = new Map<string, FieldDefinition>();
  const columns = binding.table.columns.filter((column) => column.editedInPlace);
  if (columns.length > 0) {
    const where = (name: string) => `Column "${name}" of table "${binding.name}" is edited in place`;
    const edit = binding.mutation('edit');
    if (!edit) throw new ConfigurationError(`${where(columns[0].name)}, but the table has no Edit action: add Action.edit()`);
    if (!binding.meta) throw new ConfigurationError(`${where(columns[0].name)}, but the table is built by hand: cells are edited in place on entity tables only`);
    const { definitions } = EditForm.check(binding.table, edit.meta);
    for (const column of columns) {
      const definition = definitions.find((candidate) => candidate.field.name === column.name);
      if (!definition?.writable) {
        throw new ConfigurationError(
          `${where(column.name)}, but its edit form cannot write it (the key, a column hidden when updating, a path on a relation, a template or action column); remove editInPlace()`,
        );
      }
      fields.set(column.name, definition);
    }
  }
  found.set(binding, fields);
  return fields;
}

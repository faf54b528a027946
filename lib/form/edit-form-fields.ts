import { ConfigurationError } from '../errors/ConfigurationError.js';
import type { TableBinding } from '../persistence/TableBinding.js';
import type { FieldDefinition } from './column-to-field.js';
import { EditForm } from './EditForm.js';

/** Who asks for edit-form fields by name, for the ConfigurationError's words: "Column "x" of table "t" is edited in place". */
export interface FieldUse {
  /** The sentence's start naming a field and its use. */
  where(name: string): string;
  /** What to remove when the table cannot give the use a field ("remove editInPlace()"). */
  remedy: string;
  /** Whether a ManyToMany field may be used. */
  manyToMany: boolean;
}

/**
 * The edit form's fields of these names, in order, checked when the router is built for a use that
 * writes them outside the edit form (a cell in place, a bulk edit): it needs an entity table with an
 * Edit action, and each name a writable field of its edit form (not the key, not hidden when
 * updating, not a path like `author.name`, not a template or action column); else a ConfigurationError.
 */
export function editFormFields(binding: TableBinding, names: readonly string[], use: FieldUse): Map<string, FieldDefinition> {
  const fields = new Map<string, FieldDefinition>();
  if (names.length === 0) return fields;
  const edit = binding.mutation('edit');
  if (!edit) throw new ConfigurationError(`${use.where(names[0])}, but the table has no Edit action: add Action.edit()`);
  if (!binding.meta) throw new ConfigurationError(`${use.where(names[0])}, but the table is built by hand: only entity tables are written this way`);
  const { definitions } = EditForm.check(binding.table, edit.meta);
  for (const name of names) {
    const definition = definitions.find((candidate) => candidate.field.name === name);
    if (!definition?.writable) {
      throw new ConfigurationError(
        `${use.where(name)}, but its edit form cannot write it (not a column, the key, a column hidden when updating, a path on a relation, a template or action column); ${use.remedy}`,
      );
    }
    if (!use.manyToMany && definition.relation?.multiple) throw new ConfigurationError(`${use.where(name)}, but it holds several related rows: ${use.remedy}`);
    fields.set(name, definition);
  }
  return fields;
}

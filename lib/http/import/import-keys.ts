import { ReferenceKind } from '@mikro-orm/core';
import type { ImportableField } from '../../import/suggest-mapping.js';
import { columnLabel } from '../../i18n/table-labels.js';
import type { Translator } from '../../i18n/Translator.js';
import type { TableBinding } from '../../persistence/TableBinding.js';

/**
 * The fields an import may find rows by (`update`, `upsert`): the entity's key when it is one property,
 * and each scalar property declared unique on its own. None when the table serves no edit: its rows
 * cannot be updated.
 */
export function importKeys(binding: TableBinding): Set<string> {
  const meta = binding.meta;
  if (!meta || !binding.mutation('edit')) return new Set();
  const keys = new Set(meta.primaryKeys.length === 1 ? meta.primaryKeys : []);
  for (const property of meta.props) {
    if (property.unique === true && property.kind === ReferenceKind.SCALAR && !property.primary) keys.add(property.name);
  }
  return keys;
}

/**
 * The fields a file's columns may fill when its lines update rows: the create form's, and the keys that
 * are not among them (the entity's key: `ID`), each labelled as the table's column of that name is.
 */
export function withKeyFields(binding: TableBinding, fields: readonly ImportableField[], translator: Translator): ImportableField[] {
  const named = new Set(fields.map((field) => field.name));
  const keys = [...importKeys(binding)].filter((key) => !named.has(key)).map((name) => {
    const column = binding.table.column(name);
    return { name, label: column ? columnLabel(translator, binding.name, column) : name };
  });
  return [...keys, ...fields];
}

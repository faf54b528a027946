import type { EntityMetadata, EntityProperty } from '@mikro-orm/core';
import type { AbstractColumn } from '../column/AbstractColumn.js';
import { ConfigurationError } from '../errors/ConfigurationError.js';
import type { TableModel } from '../model/TableModel.js';
import { scalarProperty } from './entity-metadata.js';
import { columnTypeName, isIntegerType } from './integer-types.js';

/** What the check reads of the table's binding (`TableBinding`): its entity, a column's order flag, its bound Edit. */
export interface ReorderTable {
  readonly table: TableModel;
  readonly meta: EntityMetadata | null;
  flagsOf(column: AbstractColumn): { orderable: boolean };
  mutation(kind: 'edit'): { readonly meta: EntityMetadata } | undefined;
}

/**
 * A table's row order (`setReorderable(column)`) checked when the router is built (docs/row-order.md): a move is
 * an edit of the moved row, asked of `authorize` and held to the Edit's `displayIf` and version, so the table must
 * be an entity's and declare Edit on it; the column must be one of its own stored integer properties (neither
 * the key nor the version), orderable (the rows are moved while ordered by it), and written by moves alone: left
 * out of the edit form (`hideWhenUpdating()`), and so of cells in place and bulk edits, which a move's shift
 * could not see. Each mismatch is a ConfigurationError naming the table and the column. The column's property.
 */
export function checkReorder(binding: ReorderTable): EntityProperty | null {
  const name = binding.table.reorder;
  if (name === null) return null;
  const says = `Table "${binding.table.name}" orders its rows by "${name}" (setReorderable)`;
  const meta = binding.meta;
  if (!meta) throw new ConfigurationError(`${says}, but it is built by hand: only an entity's rows can be moved`);
  const edit = binding.mutation('edit');
  if (!edit || edit.meta !== meta) throw new ConfigurationError(`${says}, but declares no Edit action on its entity "${meta.className}": a move is an edit of the moved row`);
  const column = binding.table.column(name);
  if (!column || !column.holdsData) throw new ConfigurationError(`${says}, which is not a column holding a value`);
  const prop = scalarProperty(meta, name);
  if (!prop || !isIntegerType(columnTypeName(prop))) throw new ConfigurationError(`${says}, which is not a stored integer property of entity "${meta.className}"`);
  if (prop.primary || meta.versionProperty === name) throw new ConfigurationError(`${says}, the entity's ${prop.primary ? 'key' : 'version'}: name a column of its own for the places`);
  if (!binding.flagsOf(column).orderable) throw new ConfigurationError(`${says}, which is not orderable: rows are moved while the table is ordered by it`);
  if (!column.hiddenWhenUpdating) throw new ConfigurationError(`${says}, which the edit form writes: moves alone write the places; call hideWhenUpdating() on the column`);
  refuseFilters(says, Object.keys(meta.filters ?? {}));
  return prop;
}

/**
 * A move's statement shifts every row between two places, in SQL: filters (soft deletes, tenants) would not
 * scope it, and a tenant's move would shift another's rows. A table moving rows refuses the ORM's filters, its
 * entity's (`checkReorder`) and the configuration's (`filters`, asked when the router is built).
 */
export function refuseFilters(says: string, filters: readonly string[]): void {
  if (filters.length > 0) throw new ConfigurationError(`${says}, but filters apply to its entity (${filters.map((name) => `"${name}"`).join(', ')}): a move shifts rows in SQL, which no filter scopes`);
}

/** {@link refuseFilters} for the ORM configuration's filters, which apply to every entity. */
export function refuseConfiguredFilters(binding: { readonly table: TableModel }, filters: Record<string, unknown> | undefined): void {
  if (binding.table.reorder === null) return;
  refuseFilters(`Table "${binding.table.name}" orders its rows by "${binding.table.reorder}" (setReorderable)`, Object.keys(filters ?? {}));
}

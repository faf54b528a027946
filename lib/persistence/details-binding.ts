import { ReferenceKind, type EntityMetadata, type EntityProperty, type MetadataStorage } from '@mikro-orm/core';
import type { AbstractColumn } from '../column/AbstractColumn.js';
import { ConfigurationError } from '../errors/ConfigurationError.js';
import type { TableModel } from '../model/TableModel.js';
import type { ColumnKind, ColumnType } from '../wire/page-view.js';
import { ColumnPaths, MAX_PATH_STEPS, type ColumnPath } from './column-path.js';
import { sqlTypeFamily } from './column-sql-type.js';
import { scalarProperty } from './entity-metadata.js';

/**
 * A value read from the entity rather than the table's row: the ToOne relations walked from it (property names), then
 * the property shown; a ToMany last lists its rows, each shown by `prop` (the relation's label, or the path's property).
 */
export interface EntityValuePath {
  readonly toOne: readonly string[];
  readonly prop: EntityProperty;
  readonly toMany: { readonly relation: EntityProperty; readonly target: EntityMetadata } | null;
  /** How `prop`'s values read as text (`wire/cell-text`): a boolean as Yes/No, a date in the user's locale, a decimal's scale. */
  readonly shownAs: { readonly kind: ColumnKind; readonly type: ColumnType; readonly options: Record<string, unknown> };
}

/** One field of a row's details: a column of the table, shown as its cell, or a path of the entity. */
export interface DetailField {
  readonly name: string;
  /** The table's column of this name, whose label the field takes; shown as its cell unless it lists a ToMany. */
  readonly column: AbstractColumn | null;
  /** Null: the row's value of {@link column}, as the data endpoint sends it. */
  readonly path: EntityValuePath | null;
}

/** A table's details (`setDetails`) checked against the metadata: the fields, the relations loaded with the row, the table's template. */
export interface DetailsBinding {
  readonly fields: readonly DetailField[];
  /** The ToOne paths the fields walk, and the `populate` asked: what the row is loaded with. */
  readonly populate: readonly string[];
  /** The table's own template; null: `data_tables.details.template`, else the built-in one. */
  readonly template: string | null;
}

/** What the check reads of the table's binding (`TableBinding`): its table, entity, and columns on relations. */
export interface DetailsTable {
  readonly table: TableModel;
  readonly meta: EntityMetadata | null;
  pathOf(name: string): ColumnPath | undefined;
}

/**
 * A table's details checked when the router is built (docs/row-details.md): an entity's table with one key; each
 * field a column holding values, or a stored property of the entity, or a path of relations (`author.name`,
 * `author`, `author.books`) as columns follow them; each `populate` a path of relations. Every mismatch is a
 * ConfigurationError naming the table and the path. Null for a table without details.
 */
export function checkDetails(binding: DetailsTable, metadata: MetadataStorage): DetailsBinding | null {
  const details = binding.table.details;
  if (!details) return null;
  const says = `Table "${binding.table.name}" shows details (setDetails)`;
  const meta = binding.meta;
  if (!meta) throw new ConfigurationError(`${says}, but it is built by hand: only an entity's rows are loaded with their relations`);
  if (meta.primaryKeys.length !== 1) throw new ConfigurationError(`${says}, but entity "${meta.className}" has a composite primary key, which details do not support`);
  const names = details.fields ?? binding.table.dataColumns.map((column) => column.name);
  const paths = new ColumnPaths(meta, metadata, binding.table.name);
  const fields = names.map((name) => detailField(binding, paths, meta, name, says));
  const walked = fields.flatMap((field) => (field.path && field.path.toOne.length > 0 ? [field.path.toOne.join('.')] : []));
  for (const path of details.populate) checkRelationPath(meta, path, says);
  return Object.freeze({ fields: Object.freeze(fields), populate: Object.freeze([...new Set([...walked, ...details.populate])]), template: details.template });
}

function detailField(binding: DetailsTable, paths: ColumnPaths, meta: EntityMetadata, name: string, says: string): DetailField {
  const column = binding.table.column(name) ?? null;
  if (column && !column.holdsData) throw new ConfigurationError(`${says} with field "${name}", a column that holds no value: name a column holding one, or a property`);
  const tablePath = binding.pathOf(name);
  // A column's cell is shown as the table shows it; a ToMany's cell holds its first labels only: listed whole here.
  if (column && !tablePath?.toMany) return { name, column, path: null };
  let path: ColumnPath | null;
  try {
    path = tablePath ?? paths.add({ name, relationLabel: null });
  } catch (error) {
    throw new ConfigurationError(`${says} with field "${name}", which cannot be shown: ${(error as Error).message}`);
  }
  if (path) {
    const toMany = path.toMany && { relation: path.toMany.relation, target: path.toMany.target };
    return { name, column, path: { toOne: path.toOne.map((step) => step.relation.name), prop: path.prop, toMany, shownAs: shownAs(path.prop) } };
  }
  const prop = scalarProperty(meta, name);
  if (!prop) throw new ConfigurationError(`${says} with field "${name}", which is neither a column of the table nor a stored property of entity "${meta.className}"`);
  return { name, column, path: { toOne: [], prop, toMany: null, shownAs: shownAs(prop) } };
}

/** A path to populate: relations only, each a property of the entity the one before leads to, at most MAX_PATH_STEPS + 1 deep. */
function checkRelationPath(root: EntityMetadata, path: string, says: string): void {
  let meta = root;
  const segments = path.split('.');
  if (segments.length > MAX_PATH_STEPS + 1) throw new ConfigurationError(`${says} and populates "${path}", which follows more than ${MAX_PATH_STEPS + 1} relations`);
  for (const segment of segments) {
    const prop = Object.hasOwn(meta.properties, segment) ? (meta.properties[segment as keyof typeof meta.properties] as EntityProperty) : undefined;
    if (!prop || prop.kind === ReferenceKind.SCALAR || prop.kind === ReferenceKind.EMBEDDED || !prop.targetMeta) {
      throw new ConfigurationError(`${says} and populates "${path}", but "${segment}" is not a relation of entity "${meta.className}"`);
    }
    meta = prop.targetMeta;
  }
}

/** How a stored property's values read as text, as a column of its type would show them. */
function shownAs(prop: EntityProperty): EntityValuePath['shownAs'] {
  switch (sqlTypeFamily(prop)) {
    case 'boolean': return { kind: 'boolean', type: 'string', options: {} };
    case 'date': return { kind: 'date', type: 'date', options: {} };
    case 'integer': return { kind: 'number', type: 'num', options: {} };
    case 'numeric': return { kind: 'number', type: 'num', options: typeof prop.scale === 'number' ? { decimals: prop.scale } : {} };
    default: return { kind: 'text', type: 'string', options: {} };
  }
}

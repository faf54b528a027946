import { ReferenceKind, type EntityMetadata, type EntityProperty } from '@mikro-orm/core';
import type { AbstractColumn } from '../column/AbstractColumn.js';
import { ConfigurationError } from '../errors/ConfigurationError.js';
import { labelProperty } from '../persistence/column-path.js';
import type { RelatedRows } from '../persistence/relation-options.js';
import type { PropertyConstraints } from './property-constraints.js';

/** What a relation field writes and checks: the relation, its related rows (labelled, scoped) and their key. */
export interface RelationTarget extends RelatedRows {
  /** The relation property of the form's entity (`writer`, `labels`). */
  readonly prop: EntityProperty;
  /** The related entity's key, which submitted values are read as. */
  readonly key: EntityProperty;
  readonly multiple: boolean;
}

/**
 * The relation a column names that a form can write, or null: a ManyToOne, an owning OneToOne (one
 * related row) or an owning ManyToMany (several). A OneToMany or an inverse side is written by the other
 * entity's form, and a path (`writer.name`) shows another entity's property: neither is a field.
 */
export function writableRelation(column: AbstractColumn, meta: EntityMetadata): EntityProperty | null {
  if (!Object.hasOwn(meta.properties, column.name)) return null;
  const prop = meta.properties[column.name as keyof typeof meta.properties] as EntityProperty;
  if (prop.persist === false) return null;
  if (prop.kind === ReferenceKind.MANY_TO_ONE) return prop;
  if (prop.kind === ReferenceKind.ONE_TO_ONE && prop.owner === true) return prop;
  if (prop.kind === ReferenceKind.MANY_TO_MANY && prop.owner === true) return prop;
  return null;
}

/** The target of a relation field; a target MikroORM does not describe with one key, or no label, is a ConfigurationError. */
export function relationTarget(column: AbstractColumn, prop: EntityProperty, table: string): RelationTarget {
  const target = prop.targetMeta;
  const where = `Column "${column.name}" of table "${table}"`;
  if (!target || target.primaryKeys.length !== 1) throw new ConfigurationError(`${where} names relation "${prop.name}", whose target has no single primary key: hide it from the forms`);
  const label = labelProperty(target, column.relationLabel);
  if (!label) throw new ConfigurationError(`${where} labels its related rows by "${column.relationLabel}", which is not a stored column of "${target.className}"`);
  const key = target.properties[target.primaryKeys[0] as keyof typeof target.properties] as EntityProperty;
  return { prop, target, key, label, scope: column.relationScopeHook, multiple: prop.kind === ReferenceKind.MANY_TO_MANY };
}

/**
 * A relation field's constraints: required when the relation may not be none (a ManyToOne not nullable)
 * or the column says so (`setConstraints({ required: true })`); a ManyToMany is required only then.
 * The bounds of scalar fields mean nothing here.
 */
export function relationConstraints(target: RelationTarget, column: AbstractColumn): PropertyConstraints {
  const nullable = target.multiple || target.prop.nullable === true;
  return {
    valueType: 'other', nullable, default: undefined,
    required: (!target.multiple && !nullable) || column.constraints.required === true,
    maxLength: null, integer: false, min: null, max: null, step: null, enumItems: null, pattern: null,
  };
}

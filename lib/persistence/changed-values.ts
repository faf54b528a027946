import { ReferenceKind, type EntityMetadata, type EntityProperty } from '@mikro-orm/core';
import { relatedKey } from './related-key.js';

/**
 * The converted form values that differ from the entity as loaded, limited to `writable` (the form's
 * own fields) and never its primary key or version: a key smuggled into `changes` is dropped, not
 * written. A value equal to the stored one is left out, so saving an unchanged form writes nothing.
 */
export function changedValues(
  meta: EntityMetadata,
  entity: object,
  changes: Record<string, unknown>,
  writable: ReadonlySet<string>,
): Record<string, unknown> {
  const stored = entity as Record<string, unknown>;
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(writableValues(meta, changes, writable))) {
    const prop = meta.properties[key as keyof typeof meta.properties] as EntityProperty;
    // A ManyToOne or OneToOne holds the related entity (or its reference); the form gives its key.
    const toOne = prop.kind === ReferenceKind.MANY_TO_ONE || prop.kind === ReferenceKind.ONE_TO_ONE;
    // A ManyToMany was compared with the rows it holds before (`form/relation-values.withoutUnchangedRelations`): its collection is seldom loaded.
    if (prop.kind === ReferenceKind.MANY_TO_MANY) {
      changed[key] = value;
      continue;
    }
    const same = toOne ? String(relatedKey(stored[key], prop.targetMeta!.primaryKeys[0])) === String(value) : sameValue(stored[key], value);
    if (!same) changed[key] = value;
  }
  return changed;
}

/**
 * The converted form values limited to `writable` and to the entity's properties, never its primary
 * key or version: what a write may set when no row was loaded to compare them with.
 */
export function writableValues(meta: EntityMetadata, changes: Record<string, unknown>, writable: ReadonlySet<string>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    if (!writable.has(key) || meta.primaryKeys.includes(key as never) || key === meta.versionProperty) continue;
    if (Object.hasOwn(meta.properties, key)) values[key] = value;
  }
  return values;
}

/** Equal as stored: dates by instant, other objects (JSON properties) by their JSON. */
function sameValue(stored: unknown, submitted: unknown): boolean {
  if (stored instanceof Date && submitted instanceof Date) return stored.getTime() === submitted.getTime();
  if (stored !== null && submitted !== null && typeof stored === 'object' && typeof submitted === 'object') {
    return JSON.stringify(stored) === JSON.stringify(submitted);
  }
  return Object.is(stored, submitted);
}

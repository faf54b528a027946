import { ReferenceKind, type EntityMetadata, type EntityProperty, type MetadataStorage } from '@mikro-orm/core';
import type { EntityTarget } from '../model/Row.js';

/** The metadata of an entity given as a class, a `defineEntity` schema or a class name; undefined if unknown. */
export function findEntityMetadata(metadata: MetadataStorage, target: EntityTarget): EntityMetadata | undefined {
  if (typeof target === 'string') {
    for (const meta of metadata) if (meta.className === target && !meta.embeddable) return meta;
    return undefined;
  }
  // `find` falls back to a `defineEntity` schema's own metadata even when this ORM never discovered it.
  const meta = metadata.find(target);
  if (!meta) return undefined;
  for (const known of metadata) if (known.class === meta.class && !known.embeddable) return known;
  return undefined;
}

/** How an entity is named in messages: its class name, or what was given. */
export function describeEntity(target: EntityTarget): string {
  if (typeof target === 'string') return target;
  const named = target as { className?: string; name?: string; meta?: { className?: string } };
  return named.meta?.className ?? named.className ?? named.name ?? String(target);
}

/** A stored, non-relation column of the entity: something SQL can search and order by. */
export function scalarProperty(meta: EntityMetadata, name: string): EntityProperty | undefined {
  if (!Object.hasOwn(meta.properties, name)) return undefined;
  const prop = meta.properties[name as keyof typeof meta.properties] as EntityProperty;
  const stored = prop.kind === ReferenceKind.SCALAR && prop.persist !== false && !prop.formula && prop.fieldNames?.length === 1;
  return stored ? prop : undefined;
}

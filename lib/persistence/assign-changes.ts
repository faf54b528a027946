import { ReferenceKind, type Collection, type EntityMetadata, type EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Sets a form's changes on a managed entity for the ORM's flush: scalars as they are, a ManyToOne or
 * OneToOne as a reference to the row its key names (null: none), a ManyToMany's collection loaded then
 * replaced by references to the rows its keys name (the flush rewrites the pivot rows). The keys were
 * checked against the database before (`form/relation-values`).
 */
export async function assignChanges(em: EntityManager, meta: EntityMetadata, entity: object, changes: Record<string, unknown>): Promise<void> {
  const target = entity as Record<string, unknown>;
  for (const [name, value] of Object.entries(changes)) {
    const prop = meta.properties[name as keyof typeof meta.properties] as EntityProperty;
    const related = prop.targetMeta;
    if (prop.kind === ReferenceKind.MANY_TO_MANY && related) {
      const collection = target[name] as Collection<object>;
      if (!collection.isInitialized()) await collection.init();
      collection.set((value as unknown[]).map((key) => em.getReference(related.class, key as never)));
    } else if ((prop.kind === ReferenceKind.MANY_TO_ONE || prop.kind === ReferenceKind.ONE_TO_ONE) && related) {
      target[name] = value === null || value === undefined ? null : em.getReference(related.class, value as never);
    } else {
      target[name] = value;
    }
  }
}

/** Whether changes name a ManyToMany: its pivot rows need the ORM, never one statement. */
export function changesManyToMany(meta: EntityMetadata, changes: Record<string, unknown>): boolean {
  return Object.keys(changes).some((name) => (meta.properties[name as keyof typeof meta.properties] as EntityProperty | undefined)?.kind === ReferenceKind.MANY_TO_MANY);
}

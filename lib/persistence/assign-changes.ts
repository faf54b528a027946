import { ReferenceKind, type Collection, type EntityMetadata, type EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlTableName } from './table-name.js';

/**
 * Sets a form's changes on a managed entity for the ORM's flush: scalars as they are, a ManyToOne or
 * OneToOne as a reference to the row its key names (null: none), a ManyToMany's collection loaded then
 * replaced by references to the rows its keys name (the flush rewrites the pivot rows). The keys were
 * checked against the database before (`form/relation-values`).
 */
export async function assignChanges(em: EntityManager, meta: EntityMetadata, entity: object, changes: Record<string, unknown>): Promise<void> {
  const target = entity as Record<string, unknown>;
  const versionBefore = meta.versionProperty ? target[meta.versionProperty] : undefined;
  let toMany = false;
  for (const [name, value] of Object.entries(changes)) {
    const prop = meta.properties[name as keyof typeof meta.properties] as EntityProperty;
    const related = prop.targetMeta;
    if (prop.kind === ReferenceKind.MANY_TO_MANY && related) {
      const collection = target[name] as Collection<object>;
      if (!collection.isInitialized()) await collection.init();
      collection.set((value as unknown[]).map((key) => em.getReference(related.class, key as never)));
      toMany = true;
    } else if ((prop.kind === ReferenceKind.MANY_TO_ONE || prop.kind === ReferenceKind.ONE_TO_ONE) && related) {
      target[name] = value === null || value === undefined ? null : em.getReference(related.class, value as never);
    } else {
      target[name] = value;
    }
  }
  if (toMany && meta.versionProperty) await moveVersion(em, meta, target, versionBefore);
}

/**
 * The ORM moves a version when a row's own columns change, not when only its pivot rows do: left so,
 * a form opened before a change of a ManyToMany alone would overwrite it unseen. So the change is
 * flushed (in the caller's transaction) and, when the version stayed, moved by one more statement there.
 */
async function moveVersion(em: EntityManager, meta: EntityMetadata, entity: Record<string, unknown>, before: unknown): Promise<void> {
  await em.flush();
  const version = meta.versionProperty!;
  // A Date version is the ORM's to set from its clock: left as it is (docs/forms.md says so).
  if (entity[version] !== before || typeof before !== 'number') return;
  const q = (name: string) => em.getPlatform().quoteIdentifier(name);
  const key = meta.properties[meta.primaryKeys[0] as keyof typeof meta.properties] as EntityProperty;
  const column = q((meta.properties[version as keyof typeof meta.properties] as EntityProperty).fieldNames[0]);
  const sql = `update ${sqlTableName(em, meta)} set ${column} = ${column} + 1 where ${q(key.fieldNames[0])} = ?`;
  await em.getConnection('write').execute(sql, [entity[key.name]], 'run', em.getTransactionContext());
}

/** Whether changes name a ManyToMany: its pivot rows need the ORM, never one statement. */
export function changesManyToMany(meta: EntityMetadata, changes: Record<string, unknown>): boolean {
  return Object.keys(changes).some((name) => (meta.properties[name as keyof typeof meta.properties] as EntityProperty | undefined)?.kind === ReferenceKind.MANY_TO_MANY);
}

import type { EntityMetadata } from '@mikro-orm/core';

/**
 * Writes converted form values onto the entity, limited to `writable` (the form's own fields) and
 * never its primary key or version: a key smuggled into `changes` is dropped, not written.
 */
export function applyChanges(meta: EntityMetadata, entity: object, changes: Record<string, unknown>, writable: ReadonlySet<string>): string[] {
  const written: string[] = [];
  for (const [key, value] of Object.entries(changes)) {
    if (!writable.has(key) || meta.primaryKeys.includes(key as never) || key === meta.versionProperty) continue;
    if (!Object.hasOwn(meta.properties, key)) continue;
    (entity as Record<string, unknown>)[key] = value;
    written.push(key);
  }
  return written;
}

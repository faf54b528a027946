import type { EntityMetadata } from '@mikro-orm/core';

/** The entity's optimistic-lock version as the form carries it, or null when it is not versioned. */
export function versionOf(meta: EntityMetadata, entity: object): string | null {
  if (!meta.versionProperty) return null;
  const value = (entity as Record<string, unknown>)[meta.versionProperty];
  if (value instanceof Date) return value.toISOString();
  return value === null || value === undefined ? '' : String(value);
}

/** Whether a submitted `_version` no longer matches the row (someone else saved in between). */
export function isStale(meta: EntityMetadata, entity: object, submitted: unknown): boolean {
  const current = versionOf(meta, entity);
  return current !== null && current !== submitted;
}

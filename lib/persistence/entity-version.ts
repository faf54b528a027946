import type { EntityMetadata } from '@mikro-orm/core';

/** The entity's optimistic-lock version as a form carries it (a date as ISO text), or null when it is not versioned. */
export function versionOf(meta: EntityMetadata, entity: object): string | null {
  if (!meta.versionProperty) return null;
  const value = (entity as Record<string, unknown>)[meta.versionProperty];
  if (value instanceof Date) return value.toISOString();
  return value === null || value === undefined ? '' : String(value);
}

import type { EntityMetadata } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

const named = new WeakMap<EntityMetadata, Map<string, string>>();

/** A quoted SQL identifier. */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * The entity's table, quoted and qualified by its schema (the entity's own, else `fallbackSchema`):
 * `"public"."book"`, or `"book"` on the search path. The one rule of every statement the library
 * writes itself (row statements, counts, index advice).
 */
export function qualifiedTableName(meta: EntityMetadata, fallbackSchema: string | undefined): string {
  const schema = meta.schema && meta.schema !== '*' ? meta.schema : fallbackSchema;
  return schema ? `${quoteIdentifier(schema)}.${quoteIdentifier(meta.tableName)}` : quoteIdentifier(meta.tableName);
}

/** {@link qualifiedTableName} in the entity manager's schema (a fork's own, else the ORM's), kept per entity and schema. */
export function sqlTableName(em: EntityManager, meta: EntityMetadata): string {
  const schema = em.schema ?? em.config.get('schema');
  let bySchema = named.get(meta);
  if (!bySchema) named.set(meta, (bySchema = new Map()));
  let name = bySchema.get(schema ?? '');
  if (name === undefined) bySchema.set(schema ?? '', (name = qualifiedTableName(meta, schema)));
  return name;
}

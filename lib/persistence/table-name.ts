import type { EntityMetadata } from '@mikro-orm/core';

/** A quoted SQL identifier. */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * The entity's table, quoted and qualified by its schema (the entity's own, else `fallbackSchema`,
 * the entity manager's or the ORM's): `"public"."book"`, or `"book"` on the search path.
 */
export function qualifiedTableName(meta: EntityMetadata, fallbackSchema: string | undefined): string {
  const schema = meta.schema && meta.schema !== '*' ? meta.schema : fallbackSchema;
  return schema ? `${quoteIdentifier(schema)}.${quoteIdentifier(meta.tableName)}` : quoteIdentifier(meta.tableName);
}

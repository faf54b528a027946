import type { EntityMetadata, EntityProperty } from '@mikro-orm/core';

/**
 * What already serves a lookup by `column` in the schema MikroORM creates from the metadata: a B-tree
 * serves it when the column leads it (a composite primary key, such as a pivot's `(novel_id, label_id)`,
 * serves its first column only). Read from the metadata, as the index advice never connects: an index
 * made by hand in the database is not seen (every advised statement says `IF NOT EXISTS` for that).
 * Returns what serves it, for the advice's note, or null. PostgreSQL indexes neither a foreign key nor
 * (MikroORM 7) does the schema generator, but for a OneToOne's unique constraint.
 */
export function declaredIndexOn(meta: EntityMetadata, column: string): string | null {
  if (leadingColumn(meta, meta.primaryKeys) === column) return meta.primaryKeys.length > 1 ? 'the primary key it leads' : 'the primary key';
  for (const prop of Object.values(meta.properties) as EntityProperty[]) {
    if (prop.fieldNames?.[0] !== column) continue;
    if (prop.unique) return 'its unique constraint';
    if (prop.index) return 'its index';
  }
  for (const [declared, what] of [[meta.uniques, 'the unique constraint it leads'], [meta.indexes, 'the index it leads']] as const) {
    for (const index of declared) {
      if (index.disabled || index.expression || index.where || index.properties === undefined) continue;
      if (leadingColumn(meta, [index.properties].flat() as string[]) === column) return what;
    }
  }
  return null;
}

/** The first column of an index over these properties, as stored. */
function leadingColumn(meta: EntityMetadata, properties: readonly string[]): string | undefined {
  const first = properties[0];
  if (first === undefined || !Object.hasOwn(meta.properties, first)) return undefined;
  return (meta.properties[first as keyof typeof meta.properties] as EntityProperty).fieldNames?.[0];
}

import {
  ForeignKeyConstraintViolationException, NotNullConstraintViolationException, UniqueConstraintViolationException,
  type EntityMetadata, type EntityProperty,
} from '@mikro-orm/core';

/** A row the database refused for one of its own rules, said in the entity's words. */
export interface ConstraintViolation {
  /** `unique`: another row holds the value; `foreign_key`: the value names no row; `not_null`: a value is missing. */
  kind: 'unique' | 'foreign_key' | 'not_null';
  /** The entity properties the rule is about, when PostgreSQL names their columns; else empty. */
  fields: string[];
}

/**
 * The violation a write failed with, or null for any other error. PostgreSQL names the columns in
 * its message's detail (`Key (isbn)=(…) already exists.`) or, for a missing value, in `column`;
 * they are mapped back to properties so a form can say which field. Values are never echoed.
 */
export function constraintViolation(error: unknown, meta: EntityMetadata): ConstraintViolation | null {
  // The ORM's flush converts the driver's error; a statement sent as SQL text leaves its SQLSTATE.
  const code = (error as { code?: unknown } | null)?.code;
  const kind = error instanceof UniqueConstraintViolationException || code === '23505' ? 'unique'
    : error instanceof ForeignKeyConstraintViolationException || code === '23503' ? 'foreign_key'
      : error instanceof NotNullConstraintViolationException || code === '23502' ? 'not_null' : null;
  if (kind === null) return null;
  const { detail, column } = error as { detail?: unknown; column?: unknown };
  const columns = typeof detail === 'string' ? /^Key \(([^)]*)\)=/.exec(detail)?.[1].split(',').map((name) => name.trim().replace(/^"|"$/g, '')) ?? [] : [];
  if (typeof column === 'string') columns.push(column);
  const byColumn = new Map((Object.values(meta.properties) as EntityProperty[]).flatMap((prop) => (prop.fieldNames ?? []).map((name) => [name, prop.name] as const)));
  return { kind, fields: [...new Set(columns.flatMap((name) => byColumn.get(name) ?? []))] };
}

import type { EntityProperty } from '@mikro-orm/core';
import { fitsInteger, sqlTypeFamily } from './column-sql-type.js';
import { likePattern } from './like-pattern.js';
import type { SearchTest } from './search-test.js';

/** A condition and its parameters (`?` placeholders). */
export interface SqlCondition {
  sql: string;
  params: unknown[];
}

/**
 * The SQL of a search test on one stored column (`field` is the quoted, aliased column), or null
 * when no row can match. Text is compared on the column itself, so an index serves it: `ILIKE` for
 * `contains` (a `gin_trgm_ops` index), `lower(col) LIKE` / `lower(col) =` for `prefix` / `exact` (a
 * `text_pattern_ops` B-tree on `lower(col)`); numbers, booleans, choices and dates by equality or range
 * (a B-tree). Only a text search on a column that is not text casts it, which no index serves.
 */
export function searchSql(test: SearchTest, prop: EntityProperty, field: string): SqlCondition | null {
  const family = sqlTypeFamily(prop);
  switch (test.kind) {
    case 'none':
      return null;
    case 'text': {
      const text = family === 'text' ? field : `cast(${field} as text)`;
      if (test.mode === 'contains') return { sql: `${text} ilike ?`, params: [likePattern(test.term, 'contains')] };
      if (test.mode === 'prefix') return { sql: `lower(${text}) like lower(?)`, params: [likePattern(test.term, 'prefix')] };
      return { sql: `lower(${text}) = lower(?)`, params: [test.term] };
    }
    case 'number':
      if (family === 'integer' ? !fitsInteger(prop, test.value) : family !== 'numeric' && family !== 'text') return null;
      return { sql: `${field} = ?`, params: [test.value] };
    case 'boolean':
      return family === 'boolean' ? { sql: `${field} = ?`, params: [test.value] } : null;
    case 'choice': {
      const values = family === 'integer' ? test.values.filter((value) => fitsInteger(prop, value)) : test.values;
      if (values.length === 0) return null;
      return values.length === 1 ? { sql: `${field} = ?`, params: values } : { sql: `${field} in (${values.map(() => '?').join(', ')})`, params: values };
    }
    case 'date':
      if (family === 'date') return { sql: `(${field} >= ? and ${field} < ?)`, params: [test.from, test.to] };
      return { sql: `cast(${field} as text) like ?`, params: [likePattern(test.prefix, 'prefix')] };
  }
}

/** Tests joined with `or` (a global search), or a condition no row meets when none can match. */
export function anyOf(conditions: Array<SqlCondition | null>): SqlCondition {
  const present = conditions.filter((condition): condition is SqlCondition => condition !== null);
  if (present.length === 0) return { sql: '1 = 0', params: [] };
  return { sql: present.length === 1 ? present[0].sql : `(${present.map((c) => c.sql).join(' or ')})`, params: present.flatMap((c) => c.params) };
}

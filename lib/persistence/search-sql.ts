import type { EntityProperty } from '@mikro-orm/core';
import { fitsInteger, sqlTypeFamily } from './column-sql-type.js';
import { columnTypeName, integerRange } from './integer-types.js';
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
 * (a B-tree). A text search on a column that is not text never reaches `ILIKE` or `LIKE`: it is
 * compared exactly (a UUID equal to the term, written as a UUID; any other type as its text), which
 * PostgreSQL can always run and a B-tree on a UUID serves.
 */
export function searchSql(test: SearchTest, prop: EntityProperty, field: string): SqlCondition | null {
  const family = sqlTypeFamily(prop);
  switch (test.kind) {
    case 'none':
      return null;
    case 'text': {
      if (family !== 'text') return exactText(test.term, prop, field);
      if (test.mode === 'contains') return { sql: `${field} ilike ?`, params: [likePattern(test.term, 'contains')] };
      if (test.mode === 'prefix') return { sql: `lower(${field}) like lower(?)`, params: [likePattern(test.term, 'prefix')] };
      return { sql: `lower(${field}) = lower(?)`, params: [test.term] };
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
    case 'range':
      return rangeSql(test, prop, field);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Text compared with a column that is not text: a UUID by equality (a term that is no UUID matches
 * nothing, where PostgreSQL would fail to read it), an integer with a literal that fits it, any other
 * type as its text, exactly. The bundle this library follows sent `uuid ILIKE`, which PostgreSQL refuses.
 */
function exactText(term: string, prop: EntityProperty, field: string): SqlCondition | null {
  const type = columnTypeName(prop);
  if (type === 'uuid') return UUID.test(term) ? { sql: `${field} = ?`, params: [term.toLowerCase()] } : null;
  const family = sqlTypeFamily(prop);
  if (family === 'integer') return fitsInteger(prop, term) ? { sql: `${field} = ?`, params: [term] } : null;
  return { sql: `cast(${field} as text) = ?`, params: [term] };
}

/** A filter's range: bounds as literals of the column's type (an integer column's rounded inward, kept within the type). */
function rangeSql(test: Extract<SearchTest, { kind: 'range' }>, prop: EntityProperty, field: string): SqlCondition | null {
  const family = sqlTypeFamily(prop);
  if (test.of === 'date' ? family !== 'date' : family !== 'integer' && family !== 'numeric') return null;
  let { from, to } = test;
  if (family === 'integer') {
    const range = integerRange(columnTypeName(prop))!;
    const low = from === null ? null : roundedInteger(from, 'up');
    const high = to === null ? null : roundedInteger(to, 'down');
    if ((low !== null && low > range.max) || (high !== null && high < range.min)) return null;
    from = low === null || low <= range.min ? null : String(low);
    to = high === null || high >= range.max ? null : String(high);
  }
  const parts: SqlCondition[] = [];
  if (from !== null) parts.push({ sql: `${field} >= ?`, params: [from] });
  if (to !== null) parts.push({ sql: test.of === 'date' ? `${field} < ?` : `${field} <= ?`, params: [to] });
  if (parts.length === 0) return { sql: `${field} is not null`, params: [] };
  return { sql: `(${parts.map((part) => part.sql).join(' and ')})`, params: parts.flatMap((part) => part.params) };
}

/** A plain decimal literal (`-12.5`) as the nearest integer up or down, exactly (BigInt: no float rounding). */
function roundedInteger(literal: string, direction: 'up' | 'down'): bigint {
  const [whole, fraction = ''] = literal.replace(/^\+/, '').split('.');
  const negative = whole.startsWith('-');
  const value = BigInt(whole === '' || whole === '-' ? `${whole}0` : whole);
  if (!/[1-9]/.test(fraction)) return value;
  // BigInt truncates toward zero: a fraction moves a positive value down, a negative one up.
  if (direction === 'up') return negative ? value : value + 1n;
  return negative ? value - 1n : value;
}

/** Tests joined with `or` (a global search), or a condition no row meets when none can match. */
export function anyOf(conditions: Array<SqlCondition | null>): SqlCondition {
  const present = conditions.filter((condition): condition is SqlCondition => condition !== null);
  if (present.length === 0) return { sql: '1 = 0', params: [] };
  return { sql: present.length === 1 ? present[0].sql : `(${present.map((c) => c.sql).join(' or ')})`, params: present.flatMap((c) => c.params) };
}

import { RawQueryFragment, Utils, type EntityMetadata } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SqlCondition } from './search-sql.js';

/**
 * The ORM's filters (a soft delete's `{ deleted: false }`, a tenant's) on the library's reads. MikroORM 7's
 * query builder applies none unless asked (`qb.applyFilters()`), and the library's own SQL text knows
 * nothing of them: every read of a table's rows (the page, its counts, totals and groups, the export,
 * "all matching") holds the condition {@link visibleRows} gives, a relation picker's query builder
 * {@link withFilters}.
 */

/**
 * Whether any filter may apply to the entity: one of its own, or one of the ORM's configuration. Without
 * them nothing is asked of the ORM (a data request pays nothing for filters it has not got). Filters an
 * application adds to an entity manager with `em.addFilter()` are not seen: MikroORM keeps them private.
 */
export function filtersMayApply(em: EntityManager, meta: EntityMetadata): boolean {
  return Utils.hasObjectKeys(meta.filters ?? {}) || Utils.hasObjectKeys(em.config.get('filters') ?? {});
}

/**
 * The condition the entity manager's filters put on the entity's rows (aliased `alias`), as `em.find` would
 * apply them: those active by default or enabled, with the parameters set on the entity manager
 * (`em.setFilterParams`). Null when none applies. Rendered by the ORM's own query builder; a filter on a
 * relation, which needs joins, becomes `key in (the filtered keys)`.
 */
export async function visibleRows(em: EntityManager, meta: EntityMetadata, alias = 'e'): Promise<SqlCondition | null> {
  if (!filtersMayApply(em, meta)) return null;
  const cond = await em.applyFilters(meta.class, {}, {}, 'read');
  if (!cond || !(Utils.hasObjectKeys(cond) || RawQueryFragment.hasObjectFragments(cond))) return null;
  const unfiltered = em.createQueryBuilder(meta.class, alias).select(meta.primaryKeys).getQuery();
  const { sql, params } = em.createQueryBuilder(meta.class, alias).select(meta.primaryKeys).where(cond as never).toQuery();
  const where = `${unfiltered} where `;
  if (sql.startsWith(where)) return { sql: `(${sql.slice(where.length)})`, params: [...params] };
  const keys = meta.primaryKeys.map((key) => `${em.getPlatform().quoteIdentifier(alias)}.${em.getPlatform().quoteIdentifier(fieldOf(meta, key))}`);
  return { sql: `(${keys.join(', ')}) in (${sql})`, params: [...params] };
}

/** The query builder with the filters `em.find` would apply (a relation picker's rows: the related entity's filters). */
export async function withFilters<Q extends { applyFilters(): Promise<void> }>(em: EntityManager, meta: EntityMetadata, qb: Q): Promise<Q> {
  if (filtersMayApply(em, meta)) await qb.applyFilters();
  return qb;
}

/** Both conditions (either may be missing). */
export function bothOf(first: SqlCondition | null, second: SqlCondition | null): SqlCondition | null {
  if (!first || !second) return first ?? second;
  return { sql: `(${first.sql}) and (${second.sql})`, params: [...first.params, ...second.params] };
}

function fieldOf(meta: EntityMetadata, name: string): string {
  return (meta.properties[name as keyof typeof meta.properties] as { fieldNames: string[] }).fieldNames[0];
}

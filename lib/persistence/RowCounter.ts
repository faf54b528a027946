import type { EntityMetadata } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CountCache } from './CountCache.js';
import { bothOf } from './orm-filters.js';
import type { SqlCondition } from './search-sql.js';
import { sqlTableName } from './table-name.js';
import type { TableBinding } from './TableBinding.js';

/** The counts DataTables.net shows, and which of them are the planner's estimates. */
export interface RowCounts {
  total: number;
  filtered: number;
  estimated: { total: boolean; filtered: boolean };
}

/** Under `'estimate'`, a search's matches are counted exactly up to this many, estimated past it. */
export const EXACT_MATCHES_UP_TO = 10_000;

/** How long a table's statistics are reused before `pg_class` is read again, in ms. */
const STATISTICS_TTL_MS = 5_000;

const ALIAS = 'e';

/**
 * Counts the rows of a data request by the table's count strategy (`DataTable.count`), never counting
 * the whole table twice: an unfiltered request's `filtered` is its `total`. One per router: it keeps
 * the `{ cacheMs }` counts and, for a few seconds, each table's statistics.
 */
export class RowCounter {
  private readonly statistics = new Map<string, { rows: number | null; expires: number }>();

  constructor(readonly cache: CountCache = new CountCache()) {}

  /**
   * `where`: the request's search and column filters (null: none); `visible`: the rows the ORM's filters let
   * through (`orm-filters`), which the total counts and `where` narrows. `matching`: the rows matching both,
   * already counted exactly by a statement of the same request (the totals' `count(*)`): taken as the
   * filtered count, exact whatever the strategy, so that they are not counted twice.
   */
  async count(em: EntityManager, binding: TableBinding, where: SqlCondition | null, matching?: number, visible: SqlCondition | null = null): Promise<RowCounts> {
    if (matching !== undefined) {
      if (!where) return counts(matching, matching, false, false);
      const total = await this.count(em, binding, null, undefined, visible);
      return counts(total.total, matching, total.estimated.total, false);
    }
    const strategy = binding.table.count;
    const meta = binding.meta!;
    const searched = bothOf(visible, where);
    const exact = (condition: SqlCondition | null) => countMatching(em, meta, condition);
    if (typeof strategy === 'object' && 'cacheMs' in strategy) {
      const cached = (condition: SqlCondition | null) =>
        this.cache.get(binding.name, condition ? JSON.stringify(condition) : '', strategy.cacheMs, () => exact(condition));
      const total = await cached(visible);
      return counts(total, where ? await cached(searched) : total, false, false);
    }
    const threshold = strategy === 'exact' ? null : strategy === 'estimate' ? 1 : Math.max(1, strategy.estimateAbove);
    const size = threshold === null ? null : await this.tableEstimate(em, meta);
    if (size === null || size < threshold!) {
      const total = await exact(visible);
      return counts(total, where ? await exact(searched) : total, false, false);
    }
    // The statistics count every row; the planner says how many of them the filters let through (nothing run).
    const estimate = visible ? Math.min(size, await plannedRows(em, meta, visible)) : size;
    if (!where) return counts(estimate, estimate, true, true);
    const matches = await countMatching(em, meta, searched, EXACT_MATCHES_UP_TO + 1);
    if (matches <= EXACT_MATCHES_UP_TO) return counts(estimate, matches, true, false);
    const planned = await plannedRows(em, meta, searched!);
    return counts(estimate, Math.max(EXACT_MATCHES_UP_TO + 1, Math.min(planned, estimate)), true, true);
  }

  /** Drops the cached counts of a table (after a write to its entity). */
  invalidate(table: string): void {
    this.cache.invalidate(table);
  }

  /**
   * The planner's row estimate of the whole table: `reltuples` scaled to the table's current size, as
   * the planner itself does. Null when the table was never analyzed (`reltuples = -1`) or is unknown.
   */
  private async tableEstimate(em: EntityManager, meta: EntityMetadata): Promise<number | null> {
    const name = sqlTableName(em, meta);
    const known = this.statistics.get(name);
    if (known && known.expires > Date.now()) return known.rows;
    const [row] = await em.getConnection().execute<Array<{ tuples: number; pages: number; current: number }>>(
      `select c.reltuples::float8 as tuples, c.relpages::float8 as pages, pg_relation_size(c.oid)::float8 / current_setting('block_size')::float8 as current
       from pg_class c where c.oid = to_regclass(?)`,
      [name],
    );
    let rows: number | null = null;
    if (row && Number(row.tuples) >= 0) {
      const [tuples, pages, current] = [Number(row.tuples), Number(row.pages), Number(row.current)];
      rows = Math.round(pages > 0 ? (tuples / pages) * Math.max(current, 1) : tuples);
    }
    this.statistics.set(name, { rows, expires: Date.now() + STATISTICS_TTL_MS });
    return rows;
  }
}

function counts(total: number, filtered: number, totalEstimated: boolean, filteredEstimated: boolean): RowCounts {
  return { total, filtered, estimated: { total: totalEstimated, filtered: filteredEstimated } };
}

/** `COUNT(*)` of the rows meeting a condition (all rows without one), stopping after `limit` rows when given. */
async function countMatching(em: EntityManager, meta: EntityMetadata, where: SqlCondition | null, limit?: number): Promise<number> {
  const qb = em.createQueryBuilder(meta.class, ALIAS);
  if (where) qb.andWhere(where.sql, where.params);
  if (limit === undefined) return qb.getCount();
  qb.select(meta.primaryKeys).limit(limit);
  const [row] = await em.getConnection().execute<Array<{ count: string | number }>>(
    `select count(*) as "count" from (${qb.getQuery()}) as "matching"`,
    [...qb.getParams()],
  );
  return Number(row.count);
}

/** The planner's estimate of the rows meeting a condition (`EXPLAIN`, nothing run). */
async function plannedRows(em: EntityManager, meta: EntityMetadata, where: SqlCondition): Promise<number> {
  const qb = em.createQueryBuilder(meta.class, ALIAS).select(meta.primaryKeys).andWhere(where.sql, where.params);
  const [row] = await em.getConnection().execute<Array<Record<string, unknown>>>(`explain (format json) ${qb.getQuery()}`, [...qb.getParams()]);
  const plan = row['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan: { 'Plan Rows': number } }>;
  return Math.round(parsed[0].Plan['Plan Rows']);
}

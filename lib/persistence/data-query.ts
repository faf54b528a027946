import type { EntityMetadata, EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { directLoadReason } from './orm-bypass.js';
import { bothOf, visibleRows } from './orm-filters.js';
import { scalarProperty } from './entity-metadata.js';
import { pageRows } from './page-rows.js';
import { sqlTableName } from './table-name.js';
import { keyColumn, keyProperty } from './column-path.js';
import { joinsSql, pathConditionSql, pathValueSql } from './path-sql.js';
import { pathSelect } from './path-values.js';
import { RowCounter } from './RowCounter.js';
import { anyOf, searchSql, type SqlCondition } from './search-sql.js';
import { filterTest, type ColumnFilter } from './filter-test.js';
import { searchTest, type SearchTest } from './search-test.js';
import type { TableBinding } from './TableBinding.js';

/** What to fetch: searches and orderings already restricted to the table's searchable/orderable columns. */
export interface PageQuery {
  /** Global search: matches when any of `searchColumns` matches it. */
  search: string;
  searchColumns: string[];
  /** Per-column searches, all of which must match. */
  columnSearch: Array<{ column: string; value: string }>;
  order: Array<{ column: string; dir: 'asc' | 'desc' }>;
  /** Column filters (checked against the table's filterable columns), all of which must match. */
  filters?: ColumnFilter[];
  start: number;
  length: number;
  /** The locale the browser shows dates in, in which a date column without a format is searched too. */
  dateLocale?: string;
  /** One row only, whose scalar `property` is `value` (a cell's answer, http/cell/current-row.ts): nothing is counted. */
  row?: { property: string; value: unknown };
}

/** One page of entities with the counts DataTables.net shows, and which counts are estimates. */
export interface EntityPage {
  total: number;
  filtered: number;
  estimated: { total: boolean; filtered: boolean };
  /** The page's entities; plain objects of their values where those give the table the same rows (`plain-rows`). */
  entities: object[];
  /** For a table with columns on relations: each entity's values of those columns, by column name (`path-values`). */
  related?: Array<Record<string, unknown>>;
}

export const ALIAS = 'e';
/** The counts of a query for one row by its key, which nobody shows. */
const ONE_ROW = { total: 1, filtered: 1, estimated: { total: true, filtered: true } };
/** From this offset on, a page is found by its keys first (see {@link fetchEntityPage}). */
const DEEP_PAGE = 1000;

/**
 * The rows a request is about: those the ORM's filters let through (`visible`, `orm-filters`: the whole
 * table's rows as the application sees them), its search and column filters (`search`), and both (`where`,
 * what every statement of its rows holds).
 */
export interface MatchingRows {
  visible: SqlCondition | null;
  search: SqlCondition | null;
  where: SqlCondition | null;
}

/** The {@link MatchingRows} of a query. */
export async function matchingRows(em: EntityManager, binding: TableBinding, query: PageQuery): Promise<MatchingRows> {
  const visible = await visibleRows(em, binding.meta!);
  const search = searchCondition(em, binding, query);
  return { visible, search, where: bothOf(visible, search) };
}

/** The condition every row `query` matches meets: the ORM's filters and the query's search and column filters. */
export async function matchingCondition(em: EntityManager, binding: TableBinding, query: PageQuery): Promise<SqlCondition | null> {
  return (await matchingRows(em, binding, query)).where;
}

/**
 * Counts (by the table's count strategy), searches, orders and pages in SQL, never loading more than
 * one page of entities. What a search means depends on each column (`search-test`): text is compared
 * on the column itself so that an index serves it, numbers and dates exactly. The primary key is
 * always the last ordering, in the direction of the one before it, so pages are stable and a B-tree
 * on `(column, key)` serves both directions. `matching`: the rows matching the search and filters, already
 * counted exactly (the totals' statement, `totals-query`), which the page then does not count again; `known`:
 * the query's {@link matchingRows}, when the caller has them already.
 */
export async function fetchEntityPage(
  em: EntityManager,
  binding: TableBinding,
  query: PageQuery,
  counter: RowCounter = new RowCounter(),
  matching?: number,
  known?: MatchingRows,
): Promise<EntityPage> {
  const meta = binding.meta!;
  const { visible, search, where } = known ?? (await matchingRows(em, binding, query));
  const counts = query.row ? ONE_ROW : await counter.count(em, binding, search, matching, visible);
  // Past the last match (known exactly), there is nothing to fetch: a deep page of an empty search costs no scan.
  if (!counts.estimated.filtered && query.start >= counts.filtered) return { ...counts, entities: [] };
  const order = rowOrder(meta, query);
  if (directLoadReason(em, meta) === null) return { ...counts, ...(await loadPage(em, binding, where, order, query)) };
  if (binding.paths?.size) return { ...counts, ...(await loadPageByKeys(em, binding, where, order, query)) };
  const page = em.createQueryBuilder(meta.class, ALIAS);
  if (where) page.andWhere(where.sql, where.params);
  page.orderBy(order).limit(query.length, query.start);
  if (query.start < DEEP_PAGE || meta.primaryKeys.length !== 1) return { ...counts, entities: await page.getResultList() };
  // A deep page skips its rows by their keys alone, which a (column, key) B-tree gives without reading
  // the table (an index-only scan), then loads the page's rows: OFFSET 500000 no longer fetches 500,000 rows.
  const key = meta.primaryKeys[0];
  page.select([key]);
  const rows = em.createQueryBuilder(meta.class, 'p').where({ [key]: { $in: page } } as never).orderBy(order);
  return { ...counts, entities: await rows.getResultList() };
}

/**
 * The page as SQL text, the very statement the query builder above writes, mapped by `em.map` (or into
 * plain objects: `plain-rows`): where that gives what the ORM's query gives (`orm-bypass`), it costs a
 * fraction of building the query (the builder's `orderBy` alone was the largest part of a data request's CPU).
 * Columns on relations are selected by the same statement, through its left joins (`path-values`).
 */
async function loadPage(em: EntityManager, binding: TableBinding, where: SqlCondition | null, order: Array<Record<string, 'asc' | 'desc'>>, query: PageQuery): Promise<Pick<EntityPage, 'entities' | 'related'>> {
  const meta = binding.meta!;
  const paths = pathSelect(em, binding, 'cell');
  const paging = query.start > 0 ? 'limit ? offset ?' : 'limit ?';
  const pagingParams = query.start > 0 ? [query.length, query.start] : [query.length];
  let sql = `${orderedSelect(em, binding, where, order, `${quote(em, ALIAS)}.*${paths.columns}`)} ${paging}`;
  if (query.start >= DEEP_PAGE && meta.primaryKeys.length === 1) {
    const key = `${quote(em, ALIAS)}.${quote(em, keyColumn(meta))}`;
    // The keys' statement joins only what its order needs: ordered by the row's own columns, it stays an index-only scan.
    const keys = `${orderedSelect(em, binding, where, order, key, ordersByPath(binding, order))} ${paging}`;
    sql = `select ${quote(em, ALIAS)}.*${paths.columns} from ${sqlTableName(em, meta)} as ${quote(em, ALIAS)}${paths.joins} where ${key} in (${keys}) order by ${orderBySql(em, binding, order)}`;
  }
  const rows = await em.getConnection('read').execute<Record<string, unknown>[]>(sql, [...(where?.params ?? []), ...pagingParams]);
  return pageRows(em, binding, paths, rows);
}

/**
 * A page of a table on relations whose rows the ORM must load (`orm-bypass`): its keys and its columns
 * on relations in one statement (the page's own order and joins), then its entities by those keys, put
 * back in that order. Two statements, whatever the page holds.
 */
async function loadPageByKeys(em: EntityManager, binding: TableBinding, where: SqlCondition | null, order: Array<Record<string, 'asc' | 'desc'>>, query: PageQuery): Promise<Pick<EntityPage, 'entities' | 'related'>> {
  const meta = binding.meta!;
  const paths = pathSelect(em, binding, 'cell');
  const keyName = meta.primaryKeys[0];
  const key = `${quote(em, ALIAS)}.${quote(em, keyColumn(meta))}`;
  const paging = query.start > 0 ? 'limit ? offset ?' : 'limit ?';
  const pagingParams = query.start > 0 ? [query.length, query.start] : [query.length];
  const sql = `${orderedSelect(em, binding, where, order, `${key} as "ux:key"${paths.columns}`)} ${paging}`;
  const rows = await em.getConnection('read').execute<Record<string, unknown>[]>(sql, [...(where?.params ?? []), ...pagingParams]);
  if (rows.length === 0) return { entities: [], related: [] };
  const found = await em.createQueryBuilder(meta.class, ALIAS).where({ [keyName]: { $in: rows.map((row) => row['ux:key']) } } as never).getResultList();
  const byKey = new Map(found.map((entity) => [String((entity as Record<string, unknown>)[keyName]), entity]));
  const entities: object[] = [];
  const related: Array<Record<string, unknown>> = [];
  for (const row of rows) {
    const entity = byKey.get(String(row['ux:key']));
    // A row deleted between the two statements is left out of the page.
    if (!entity) continue;
    entities.push(entity);
    related.push(paths.take(row));
  }
  return { entities, related };
}

/**
 * Every row of the table matching `where`, all columns (or the expressions `selected`), in `order` (the
 * page's ordering, then the key: {@link rowOrder}): the statement a data page pages and an export streams.
 * The table's columns on relations are left-joined (`joined`: unless the statement needs none of them).
 */
export function orderedSelect(em: EntityManager, binding: TableBinding, where: SqlCondition | null, order: Array<Record<string, 'asc' | 'desc'>>, selected = `${quote(em, ALIAS)}.*`, joined = true): string {
  const filter = where ? ` where ${where.sql}` : '';
  const joins = joined && binding.paths?.size ? joinsSql(em, binding.paths.toOneSteps) : '';
  return `select ${selected} from ${sqlTableName(em, binding.meta!)} as ${quote(em, ALIAS)}${joins}${filter} order by ${orderBySql(em, binding, order)}`;
}

/** The query's orderings by property, then the primary key in the direction of the last one: a stable order. */
export function rowOrder(meta: EntityMetadata, query: Pick<PageQuery, 'order'>): Array<Record<string, 'asc' | 'desc'>> {
  return [...query.order.map(({ column: name, dir }) => ({ [name]: dir })), ...keyOrder(meta, query)];
}

/** The ORDER BY of `order`: a column on a relation by its joined field (`"r1"."name"`), any other by the row's own. */
function orderBySql(em: EntityManager, binding: TableBinding, order: Array<Record<string, 'asc' | 'desc'>>): string {
  const meta = binding.meta!;
  return order.map((o) => {
    const [name, dir] = Object.entries(o)[0];
    const path = binding.pathOf(name);
    if (path) return `${pathValueSql(em, path, null)} ${dir}`;
    return `${em.getPlatform().quoteIdentifier(`${ALIAS}.${(meta.properties[name as keyof typeof meta.properties] as EntityProperty).fieldNames[0]}`)} ${dir}`;
  }).join(', ');
}

/** Whether `order` names a column on a relation (so its statement needs the joins). */
function ordersByPath(binding: TableBinding, order: Array<Record<string, 'asc' | 'desc'>>): boolean {
  return order.some((o) => binding.pathOf(Object.keys(o)[0]) !== undefined);
}

function quote(em: EntityManager, identifier: string): string {
  return em.getPlatform().quoteIdentifier(identifier);
}

/**
 * The global search (any column), the column searches and the filters (each column), as one condition; null
 * without any. Not the ORM's filters: a statement of a table's rows takes {@link matchingCondition}.
 */
export function searchCondition(em: EntityManager, binding: TableBinding, query: PageQuery): SqlCondition | null {
  const meta = binding.meta!;
  const sql = (name: string, test: SearchTest): SqlCondition | null => {
    const path = binding.pathOf(name);
    if (path) return pathConditionSql(em, path, (field) => searchSql(test, path.prop, field));
    const prop = scalarProperty(meta, name) as EntityProperty;
    const field = `${ALIAS}.${em.getPlatform().quoteIdentifier(prop.fieldNames[0])}`;
    return searchSql(test, prop, field);
  };
  const test = (name: string, term: string) => sql(name, searchTest(binding.table.column(name)!, term, query.dateLocale));
  const filter = (column: string, value: ColumnFilter['value']) => {
    const path = binding.pathOf(column);
    // A relation's filter names related rows by their keys: tested on the key, not on the label.
    if (path?.relation && 'in' in value) return pathConditionSql(em, path, (field) => searchSql({ kind: 'choice', values: value.in }, keyProperty(path.owner), field), keyColumn(path.owner));
    return sql(column, filterTest(binding.table.column(column)!, value));
  };
  const parts: SqlCondition[] = [];
  if (query.row) {
    const prop = scalarProperty(meta, query.row.property) as EntityProperty;
    parts.push({ sql: `${ALIAS}.${em.getPlatform().quoteIdentifier(prop.fieldNames[0])} = ?`, params: [query.row.value] });
  }
  if (query.search !== '') parts.push(anyOf(query.searchColumns.map((name) => test(name, query.search))));
  for (const { column, value } of query.columnSearch) parts.push(anyOf([test(column, value)]));
  for (const { column, value } of query.filters ?? []) parts.push(anyOf([filter(column, value)]));
  if (parts.length === 0) return null;
  return { sql: parts.map((part) => part.sql).join(' and '), params: parts.flatMap((part) => part.params) };
}

function keyOrder(meta: EntityMetadata, query: Pick<PageQuery, 'order'>): Array<Record<string, 'asc' | 'desc'>> {
  const dir = query.order.at(-1)?.dir ?? 'asc';
  return meta.primaryKeys.filter((key) => !query.order.some((o) => o.column === key)).map((key) => ({ [key]: dir }));
}

import type { EntityMetadata, EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TableBinding } from './TableBinding.js';
import { containsPattern } from './like-pattern.js';
import { scalarProperty } from './entity-metadata.js';

/** What to fetch: searches and orderings already restricted to the table's searchable/orderable columns. */
export interface PageQuery {
  /** Global search: matches when any of `searchColumns` contains it. */
  search: string;
  searchColumns: string[];
  /** Per-column "contains" searches, all of which must match. */
  columnSearch: Array<{ column: string; value: string }>;
  order: Array<{ column: string; dir: 'asc' | 'desc' }>;
  start: number;
  length: number;
}

/** One page of entities with the counts DataTables.net shows. */
export interface EntityPage {
  total: number;
  filtered: number;
  entities: object[];
}

const ALIAS = 'e';

/**
 * Counts, searches, orders and pages in SQL, never loading more than one page of entities.
 * Searches compare the column cast to text, case-insensitively (`ILIKE`), with `%`, `_` and `\`
 * escaped; the primary key is always the last ordering, so pages are stable.
 */
export async function fetchEntityPage(em: EntityManager, binding: TableBinding, query: PageQuery): Promise<EntityPage> {
  const meta = binding.meta!;
  const column = (name: string): string => {
    const prop = scalarProperty(meta, name) as EntityProperty;
    return `cast(${ALIAS}.${em.getPlatform().quoteIdentifier(prop.fieldNames[0])} as text)`;
  };
  const qb = em.createQueryBuilder(meta.class, ALIAS);
  if (query.search !== '') {
    const tests = query.searchColumns.map((name) => `${column(name)} ilike ?`);
    qb.andWhere(tests.length > 0 ? `(${tests.join(' or ')})` : '1 = 0', tests.map(() => containsPattern(query.search)));
  }
  for (const { column: name, value } of query.columnSearch) {
    qb.andWhere(`${column(name)} ilike ?`, [containsPattern(value)]);
  }
  const total = await em.count(meta.class, {});
  const filtered = query.search === '' && query.columnSearch.length === 0 ? total : await qb.clone().getCount();
  const entities = await qb
    .orderBy([...query.order.map(({ column: name, dir }) => ({ [name]: dir })), ...primaryOrder(meta, query)])
    .limit(query.length, query.start)
    .getResultList();
  return { total, filtered, entities };
}

function primaryOrder(meta: EntityMetadata, query: PageQuery): Array<Record<string, 'asc'>> {
  return meta.primaryKeys.filter((key) => !query.order.some((o) => o.column === key)).map((key) => ({ [key]: 'asc' as const }));
}

import type { EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PageGroup } from '../wire/groups.js';
import type { RowTotals, SummaryKind, TotalsAsked } from '../wire/totals.js';
import { arrayLiteral, arrayOf } from './bulk-statements.js';
import { keyColumn, keyProperty } from './column-path.js';
import { scalarProperty } from './entity-metadata.js';
import { joinsSql, pathValueSql } from './path-sql.js';
import type { SqlCondition } from './search-sql.js';
import { quoteIdentifier as q, sqlTableName } from './table-name.js';
import { totalValue } from './totals-query.js';
import type { TableBinding } from './TableBinding.js';

/**
 * The groups of a grouped page (docs/totals.md, "Groups") in one statement: the page's rows by their keys
 * with their group's value, then, over every matching row of those groups alone (`group by`, which an index
 * on the column serves: the groups of other pages are never counted), each group's rows and the totals
 * asked; a group of rows without a value (null) is one group too. The page's rows are ordered by the group
 * first, so a group starts where a row's value differs from the row before it.
 */
export async function entityGroups(em: EntityManager, binding: TableBinding, where: SqlCondition | null, group: string, asked: TotalsAsked, pageKeys: readonly unknown[]): Promise<PageGroup[]> {
  if (pageKeys.length === 0) return [];
  const meta = binding.meta!;
  const key = keyProperty(meta);
  const valueOf = (column: string) => {
    const path = binding.pathOf(column);
    return path ? pathValueSql(em, path, null) : `"e".${q((scalarProperty(meta, column) as EntityProperty).fieldNames[0])}`;
  };
  const grouped = valueOf(group);
  const aggregates: string[] = [];
  const read: Array<{ column: string; kind: SummaryKind; at: string; date: boolean }> = [];
  for (const [column, kinds] of Object.entries(asked)) {
    const date = binding.table.column(column)!.kind === 'date';
    for (const kind of kinds) {
      const at = `t${read.length}`;
      aggregates.push(`, ${kind}(${valueOf(column)})${date && kind !== 'count' ? '' : '::text'} as "${at}"`);
      read.push({ column, kind, at, date: date && kind !== 'count' });
    }
  }
  const from = `${sqlTableName(em, meta)} as "e"${binding.paths?.size ? joinsSql(em, binding.paths.toOneSteps) : ''}`;
  const inPageGroups = `(${grouped} in (select "g" from "page" where "g" is not null) or (${grouped} is null and exists (select 1 from "page" where "g" is null)))`;
  const sql = `with "page" as (select "e".${q(keyColumn(meta))} as "k", ${grouped} as "g" from ${from} where "e".${q(keyColumn(meta))} = any(${arrayOf(key)})), `
    + `"groups" as (select ${grouped} as "g", count(*)::text as "n"${aggregates.join('')} from ${from} where ${where ? `(${where.sql}) and ` : ''}${inPageGroups} group by 1) `
    + `select "page"."k"::text as "k", "page"."g"::text as "gk", "groups".* from "page" left join "groups" on "groups"."g" is not distinct from "page"."g"`;
  const rows = await em.getConnection('read').execute<Array<Record<string, unknown>>>(sql, [arrayLiteral(em, key, [...pageKeys]), ...(where?.params ?? [])]);
  const byKey = new Map(rows.map((row) => [String(row.k), row]));
  const items: PageGroup[] = [];
  let previous: unknown = Symbol('none');
  pageKeys.forEach((pageKey, start) => {
    const row = byKey.get(String(pageKey));
    // A row deleted since the page was read is left in the group before it.
    if (!row || row.gk === previous) return;
    previous = row.gk;
    const item: PageGroup = { start, rows: Number(row.n ?? 0) };
    if (read.length) {
      const totals: RowTotals['values'] = {};
      for (const { column, kind, at, date } of read) (totals[column] ??= {})[kind] = totalValue(row[at], date);
      item.totals = totals;
    }
    items.push(item);
  });
  return items;
}

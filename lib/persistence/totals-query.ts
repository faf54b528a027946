import type { EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RowTotals, SummaryKind, TotalsAsked } from '../wire/totals.js';
import { arrayLiteral, arrayOf } from './bulk-statements.js';
import { keyColumn, keyProperty } from './column-path.js';
import { scalarProperty } from './entity-metadata.js';
import { joinsSql, pathValueSql } from './path-sql.js';
import type { SqlCondition } from './search-sql.js';
import { quoteIdentifier as q, sqlTableName } from './table-name.js';
import type { TableBinding } from './TableBinding.js';

/**
 * The columns' totals over every row matching `where` (docs/totals.md) in one statement: `count(*)` and each
 * aggregate asked, over the table's ToOne joins for columns on relations. Numbers come back as text, so a sum
 * past 2^53 or of `numeric(30, 10)` values stays exact; a date's min and max as the cells send dates. Its
 * `rows` is the exact count of the matching rows, which the data page then need not count again.
 */
export function totalsOfMatching(em: EntityManager, binding: TableBinding, where: SqlCondition | null, asked: TotalsAsked): Promise<RowTotals> {
  return totalsWhere(em, binding, asked, where);
}

/** The same totals over the page's rows alone, found by their keys (the primary key's index): no second pass over the matching rows. */
export function totalsOfKeys(em: EntityManager, binding: TableBinding, asked: TotalsAsked, keys: readonly unknown[]): Promise<RowTotals> {
  const meta = binding.meta!;
  const key = keyProperty(meta);
  return totalsWhere(em, binding, asked, { sql: `"e".${q(keyColumn(meta))} = any(${arrayOf(key)})`, params: [arrayLiteral(em, key, [...keys])] });
}

async function totalsWhere(em: EntityManager, binding: TableBinding, asked: TotalsAsked, where: SqlCondition | null): Promise<RowTotals> {
  const meta = binding.meta!;
  const aggregates = ['count(*)::text as "rows"'];
  const read: Array<{ column: string; kind: SummaryKind; date: boolean }> = [];
  for (const [column, kinds] of Object.entries(asked)) {
    const path = binding.pathOf(column);
    const value = path ? pathValueSql(em, path, null) : `"e".${q((scalarProperty(meta, column) as EntityProperty).fieldNames[0])}`;
    const date = binding.table.column(column)!.kind === 'date';
    for (const kind of kinds) {
      // count's bigint and sum's numeric as text: no value passes through a JavaScript number.
      aggregates.push(`${kind}(${value})${date && kind !== 'count' ? '' : '::text'} as "t${read.length}"`);
      read.push({ column, kind, date: date && kind !== 'count' });
    }
  }
  const joins = binding.paths?.size ? joinsSql(em, binding.paths.toOneSteps) : '';
  const sql = `select ${aggregates.join(', ')} from ${sqlTableName(em, meta)} as "e"${joins}${where ? ` where ${where.sql}` : ''}`;
  const [row] = await em.getConnection('read').execute<Array<Record<string, unknown>>>(sql, [...(where?.params ?? [])]);
  const totals: RowTotals = { rows: Number(row.rows), values: {} };
  read.forEach(({ column, kind, date }, i) => ((totals.values[column] ??= {})[kind] = totalValue(row[`t${i}`], date)));
  return totals;
}

/** A total as the wire carries it: decimal text, a date as the cells send dates, null for none. */
export function totalValue(value: unknown, date: boolean): string | null {
  if (value === null || value === undefined) return null;
  if (date && value instanceof Date) return value.toISOString();
  return String(value);
}

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

/** The totals of an entity table's data request: over every matching row (null when not asked), and over the page's rows. */
export interface EntityTotals {
  all: RowTotals | null;
  page: RowTotals;
}

/**
 * The columns' totals in one statement (docs/totals.md): the matching rows (the page's `where`, the
 * table's ToOne joins for columns on relations) each marked whether their key is one of the page's, then
 * every aggregate over all of them and, `filter (where …)`, over the page's. Numbers come back as text,
 * so a sum past 2^53 or of `numeric(30, 10)` values stays exact; a date's min and max as the cells send
 * dates. `all` false: only the page's rows are read (by their keys), the matching ones past `upTo`.
 */
export async function entityTotals(em: EntityManager, binding: TableBinding, where: SqlCondition | null, asked: TotalsAsked, pageKeys: readonly unknown[], all: boolean): Promise<EntityTotals> {
  const meta = binding.meta!;
  const key = keyProperty(meta);
  const inPage = `"e".${q(keyColumn(meta))} = any(${arrayOf(key)})`;
  const keys = arrayLiteral(em, key, [...pageKeys]);
  const values: string[] = [];
  const aggregates: string[] = [];
  const read: Array<{ column: string; kind: SummaryKind; at: string; date: boolean }> = [];
  for (const [column, kinds] of Object.entries(asked)) {
    const path = binding.pathOf(column);
    const prop = path ? path.prop : (scalarProperty(meta, column) as EntityProperty);
    values.push(`${path ? pathValueSql(em, path, null) : `"e".${q(prop.fieldNames[0])}`} as "v${values.length}"`);
    const value = `"v${values.length - 1}"`;
    const date = binding.table.column(column)!.kind === 'date';
    for (const kind of kinds) {
      const at = `t${read.length}`;
      // count's bigint and sum's numeric as text: no value passes through a JavaScript number.
      const expression = `${kind}(${value})`;
      const cast = date && kind !== 'count' ? '' : '::text';
      if (all) aggregates.push(`${expression}${cast} as "a${at}"`);
      aggregates.push(`${expression} filter (where "p")${cast} as "p${at}"`);
      read.push({ column, kind, at, date: date && kind !== 'count' });
    }
  }
  const joins = binding.paths?.size ? joinsSql(em, binding.paths.toOneSteps) : '';
  const conditions = [...(where ? [where.sql] : []), ...(all ? [] : [inPage])];
  const matching = `select ${inPage} as "p"${values.map((value) => `, ${value}`).join('')} from ${sqlTableName(em, meta)} as "e"${joins}${conditions.length ? ` where ${conditions.join(' and ')}` : ''}`;
  const counts = `${all ? 'count(*)::text as "arows", ' : ''}count(*) filter (where "p")::text as "prows"`;
  const params = [keys, ...(where?.params ?? []), ...(all ? [] : [keys])];
  const [row] = await em.getConnection('read').execute<Array<Record<string, unknown>>>(`select ${[counts, ...aggregates].join(', ')} from (${matching}) as "m"`, params);
  const totals = (side: 'a' | 'p'): RowTotals => {
    const result: RowTotals = { rows: Number(row[`${side}rows`]), values: {} };
    for (const { column, kind, at, date } of read) (result.values[column] ??= {})[kind] = totalValue(row[`${side}${at}`], date);
    return result;
  };
  return { all: all ? totals('a') : null, page: totals('p') };
}

/** A total as the wire carries it: decimal text, a date as the cells send dates, null for none. */
function totalValue(value: unknown, date: boolean): string | null {
  if (value === null || value === undefined) return null;
  if (date && value instanceof Date) return value.toISOString();
  return String(value);
}

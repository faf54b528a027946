import type { EntityProperty } from '@mikro-orm/core';
import type { AbstractColumn } from '../column/AbstractColumn.js';
import { ConfigurationError } from '../errors/ConfigurationError.js';
import { sqlTypeFamily } from './column-sql-type.js';
import type { ColumnPath } from './column-path.js';
import { columnTypeName } from './integer-types.js';

/**
 * A column's totals (`summarize(...)`) checked when the router is built (docs/totals.md): an entity table
 * computes them in SQL, so the column must be a stored property of the row or of a ToOne relation (a ToMany
 * has many values per row), and a `sum`, `avg`, `min` or `max` must be of numbers stored as numbers, or a
 * date's `min` and `max` of dates; the entity has one primary key. A hand-built table sums its rows' values as they are. Each mismatch is a
 * ConfigurationError naming the table, the column and what it is stored as.
 */
export function checkTotals(table: string, column: AbstractColumn, stored: boolean, prop: EntityProperty | undefined, path: ColumnPath | undefined, compositeKey: boolean): void {
  const kinds = column.totals;
  if (kinds.length === 0) return;
  const says = `Column "${column.name}" of table "${table}" summarizes ${kinds.map((kind) => `"${kind}"`).join(', ')}`;
  if (!stored) throw new ConfigurationError(`${says}, but it holds no stored value`);
  // The page's rows are told apart by their one key (totals-query.ts).
  if (compositeKey) throw new ConfigurationError(`${says}, but its entity has a composite primary key, which totals do not support`);
  if (path?.toMany) throw new ConfigurationError(`${says}, but it shows the many rows of relation "${path.toMany.relation.name}": summarize a column of the row or of a ToOne relation`);
  if (!prop || kinds.every((kind) => kind === 'count')) return;
  const family = sqlTypeFamily(prop);
  const fits = column.kind === 'date' ? family === 'date' : family === 'integer' || family === 'numeric';
  if (!fits) throw new ConfigurationError(`${says}, but property "${prop.name}" is stored as "${columnTypeName(prop)}"`);
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { CellTextLanguage } from '../wire/cell-text.js';
import type { ColumnView } from '../wire/page-view.js';
import { cellSql } from './cell-sql.js';
import { ALIAS, orderedSelect, rowOrder, searchCondition, type PageQuery } from '../persistence/data-query.js';
import { scalarProperty } from '../persistence/entity-metadata.js';
import { pathValueSql } from '../persistence/path-sql.js';
import { directLoadReason } from '../persistence/orm-bypass.js';
import { plainRowsReason } from '../persistence/plain-rows.js';
import type { TableBinding } from '../persistence/TableBinding.js';

/**
 * The SELECT whose rows are an export's records, each cell as the table shows it (`cell-sql`), for
 * `COPY (…) TO STDOUT`: the data page's own search condition and order (its values written into the text,
 * as the ORM writes every statement's: COPY takes no parameters). Null where PostgreSQL cannot write the
 * file the table's JavaScript would: rows that reach the table as more than their stored values (the
 * table's own `mapRow`, a template column, the ORM's hooks or filters: `plain-rows`, `orm-bypass`), a
 * connection the ORM prepares itself (its `onCreateConnection`, `onReserveConnection` or session context,
 * which the COPY's own connection would miss: `copy-out`), a pool of one connection (the embedded
 * database's single session: the COPY would need a second), or a column `cell-sql` cannot say.
 */
export function copyExportSelect(em: EntityManager, binding: TableBinding, query: PageQuery, columns: readonly ColumnView[], language: CellTextLanguage): string | null {
  const meta = binding.meta!;
  const config = em.config;
  if (columns.length === 0 || config.get('pool')?.max === 1) return null;
  if (config.get('onCreateConnection') || config.get('onReserveConnection') || config.get('sessionContext') === 'connection') return null;
  if (directLoadReason(em, meta) !== null || plainRowsReason(em, binding) !== null) return null;
  const platform = em.getPlatform();
  const cells: string[] = [];
  for (const column of columns) {
    const path = binding.pathOf(column.name);
    // A ToOne path's cell is its joined field; a ToMany's labels are written in JavaScript.
    if (path?.toMany) return null;
    const prop = path ? path.prop : scalarProperty(meta, column.name);
    const field = path ? pathValueSql(em, path, null) : platform.quoteIdentifier(`${ALIAS}.${prop?.fieldNames[0]}`);
    const cell = prop ? cellSql(column, prop, field, language) : null;
    if (cell === null) return null;
    cells.push(cell);
  }
  // No ORM filter to add: an entity with filters is loaded by the ORM (`directLoadReason` above), never copied.
  const where = searchCondition(em, binding, query);
  // The condition's values written in before the cells join it: a label may hold a "?".
  const written = where ? { sql: platform.formatQuery(where.sql, where.params), params: [] } : null;
  return orderedSelect(em, binding, written, rowOrder(meta, query), cells.join(', '));
}

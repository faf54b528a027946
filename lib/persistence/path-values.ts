import type { EntityManager } from '@mikro-orm/postgresql';
import type { ColumnPath } from './column-path.js';
import { joinsSql, pathValueSql, relatedLabels } from './path-sql.js';
import type { TableBinding } from './TableBinding.js';

/**
 * The values of a table's columns on relations, selected beside the row's own columns by the statement
 * that loads the page (or streams the export): each as `"ux:<i>"`, a name no entity column takes, and
 * taken back out of each row before the row becomes an entity.
 */
export interface PathSelect {
  /** `, <expression> as "ux:0", …` to append to a select list; '' for a table without such columns. */
  readonly columns: string;
  /** The left joins after `from <table> as "e"`. */
  readonly joins: string;
  /** The row's values by column name, removed from the row. */
  take(row: Record<string, unknown>): Record<string, unknown>;
}

const NONE: PathSelect = { columns: '', joins: '', take: () => ({}) };

/**
 * What a table's statement selects for its columns on relations: a cell's labels at most the column's
 * `setRelationLimit` (`cell`), or every label (`all`: an export writes them all).
 */
export function pathSelect(em: EntityManager, binding: TableBinding, labels: 'cell' | 'all'): PathSelect {
  const paths = pathColumns(binding);
  if (paths.length === 0) return NONE;
  const names = paths.map((_path, i) => `ux:${i}`);
  // An export writes labels only; a page's cell edited in place holds its keys too (the editor's chips).
  const columns = paths.map(({ path, limit, keys }, i) => `, ${labels === 'all' ? pathValueSql(em, path, null) : pathValueSql(em, path, limit, keys)} as "${names[i]}"`).join('');
  return {
    columns,
    joins: joinsSql(em, binding.paths!.toOneSteps),
    take(row) {
      const values: Record<string, unknown> = {};
      paths.forEach(({ path }, i) => {
        const value = row[names[i]];
        delete row[names[i]];
        values[path.column] = path.toMany ? relatedLabels(value) : value;
      });
      return values;
    },
  };
}

/**
 * The table's data columns on relations, with the labels each shows in a cell, and whether its row holds
 * the related keys: a ToMany relation the column names itself, edited in place (the router checked it).
 */
function pathColumns(binding: TableBinding): Array<{ path: ColumnPath; limit: number; keys: boolean }> {
  const found: Array<{ path: ColumnPath; limit: number; keys: boolean }> = [];
  if (!binding.paths || binding.paths.size === 0) return found;
  for (const column of binding.table.dataColumns) {
    const path = binding.pathOf(column.name);
    if (path) found.push({ path, limit: column.relationLimit, keys: column.editedInPlace && !!path.toMany && path.relation !== null });
  }
  return found;
}

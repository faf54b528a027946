import { ConfigurationError } from '../errors/ConfigurationError.js';
import type { AbstractColumn } from '../column/AbstractColumn.js';
import type { TableModel } from '../model/TableModel.js';
import type { ColumnPath } from './column-path.js';

/** What the check reads of the table's binding (`TableBinding`): each column's resolved order flag, a column's path. */
export interface GroupingTable {
  readonly table: TableModel;
  flagsOf(column: AbstractColumn): { orderable: boolean };
  pathOf(name: string): ColumnPath | undefined;
}

/**
 * A table's grouping (`setGrouping(...)`) checked when the router is built (docs/totals.md, "Groups"): a page
 * is ordered by its group first, so each column offered must be one of the table's, hold one value per row
 * (not a ToMany's many) and be orderable. Each mismatch is a ConfigurationError naming the table and the column.
 */
export function checkGrouping(binding: GroupingTable): void {
  for (const name of binding.table.grouping?.offer ?? []) {
    const says = `Table "${binding.table.name}" offers to group by "${name}"`;
    const column = binding.table.column(name);
    if (!column || !column.holdsData) throw new ConfigurationError(`${says}, which is not a column holding a value`);
    const path = binding.pathOf(name);
    if (path?.toMany) throw new ConfigurationError(`${says}, which shows the many rows of relation "${path.toMany.relation.name}"`);
    if (!binding.flagsOf(column).orderable) throw new ConfigurationError(`${says}, which is not orderable: a grouped page is ordered by its group first`);
  }
}

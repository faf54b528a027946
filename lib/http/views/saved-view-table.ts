import type { TableBinding } from '../../persistence/TableBinding.js';
import type { SavedViewTable } from '../../wire/saved-view-query.js';
import { pageLengths } from '../../wire/view-url.js';

const built = new WeakMap<TableBinding, SavedViewTable>();

/**
 * What a saved query is checked against (`savedViewProblem`): the columns as the page gets them (their
 * filters, choices, order flags), the page lengths the browser offers, the grouping offered. Built once per
 * table: the labels are left in the table's own words, since no check reads them.
 */
export function savedViewTableOf(binding: TableBinding): SavedViewTable {
  let table = built.get(binding);
  if (!table) {
    table = {
      columns: binding.table.toView((column) => binding.flagsOf(column)).columns,
      lengths: pageLengths(binding.table.pageLength),
      groups: binding.table.grouping?.offer ?? [],
    };
    built.set(binding, table);
  }
  return table;
}

import type { Row } from '../model/Row.js';
import type { TableModel } from '../model/TableModel.js';
import type { PageGroup } from '../wire/groups.js';
import type { TotalsAsked } from '../wire/totals.js';
import { manualTotals } from './manual-totals.js';

/**
 * A hand-built table's groups on its page, with the rules of the SQL ones (`group-query`): each group of the
 * page's rows counted (and totalled) over every matching row with the same value; absent, null and '' one group.
 */
export function manualGroups(matching: readonly Row[], page: readonly Row[], group: string, asked: TotalsAsked, table: Pick<TableModel, 'column'>): PageGroup[] {
  const identity = (row: Row) => {
    const value = row[group];
    return value === null || value === undefined || value === '' ? null : JSON.stringify(value instanceof Date ? value.toISOString() : value);
  };
  const members = new Map<string | null, Row[]>();
  for (const row of matching) {
    const id = identity(row);
    const rows = members.get(id);
    if (rows) rows.push(row);
    else members.set(id, [row]);
  }
  const items: PageGroup[] = [];
  page.forEach((row, start) => {
    const id = identity(row);
    if (start > 0 && identity(page[start - 1]) === id) return;
    const rows = members.get(id) ?? [row];
    items.push({ start, rows: rows.length, ...(Object.keys(asked).length ? { totals: manualTotals(rows, asked, table).values } : {}) });
  });
  return items;
}

import type { ActionView, TableView } from '../../lib/wire/page-view.js';

/** The table's actions in their declared order: from `table.actions`, else from its action column. */
export function actionItems(table: TableView): ActionView[] {
  if (table.actions) return table.actions.items;
  const column = table.columns.find((candidate) => candidate.kind === 'action');
  return Array.isArray(column?.options.actions) ? (column.options.actions as ActionView[]) : [];
}

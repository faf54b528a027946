import { TemplateColumn } from '../column/TemplateColumn.js';
import { ActionType } from '../model/ActionType.js';
import type { Row } from '../model/Row.js';
import type { TableBinding } from '../persistence/TableBinding.js';
import { safeUrl } from './safe-url.js';

/** Renders a template with variables; what the data endpoint needs of the template renderer. */
export interface CellRenderer {
  render(template: string, variables: Record<string, unknown>): string | Promise<string>;
}

/** One row as the data endpoint sends it. */
export type DataRow = Row & { _actions: Record<string, { id: unknown } | { url: string | null }> };

/**
 * A row for the browser: the table's row (`mapRow` of the entity, or the hand-built row), template
 * cells rendered on the server (`row`, `entity`, `value`; null without ejs), and `_actions`: per
 * declared action the identifier to send back, or the detail URL resolved for this row.
 */
export async function buildRow(binding: TableBinding, entity: object | null, source: Row, renderer: CellRenderer | null): Promise<DataRow> {
  const row: Row = { ...source };
  for (const column of binding.table.columns) {
    if (!(column instanceof TemplateColumn)) continue;
    const variables = { row: source, entity, value: source[column.name] ?? null };
    row[column.name] = renderer ? await renderer.render(column.template!, variables) : null;
  }
  const actions: DataRow['_actions'] = {};
  for (const action of binding.table.actions?.all() ?? []) {
    actions[action.type] =
      action.type === ActionType.Detail
        ? { url: safeUrl(action.resolveUrl(source)) }
        : { id: binding.identifierOf(action, entity, source) ?? null };
  }
  return Object.assign(row, { _actions: actions });
}


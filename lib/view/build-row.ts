import { TemplateColumn } from '../column/TemplateColumn.js';
import type { Action } from '../model/Action.js';
import { ActionType } from '../model/ActionType.js';
import type { Row } from '../model/Row.js';
import type { TableBinding } from '../persistence/TableBinding.js';
import type { ActionReference, ActionTypeName, RowData } from '../wire/page-view.js';
import { safeUrl } from '../wire/safe-url.js';
import { versionOf } from '../persistence/entity-version.js';
import { inPlaceFields } from '../form/in-place-fields.js';

/** Renders a template with variables; what the data endpoint needs of the template renderer. */
export interface CellRenderer {
  render(template: string, variables: Record<string, unknown>): string | Promise<string>;
}

/** Each table's template columns, found once (a table is read-only once bound). */
const templateColumns = new WeakMap<TableBinding, TemplateColumn[]>();

/**
 * A row for the browser: the table's row (`mapRow` of the entity, or the hand-built row), template
 * cells rendered on the server (`row`, `entity`, `value`; null without ejs), and `_actions`: per
 * action served the identifier to send back, or the detail URL resolved for this row.
 */
export async function buildRow(
  binding: TableBinding,
  actions: readonly Action[],
  entity: object | null,
  source: Row,
  renderer: CellRenderer | null,
): Promise<RowData> {
  const row: Row = { ...source };
  for (const column of templatesOf(binding)) {
    const variables = { row: source, entity, value: source[column.name] ?? null };
    row[column.name] = renderer ? await renderer.render(column.template!, variables) : null;
  }
  const references: Partial<Record<ActionTypeName | string, ActionReference>> = {};
  for (const action of actions) {
    references[action.key] =
      action.type === ActionType.Detail
        ? { url: safeUrl(action.resolveUrl(source)) }
        : { id: binding.identifierOf(action, entity, source) ?? null };
  }
  row._actions = references;
  const meta = binding.meta;
  if (binding.table.bulkActions && entity && meta) {
    row._select = { id: (entity as Record<string, unknown>)[meta.primaryKeys[0]] ?? null, version: versionOf(meta, entity) };
  }
  // A table with cells edited in place: the version a cell's save sends back (other tables' rows stay as they were).
  // An application's action and a row's move send it back too.
  if (entity && meta && (inPlaceFields(binding).size > 0 || binding.hasOwnActions || binding.reorder)) row._version = versionOf(meta, entity);
  // A table with details: the key its details are asked by (row-details.ts), whatever actions the row has.
  if (entity && meta && binding.details) row._details = { id: (entity as Record<string, unknown>)[meta.primaryKeys[0]] ?? null };
  return row as RowData;
}

/**
 * A row of an entity table as the data endpoint sends it: `mapRow` of the entity, its columns on relations
 * holding what the page's statement selected for them (`related`), whatever mapRow gives; then {@link buildRow}.
 */
export function buildEntityRow(
  binding: TableBinding, actions: readonly Action[], entity: object, related: Record<string, unknown> | undefined, renderer: CellRenderer | null,
): Promise<RowData> {
  if (binding.table.source.kind !== 'entity') throw new Error(`Table "${binding.name}" is not bound to an entity`);
  const mapped = binding.table.source.mapRow(entity);
  return buildRow(binding, actions, entity, related ? Object.assign(mapped, related) : mapped, renderer);
}

function templatesOf(binding: TableBinding): TemplateColumn[] {
  let found = templateColumns.get(binding);
  if (!found) templateColumns.set(binding, (found = binding.table.columns.filter((column): column is TemplateColumn => column instanceof TemplateColumn)));
  return found;
}

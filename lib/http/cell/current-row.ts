import { isTableAction } from '../../model/ActionType.js';
import { fetchEntityPage } from '../../persistence/data-query.js';
import { plainRowsReason } from '../../persistence/plain-rows.js';
import type { ChangedRow } from '../../mutation/change-row.js';
import type { ActionBinding, TableBinding } from '../../persistence/TableBinding.js';
import { buildEntityRow } from '../../view/build-row.js';
import type { RowData } from '../../wire/page-view.js';
import type { RouterContext } from '../router/RouterContext.js';

/**
 * The row whose `action.lookup` is `id`, exactly as the data endpoint sends it now: the same statement
 * (its columns on relations, its plain or mapped rows) restricted to that row, `mapRow`, template cells,
 * `_actions`, `_version`. Null when it is gone.
 */
export async function currentRow(ctx: RouterContext, binding: TableBinding, action: ActionBinding, id: unknown): Promise<RowData | null> {
  const query = { search: '', searchColumns: [], columnSearch: [], order: [], start: 0, length: 1, row: { property: action.lookup.name, value: id } };
  const page = await ctx.database(fetchEntityPage(ctx.fork(), binding, query));
  const entity = page.entities[0];
  return entity ? shownRow(ctx, binding, entity, page.related?.[0]) : null;
}

/**
 * The row a write read back (`ChangedRow.shown`, the data page's select over the row it wrote) as the data
 * endpoint sends it: mapped as the page maps it.
 */
export async function writtenRow(ctx: RouterContext, binding: TableBinding, shown: NonNullable<ChangedRow['shown']>): Promise<RowData> {
  // Entities belong to a request's fork, as the page's own; plain rows touch no identity map (`RouterContext.plainRows`).
  const plain = ctx.plainRows();
  const { entity, related } = shown.select.shown(plainRowsReason(plain, binding) === null ? plain : ctx.fork(), { ...shown.row });
  return shownRow(ctx, binding, entity, related);
}

/** A row's entity (or plain object) and its values on relations as the data endpoint sends the row: `_actions` of the row actions served. */
async function shownRow(ctx: RouterContext, binding: TableBinding, entity: object, related: Record<string, unknown> | undefined): Promise<RowData> {
  const actions = ctx.servedActions(binding).filter((served) => !isTableAction(served.type));
  return buildEntityRow(binding, actions, entity, related, await ctx.renderer);
}

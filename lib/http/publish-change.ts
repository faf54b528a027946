import type { TableBinding } from '../persistence/TableBinding.js';
import type { RouterContext } from './RouterContext.js';

/**
 * Publishes a committed delete or edit to the table's topics (already narrowed to the client's).
 * A failing publisher is logged: the change is saved, so the request still succeeds.
 */
export async function publishChange(
  ctx: RouterContext,
  binding: TableBinding,
  type: 'delete' | 'edit',
  id: unknown,
  topics: string[],
): Promise<void> {
  if (topics.length === 0) return;
  try {
    await ctx.publisher.publish({ topics, data: { type, table: binding.name, id } });
  } catch (error) {
    ctx.logger.error(`ux-datatables: publishing the ${type} of a row of table "${binding.name}" failed`, error);
  }
}

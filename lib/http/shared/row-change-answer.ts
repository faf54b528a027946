import type { Response } from 'express';
import { HttpError } from '../../errors/HttpError.js';
import type { RowChangeOutcome } from '../../mutation/change-row.js';
import type { MutationTarget } from '../../security/resolve-target.js';
import type { RouterContext } from '../router/RouterContext.js';
import { currentRow, writtenRow } from '../cell/current-row.js';
import { sendJson } from './send-json.js';

/**
 * The answer of a row change made outside a form (a cell in place, an application's action) when it was
 * written or met a conflict: 200 `{ row }`, the row as the data endpoint sends it now, the change published
 * whatever reading it back says (gone meanwhile: 404), with `written`'s fields beside it; 409 `conflict` with the row as saved now and
 * `conflict` as its message. Answers true when it answered; false leaves the other outcomes to the caller.
 */
export async function answerRowChange(
  ctx: RouterContext, res: Response, target: MutationTarget, outcome: RowChangeOutcome<unknown>, sentId: unknown, conflict: string,
  written: Record<string, unknown> = {},
): Promise<boolean> {
  const { binding, action } = target;
  if (outcome.kind === 'written') {
    const publish = () => ctx.realtime.publish(binding.table, outcome.change, ctx.realtime.topicsOf(binding.table));
    const { shown } = outcome.row;
    const row = await (shown ? writtenRow(ctx, binding, shown) : currentRow(ctx, binding, action, outcome.row.id)).catch(async (error: unknown) => {
      await publish();
      throw error;
    });
    if (!row) {
      await publish();
      throw HttpError.forRow(binding.name, sentId);
    }
    sendJson(res, { row, ...written });
    await publish();
    return true;
  }
  if (outcome.kind === 'conflict') {
    const row = await currentRow(ctx, binding, action, outcome.row.id);
    if (!row) throw HttpError.forRow(binding.name, sentId);
    sendJson(res.status(409), { error: { status: 409, code: 'conflict', message: conflict }, row });
    return true;
  }
  return false;
}

import type { Request, RequestHandler, Response } from 'express';
import { changeRow } from '../../mutation/change-row.js';
import type { RowWrite } from '../../mutation/write-target-row.js';
import { resolveMutationTarget } from '../../security/resolve-target.js';
import { bodyFields } from '../shared/body-parsers.js';
import { readChangeOrigin } from '../shared/change-origin.js';
import type { RouterContext } from '../router/RouterContext.js';
import { sendJson } from '../shared/send-json.js';

/**
 * `DELETE /datatables/ajax/delete` `{ table, id, entity?, topics? }`: removes one row through the
 * one entrance of row changes (`mutation/change-row`: token, authorization hook and `displayIf`
 * first; gone meanwhile: 404, nothing published). 200 `{ success: true, id }`; the change is then
 * published to the table's topics, narrowed by `topics`.
 */
export function deleteHandler(ctx: RouterContext): RequestHandler {
  return async (req: Request, res: Response) => {
    const body = bodyFields(req);
    const target = resolveMutationTarget(ctx.tables, ctx.tokens, body.table, body.entity, 'delete');
    const topics = ctx.realtime.topicsOf(target.binding.table, body.topics);
    const { row, change } = await changeRow(ctx, {
      request: req, target, id: body.id, origin: readChangeOrigin(req), plan: planDelete, planAhead: planDelete,
    });
    sendJson(res, { success: true, id: row.id });
    await ctx.realtime.publish(target.binding.table, change, topics);
  };
}

/** A delete needs nothing of the row to be planned: it may be written before the row is read. */
async function planDelete(): Promise<RowWrite> {
  return { kind: 'delete' };
}

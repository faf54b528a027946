import type { Request, RequestHandler, Response } from 'express';
import { HttpError } from '../errors/HttpError.js';
import { loadTargetRow, type TargetRow } from '../mutation/load-target-row.js';
import { resolveMutationTarget } from '../mutation/resolve-target.js';
import { writeTargetRow } from '../mutation/write-target-row.js';
import { bodyFields } from './body-parsers.js';
import { readChangeOrigin } from './change-origin.js';
import type { RouterContext } from './RouterContext.js';
import { sendJson } from './send-json.js';

/** How often a delete reads the row again when it changed between its checks and its write. */
const DELETE_ATTEMPTS = 3;

/**
 * `DELETE /datatables/ajax/delete` `{ table, id, entity?, topics? }`: removes one entity, after the
 * token, the authorization hook and `displayIf` allowed it, by one statement that matches only the
 * row as checked (`mutation/write-target-row`; gone meanwhile: 404, nothing published). 200
 * `{ success: true, id }`; the change is then published to the table's topics.
 */
export function deleteHandler(ctx: RouterContext): RequestHandler {
  return async (req: Request, res: Response) => {
    const body = bodyFields(req);
    const target = resolveMutationTarget(ctx.tables, ctx.tokens, body.table, body.entity, 'delete');
    const topics = ctx.realtime.topicsOf(target.binding.table, body.topics);
    const origin = readChangeOrigin(req);
    let row: TargetRow;
    // No transaction is held while the hooks run (they may query the database themselves, and an
    // embedded database has one connection). A row changed between its checks and the write is
    // checked again, as it is now (hidden: 403, gone: 404), a few times at most.
    for (let attempt = 1; ; attempt++) {
      const em = ctx.fork();
      row = await loadTargetRow(em, req, ctx, target, body.id);
      if (await ctx.database(writeTargetRow(em, row, { kind: 'delete' }))) break;
      if (attempt === DELETE_ATTEMPTS) throw HttpError.conflict(`The row kept changing: it was not deleted after ${DELETE_ATTEMPTS} attempts`);
    }
    ctx.rowsWritten(row.action.meta.className);
    sendJson(res, { success: true, id: row.id });
    await ctx.realtime.publish(row.binding.table, { type: 'delete', table: row.binding.name, id: row.id, origin }, topics);
  };
}

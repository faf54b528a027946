import type { Request, RequestHandler, Response } from 'express';
import { loadTargetRow } from '../mutation/load-target-row.js';
import { resolveMutationTarget } from '../mutation/resolve-target.js';
import { writeLockedRow } from '../mutation/write-locked-row.js';
import { bodyFields } from './body-parsers.js';
import { readChangeOrigin } from './change-origin.js';
import type { RouterContext } from './RouterContext.js';

/**
 * `DELETE /datatables/ajax/delete` `{ table, id, entity?, topics? }`: removes one entity, after the
 * token, the authorization hook and `displayIf` allowed it, in one transaction on the row locked and
 * checked again (gone meanwhile: 404, nothing published). 200
 * `{ success: true, id }`; the change is then published to the table's topics.
 */
export function deleteHandler(ctx: RouterContext): RequestHandler {
  return async (req: Request, res: Response) => {
    const body = bodyFields(req);
    const target = resolveMutationTarget(ctx.tables, ctx.tokens, body.table, body.entity, 'delete');
    const topics = ctx.realtime.topicsOf(target.binding.table, body.topics);
    const origin = readChangeOrigin(req);
    // No transaction is held while the hooks run (they may query the database themselves, and an
    // embedded database has one connection); the removal is one flush in one transaction.
    const em = ctx.fork();
    const row = await loadTargetRow(em, req, ctx, target, body.id);
    await ctx.database(writeLockedRow(em, row, (entity) => void em.remove(entity)));
    res.json({ success: true, id: row.id });
    await ctx.realtime.publish(row.binding.table, { type: 'delete', table: row.binding.name, id: row.id, origin }, topics);
  };
}

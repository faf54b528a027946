import type { Request, RequestHandler, Response } from 'express';
import { HttpError } from '../errors/HttpError.js';
import { findByIdentifier } from '../persistence/find-by-identifier.js';
import { flushInTransaction } from '../persistence/flush-in-transaction.js';
import { convertIdentifier } from '../persistence/identifier.js';
import { narrowTopics } from '../realtime/topics.js';
import { assertAuthorized } from '../security/authorization.js';
import { assertActionAvailable, rowForAction } from './action-guard.js';
import { bodyFields } from './body-parsers.js';
import { publishChange } from './publish-change.js';
import { resolveMutationTarget } from './resolve-table.js';
import type { RouterContext } from './RouterContext.js';

/**
 * `DELETE /datatables/ajax/delete` `{ table, id, entity?, topics? }`: removes one entity (one flush,
 * one transaction), after the token, the authorization hook and `displayIf` allowed it. 200
 * `{ success: true, id }`; the change is then published to the table's topics.
 */
export function deleteHandler(ctx: RouterContext): RequestHandler {
  return async (req: Request, res: Response) => {
    const body = bodyFields(req);
    const { binding, action } = resolveMutationTarget(ctx, body.table, body.entity, 'delete');
    if (body.id === undefined || body.id === null || body.id === '') throw HttpError.badRequest('"id" is required', { id: ['is required'] });
    const topics = narrowTopics(ctx.topicsOf(binding.table), body.topics);
    const id = convertIdentifier(action.lookup, body.id);
    // No transaction is held while the hooks run (they may query the database themselves, and an
    // embedded database has one connection); the removal is one flush in one transaction.
    const em = ctx.fork();
    const entity = await findByIdentifier(em, action, body.id);
    if (!entity) throw HttpError.forRow(binding.name, body.id);
    await assertAuthorized(ctx.authorize, { request: req, table: binding.table, action: 'delete', entity });
    assertActionAvailable(binding, action, await rowForAction(binding, action, entity, body.id));
    em.remove(entity);
    await flushInTransaction(em);
    res.json({ success: true, id });
    await publishChange(ctx, binding, 'delete', id, topics);
  };
}

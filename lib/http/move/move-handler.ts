import type { Request, RequestHandler, Response } from 'express';
import { changeRow } from '../../mutation/change-row.js';
import { placeNotFound, type RowMove } from '../../mutation/write-target-row.js';
import { convertIdentifier } from '../../persistence/identifier.js';
import { resolveMoveTarget } from '../../security/resolve-target.js';
import { bodyFields } from '../shared/body-parsers.js';
import { readChangeOrigin } from '../shared/change-origin.js';
import { answerRowChange } from '../shared/row-change-answer.js';
import type { RouterContext } from '../router/RouterContext.js';
import { readMoveRequest } from './move-request.js';

/**
 * `POST /datatables/ajax/move`: one row moved to the place another holds (`RowMoveRequest`, docs/row-order.md).
 * Named by the table's `move` token, behind CSRF and the mutation limit, and through the entrance of row changes
 * (`mutation/change-row`) as an edit of the moved row: `authorize` asked `read` then `edit` on it, the Edit's
 * `displayIf` (403), the version the user saw (409 `conflict` with the row as it is now); then one statement
 * shifts the places between (`persistence/move-row`), published like an edit. 200 `RowMoveResult`; 404
 * `place_not_found` for a `to` naming no row; 422 `no_place` when either row has no place.
 */
export function moveHandler(ctx: RouterContext): RequestHandler {
  return async (req: Request, res: Response) => {
    const body = bodyFields(req);
    const target = resolveMoveTarget(ctx.tables, ctx.tokens, body.table);
    const fields = readMoveRequest(body);
    // A place that can name no row (a word for an integer key) is answered before the database is asked.
    const to = convertIdentifier(target.action.lookup, fields.to);
    if (to === null) throw placeNotFound(target.binding.name, fields.to, fields.id);
    const move: RowMove = { kind: 'move', to };
    const outcome = await changeRow(ctx, {
      request: req, target, id: fields.id, origin: readChangeOrigin(req), seen: { version: fields._version },
      plan: () => Promise.resolve(move),
    });
    // 200 `RowMoveResult`, 409 `RowMoveConflictBody`.
    await answerRowChange(ctx, res, target, outcome, fields.id, 'The row was changed or moved by someone else meanwhile: it was not moved', { moved: move.moved ?? 0 });
  };
}

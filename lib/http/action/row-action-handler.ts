import type { Request, RequestHandler, Response } from 'express';
import { HttpError } from '../../errors/HttpError.js';
import { changeRow } from '../../mutation/change-row.js';
import { resolveRowAction } from '../../security/resolve-target.js';
import type { ErrorBody } from '../../wire/error-body.js';
import { answerRowChange } from '../shared/row-change-answer.js';
import { bodyFields } from '../shared/body-parsers.js';
import { readChangeOrigin } from '../shared/change-origin.js';
import { sendJson } from '../shared/send-json.js';
import type { RouterContext } from '../router/RouterContext.js';
import { planRowAction } from './row-action-plan.js';
import { readRowActionRequest } from './row-action-request.js';

/**
 * `POST /datatables/ajax/action`: an application's row action (`Action.new(name, label).handle(...)`,
 * `RowActionRequest`, docs/editing-in-place.md). Named by the table's `action` token and the action's
 * name (403 `action_not_declared` for any other), behind CSRF and the mutation limit, and through the
 * entrance of row changes (`mutation/change-row`): the hook asked `read`, then `action` with `rowAction`
 * on the loaded entity, the action's `displayIf` (403 `action_not_available`), the version the user saw
 * (409 `conflict` with the row as it is now), then the handler (`row-action-plan`) and the write of what
 * it changed, published like an edit. 200 `RowActionResult` (the row as the data endpoint sends it now);
 * 422 `action_refused` with the handler's refusal in the user's language; a handler's other failure is
 * the library's 500, logged once, nothing written.
 */
export function rowActionHandler(ctx: RouterContext): RequestHandler {
  return async (req: Request, res: Response) => {
    const body = bodyFields(req);
    const target = resolveRowAction(ctx.tables, ctx.tokens, body.table, body.action);
    const fields = readRowActionRequest(body);
    const outcome = await changeRow(ctx, {
      request: req, target, id: fields.id, origin: readChangeOrigin(req), seen: { version: fields._version },
      plan: (row) => planRowAction(ctx, req, row),
    }).catch((error: unknown) => {
      // The action hidden on this row (changed elsewhere since it was drawn, say): said in the user's language here,
      // so that the message is not in every page's view.
      if (error instanceof HttpError && error.code === 'action_not_available') {
        throw HttpError.forbidden(error.code, ctx.translator(req).t('error.action_not_available'));
      }
      throw error;
    });
    // 200 `RowActionResult`, 409 `RowActionConflictBody`.
    if (await answerRowChange(ctx, res, target, outcome, fields.id, `The row was changed by someone else meanwhile: action "${target.rowAction}" was not run`)) return;
    if (outcome.kind !== 'refused') return;
    const refusal = outcome.answer;
    const message = ctx.translator(req).label(refusal.messageKey, refusal.params);
    sendJson(res.status(422), { error: { status: 422, code: 'action_refused', message } } satisfies ErrorBody);
  };
}

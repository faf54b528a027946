import { checkRelationValues } from '../../form/relation-values.js';
import { withFieldErrors, withRelationPickers } from '../shared/relation-form.js';
import type { Request, RequestHandler, Response } from 'express';
import type { FilledForm } from '../../form/FormField.js';
import { newRowHiddenInputs } from '../../form/hidden-inputs.js';
import { refusedByDatabase } from '../../form/refused-by-database.js';
import { createRow } from '../../mutation/create-row.js';
import { resolveMutationTarget } from '../../security/resolve-target.js';
import { bodyFields } from '../shared/body-parsers.js';
import { readChangeOrigin } from '../shared/change-origin.js';
import { sendHtml } from '../edit/edit-form-read.js';
import { readAdapterKey } from '../shared/modal-adapter-key.js';
import type { RouterContext } from '../router/RouterContext.js';
import { sendJson } from '../shared/send-json.js';
import { createOnce, newRequestId, readRequestId } from './create-once.js';

/**
 * `POST /datatables/ajax/create-form`: binds the submitted `ux-datatables-edit-form` of a new row
 * (hidden `_table` = the create token, `_adapter`), validates it with yup and writes a new row of its
 * fields only (no other key of the body is read: a posted `id`, `version` or hidden column is ignored),
 * through `mutation/create-row`, once per `_request` (`create-once`: a retry answers the row the first
 * wrote). 201 JSON `{ success, id }`, then the change `{ type: 'create' }` is published; 422 the modal body with the errors and what was typed; a value another row holds
 * already (a unique rule): 409 with the body naming the field; another rule of the database: 422.
 */
export function createFormSubmitHandler(ctx: RouterContext): RequestHandler {
  return async (req: Request, res: Response) => {
    const body = bodyFields(req);
    const target = resolveMutationTarget(ctx.tables, ctx.tokens, body._table, body._entity, 'create');
    const adapter = readAdapterKey(body._adapter, '_adapter');
    const form = await ctx.editForms.form(target.binding, 'create');
    const translator = ctx.translator(req);
    const request = readRequestId(body._request);
    const hidden = newRowHiddenInputs(ctx.createToken(target.binding), request ?? newRequestId(), adapter);
    const outcome = await createOnce(ctx, req, target.binding, request, () => createRow(ctx, {
      request: req, target, origin: readChangeOrigin(req),
      plan: async (): Promise<{ values: Record<string, unknown> } | { refused: FilledForm }> => {
        const result = await form.submit(body, hidden, undefined, translator);
        if (!result.ok) return { refused: result.form };
        // Every related row named must exist inside its column's scope (a new row holds none yet).
        const errors = await ctx.database(checkRelationValues(ctx.fork(), req, form.relationFields, result.changes, new Map(), translator));
        return Object.keys(errors).length > 0 ? { refused: withFieldErrors(form.typed(body, hidden), errors) } : { values: result.changes };
      },
    }));
    if (outcome.kind === 'replayed') {
      res.status(201);
      return sendJson(res, { success: true, id: outcome.id });
    }
    if (outcome.kind === 'written') {
      res.status(201);
      sendJson(res, { success: true, id: outcome.id });
      const table = target.binding.table;
      await ctx.realtime.publish(table, outcome.change, ctx.realtime.topicsOf(table));
      return;
    }
    const view = await ctx.editModalView(target.binding, adapter, translator, 'create');
    const rendered = (filled: FilledForm) => withRelationPickers(ctx, req, target.binding, form, filled, null, false);
    if (outcome.kind === 'refused') return sendHtml(res, 422, await view.body(await rendered(outcome.answer), null));
    const refused = refusedByDatabase(form.typed(body, hidden), outcome.violation, translator);
    sendHtml(res, outcome.violation.kind === 'unique' ? 409 : 422, await view.body(await rendered(refused), null));
  };
}

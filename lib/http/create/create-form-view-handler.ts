import { withRelationPickers } from '../shared/relation-form.js';
import type { Request, RequestHandler, Response } from 'express';
import { newRowHiddenInputs } from '../../form/hidden-inputs.js';
import { assertMayCreate } from '../../mutation/create-row.js';
import { entityNewRow } from '../../persistence/new-row-defaults.js';
import { resolveMutationTarget } from '../../security/resolve-target.js';
import { bodyFields } from '../shared/body-parsers.js';
import { sendHtml } from '../edit/edit-form-read.js';
import { readAdapterKey } from '../shared/modal-adapter-key.js';
import type { RouterContext } from '../router/RouterContext.js';
import { replicatedValues } from './replicated-row.js';
import { newRequestId } from './create-once.js';

/**
 * `POST /datatables/ajax/create-form/view` `{ table, entity?, adapter?, from? }`: the whole modal holding a
 * new row's form (`mode: 'create'`, `entity` null), filled with the entity's own new values and the
 * table's `createDefaults`, in the page's adapter markup and the request's language. The create
 * token (or `entity`) names the table and the hook is asked, before anything else. Reads nothing, but
 * with `from` (`Action.replicate()`): the form is filled from that row (`replicated-row`).
 */
export function createFormViewHandler(ctx: RouterContext): RequestHandler {
  return async (req: Request, res: Response) => {
    const body = bodyFields(req);
    const target = resolveMutationTarget(ctx.tables, ctx.tokens, body.table, body.entity, 'create');
    const adapter = readAdapterKey(body.adapter, 'adapter');
    // Replicate: the form filled from a row (its own checks ask the hook); else a new row's values.
    const replicated = body.from === undefined ? null : await replicatedValues(ctx, req, target, body.from);
    if (!replicated) await assertMayCreate(ctx, req, target);
    const form = await ctx.editForms.form(target.binding, 'create');
    const translator = ctx.translator(req);
    const defaults = target.binding.table.createDefaults;
    const given = replicated ? {} : typeof defaults === 'function' ? await defaults(req) : defaults;
    const values = replicated?.values ?? { ...entityNewRow(target.action.meta).values, ...given };
    const view = await ctx.editModalView(target.binding, adapter, translator, 'create');
    const filled = form.fill(values, newRowHiddenInputs(ctx.createToken(target.binding), newRequestId(), adapter));
    const picked = await withRelationPickers(ctx, req, target.binding, form, filled, replicated?.entity ?? values, replicated !== null);
    sendHtml(res, 200, await view.modal(picked, null));
  };
}

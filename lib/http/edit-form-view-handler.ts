import type { Request, RequestHandler, Response } from 'express';
import { hiddenInputs } from '../form/hidden-inputs.js';
import { loadTargetRow } from '../mutation/load-target-row.js';
import { resolveMutationTarget } from '../mutation/resolve-target.js';
import { bodyFields } from './body-parsers.js';
import { readAdapterKey } from './modal-adapter-key.js';
import type { RouterContext } from './RouterContext.js';

/**
 * `POST /datatables/ajax/edit-form/view` `{ table, id, entity?, adapter? }`: the whole edit modal,
 * pre-filled, from the table's template, `data_tables.edit_modal.template`, or the built-in variant
 * of the page's `adapter`. Reads only.
 */
export function editFormViewHandler(ctx: RouterContext): RequestHandler {
  return async (req: Request, res: Response) => {
    const body = bodyFields(req);
    const target = resolveMutationTarget(ctx.tables, ctx.tokens, body.table, body.entity, 'edit');
    const adapter = readAdapterKey(body.adapter, 'adapter');
    const form = await ctx.editForms.form(target.binding);
    const row = await loadTargetRow(ctx.fork(), req, ctx, target, body.id);
    const view = await ctx.editModalView(row.binding, adapter, req);
    const html = await view.modal(form.fill(row.entity, hiddenInputs(ctx.tokens, row, adapter)), row.entity);
    res.status(200).type('html').set('Cache-Control', 'no-store').send(html);
  };
}

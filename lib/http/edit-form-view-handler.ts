import type { Request, RequestHandler, Response } from 'express';
import { renderEditModal } from '../view/edit-modal.js';
import { bodyFields } from './body-parsers.js';
import { bodyTemplateOf, hiddenInputs, loadEditTarget } from './edit-target.js';
import { resolveMutationTarget } from './resolve-table.js';
import type { RouterContext } from './RouterContext.js';

/**
 * `POST /datatables/ajax/edit-form/view` `{ table, id, entity? }`: the whole edit modal, pre-filled,
 * from the table's `editModalTemplate` or `data_tables.edit_modal.template`. Reads only.
 */
export function editFormViewHandler(ctx: RouterContext): RequestHandler {
  return async (req: Request, res: Response) => {
    const body = bodyFields(req);
    const target = await loadEditTarget(ctx, ctx.fork(), req, resolveMutationTarget(ctx, body.table, body.entity, 'edit'), body.id);
    const { binding, action, entity, kit } = target;
    const settings = ctx.settings.edit_modal;
    const html = await renderEditModal(kit.renderer, {
      template: binding.table.editModalTemplate ?? settings.template,
      bodyTemplate: bodyTemplateOf(ctx, binding),
      title: binding.table.editModalTitle ?? settings.default_title,
      form: kit.form.fill(entity, hiddenInputs(ctx, binding, action, entity)),
      entity,
    });
    res.status(200).type('html').set('Cache-Control', 'no-store').send(html);
  };
}

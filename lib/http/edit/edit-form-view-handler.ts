import type { Request, RequestHandler, Response } from 'express';
import { bodyFields } from '../shared/body-parsers.js';
import { sendEditForm } from './edit-form-read.js';
import type { RouterContext } from '../router/RouterContext.js';

/**
 * `POST /datatables/ajax/edit-form/view` `{ table, id, entity?, adapter? }`: the whole edit modal,
 * pre-filled, from the table's template, `data_tables.edit_modal.template`, or the built-in variant
 * of the page's `adapter`. Reads only.
 */
export function editFormViewHandler(ctx: RouterContext): RequestHandler {
  return async (req: Request, res: Response) => {
    const body = bodyFields(req);
    await sendEditForm(ctx, req, res, { table: body.table, entity: body.entity, id: body.id, adapter: body.adapter }, 'modal');
  };
}

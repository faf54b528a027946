import type { Request, RequestHandler, Response } from 'express';
import { HttpError } from '../../errors/HttpError.js';
import { bulkEditOf } from '../../form/bulk-edit-fields.js';
import { assertAuthorized } from '../../security/authorization.js';
import type { RouterContext } from '../router/RouterContext.js';
import { bodyFields } from '../shared/body-parsers.js';
import { readAdapterKey } from '../shared/modal-adapter-key.js';
import { sendHtml } from '../edit/edit-form-read.js';
import { bulkEditForm, bulkEditModalView } from './bulk-edit-form.js';

/**
 * `POST /datatables/ajax/bulk-edit/view` (`BulkEditViewRequest`): the whole modal of a table's bulk edit,
 * its fields each unticked ("leave unchanged"), in the page's adapter markup and the request's language,
 * titled with the number of rows (`count`, optional). The bulk token names the table; the hook is asked
 * `read`, as a bulk asks before its rows. Reads and writes no row: the values are sent with the bulk itself.
 */
export function bulkEditViewHandler(ctx: RouterContext): RequestHandler {
  return async (req: Request, res: Response) => {
    const body = bodyFields(req);
    const binding = ctx.tables.find(ctx.tokens.verify(body.table, 'bulk'));
    if (!binding) throw HttpError.notFound('unknown_table', 'No such table');
    const action = bulkEditOf(binding);
    if (!action || body.action !== action.name) throw HttpError.forbidden('action_not_declared', `Table "${binding.name}" declares no bulk edit named ${JSON.stringify(body.action)}`);
    const count = body.count === undefined ? null : Number(body.count);
    if (count !== null && (!Number.isSafeInteger(count) || count < 0)) throw HttpError.badRequest('"count" must be a whole number of rows', { count: ['is not a whole number'] });
    const adapter = readAdapterKey(body.adapter, 'adapter');
    await assertAuthorized(ctx.authorize, { request: req, table: binding.table, action: 'read', entity: undefined });
    const form = await ctx.editForms.form(binding);
    const view = await bulkEditModalView(ctx, binding, adapter, ctx.translator(req), action, count);
    sendHtml(res, 200, await view.modal(await bulkEditForm(ctx, req, binding, form), null));
  };
}

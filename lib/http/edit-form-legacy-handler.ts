import type { Request, RequestHandler, Response } from 'express';
import { HttpError } from '../errors/HttpError.js';
import { hiddenInputs } from '../form/hidden-inputs.js';
import { loadTargetRow } from '../mutation/load-target-row.js';
import { resolveMutationTarget } from '../mutation/resolve-target.js';
import { readAdapterKey } from './modal-adapter-key.js';
import { parseQueryString, type NestedParams } from './nested-params.js';
import type { RouterContext } from './RouterContext.js';

/**
 * `GET /datatables/ajax/edit-form?table=<edit token>&id=1[&adapter=bs5]` (legacy): the form only
 * (the body template), for a Bootstrap modal the page provides. Changes nothing.
 */
export function editFormLegacyHandler(ctx: RouterContext): RequestHandler {
  return async (req: Request, res: Response) => {
    const query = parseQueryString(req.originalUrl);
    const target = resolveMutationTarget(ctx.tables, ctx.tokens, single(query, 'table'), single(query, 'entity'), 'edit');
    const adapter = readAdapterKey(single(query, 'adapter'), 'adapter');
    const form = await ctx.editForms.form(target.binding);
    const row = await loadTargetRow(ctx.fork(), req, ctx, target, single(query, 'id'));
    const view = await ctx.editModalView(row.binding, adapter, req);
    const html = await view.body(form.fill(row.entity, hiddenInputs(ctx.tokens, row, adapter)), row.entity);
    res.status(200).type('html').set('Cache-Control', 'no-store').send(html);
  };
}

function single(query: NestedParams, name: string): string | undefined {
  const value = query[name];
  if (value !== undefined && typeof value !== 'string') throw HttpError.badRequest(`"${name}" must be a single value`);
  return value;
}

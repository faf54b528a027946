import type { Request, RequestHandler, Response } from 'express';
import { HttpError } from '../errors/HttpError.js';
import { hiddenInputs, loadEditTarget, renderBody } from './edit-target.js';
import { parseQueryString, type NestedParams } from './nested-params.js';
import { resolveMutationTarget } from './resolve-table.js';
import type { RouterContext } from './RouterContext.js';

/**
 * `GET /datatables/ajax/edit-form?table=<edit token>&id=1` (legacy): the form only (the body
 * template), for a Bootstrap modal the page provides. Changes nothing.
 */
export function editFormLegacyHandler(ctx: RouterContext): RequestHandler {
  return async (req: Request, res: Response) => {
    const query = parseQueryString(req.originalUrl);
    const target = await loadEditTarget(
      ctx,
      ctx.fork(),
      req,
      resolveMutationTarget(ctx, single(query, 'table'), single(query, 'entity'), 'edit'),
      single(query, 'id'),
    );
    const form = target.kit.form.fill(target.entity, hiddenInputs(ctx, target.binding, target.action, target.entity));
    res.status(200).type('html').set('Cache-Control', 'no-store').send(await renderBody(ctx, target, form));
  };
}

function single(query: NestedParams, name: string): string | undefined {
  const value = query[name];
  if (value !== undefined && typeof value !== 'string') throw HttpError.badRequest(`"${name}" must be a single value`);
  return value;
}

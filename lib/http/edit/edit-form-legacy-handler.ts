import type { Request, RequestHandler, Response } from 'express';
import { HttpError } from '../../errors/HttpError.js';
import { sendEditForm } from './edit-form-read.js';
import { parseQueryString, type NestedParams } from '../shared/nested-params.js';
import type { RouterContext } from '../router/RouterContext.js';

/**
 * `GET /datatables/ajax/edit-form?table=<edit token>&id=1[&adapter=bs5]` (legacy): the form only
 * (the body template), for a Bootstrap modal the page provides. Changes nothing.
 */
export function editFormLegacyHandler(ctx: RouterContext): RequestHandler {
  return async (req: Request, res: Response) => {
    const query = parseQueryString(req.originalUrl);
    const [table, entity, id, adapter] = ['table', 'entity', 'id', 'adapter'].map((name) => single(query, name));
    await sendEditForm(ctx, req, res, { table, entity, id, adapter }, 'body');
  };
}

function single(query: NestedParams, name: string): string | undefined {
  const value = query[name];
  if (value !== undefined && typeof value !== 'string') throw HttpError.badRequest(`"${name}" must be a single value`);
  return value;
}

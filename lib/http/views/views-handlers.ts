import type { Request, RequestHandler, Response } from 'express';
import type { SavedViewAnswer, SavedViewsAnswer } from '../../wire/saved-views.js';
import { viewNotFound } from '../../saved-views/view-refusals.js';
import { bodyFields } from '../shared/body-parsers.js';
import { parseQueryString } from '../shared/nested-params.js';
import { sendJson } from '../shared/send-json.js';
import type { RouterContext } from '../router/RouterContext.js';
import { savedViewTableOf } from './saved-view-table.js';
import { readDeleteViewRequest, readSaveViewRequest } from './views-request.js';
import { resolveViewsTarget } from './views-target.js';

/** `GET /datatables/ajax/views?token=`: the user's views of the table, by name (200 `SavedViewsAnswer`). */
export function listViewsHandler(ctx: RouterContext): RequestHandler {
  return async (req: Request, res: Response) => {
    const { binding, owner, store } = await resolveViewsTarget(ctx, req, parseQueryString(req.originalUrl).token);
    const views = await ctx.database(store.list(owner, binding.name));
    sendJson(res, { views } satisfies SavedViewsAnswer);
  };
}

/**
 * `POST /datatables/ajax/views` (`SaveViewRequest`, behind CSRF and the rate limit): a view saved whole,
 * 201 when new, 200 when it replaced the user's view of that id (`SavedViewAnswer`); the body read
 * strictly against the table as it is now (views-request.ts), before the store sees anything.
 */
export function saveViewHandler(ctx: RouterContext): RequestHandler {
  return async (req: Request, res: Response) => {
    const body = bodyFields(req);
    const { binding, owner, store } = await resolveViewsTarget(ctx, req, body.token);
    const draft = readSaveViewRequest(body, savedViewTableOf(binding));
    const { view, created } = await ctx.database(store.save(owner, binding.name, draft));
    sendJson(res.status(created ? 201 : 200), { view } satisfies SavedViewAnswer);
  };
}

/** `DELETE /datatables/ajax/views` (`DeleteViewRequest`, behind CSRF and the rate limit): 200 `{ deleted: id }`, or 404 `view_not_found`. */
export function deleteViewHandler(ctx: RouterContext): RequestHandler {
  return async (req: Request, res: Response) => {
    const body = bodyFields(req);
    const { binding, owner, store } = await resolveViewsTarget(ctx, req, body.token);
    const id = readDeleteViewRequest(body);
    if (!(await ctx.database(store.remove(owner, binding.name, id)))) throw viewNotFound(id);
    sendJson(res, { deleted: id });
  };
}

import type { Request } from 'express';
import type { TableBinding } from '../../persistence/TableBinding.js';
import type { SavedViewsView } from '../../wire/saved-views.js';
import type { RouterContext } from '../router/RouterContext.js';

/**
 * Where a page keeps a table's saved views: `server` when the router has `savedViews` and the request names
 * its user (the page then gets the views endpoint, its token and a CSRF token), else `browser`; undefined
 * for a table without `savedViews()`, which gets no menu.
 */
export function savedViewsStore(ctx: RouterContext, binding: TableBinding, req: Request): SavedViewsView['store'] | undefined {
  if (!binding.table.savedViews) return undefined;
  return ctx.savedViews?.ownerOf(req) ? 'server' : 'browser';
}

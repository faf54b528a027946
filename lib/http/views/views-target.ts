import type { Request } from 'express';
import { HttpError } from '../../errors/HttpError.js';
import { assertAuthorized } from '../../security/authorization.js';
import type { TableBinding } from '../../persistence/TableBinding.js';
import type { ViewStore } from '../../saved-views/ViewStore.js';
import { VIEW_ERRORS } from '../../wire/saved-views.js';
import { endpointNotFound } from '../router/error-middleware.js';
import type { RouterContext } from '../router/RouterContext.js';

/** Whose views of which table a request of the views endpoint is about, and where they are kept. */
export interface ViewsTarget {
  binding: TableBinding;
  owner: string;
  store: ViewStore;
}

/**
 * The table the `views` token names (a table this router serves with `savedViews()` on, else 404 as an
 * endpoint that does not exist), the user allowed to read it (a user who may not read a table keeps no
 * views of it), and the owner `savedViews.owner(req)` names (403 `no_view_owner` for nobody). Nothing is
 * read from the store before all three hold.
 */
export async function resolveViewsTarget(ctx: RouterContext, req: Request, token: unknown): Promise<ViewsTarget> {
  const saved = ctx.savedViews;
  if (!saved) throw endpointNotFound(req);
  if (token === undefined || token === '') throw HttpError.badRequest('The "token" parameter (a views token) is required', { token: ['is required'] });
  const binding = ctx.tables.find(ctx.tokens.verify(token, 'views'));
  if (!binding?.table.savedViews) throw endpointNotFound(req);
  await assertAuthorized(ctx.authorize, { request: req, table: binding.table, action: 'read', entity: undefined });
  const owner = saved.ownerOf(req);
  if (owner === null) throw HttpError.forbidden(VIEW_ERRORS.noOwner, 'Saved views are kept per user, and this request names none');
  return { binding, owner, store: saved.store };
}

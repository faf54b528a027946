import type { EntityProperty } from '@mikro-orm/core';
import type { Request, RequestHandler, Response } from 'express';
import { HttpError } from '../../errors/HttpError.js';
import { detailsLists, loadDetailsRow } from '../../persistence/details-row.js';
import { keyProperty } from '../../persistence/column-path.js';
import { convertIdentifier } from '../../persistence/identifier.js';
import { assertAuthorized } from '../../security/authorization.js';
import { resolveDetailsTable } from '../../security/resolve-target.js';
import { renderRowDetails } from '../../view/details-html.js';
import type { RowDetailsResult } from '../../wire/row-details.js';
import type { RouterContext } from '../router/RouterContext.js';
import { endpointNotFound } from '../router/error-middleware.js';
import { sendJson } from '../shared/send-json.js';
import { readDetailsQuery, requireDetailsId } from './details-request.js';

/**
 * `GET /datatables/ajax/details?table=<details token>&id=<row key>` (lib/wire/row-details.ts, docs/row-details.md):
 * a row's details as HTML. The query, the token (purpose `details`) and the key are checked first; `authorize` is
 * asked `read` on the table before any database access (refused: the same 403 for every row, existing or not);
 * the row is loaded through the table's own scope (the data endpoint's statement: a row the table does not show
 * is 404 `row_not_found`, as one that does not exist), then `authorize` is asked `details` on its entity (403);
 * its relations are loaded and the details rendered from the table's template in the request's language. 200
 * `RowDetailsResult`, never cached. Without ejs, answered as a route that does not exist.
 */
export function detailsHandler(ctx: RouterContext): RequestHandler {
  return async (req: Request, res: Response) => {
    const renderer = await ctx.renderer;
    if (!renderer) throw endpointNotFound(req);
    const raw = readDetailsQuery(req.originalUrl);
    const binding = resolveDetailsTable(ctx.tables, ctx.tokens, raw.table);
    const sent = requireDetailsId(raw);
    await assertAuthorized(ctx.authorize, { request: req, table: binding.table, action: 'read', entity: undefined });
    const key = convertIdentifier(keyProperty(binding.meta!) as EntityProperty, sent);
    // A key no row can have (a word for an integer key) is answered without asking the database.
    if (key === null) throw HttpError.forRow(binding.name, sent);
    const em = ctx.fork();
    const shown = await ctx.database(loadDetailsRow(em, binding, key));
    if (!shown) throw HttpError.forRow(binding.name, sent);
    await assertAuthorized(ctx.authorize, { request: req, table: binding.table, action: 'details', entity: shown.entity });
    const lists = await ctx.database(detailsLists(shown.entity, binding));
    const html = await renderRowDetails(renderer, ctx.detailsTemplate(binding)!, binding, { ...shown, lists }, ctx.translator(req));
    const answer: RowDetailsResult = { id: key, html };
    sendJson(res, answer);
  };
}

import type { EntityProperty } from '@mikro-orm/core';
import type { Request, RequestHandler, Response } from 'express';
import { HttpError } from '../../errors/HttpError.js';
import { jsonText } from '../../wire/json-text.js';
import { relatedRowsOf, relationOptionsOf, relationOptionsPage } from '../../persistence/relation-options.js';
import { assertAuthorized } from '../../security/authorization.js';
import { resolveOptionsTable } from '../../security/resolve-target.js';
import type { RelationOptionsPage } from '../../wire/relation-options.js';
import type { RouterContext } from '../router/RouterContext.js';
import { sendJson } from '../shared/send-json.js';
import { readOptionsQuery, readRawOptionsQuery } from './options-request.js';

/**
 * `GET /datatables/ajax/options` (lib/wire/relation-options.ts): the related rows a column naming a
 * relation offers, searched and paged, or the labels of the rows `ids` names, as its `setRelationScope`
 * allows them for this request. The token (purpose `options`), the column and the parameters are
 * checked before the authorization hook is asked (`read` on the table, as for its rows), and that
 * before any database access. Never cached: the scope may depend on who asks.
 */
export function optionsHandler(ctx: RouterContext): RequestHandler {
  return async (req: Request, res: Response) => {
    const raw = readRawOptionsQuery(req.originalUrl);
    const binding = resolveOptionsTable(ctx.tables, ctx.tokens, raw.table);
    if (raw.column === undefined || raw.column === '') throw HttpError.badRequest('The "column" parameter (a column naming a relation) is required', { column: ['is required'] });
    const related = relatedRowsOf(binding, raw.column);
    if (!related) {
      // Quoted as JSON text, as every refusal quotes the request: a quote in the name cannot end the quotation.
      throw HttpError.badRequest(`Table "${binding.name}" has no column ${jsonText(raw.column.slice(0, 100))} naming a relation`, { column: ['is not a column naming a relation'] });
    }
    const key = related.target.properties[related.target.primaryKeys[0] as never] as EntityProperty;
    const query = readOptionsQuery(raw, key);
    await assertAuthorized(ctx.authorize, { request: req, table: binding.table, action: 'read', entity: undefined });
    const em = ctx.fork();
    const page: RelationOptionsPage = query.kind === 'ids'
      ? { options: await ctx.database(relationOptionsOf(em, related, req, query.keys)), more: false }
      : await ctx.database(relationOptionsPage(em, related, req, query.q, query.page));
    sendJson(res, page);
  };
}

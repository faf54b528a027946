import type { Request, RequestHandler, Response } from 'express';
import { pageManualRows } from '../../persistence/manual-page.js';
import { assertAuthorized } from '../../security/authorization.js';
import { parseDataRequest } from './data-request.js';
import { pageQuery } from './page-query.js';
import { resolveReadTable } from '../../security/resolve-target.js';
import { buildEntityRow, buildRow } from '../../view/build-row.js';
import { parseQueryString } from '../shared/nested-params.js';
import { sendJson } from '../shared/send-json.js';
import type { RouterContext } from '../router/RouterContext.js';
import { isTableAction } from '../../model/ActionType.js';
import { parseTotals } from './totals-request.js';
import { TOTALS_PARAM } from '../../wire/totals.js';
import { GROUP_PARAM } from '../../wire/groups.js';
import { parseGroup } from './group-request.js';
import { entityPageWithSummaries, groupedOrder, manualSummaries, type PageSummaries } from './page-summaries.js';

/**
 * `GET /datatables/ajax/data`: DataTables.net server-side processing. Entity tables are counted (by
 * their count strategy), searched, ordered and paged in SQL; hand-built tables in memory. Orderings on
 * columns that are not orderable (or unknown) are ignored, like searches on columns that are not
 * searchable. Column filters (`filters[...]`) are read strictly: one the table does not offer is 400.
 * A date is searched as an ISO term or as the page shows it (`Translations.dateLocale`).
 * `estimated` says which counts are the planner's estimates. `totals[<column>]=<kinds>` asks for the columns'
 * totals (lib/wire/totals.ts), answered as `totals` over the matching rows and the page's; `group=<column>` groups
 * the page (ordered by it first), answered as `groups` (lib/wire/groups.ts; docs/totals.md).
 */
export function dataHandler(ctx: RouterContext): RequestHandler {
  return async (req: Request, res: Response) => {
    const params = parseQueryString(req.originalUrl);
    const binding = resolveReadTable(ctx.tables, ctx.tokens, params.table);
    const table = binding.table;
    const request = parseDataRequest(params, table.columns.map((column) => column.name), table.pageLength, ctx.limits);
    await assertAuthorized(ctx.authorize, { request: req, table, action: 'read', entity: undefined });
    const asked = { totals: parseTotals(params[TOTALS_PARAM], table), group: parseGroup(params[GROUP_PARAM], table) };
    const base = pageQuery(binding, request, ctx.limits);
    const query = { ...base, order: groupedOrder(base.order, asked.group), dateLocale: ctx.translations.dateLocale(req) };
    const renderer = await ctx.renderer;
    await ctx.editForms.enabled();
    const actions = ctx.servedActions(binding).filter((action) => !isTableAction(action.type));
    let page: { total: number; filtered: number; estimated: { total: boolean; filtered: boolean }; data: unknown[] };
    let summaries: PageSummaries;
    if (table.source.kind === 'entity') {
      const em = ctx.fork();
      const { totals, groups, ...result } = await ctx.database(entityPageWithSummaries(em, binding, query, ctx.counter, asked));
      summaries = { ...(totals ? { totals } : {}), ...(groups ? { groups } : {}) };
      const data = [];
      for (const [i, entity] of result.entities.entries()) data.push(await buildEntityRow(binding, actions, entity, result.related?.[i], renderer));
      page = { total: result.total, filtered: result.filtered, estimated: result.estimated, data };
    } else {
      const result = pageManualRows(await ctx.database(Promise.resolve(table.source.rows())), query, table);
      summaries = manualSummaries(binding, result, asked);
      const data = [];
      for (const row of result.rows) data.push(await buildRow(binding, actions, null, row, renderer));
      page = { total: result.total, filtered: result.filtered, estimated: { total: false, filtered: false }, data };
    }
    // Rows are the user's data as the authorization hook allowed them now: never cached.
    sendJson(res, {
      draw: request.draw,
      recordsTotal: page.total,
      recordsFiltered: page.filtered,
      estimated: { recordsTotal: page.estimated.total, recordsFiltered: page.estimated.filtered },
      data: page.data,
      ...summaries,
    });
  };
}


import type { RequestHandler, Response } from 'express';
import type { DataTableClass } from '../model/DataTableClass.js';
import type { TableModel } from '../model/TableModel.js';
import { renderTableElement, type TableElementAttributes } from '../view/table-element.js';
import type { RouterContext } from './RouterContext.js';
import { bindRequest, buildTableView } from './table-view.js';

/** Options of the page helper beyond the element's attributes. */
export interface DataTableHelperOptions {
  /** Also send `Link: <hub>; rel="mercure"` (Mercure discovery) when the table is live. */
  linkHeader?: boolean;
}

/** `res.locals.dataTable`: the HTML of a table element, for templates (`<%- dataTable('books') %>`). */
export type DataTableHelper = (
  table: string | DataTableClass | TableModel,
  attributes?: TableElementAttributes,
  options?: DataTableHelperOptions,
) => string;

/**
 * Installs `res.locals.dataTable` for every request passing through the router. It waits for the
 * optional modules to load (once, at startup), so that a page never offers an Edit the router
 * cannot serve, and for the subscriber JWTs of private live tables to be signed.
 */
export function pageHelper(ctx: RouterContext): RequestHandler {
  return async (req, res, next) => {
    await ctx.editForms.enabled();
    await ctx.realtime.prepare();
    bindRequest(req, ctx);
    const helper: DataTableHelper = (table, attributes, options) => {
      const view = buildTableView(req, res, table);
      if (options?.linkHeader && view.mercure) addDiscoveryLink(res, view.mercure.hub);
      return renderTableElement(view, attributes);
    };
    res.locals.dataTable = helper;
    next();
  };
}

/** `Link: <hub>; rel="mercure"`, once per response. */
function addDiscoveryLink(res: Response, hub: string): void {
  const link = `<${hub}>; rel="mercure"`;
  const current = res.get('Link');
  if (current?.includes(link)) return;
  res.append('Link', link);
}

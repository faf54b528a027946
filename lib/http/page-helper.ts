import type { RequestHandler } from 'express';
import type { DataTableClass } from '../model/DataTableClass.js';
import type { TableModel } from '../model/TableModel.js';
import { renderTableElement, type TableElementAttributes } from '../view/table-element.js';
import type { RouterContext } from './RouterContext.js';
import { bindRequest, buildTableView } from './table-view.js';

/** `res.locals.dataTable`: the HTML of a table element, for templates (`<%- dataTable('books') %>`). */
export type DataTableHelper = (table: string | DataTableClass | TableModel, attributes?: TableElementAttributes) => string;

/**
 * Installs `res.locals.dataTable` for every request passing through the router. It waits for the
 * optional modules to load (once, at startup), so that a page never offers an Edit the router
 * cannot serve.
 */
export function pageHelper(ctx: RouterContext): RequestHandler {
  return async (req, res, next) => {
    await ctx.editForms.enabled();
    bindRequest(req, ctx);
    const helper: DataTableHelper = (table, attributes) => renderTableElement(buildTableView(req, res, table), attributes);
    res.locals.dataTable = helper;
    next();
  };
}

import type { Request, Response } from 'express';
import type { DataTableClass } from '../model/AsDataTable.js';
import type { TableModel, TableView } from '../model/TableModel.js';
import { CSRF_HEADER } from '../security/CsrfProtection.js';
import type { TokenPurpose } from '../security/TableTokens.js';
import type { RouterContext } from './RouterContext.js';

/** The JSON a table element carries (docs/endpoints.md, "Page view"). */
export interface PageView {
  table: TableView;
  urls: { data: string; delete: string; editView: string; editSubmit: string; editForm: string };
  tokens: Partial<Record<TokenPurpose, string>>;
  csrf: { header: string; token: string };
  mercure: null;
}

const contexts = new WeakMap<Request, { ctx: RouterContext; mountPath: string }>();

/** @internal Remembers which router (mounted where) a request passed through, for {@link buildTableView}. */
export function bindRequest(req: Request, ctx: RouterContext): void {
  contexts.set(req, { ctx, mountPath: req.baseUrl });
}

/**
 * The page view of a table for this request: the table's browser part, the endpoint URLs (under
 * the router's mount path), a token per purpose the table declares, and a CSRF token (its cookie
 * is set on `res`). Only for requests that passed through `dataTablesRouter`.
 */
export function buildTableView(req: Request, res: Response, table: string | DataTableClass | TableModel): PageView {
  const bound = contexts.get(req);
  if (!bound) throw new Error('buildTableView() needs a request that passed through dataTablesRouter()');
  const { ctx, mountPath } = bound;
  const binding = ctx.find(table);
  if (!binding) {
    const name = typeof table === 'string' ? table : table.name;
    throw new Error(`Table "${name}" is not served by this dataTablesRouter(); add it to its "tables"`);
  }
  const base = `${mountPath}/datatables`;
  const tokens: PageView['tokens'] = { read: ctx.tokens.sign(binding.name, 'read') };
  if (binding.mutation('delete')) tokens.delete = ctx.tokens.sign(binding.name, 'delete');
  if (binding.mutation('edit')) tokens.edit = ctx.tokens.sign(binding.name, 'edit');
  return {
    table: binding.table.toView((column) => binding.flagsOf(column)),
    urls: {
      data: `${base}/ajax/data`,
      delete: `${base}/ajax/delete`,
      editView: `${base}/ajax/edit-form/view`,
      editSubmit: `${base}/ajax/edit-form`,
      editForm: `${base}/ajax/edit-form`,
    },
    tokens,
    csrf: { header: CSRF_HEADER, token: binding.mutation('delete') || binding.mutation('edit') ? ctx.csrf.token(req, res) : '' },
    mercure: null,
  };
}

import { withRelationPickers } from '../shared/relation-form.js';
import type { Request, Response } from 'express';
import { hiddenInputs } from '../../form/hidden-inputs.js';
import { loadTargetRow } from '../../mutation/load-target-row.js';
import { resolveMutationTarget } from '../../security/resolve-target.js';
import { readAdapterKey } from '../shared/modal-adapter-key.js';
import type { RouterContext } from '../router/RouterContext.js';

/** What the edit form's two read endpoints take from a request (a POST body, or the legacy query). */
export interface EditFormQuery {
  table: unknown;
  entity: unknown;
  id: unknown;
  adapter: unknown;
}

/**
 * The edit form of one row, pre-filled, as the whole modal (`POST …/edit-form/view`) or only its
 * body (the legacy `GET …/edit-form`), in the page's adapter markup and the request's language:
 * the edit token (or `entity`) names the table, then the row is loaded and checked like a change's.
 * Reads only; answered `no-store` (it carries a token and the row's values).
 */
export async function sendEditForm(ctx: RouterContext, req: Request, res: Response, query: EditFormQuery, part: 'modal' | 'body'): Promise<void> {
  const target = resolveMutationTarget(ctx.tables, ctx.tokens, query.table, query.entity, 'edit');
  const adapter = readAdapterKey(query.adapter, 'adapter');
  const form = await ctx.editForms.form(target.binding);
  const row = await loadTargetRow(ctx.fork(), req, ctx, target, query.id);
  const view = await ctx.editModalView(target.binding, adapter, ctx.translator(req));
  const filled = await withRelationPickers(ctx, req, target.binding, form, form.fill(row.entity, hiddenInputs(ctx.editToken(target.binding), row, adapter)), row.entity, true);
  sendHtml(res, 200, await view[part](filled, row.entity));
}

/**
 * An HTML answer of the edit endpoints: never cached (it carries tokens and the user's data), so
 * without the ETag `res.send` would hash the whole body for (a validator nothing revalidates by).
 */
export function sendHtml(res: Response, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(html));
  res.end(res.req.method === 'HEAD' ? undefined : html);
}

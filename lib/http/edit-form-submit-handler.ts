import type { Request, RequestHandler, Response } from 'express';
import { OptimisticLockError } from '@mikro-orm/core';
import { HttpError } from '../errors/HttpError.js';
import { applyChanges } from '../persistence/apply-changes.js';
import { flushInTransaction } from '../persistence/flush-in-transaction.js';
import { isStale } from '../persistence/versioning.js';
import { bodyFields } from './body-parsers.js';
import { hiddenInputs, loadEditTarget, renderBody, type EditTarget } from './edit-target.js';
import { publishChange } from './publish-change.js';
import { resolveMutationTarget, type MutationTarget } from './resolve-table.js';
import type { RouterContext } from './RouterContext.js';

/** The form-level message of a 409: the row was saved by someone else meanwhile. */
export const CONFLICT_MESSAGE =
  'Someone else changed this row while you were editing it. The form now shows the saved values: review them and save again.';

type Outcome = { status: 200; id: unknown } | { status: 409 | 422; html: string };

/**
 * `POST /datatables/ajax/edit-form`: binds the submitted `ux-datatables-edit-form` (hidden `_table`,
 * `_id`, `_version`), validates it with yup and saves only the form's writable fields, in one
 * flush (one transaction). 200 JSON `{ success, id }`; 422 the modal body with errors and the typed values; 409
 * the body re-rendered from the saved row when `_version` is stale or the flush hit an optimistic lock.
 */
export function editFormSubmitHandler(ctx: RouterContext): RequestHandler {
  return async (req: Request, res: Response) => {
    const body = bodyFields(req);
    const resolved = resolveMutationTarget(ctx, body._table, body._entity, 'edit');
    let outcome: Outcome;
    try {
      outcome = await save(ctx, req, resolved, body);
    } catch (error) {
      if (!(error instanceof OptimisticLockError)) throw error;
      outcome = { status: 409, html: await reloadConflict(ctx, req, resolved, body._id) };
    }
    if (outcome.status !== 200) {
      res.status(outcome.status).type('html').set('Cache-Control', 'no-store').send(outcome.html);
      return;
    }
    res.json({ success: true, id: outcome.id });
    await publishChange(ctx, resolved.binding, 'edit', outcome.id, [...ctx.topicsOf(resolved.binding.table)]);
  };
}

/**
 * Loads, checks, validates and saves. No transaction is held while the hooks run (they may query the
 * database, and an embedded database has one connection): the write is one flush, one transaction,
 * whose UPDATE also checks the version loaded here.
 */
async function save(ctx: RouterContext, req: Request, resolved: MutationTarget, body: Record<string, unknown>): Promise<Outcome> {
  const em = ctx.fork();
  const target = await loadEditTarget(ctx, em, req, resolved, body._id);
  const { action, entity, kit } = target;
  const hidden = hiddenInputs(ctx, target.binding, action, entity);
  if (action.meta.versionProperty) {
    const version = body._version;
    if (typeof version !== 'string' && typeof version !== 'number') {
      throw HttpError.badRequest('"_version" is required: the row is versioned', { _version: ['is required'] });
    }
    if (isStale(action.meta, entity, String(version))) return { status: 409, html: await conflictBody(ctx, target) };
  }
  const result = await kit.form.submit(body, hidden, entity);
  if (!result.ok) return { status: 422, html: await renderBody(ctx, target, result.form) };
  applyChanges(action.meta, entity, result.changes, new Set(kit.form.writableFieldNames));
  await flushInTransaction(em);
  return { status: 200, id: (entity as Record<string, unknown>)[action.lookup.name] };
}

/** The body showing the row as saved now (and its new `_version`), with {@link CONFLICT_MESSAGE}. */
async function conflictBody(ctx: RouterContext, target: EditTarget): Promise<string> {
  const form = target.kit.form.fill(target.entity, hiddenInputs(ctx, target.binding, target.action, target.entity));
  form.message = CONFLICT_MESSAGE;
  return renderBody(ctx, target, form);
}

/** After a failed flush: the row is read again in a fresh context, then shown as in {@link conflictBody}. */
async function reloadConflict(ctx: RouterContext, req: Request, resolved: MutationTarget, id: unknown): Promise<string> {
  return conflictBody(ctx, await loadEditTarget(ctx, ctx.fork(), req, resolved, id));
}

import type { Request, RequestHandler, Response } from 'express';
import { OptimisticLockError } from '@mikro-orm/core';
import { HttpError } from '../errors/HttpError.js';
import { en } from '../i18n/catalogues/en.js';
import type { EditForm } from '../form/EditForm.js';
import { hiddenInputs } from '../form/hidden-inputs.js';
import { loadTargetRow, type TargetRow } from '../mutation/load-target-row.js';
import { resolveMutationTarget, type MutationTarget } from '../mutation/resolve-target.js';
import { writeTargetRow } from '../mutation/write-target-row.js';
import { changedValues } from '../persistence/changed-values.js';
import { isStale } from '../persistence/versioning.js';
import type { EditModalView } from '../view/EditModalView.js';
import { bodyFields } from './body-parsers.js';
import { readChangeOrigin } from './change-origin.js';
import { readAdapterKey } from './modal-adapter-key.js';
import type { RouterContext } from './RouterContext.js';
import { sendJson } from './send-json.js';

/** The form-level message of a 409 in English: the row was saved by someone else meanwhile (`edit.conflict`). */
export const CONFLICT_MESSAGE: string = en['edit.conflict'];

type Outcome = { status: 200; id: unknown } | { status: 409 | 422; html: string };

/** What every outcome of one submission needs: the request, its target, the form and the modal. */
interface Submission {
  req: Request;
  target: MutationTarget;
  form: EditForm;
  view: EditModalView;
  adapter: string | undefined;
  body: Record<string, unknown>;
}

/**
 * `POST /datatables/ajax/edit-form`: binds the submitted `ux-datatables-edit-form` (hidden `_table`,
 * `_id`, `_version`, `_adapter`), validates it with yup and saves only the form's writable fields, in one
 * flush (one transaction). 200 JSON `{ success, id }`; 422 the modal body with errors and the typed values; 409
 * the body re-rendered from the saved row when `_version` is stale or the flush hit an optimistic lock.
 */
export function editFormSubmitHandler(ctx: RouterContext): RequestHandler {
  return async (req: Request, res: Response) => {
    const body = bodyFields(req);
    const target = resolveMutationTarget(ctx.tables, ctx.tokens, body._table, body._entity, 'edit');
    const adapter = readAdapterKey(body._adapter, '_adapter');
    const origin = readChangeOrigin(req);
    const form = await ctx.editForms.form(target.binding);
    const view = await ctx.editModalView(target.binding, adapter, req);
    const submission: Submission = { req, target, form, view, adapter, body };
    let outcome: Outcome;
    try {
      outcome = await save(ctx, submission);
    } catch (error) {
      if (!(error instanceof OptimisticLockError)) throw error;
      // The row is read again in a fresh context, then shown as saved now.
      outcome = { status: 409, html: await conflictBody(ctx, submission, await loadTargetRow(ctx.fork(), req, ctx, target, body._id)) };
    }
    if (outcome.status !== 200) {
      res.status(outcome.status).type('html').set('Cache-Control', 'no-store').send(outcome.html);
      return;
    }
    sendJson(res, { success: true, id: outcome.id });
    const table = target.binding.table;
    await ctx.realtime.publish(table, { type: 'edit', table: table.name, id: outcome.id, origin }, ctx.realtime.topicsOf(table));
  };
}

/**
 * Loads, checks, validates and saves. No transaction is held while the hooks run (they may query the
 * database, and an embedded database has one connection): the write is one UPDATE of the changed
 * fields whose WHERE also checks the version loaded here (`mutation/write-target-row`).
 */
async function save(ctx: RouterContext, submission: Submission): Promise<Outcome> {
  const { req, target, form, view, adapter, body } = submission;
  const em = ctx.fork();
  const row = await loadTargetRow(em, req, ctx, target, body._id);
  const { action, entity } = row;
  const version = body._version;
  if (action.meta.versionProperty && typeof version !== 'string' && typeof version !== 'number') {
    throw HttpError.badRequest('"_version" is required: the row is versioned', { _version: ['is required'] });
  }
  if (isStale(action.meta, entity, String(version))) return { status: 409, html: await conflictBody(ctx, submission, row) };
  const result = await form.submit(body, hiddenInputs(ctx.tokens, row, adapter), entity, view.translator);
  if (!result.ok) return { status: 422, html: await view.body(result.form, entity) };
  // The write matches only the row as checked here: changed, hidden or gone meanwhile, it writes
  // nothing, and the row read again says which (409 below; 403 or 404 thrown by the read).
  const changes = changedValues(action.meta, entity, result.changes, form.writableFieldNames);
  const written = await ctx.database(writeTargetRow(em, row, { kind: 'edit', changes }));
  if (!written) return { status: 409, html: await conflictBody(ctx, submission, await loadTargetRow(ctx.fork(), req, ctx, target, body._id)) };
  ctx.rowsWritten(action.meta.className);
  return { status: 200, id: (entity as Record<string, unknown>)[action.lookup.name] };
}

/** The body showing the row as saved now (and its new `_version`), with {@link CONFLICT_MESSAGE} in the request's locale. */
async function conflictBody(ctx: RouterContext, submission: Submission, row: TargetRow): Promise<string> {
  const filled = submission.form.fill(row.entity, hiddenInputs(ctx.tokens, row, submission.adapter));
  filled.message = submission.view.translator.t('edit.conflict');
  return submission.view.body(filled, row.entity);
}

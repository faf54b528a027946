import { checkRelationValues, storedRelations, withoutUnchangedRelations } from '../../form/relation-values.js';
import { withFieldErrors, withRelationPickers } from '../shared/relation-form.js';
import type { Request, RequestHandler, Response } from 'express';
import { hiddenInputs } from '../../form/hidden-inputs.js';
import type { FilledForm } from '../../form/FormField.js';
import { changeRow } from '../../mutation/change-row.js';
import type { RowWrite } from '../../mutation/write-target-row.js';
import { changedValues, writableValues } from '../../persistence/changed-values.js';
import { constraintViolation } from '../../persistence/constraint-violation.js';
import { loadTargetRow, type TargetRow } from '../../mutation/load-target-row.js';
import { refusedByDatabase } from '../../form/refused-by-database.js';
import { resolveMutationTarget } from '../../security/resolve-target.js';
import { bodyFields } from '../shared/body-parsers.js';
import { readChangeOrigin } from '../shared/change-origin.js';
import { sendHtml } from './edit-form-read.js';
import { readAdapterKey } from '../shared/modal-adapter-key.js';
import type { RouterContext } from '../router/RouterContext.js';
import { sendJson } from '../shared/send-json.js';

/**
 * `POST /datatables/ajax/edit-form`: binds the submitted `ux-datatables-edit-form` (hidden `_table`,
 * `_id`, `_version`, `_adapter`), validates it with yup, and writes only the form's fields that
 * changed, through the one entrance of row changes (`mutation/change-row`). 200 JSON `{ success, id }`;
 * 422 the modal body with the errors and the typed values; 409, when `_version` is stale or the row
 * changed before the write, the body with the typed values, the row's new `_version` and, beside each
 * field, the value saved meanwhile where it differs (`EditForm.conflict`).
 */
export function editFormSubmitHandler(ctx: RouterContext): RequestHandler {
  return async (req: Request, res: Response) => {
    const body = bodyFields(req);
    const target = resolveMutationTarget(ctx.tables, ctx.tokens, body._table, body._entity, 'edit');
    const adapter = readAdapterKey(body._adapter, '_adapter');
    const form = await ctx.editForms.form(target.binding);
    const translator = ctx.translator(req);
    const hidden = (row: Parameters<typeof hiddenInputs>[1]) => hiddenInputs(ctx.editToken(target.binding), row, adapter);
    let checked: TargetRow | undefined;
    const outcome = await changeRow(ctx, {
      request: req, target, id: body._id, origin: readChangeOrigin(req), seen: { version: body._version },
      plan: async (row): Promise<RowWrite | { refused: FilledForm }> => {
        checked = row;
        const result = await form.submit(body, hidden(row), row.entity, translator);
        if (!result.ok) return { refused: result.form };
        let changes = result.changes;
        if (form.relationFields.length > 0) {
          // Each related row named anew must exist inside its column's scope; those the row held stay accepted.
          const em = ctx.fork();
          const stored = await ctx.database(storedRelations(em, req, form.relationFields, row.action.meta, row.entity, true));
          const errors = await ctx.database(checkRelationValues(em, req, form.relationFields, changes, stored, translator));
          if (Object.keys(errors).length > 0) return { refused: withFieldErrors(form.typed(body, hidden(row), row.entity), errors) };
          changes = withoutUnchangedRelations(form.relationFields, changes, stored);
        }
        return { kind: 'edit', changes: changedValues(row.action.meta, row.entity, changes, form.writableFieldNames) };
      },
      // A valid form is written as it is, under the version the user saw; an invalid one waits for the row's checks.
      planAhead: async (): Promise<RowWrite | null> => {
        const result = await form.submit(body, {}, undefined, translator);
        return result.ok ? { kind: 'edit', changes: writableValues(target.action.meta, result.changes, form.writableFieldNames) } : null;
      },
    }).catch(async (error: unknown) => {
      // A rule of the database refused the values (a unique index): the form says which field. Written
      // in one statement, no row was loaded for the form yet: it is read now.
      const violation = constraintViolation(error, target.action.meta);
      if (!violation) throw error;
      const row = checked ?? await loadTargetRow(ctx.fork(), req, ctx, target, body._id);
      return { kind: 'violated' as const, row, violation };
    });
    if (outcome.kind === 'written') {
      sendJson(res, { success: true, id: outcome.row.id });
      const table = target.binding.table;
      await ctx.realtime.publish(table, outcome.change, ctx.realtime.topicsOf(table));
      return;
    }
    const { row } = outcome;
    const view = await ctx.editModalView(target.binding, adapter, translator);
    const rendered = (filled: FilledForm, conflict = false) =>
      withRelationPickers(ctx, req, target.binding, form, filled, row.entity, true, undefined, conflict ? translator : undefined);
    if (outcome.kind === 'refused') return sendHtml(res, 422, await view.body(await rendered(outcome.answer), row.entity));
    if (outcome.kind === 'violated') {
      const refused = refusedByDatabase(form.typed(body, hidden(row), row.entity), outcome.violation, translator);
      return sendHtml(res, outcome.violation.kind === 'unique' ? 409 : 422, await view.body(await rendered(refused), row.entity));
    }
    // A conflict: what the user typed, carrying the row's new `_version` (saving again replaces the row
    // as saved now), the value saved meanwhile beside each field that differs, `edit.conflict` above.
    const mine = form.conflict(body, hidden(row), row.entity, translator);
    mine.message = translator.t('edit.conflict');
    sendHtml(res, 409, await view.body(await rendered(mine, true), row.entity));
  };
}

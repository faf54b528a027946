import type { Request, RequestHandler, Response } from 'express';
import type { FieldErrors } from '../../errors/HttpError.js';
import { changeRow } from '../../mutation/change-row.js';
import type { RowWrite } from '../../mutation/write-target-row.js';
import { writableValues } from '../../persistence/changed-values.js';
import { constraintViolation } from '../../persistence/constraint-violation.js';
import { resolveMutationTarget } from '../../security/resolve-target.js';
import type { ErrorBody } from '../../wire/error-body.js';
import { bodyFields } from '../shared/body-parsers.js';
import { readChangeOrigin } from '../shared/change-origin.js';
import { sendJson } from '../shared/send-json.js';
import type { RouterContext } from '../router/RouterContext.js';
import { planCell, type CellWrite } from './cell-plan.js';
import { readCellRequest } from './cell-request.js';
import { answerRowChange } from '../shared/row-change-answer.js';

/**
 * `POST /datatables/ajax/cell`: one cell edited in place (`CellEditRequest`, docs/editing-in-place.md).
 * Named by the table's edit token, behind CSRF and the mutation limit like the edit form's submit, and
 * through the same entrance of row changes (`mutation/change-row`: authorize, the Edit's `displayIf`,
 * the version seen), validated by the column's edit-form field in the context of the row (`cell-plan`).
 * 200 `CellEditResult` (the row as the data endpoint sends it now), 422 with the column's messages in
 * the user's language (`invalid_value`), 409 `conflict` with the row as saved now (`CellConflictBody`),
 * 409 `not_unique` when another row holds the value; 400, 403, 404 as the library's errors.
 */
export function cellEditHandler(ctx: RouterContext): RequestHandler {
  return async (req: Request, res: Response) => {
    const body = bodyFields(req);
    const target = resolveMutationTarget(ctx.tables, ctx.tokens, body.table, undefined, 'edit');
    const cell = readCellRequest(body, target.binding);
    const form = await ctx.editForms.form(target.binding);
    // The user's language is worked out only for a message: a value written as it is needs none.
    const translator = () => ctx.translator(req);
    let replaced: CellWrite['replaced'];
    const outcome = await changeRow(ctx, {
      request: req, target, id: cell.id, origin: readChangeOrigin(req), seen: { version: cell.version }, readBack: true,
      plan: async (row) => {
        const planned = await planCell(ctx, req, form, cell, row, translator());
        if ('kind' in planned) replaced = planned.replaced;
        return planned;
      },
      // A value valid alone, in a form whose rules are each one field's, is written as it is under the version seen.
      planAhead: async (): Promise<RowWrite | null> => {
        const one = await form.submitOne(cell.column, cell.value);
        return one?.ok ? { kind: 'edit', changes: writableValues(target.action.meta, { [cell.column]: one.value }, form.writableFieldNames) } : null;
      },
    }).catch((error: unknown) => {
      // A rule of the database refused the value (a unique index): said beside the column, nothing written.
      const violation = constraintViolation(error, target.action.meta);
      if (!violation) throw error;
      return { kind: 'violated' as const, violation };
    });
    // 200 `CellEditResult`, 409 `CellConflictBody`.
    const conflict = `The row was changed by someone else meanwhile: column "${cell.column}" was not saved`;
    if (outcome.kind !== 'violated' && await answerRowChange(ctx, res, target, outcome, cell.id, conflict, replaced === undefined ? {} : { replaced })) return;
    if (outcome.kind === 'refused') return refuse(res, 422, 'invalid_value', `The value of column "${cell.column}" was refused`, outcome.answer);
    if (outcome.kind !== 'violated') return;
    const { kind, fields } = outcome.violation;
    const message = translator().t(`create.${kind}`);
    const named = fields.length > 0 ? fields : [cell.column];
    const errors = Object.fromEntries(named.map((name) => [name, [message]]));
    if (kind === 'unique') return refuse(res, 409, 'not_unique', `Another row already holds the value of column "${cell.column}"`, errors);
    refuse(res, 422, 'invalid_value', `The database refused the value of column "${cell.column}"`, errors);
  };
}

function refuse(res: Response, status: number, code: string, message: string, fields: FieldErrors): void {
  sendJson(res.status(status), { error: { status, code, message, fields } } satisfies ErrorBody);
}

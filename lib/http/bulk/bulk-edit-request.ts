import type { Request } from 'express';
import { HttpError, type FieldErrors } from '../../errors/HttpError.js';
import { bulkEditFields } from '../../form/bulk-edit-fields.js';
import type { EditForm } from '../../form/EditForm.js';
import { checkRelationValues } from '../../form/relation-values.js';
import type { Translator } from '../../i18n/Translator.js';
import type { BulkEditPlan } from '../../mutation/bulk-change.js';
import { changedValues, writableValues } from '../../persistence/changed-values.js';
import type { TableBinding } from '../../persistence/TableBinding.js';
import type { BulkEditValues } from '../../wire/bulk-edit.js';
import type { SelectedRow } from '../../wire/page-view.js';
import type { RouterContext } from '../router/RouterContext.js';
import { submitOnRow } from '../shared/row-submission.js';
import { inputValues } from '../../form/input-values.js';

/** A bulk edit as its request asks for it: how each row is planned, and the rows of an Undo (`restore`), which names its own. */
export interface BulkEditRequest {
  plan: BulkEditPlan;
  restore?: SelectedRow[];
}

/** Values refused before any row is read: 422 `invalid_value`, answered with the form again where the request named its adapter (`bulk-handler`). */
export class RefusedBulkValues extends Error {
  constructor(readonly values: BulkEditValues, readonly errors: FieldErrors) {
    super('The values of the bulk edit were refused');
  }
}

/**
 * Reads a bulk edit's `values` (or its Undo's `restore`) strictly, once its table and action are known:
 * an object naming only the action's fields, at least one (else 400). Each set of values is read and
 * validated alone, as the edit form reads them, and its relation keys checked against their scopes, once
 * (`values` refused: {@link RefusedBulkValues}, nothing read or written; a restore's row refused:
 * `invalid_value`, the others restored). Where a rule ties the fields set to others (`EditForm.standsAlone`),
 * each row's whole form is submitted on it (`row-submission`); then only the values that differ are written.
 */
export async function readBulkEdit(
  ctx: RouterContext, req: Request, binding: TableBinding, body: Record<string, unknown>, translator: Translator,
): Promise<BulkEditRequest> {
  const form = await ctx.editForms.form(binding);
  const fields = bulkEditFields(binding);
  const meta = binding.mutation('edit')!.meta;
  const checked = new Map<string, Promise<{ changes: Record<string, unknown> } | { refused: FieldErrors }>>();
  // Every row of a bulk edit shares its values, an Undo's rows mostly a few: each set is checked once.
  const check = (values: BulkEditValues) => {
    const named = JSON.stringify(values);
    let answer = checked.get(named);
    if (!answer) checked.set(named, (answer = checkValues(ctx, req, form, binding, values, translator)));
    return answer;
  };
  const valuesOf = new Map<string, BulkEditValues>();
  let restore: SelectedRow[] | undefined;
  let unloadedChanges: Record<string, unknown> | undefined;
  // The values every row is given (null: an Undo, each row its own).
  let chosen: BulkEditValues | null = null;
  if (body.restore !== undefined) {
    if (body.values !== undefined || body.rows !== undefined || body.matching !== undefined) throw HttpError.badRequest('"restore" is sent alone, without "values", "rows" or "matching"');
    if (!Array.isArray(body.restore)) throw HttpError.badRequest('"restore" must be a list of { id, version, values }');
    if (body.restore.length > ctx.limits.bulkRows) throw new HttpError(413, 'too_many_rows', `A bulk may name at most ${ctx.limits.bulkRows} rows (limits.bulkRows)`);
    restore = body.restore.map((entry, index) => {
      const { id, version, values } = (entry ?? {}) as Record<string, unknown>;
      if (typeof id !== 'string' && typeof id !== 'number') throw HttpError.badRequest(`"restore[${index}].id" must be a string or number`);
      if (version !== null && typeof version !== 'string' && typeof version !== 'number') throw HttpError.badRequest(`"restore[${index}].version" must be a string, number or null`);
      valuesOf.set(String(id), readValues(values, fields, `restore[${index}].values`));
      return { id, version: version === null ? null : String(version) };
    });
  } else {
    const values = (chosen = readValues(body.values, fields, 'values'));
    const answer = await check(values);
    if ('refused' in answer) throw new RefusedBulkValues(values, answer.refused);
    // Checked once for every row where no rule ties them to a row's other fields: a batch may be one statement.
    if (form.standsAlone(Object.keys(values))) unloadedChanges = writableValues(meta, answer.changes, form.writableFieldNames);
  }
  const relations = form.relationFields.filter((definition) => definition.relation!.multiple || fields.has(definition.field.name));
  return {
    restore,
    plan: {
      async plan(entity, key) {
        const values = chosen ?? valuesOf.get(String(key));
        if (!values) return { refused: {} };
        const alone = await check(values);
        if ('refused' in alone) return alone;
        let changes = alone.changes;
        if (!form.standsAlone(Object.keys(values))) {
          const whole = await submitOnRow(ctx, req, form, meta, entity, values, relations, translator);
          if (!whole.ok) return { refused: whole.errors };
          changes = whole.changes;
        }
        return { changes: changedValues(meta, entity, changes, form.writableFieldNames) };
      },
      previous: (entity, names) => inputValues(fields, entity, names),
      // Plain rows leave relations out: they serve where the values are checked once and set no relation.
      unloadedChanges,
      plainRows: chosen !== null && form.standsAlone(Object.keys(chosen)) && ![...fields.values()].some((definition) => definition.relation),
    },
  };
}

/** `values` as sent: an object naming at least one of the bulk edit's fields and no other (400 naming the stray one). */
function readValues(raw: unknown, fields: ReadonlyMap<string, unknown>, where: string): BulkEditValues {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw HttpError.badRequest(`"${where}" must be an object of field name -> value`);
  const names = Object.keys(raw);
  if (names.length === 0) throw HttpError.badRequest(`"${where}" must name at least one field: ${[...fields.keys()].join(', ')}`);
  const stray = names.find((name) => !fields.has(name));
  if (stray !== undefined) throw HttpError.badRequest(`"${where}" names "${stray}", which the bulk edit does not set (it sets: ${[...fields.keys()].join(', ')})`, { [stray]: ['is not a field of the bulk edit'] });
  return raw as BulkEditValues;
}

/** One set of values read and validated alone, and its relation keys checked against their scopes: converted, or refused. */
async function checkValues(
  ctx: RouterContext, req: Request, form: EditForm, binding: TableBinding, values: BulkEditValues, translator: Translator,
): Promise<{ changes: Record<string, unknown> } | { refused: FieldErrors }> {
  const alone = await form.submitFields(values, translator);
  if (!alone.ok) return { refused: alone.errors };
  const relations = [...bulkEditFields(binding).values()].filter((definition) => definition.relation && Object.hasOwn(values, definition.field.name));
  if (relations.length > 0) {
    const errors = await ctx.database(checkRelationValues(ctx.fork(), req, relations, alone.changes, new Map(), translator));
    if (Object.keys(errors).length > 0) return { refused: errors };
  }
  return { changes: alone.changes };
}

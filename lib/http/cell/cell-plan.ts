import type { Request } from 'express';
import type { FieldErrors } from '../../errors/HttpError.js';
import type { EditForm } from '../../form/EditForm.js';
import type { FilledForm } from '../../form/FormField.js';
import { checkRelationValues, storedRelations, withoutUnchangedRelations, type StoredRelations } from '../../form/relation-values.js';
import type { Translator } from '../../i18n/Translator.js';
import type { TargetRow } from '../../mutation/load-target-row.js';
import type { RowWrite } from '../../mutation/write-target-row.js';
import { changedValues } from '../../persistence/changed-values.js';
import type { RouterContext } from '../router/RouterContext.js';
import type { CellRequest } from './cell-request.js';

/**
 * What a cell's save writes on the loaded row, or the messages refusing it. The whole edit form is
 * submitted, each other field holding the row's stored value and the cell's field the value sent, so
 * the form's every rule holds (trimming, yup, object-level rules); then only the cell's column is
 * written, and only when it changed. A relation's keys named anew must be in the column's scope, as
 * the edit form's submit checks them.
 */
export async function planCell(
  ctx: RouterContext, req: Request, form: EditForm, cell: CellRequest, row: TargetRow, translator: Translator,
): Promise<RowWrite | { refused: FieldErrors }> {
  const em = ctx.fork();
  const meta = row.action.meta;
  // A ManyToMany's rows are read apart (its collection is seldom loaded); a single relation's key is on the row.
  const read = form.relationFields.filter((definition) => definition.relation!.multiple || definition === cell.definition);
  const stored = read.length > 0 ? await ctx.database(storedRelations(em, req, read, meta, row.entity, true)) : new Map() as StoredRelations;
  const body = { ...storedSubmission(form.fill(row.entity, {}), stored), [cell.column]: cell.value };
  const result = await form.submit(body, {}, row.entity, translator);
  if (!result.ok) {
    const fields = { ...result.errors };
    if (result.form.message) fields[cell.column] = [...(fields[cell.column] ?? []), result.form.message];
    return { refused: fields };
  }
  let changes: Record<string, unknown> = { [cell.column]: result.changes[cell.column] };
  if (cell.definition.relation) {
    const errors = await ctx.database(checkRelationValues(em, req, [cell.definition], changes, stored, translator));
    if (Object.keys(errors).length > 0) return { refused: errors };
    changes = withoutUnchangedRelations([cell.definition], changes, stored);
  }
  return { kind: 'edit', changes: changedValues(meta, row.entity, changes, form.writableFieldNames) };
}

/** The row's stored values as the form would submit them: a checkbox's state, a multiple relation's keys, any other input's text. */
function storedSubmission(filled: FilledForm, stored: StoredRelations): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of filled.fields) {
    if (field.disabled) continue;
    body[field.name] = field.widget === 'checkbox' ? field.checked
      : field.relation?.multiple ? (stored.get(field.name) ?? []).map((option) => option.id) : field.value;
  }
  return body;
}

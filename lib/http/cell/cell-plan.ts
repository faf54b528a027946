import type { Request } from 'express';
import type { FieldErrors } from '../../errors/HttpError.js';
import type { EditForm } from '../../form/EditForm.js';
import { checkRelationValues, withoutUnchangedRelations } from '../../form/relation-values.js';
import type { Translator } from '../../i18n/Translator.js';
import type { TargetRow } from '../../mutation/load-target-row.js';
import type { RowWrite } from '../../mutation/write-target-row.js';
import { changedValues } from '../../persistence/changed-values.js';
import type { RouterContext } from '../router/RouterContext.js';
import { submitOnRow } from '../shared/row-submission.js';
import type { CellRequest } from './cell-request.js';

/**
 * What a cell's save writes on the loaded row, or the messages refusing it. The whole edit form is
 * submitted on the row (`row-submission`), the cell's field holding the value sent, so the form's every
 * rule holds; then only the cell's column is written, and only when it changed. A relation's keys
 * named anew must be in the column's scope, as the edit form's submit checks them.
 */
export async function planCell(
  ctx: RouterContext, req: Request, form: EditForm, cell: CellRequest, row: TargetRow, translator: Translator,
): Promise<CellWrite | { refused: FieldErrors }> {
  const meta = row.action.meta;
  // A ManyToMany's rows are read apart (its collection is seldom loaded); a single relation's key is on the row.
  // (By name: the cell's definition is the in-place column's, another object than the form's.)
  const read = form.relationFields.filter((definition) => definition.relation!.multiple || definition.field.name === cell.column);
  const submitted = await submitOnRow(ctx, req, form, meta, row.entity, { [cell.column]: cell.value }, read, translator);
  if (!submitted.ok) return { refused: submitted.errors };
  let changes = submitted.changes;
  let replaced: CellWrite['replaced'];
  if (cell.definition.relation) {
    const errors = await ctx.database(checkRelationValues(ctx.fork(), req, [cell.definition], changes, submitted.stored, translator));
    if (Object.keys(errors).length > 0) return { refused: errors };
    changes = withoutUnchangedRelations([cell.definition], changes, submitted.stored);
    const held = (submitted.stored.get(cell.column) ?? []).map((option) => option.id);
    replaced = cell.definition.relation.multiple ? held : held[0] ?? '';
  }
  return { kind: 'edit', changes: changedValues(meta, row.entity, changes, form.writableFieldNames), ...(replaced === undefined ? {} : { replaced }) };
}

/** A cell's write; a relation's also says the key or keys it replaces (`CellEditResult.replaced`). */
export type CellWrite = RowWrite & { replaced?: string | string[] };

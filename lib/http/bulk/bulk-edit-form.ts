import type { Request } from 'express';
import type { FieldErrors } from '../../errors/HttpError.js';
import { bulkEditFields } from '../../form/bulk-edit-fields.js';
import type { EditForm } from '../../form/EditForm.js';
import type { FilledForm } from '../../form/FormField.js';
import type { Translator } from '../../i18n/Translator.js';
import { bulkActionLabel } from '../../i18n/table-labels.js';
import type { BulkAction } from '../../model/BulkAction.js';
import { entityNewRow } from '../../persistence/new-row-defaults.js';
import type { TableBinding } from '../../persistence/TableBinding.js';
import type { EditModalView } from '../../view/EditModalView.js';
import type { BulkEditValues } from '../../wire/bulk-edit.js';
import type { RouterContext } from '../router/RouterContext.js';
import { withRelationPickers } from '../shared/relation-form.js';

/** A bulk edit's form as the user sent it back: the values of the fields ticked, and why they were refused. */
export interface TypedBulkEdit {
  values: BulkEditValues;
  errors: FieldErrors;
}

/**
 * The bulk edit's form (`BulkAction.edit([...])`): its fields only, in its order, as the edit form has
 * them (labels, widgets, rules' attributes, relation pickers). Opened: each unticked, filled with a new
 * row's value. After a refusal: the fields ticked as sent, with their messages.
 */
export async function bulkEditForm(ctx: RouterContext, req: Request, binding: TableBinding, form: EditForm, typed?: TypedBulkEdit): Promise<FilledForm> {
  const names = [...bulkEditFields(binding).keys()];
  const values = entityNewRow(binding.meta!).values;
  const whole = typed ? form.typed(typed.values, {}) : form.fill(values, {});
  const filled: FilledForm = { ...whole, fields: names.map((name) => whole.fields.find((field) => field.name === name)!) };
  for (const field of filled.fields) {
    field.change = typed ? Object.hasOwn(typed.values, field.name) : false;
    if (typed?.errors[field.name]) field.errors = [...field.errors, ...typed.errors[field.name]];
  }
  return withRelationPickers(ctx, req, binding, form, filled, typed ? typed.values : values, false);
}

/** The modal view of a bulk edit, titled with the action's label and the number of rows it changes ("Edit selected (3)"). */
export function bulkEditModalView(ctx: RouterContext, binding: TableBinding, adapter: string | undefined, translator: Translator, action: BulkAction, count: number | null): Promise<EditModalView> {
  const label = bulkActionLabel(translator, action);
  const title = count === null ? label : translator.t('bulk.edit_title', { action: label, count });
  return ctx.editModalView(binding, adapter, translator, 'bulk', title);
}

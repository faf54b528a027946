import type { Request } from 'express';
import type { EditForm } from '../../form/EditForm.js';
import type { FilledForm } from '../../form/FormField.js';
import { storedRelations, type StoredRelations } from '../../form/relation-values.js';
import type { FieldErrors } from '../../errors/HttpError.js';
import type { Translator } from '../../i18n/Translator.js';
import type { TableBinding } from '../../persistence/TableBinding.js';
import { addRelationPickers } from '../../view/relation-pickers.js';
import type { RouterContext } from '../router/RouterContext.js';

/**
 * A form about to be rendered, its relation fields given their pickers (`view/relation-pickers`): what
 * `row` holds (a loaded row, `persisted`; or a new row's values), labelled, and a small relation's rows.
 * After an edit conflict (`conflictIn`, the form's language), each relation field holding other rows than
 * the row saved meanwhile gets those as its "theirs". Forms without relation fields are returned as they
 * are, with no statement.
 */
export async function withRelationPickers(
  ctx: RouterContext, req: Request, binding: TableBinding, form: EditForm, filled: FilledForm, row: object | null, persisted: boolean,
  stored?: StoredRelations, conflictIn?: Translator,
): Promise<FilledForm> {
  const fields = form.relationFields;
  if (fields.length === 0) return filled;
  const em = ctx.fork();
  const meta = binding.mutation(persisted ? 'edit' : 'create')?.meta ?? binding.meta!;
  const held = stored ?? (row ? await ctx.database(storedRelations(em, req, fields, meta, row, persisted)) : new Map());
  const token = ctx.tokens.sign(binding.name, 'options');
  const optionsUrl = (column: string) => `${req.baseUrl}/ajax/options?table=${encodeURIComponent(token)}&column=${encodeURIComponent(column)}`;
  return ctx.database(addRelationPickers(filled, fields, held, { em, request: req, optionsUrl, conflictIn }));
}

/** The form as typed with the relation fields' refusals beside them. */
export function withFieldErrors(typed: FilledForm, errors: FieldErrors): FilledForm {
  for (const field of typed.fields) if (errors[field.name]) field.errors = [...field.errors, ...errors[field.name]];
  return typed;
}

import type { EntityMetadata } from '@mikro-orm/core';
import type { Request } from 'express';
import type { FieldErrors } from '../../errors/HttpError.js';
import type { EditForm } from '../../form/EditForm.js';
import type { FilledForm } from '../../form/FormField.js';
import { storedRelations, type StoredRelations } from '../../form/relation-values.js';
import type { Translator } from '../../i18n/Translator.js';
import type { RouterContext } from '../router/RouterContext.js';

/** A form submitted on a row: the converted values of the fields sent (and what its relations held), or the messages refusing it. */
export type RowSubmission = { ok: true; changes: Record<string, unknown>; stored: StoredRelations } | { ok: false; errors: FieldErrors };

/**
 * The whole edit form submitted on a loaded row, each field holding the row's stored value but those
 * `values` names (as their inputs submit them), so that every rule of the form holds on the row as it
 * would be (trimming, yup, rules tying fields together): what a cell in place and a bulk edit write
 * outside the edit form. `relations` are the relation fields to read the row's values of (a
 * ManyToMany's rows are read apart: its collection is seldom loaded). A form-level message is said
 * under the first field sent.
 */
export async function submitOnRow(
  ctx: RouterContext, req: Request, form: EditForm, meta: EntityMetadata, entity: object,
  values: Record<string, unknown>, relations: readonly EditForm['relationFields'][number][], translator: Translator,
): Promise<RowSubmission> {
  const stored = relations.length > 0 ? await ctx.database(storedRelations(ctx.fork(), req, relations, meta, entity, true)) : new Map() as StoredRelations;
  const body = { ...storedSubmission(form.fill(entity, {}), stored), ...values };
  const result = await form.submit(body, {}, entity, translator);
  if (!result.ok) {
    const errors = { ...result.errors };
    const first = Object.keys(values)[0];
    if (result.form.message) errors[first] = [...(errors[first] ?? []), result.form.message];
    return { ok: false, errors };
  }
  const changes: Record<string, unknown> = {};
  for (const name of Object.keys(values)) changes[name] = result.changes[name];
  return { ok: true, changes, stored };
}

/** The row's stored values as the form would submit them: a checkbox's state, a multiple relation's keys, any other input's text. */
export function storedSubmission(filled: FilledForm, stored: StoredRelations): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of filled.fields) {
    if (field.disabled) continue;
    body[field.name] = field.widget === 'checkbox' ? field.checked
      : field.relation?.multiple ? (stored.get(field.name) ?? []).map((option) => option.id) : field.value;
  }
  return body;
}

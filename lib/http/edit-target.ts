import type { Request } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpError } from '../errors/HttpError.js';
import type { FilledForm } from '../form/FormField.js';
import { findByIdentifier } from '../persistence/find-by-identifier.js';
import type { ActionBinding, TableBinding } from '../persistence/TableBinding.js';
import { versionOf } from '../persistence/versioning.js';
import { assertAuthorized } from '../security/authorization.js';
import { renderFormBody } from '../view/edit-modal.js';
import { assertActionAvailable, rowForAction } from './action-guard.js';
import type { EditKit } from './edit-forms.js';
import type { MutationTarget } from './resolve-table.js';
import type { RouterContext } from './RouterContext.js';

/** The row an edit request is about, loaded and cleared: authorized, and its edit action shown. */
export interface EditTarget extends MutationTarget {
  entity: object;
  kit: EditKit;
}

/**
 * Loads the entity named by `id` for editing (404 if none), then asks the authorization hook and
 * the action's `displayIf` (403). The table and action were resolved from the token beforehand.
 */
export async function loadEditTarget(ctx: RouterContext, em: EntityManager, req: Request, target: MutationTarget, id: unknown): Promise<EditTarget> {
  if (id === undefined || id === null || id === '') throw HttpError.badRequest('"id" is required', { id: ['is required'] });
  const kit = await ctx.editForms.kit(target.binding);
  const entity = await findByIdentifier(em, target.action, id);
  if (!entity) throw HttpError.forRow(target.binding.name, id);
  await assertAuthorized(ctx.authorize, { request: req, table: target.binding.table, action: 'edit', entity });
  assertActionAvailable(target.binding, target.action, await rowForAction(target.binding, target.action, entity, id));
  return { ...target, entity, kit };
}

/** The hidden inputs of the form: `_table` (edit token), `_id`, and `_version` when the entity is versioned. */
export function hiddenInputs(ctx: RouterContext, binding: TableBinding, action: ActionBinding, entity: object): Record<string, string> {
  const hidden: Record<string, string> = {
    _table: ctx.tokens.sign(binding.name, 'edit'),
    _id: String((entity as Record<string, unknown>)[action.lookup.name]),
  };
  const version = versionOf(action.meta, entity);
  if (version !== null) hidden._version = version;
  return hidden;
}

/** The template of the modal body for this table. */
export function bodyTemplateOf(ctx: RouterContext, binding: TableBinding): string {
  return binding.table.editModalBodyTemplate ?? ctx.settings.edit_modal.body_template;
}

/** The modal body HTML for a form. */
export function renderBody(ctx: RouterContext, target: EditTarget, form: FilledForm): Promise<string> {
  return renderFormBody(target.kit.renderer, { bodyTemplate: bodyTemplateOf(ctx, target.binding), form, entity: target.entity });
}

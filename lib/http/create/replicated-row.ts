import type { Request } from 'express';
import { HttpError } from '../../errors/HttpError.js';
import { loadTargetRow } from '../../mutation/load-target-row.js';
import { entityNewRow } from '../../persistence/new-row-defaults.js';
import type { MutationTarget } from '../../security/resolve-target.js';
import type { RouterContext } from '../router/RouterContext.js';

/**
 * The row a create form is filled from (`Action.replicate()`, the view's `from`): loaded and checked as an edit's
 * row is (the hook asked `read`, then `create` with that row as `entity`; the Replicate's `displayIf`), and its
 * values less its key, which is a new row's (its default, or empty). A table without Replicate: 403
 * `action_not_declared`, before any database access.
 */
export async function replicatedValues(ctx: RouterContext, req: Request, target: MutationTarget, from: unknown): Promise<{ entity: object; values: Record<string, unknown> }> {
  const source = target.binding.replicateAction();
  if (!source) throw HttpError.forbidden('action_not_declared', `Table "${target.binding.name}" declares no replicate action`);
  const row = await loadTargetRow(ctx.fork(), req, ctx, { binding: target.binding, action: source, kind: 'create' }, from);
  const values: Record<string, unknown> = { ...(row.entity as Record<string, unknown>) };
  const meta = target.action.meta;
  const fresh = entityNewRow(meta).values;
  for (const key of meta.primaryKeys as string[]) values[key] = fresh[key];
  return { entity: row.entity, values };
}

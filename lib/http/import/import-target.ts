import { HttpError } from '../../errors/HttpError.js';
import type { Action } from '../../model/Action.js';
import { ActionType } from '../../model/ActionType.js';
import type { TableBinding } from '../../persistence/TableBinding.js';
import type { MutationTarget } from '../../security/resolve-target.js';
import type { RouterContext } from '../router/RouterContext.js';

/** What an import request names: the table, its `Action.import()`, and the create action its rows are written through. */
export interface ImportTarget {
  binding: TableBinding;
  action: Action;
  create: MutationTarget;
}

/**
 * The table an import token names (purpose `import`), with its served import action and its create action
 * (`Action.import()` needs `Action.create()`: its rows are new rows under the create form's rules). No
 * database access: refusals come first. 400 without a token, 403 for a table that serves no import.
 */
export function resolveImportTarget(ctx: RouterContext, token: unknown): ImportTarget {
  if (token === undefined || token === '') throw HttpError.badRequest('The "table" parameter (an import token) is required', { table: ['is required'] });
  const binding = ctx.tables.find(ctx.tokens.verify(token, 'import'));
  if (!binding) throw HttpError.notFound('unknown_table', 'No such table');
  const action = ctx.servedActions(binding).find((candidate) => candidate.type === ActionType.Import);
  const create = binding.mutation('create');
  if (!action || !create) throw HttpError.forbidden('action_not_declared', `Table "${binding.name}" declares no import action`);
  return { binding, action, create: { binding, action: create, kind: 'create' } };
}

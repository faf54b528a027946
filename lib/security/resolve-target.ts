import { HttpError } from '../errors/HttpError.js';
import type { ServedTables } from '../persistence/ServedTables.js';
import type { ActionBinding, MutationKind, TableBinding } from '../persistence/TableBinding.js';
import type { TableTokens } from './TableTokens.js';

/** A table and the action a mutation request may run on it. */
export interface MutationTarget {
  binding: TableBinding;
  action: ActionBinding;
  kind: MutationKind;
  /**
   * An application's row action (`Action.new(name, ...)`): its name. Such a change is an edit (`kind`),
   * asked of the authorization hook as `action: 'action'` with this `rowAction`.
   */
  rowAction?: string;
}

/** The table a read token names. No database access: refusals come first. */
export function resolveReadTable(tables: ServedTables, tokens: TableTokens, token: unknown): TableBinding {
  if (token === undefined || token === '') throw HttpError.badRequest('The "table" parameter (a read token) is required');
  return tableNamed(tables, tokens.verify(token, 'read'));
}

/** The table an options token names (`GET /datatables/ajax/options`). No database access. */
export function resolveOptionsTable(tables: ServedTables, tokens: TableTokens, token: unknown): TableBinding {
  if (token === undefined || token === '') throw HttpError.badRequest('The "table" parameter (an options token) is required');
  return tableNamed(tables, tokens.verify(token, 'options'));
}

/**
 * The table and action of a delete or edit request, from its signed token, or from `entity` (the
 * entity's class name) when exactly one served table binds that entity and declares the action.
 * Both given: they must agree. Everything here is decided before any database access.
 */
export function resolveMutationTarget(tables: ServedTables, tokens: TableTokens, token: unknown, entity: unknown, kind: MutationKind): MutationTarget {
  if (entity !== undefined && entity !== '' && typeof entity !== 'string') {
    throw HttpError.badRequest('"entity" must be the class name of an entity');
  }
  const entityName = entity === '' ? undefined : entity;
  if (token !== undefined && token !== '') {
    const binding = tableNamed(tables, tokens.verify(token, kind));
    const action = declared(binding, kind);
    if (entityName !== undefined && entityName !== action.meta.className) {
      throw HttpError.forbidden('entity_mismatch', `Table "${binding.name}" does not ${kind} entities "${entityName}"`);
    }
    return { binding, action, kind };
  }
  if (entityName === undefined) throw HttpError.badRequest(`The "table" token (or "entity") is required`);
  if (!tables.bindsEntity(entityName)) {
    throw HttpError.notFound('unknown_entity', `No table serves entity "${entityName}"`);
  }
  const candidates = tables.declaring(entityName, kind);
  if (candidates.length === 0) {
    throw HttpError.forbidden('action_not_declared', `No table declares a ${kind} action on entity "${entityName}"`);
  }
  if (candidates.length > 1) {
    throw HttpError.forbidden(
      'ambiguous_entity',
      `Several tables declare a ${kind} action on entity "${entityName}"; send the table token`,
    );
  }
  return { binding: candidates[0], action: declared(candidates[0], kind), kind };
}

/**
 * The table and the application's action a row action's request names (`POST /datatables/ajax/action`):
 * the `action` token's table, and its action of that name (403 `action_not_declared` for any other).
 * No database access.
 */
export function resolveRowAction(tables: ServedTables, tokens: TableTokens, token: unknown, name: unknown): MutationTarget {
  if (token === undefined || token === '') throw HttpError.badRequest('The "table" parameter (an action token) is required');
  const binding = tableNamed(tables, tokens.verify(token, 'action'));
  if (typeof name !== 'string' || name === '') throw HttpError.badRequest('"action" must name an action of the table', { action: ['is required'] });
  const action = binding.ownAction(name);
  if (!action) throw HttpError.forbidden('action_not_declared', `Table "${binding.name}" declares no action ${JSON.stringify(name.slice(0, 60))}`);
  return { binding, action, kind: 'edit', rowAction: name };
}

/**
 * The table a move names (`POST /datatables/ajax/move`, `setReorderable`): the `move` token's table, whose rows are
 * moved as edits of the moved row (its Edit action: `authorize` asked `edit`, its `displayIf`). 403
 * `action_not_declared` for a table that does not move rows. No database access.
 */
export function resolveMoveTarget(tables: ServedTables, tokens: TableTokens, token: unknown): MutationTarget {
  if (token === undefined || token === '') throw HttpError.badRequest('The "table" parameter (a move token) is required');
  const binding = tableNamed(tables, tokens.verify(token, 'move'));
  if (!binding.reorder) throw HttpError.forbidden('action_not_declared', `Table "${binding.name}" does not move rows (no setReorderable)`);
  return { binding, action: declared(binding, 'edit'), kind: 'edit' };
}

/**
 * The table a row's details name (`GET /datatables/ajax/details`, `setDetails`): the `details` token's table. 403
 * `action_not_declared` for a table without details. No database access.
 */
export function resolveDetailsTable(tables: ServedTables, tokens: TableTokens, token: unknown): TableBinding {
  if (token === undefined || token === '') throw HttpError.badRequest('The "table" parameter (a details token) is required', { table: ['is required'] });
  const binding = tableNamed(tables, tokens.verify(token, 'details'));
  if (!binding.details) throw HttpError.forbidden('action_not_declared', `Table "${binding.name}" shows no details (no setDetails)`);
  return binding;
}

function tableNamed(tables: ServedTables, name: string): TableBinding {
  const binding = tables.find(name);
  if (!binding) throw HttpError.notFound('unknown_table', `No table named "${name}"`);
  return binding;
}

function declared(binding: TableBinding, kind: MutationKind): ActionBinding {
  const action = binding.mutation(kind);
  if (!action) throw HttpError.forbidden('action_not_declared', `Table "${binding.name}" declares no ${kind} action`);
  return action;
}

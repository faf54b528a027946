import type { Request } from 'express';
import type { EntityMetadata } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpError } from '../errors/HttpError.js';
import type { Row } from '../model/Row.js';
import { withDatabaseDeadline } from '../persistence/database-deadline.js';
import { convertIdentifier } from '../persistence/identifier.js';
import { directLoadReason } from '../persistence/orm-bypass.js';
import { selectRow } from '../persistence/row-statements.js';
import { versionOf } from '../persistence/entity-version.js';
import type { ActionBinding, TableBinding } from '../persistence/TableBinding.js';
import { assertAuthorized, type AuthorizeHook } from '../security/authorization.js';
import type { MutationTarget } from '../security/resolve-target.js';

/** The row a delete or edit request is about, loaded and cleared: authorized, and its action shown. */
export interface TargetRow extends MutationTarget {
  entity: object;
  /** The identifier as the lookup property's type (`"7"` for an integer key is `7`). */
  id: unknown;
  /** The entity's version as a form carries it; null when it is not versioned. */
  version: string | null;
}

/** What loading a row needs of the router: its authorization hook, and the bound of every database step. */
export interface RowAccess {
  authorize: AuthorizeHook | undefined;
  /** Longest wait for the database per step, in ms (503 past it). */
  databaseTimeoutMs: number;
}

/**
 * The row of every row change (`changeRow`) and of the edit form's reads, once the table and action
 * are resolved: the hook is asked whether the request may read the table (403), `id` is required
 * (400), converted once to the type of the property it is matched against (one that cannot name a row
 * is 404 without a query), the entity is loaded (404), then the hook is asked for the action on that
 * entity and the action's `displayIf` checked (403). A hand-built table's `rows()` is
 * read under the same deadline as the entity. `em` must be a fresh fork. `directLoad`: a row change's
 * plan (`persistence/orm-bypass.planRowChange`) says how its row is loaded; a read asks `persistence/orm-bypass` here.
 */
export async function loadTargetRow(
  em: EntityManager,
  request: Request,
  access: RowAccess,
  target: MutationTarget,
  rawId: unknown,
  directLoad = directLoadReason(em, target.action.meta) === null,
): Promise<TargetRow> {
  const { binding, action, kind } = target;
  // Acting on a row needs the right to read its table, asked before anything of the row is looked
  // at: refused, every row answers the same 403, existing or not (no existence oracle).
  await assertAuthorized(access.authorize, { request, table: binding.table, action: 'read', entity: undefined });
  if (rawId === undefined || rawId === null || rawId === '') throw HttpError.badRequest('"id" is required', { id: ['is required'] });
  const id = convertIdentifier(action.lookup, rawId);
  if (id === null) throw HttpError.forRow(binding.name, rawId);
  const entity = await withDatabaseDeadline(loadEntity(em, action.meta, action.lookup.name, id, directLoad), access.databaseTimeoutMs);
  if (!entity) throw HttpError.forRow(binding.name, rawId);
  const { rowAction } = target;
  await assertAuthorized(access.authorize, rowAction === undefined
    ? { request, table: binding.table, action: kind, entity }
    : { request, table: binding.table, action: 'action', rowAction, entity });
  const row = await tableRow(binding, action, entity, id, access.databaseTimeoutMs);
  assertActionAvailable(binding, action, row);
  return { ...target, entity, id, version: versionOf(action.meta, entity) };
}

/**
 * The server's side of `displayIf`, on the row as the table shows it: an action hidden on this row
 * is refused (403 `action_not_available`).
 */
export function assertActionAvailable(binding: TableBinding, action: ActionBinding, row: Row): void {
  if (!action.action.isDisplayedFor(row)) {
    throw HttpError.forbidden('action_not_available', `Action "${action.action.key}" is not available on this row of table "${binding.name}"`);
  }
}


/**
 * The row of the table an action is about: `mapRow` of the loaded entity, or, for a hand-built
 * table, its row whose identifier is `id` (none: 404, so a hand-built table's action never reaches
 * an entity the table does not show), its `rows()` read under the deadline (they may query the database).
 */
async function tableRow(binding: TableBinding, action: ActionBinding, entity: object, id: unknown, timeoutMs: number): Promise<Row> {
  const source = binding.table.source;
  if (source.kind === 'entity') return source.mapRow(entity);
  const key = action.action.idField ?? source.idField;
  const rows = await withDatabaseDeadline(Promise.resolve().then(() => source.rows()), timeoutMs);
  const row = rows.find((candidate) => String(candidate[key]) === String(id));
  if (!row) throw HttpError.forRow(binding.name, id);
  return row;
}

/**
 * The entity whose `property` is `id`: one SELECT mapped by `em.map` where that gives what `findOne`
 * gives (`directLoad`), else `findOne`. `em` is a fresh fork: nothing is cached in it, so
 * no `refresh` (which costs more than the query).
 */
async function loadEntity(em: EntityManager, meta: EntityMetadata, property: string, id: unknown, directLoad: boolean): Promise<object | null> {
  if (!directLoad) return em.findOne(meta.class, { [property]: id } as never);
  const row = await selectRow(em, meta, { [property]: id });
  return row && em.map(meta.class, row);
}

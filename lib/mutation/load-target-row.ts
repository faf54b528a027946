import type { Request } from 'express';
import type { EntityMetadata } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpError } from '../errors/HttpError.js';
import { convertIdentifier } from '../persistence/identifier.js';
import { selectRow } from '../persistence/row-statements.js';
import { assertActionAvailable, rowForAction } from '../security/action-guard.js';
import { assertAuthorized, type AuthorizeHook } from '../security/authorization.js';
import { directLoadReason } from '../persistence/orm-bypass.js';
import { versionOf } from '../persistence/versioning.js';
import type { MutationTarget } from '../security/resolve-target.js';

/** The row a delete or edit request is about, loaded and cleared: authorized, and its action shown. */
export interface TargetRow extends MutationTarget {
  entity: object;
  /** The identifier as the lookup property's type (`"7"` for an integer key is `7`). */
  id: unknown;
  /** The entity's version as a form carries it; null when it is not versioned. */
  version: string | null;
}

/** What loading a row needs of the router: its authorization hook, and its bound on every database step. */
export interface RowAccess {
  authorize: AuthorizeHook | undefined;
  database<T>(work: Promise<T>): Promise<T>;
}

/**
 * The row of every row change (`changeRow`) and of the edit form's reads, once the table and action
 * are resolved: `id` is required (400), converted once to the type of the property it is matched
 * against (one that cannot name a row is 404 without a query), the entity is loaded (404), then the
 * authorization hook and the action's `displayIf` are asked (403). A hand-built table's `rows()` is
 * read under the same deadline as the entity. `em` must be a fresh fork.
 */
export async function loadTargetRow(
  em: EntityManager,
  request: Request,
  access: RowAccess,
  target: MutationTarget,
  rawId: unknown,
): Promise<TargetRow> {
  const { binding, action, kind } = target;
  if (rawId === undefined || rawId === null || rawId === '') throw HttpError.badRequest('"id" is required', { id: ['is required'] });
  const id = convertIdentifier(action.lookup, rawId);
  if (id === null) throw HttpError.forRow(binding.name, rawId);
  const entity = await access.database(loadEntity(em, action.meta, action.lookup.name, id));
  if (!entity) throw HttpError.forRow(binding.name, rawId);
  await assertAuthorized(access.authorize, { request, table: binding.table, action: kind, entity });
  assertActionAvailable(binding, action, await rowForAction(binding, action, entity, id, access));
  return { ...target, entity, id, version: versionOf(action.meta, entity) };
}

/**
 * The entity whose `property` is `id`: one SELECT mapped by `em.map` where that gives what `findOne`
 * gives (`directLoadReason`), else `findOne`. `em` is a fresh fork: nothing is cached in it, so
 * no `refresh` (which costs more than the query).
 */
async function loadEntity(em: EntityManager, meta: EntityMetadata, property: string, id: unknown): Promise<object | null> {
  if (directLoadReason(em, meta) !== null) return em.findOne(meta.class, { [property]: id } as never);
  const row = await selectRow(em, meta, { [property]: id });
  return row && em.map(meta.class, row);
}

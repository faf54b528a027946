import type { Request } from 'express';
import { ReferenceKind, type EntityMetadata } from '@mikro-orm/core';
import { ActionRefusedError } from '../../errors/ActionRefusedError.js';
import type { TargetRow } from '../../mutation/load-target-row.js';
import type { RowWrite } from '../../mutation/write-target-row.js';
import { changedValues } from '../../persistence/changed-values.js';
import type { RouterContext } from '../router/RouterContext.js';

/**
 * What an application's action writes on the loaded and checked row: its handler is run on the entity,
 * and the row's own stored properties it changed (never the key or the version) become the edit the
 * entrance writes under the version the user saw. A handler's `ActionRefusedError` ends the change
 * unwritten. Relations and collections are left out on purpose: the write is the entrance's one
 * statement (or its locked transaction), which says scalar values; what a handler does elsewhere is its own.
 */
export async function planRowAction(ctx: RouterContext, req: Request, row: TargetRow): Promise<RowWrite | { refused: ActionRefusedError }> {
  const meta = row.action.meta;
  const handler = row.action.action.handler!;
  const stored = row.entity as Record<string, unknown>;
  const properties = ownProperties(meta);
  // Copies, so that a value changed in place (a JSON property, a Date's setter) is seen as changed.
  const before = Object.fromEntries([...properties].map((name) => [name, copyOf(stored[name])]));
  try {
    await handler(row.entity, { request: req, table: row.binding.name, em: ctx.fork() });
  } catch (error) {
    if (error instanceof ActionRefusedError) return { refused: error };
    throw error;
  }
  const after = Object.fromEntries([...properties].map((name) => [name, stored[name]]));
  return { kind: 'edit', changes: changedValues(meta, before, after, properties) };
}

/** A copy of a stored value; one that cannot be cloned (a custom type's object holding functions) is compared as it is. */
function copyOf(value: unknown): unknown {
  try {
    return structuredClone(value);
  } catch {
    return value;
  }
}

/** The entity's own stored scalar properties, which an action's change may write. */
function ownProperties(meta: EntityMetadata): ReadonlySet<string> {
  return new Set(meta.props.filter((prop) => prop.kind === ReferenceKind.SCALAR && prop.persist !== false && !prop.formula).map((prop) => prop.name));
}

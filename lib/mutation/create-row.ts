import type { Request } from 'express';
import { constraintViolation, type ConstraintViolation } from '../persistence/constraint-violation.js';
import { withDatabaseDeadline } from '../persistence/database-deadline.js';
import { assertAuthorized } from '../security/authorization.js';
import type { MutationTarget } from '../security/resolve-target.js';
import type { RowChangeMessage } from '../wire/live-view.js';
import type { MutationGate } from './change-row.js';
import { insertTargetRow } from './insert-target-row.js';

/** A new row as a handler asks for it. */
export interface RowCreateRequest<A> {
  request: Request;
  /** A `create` target: the table and its create action. */
  target: MutationTarget;
  /** The tab that asked, copied into the published change. */
  origin: string | null;
  /** Once allowed: the values to write (the form's fields, validated), or an answer that ends it unwritten. */
  plan(): Promise<{ values: Record<string, unknown> } | { refused: A }>;
}

/** How a create ended: written (its key and the change to publish), refused by its plan, or refused by the database's rules. */
export type RowCreateOutcome<A> =
  | { kind: 'written'; id: unknown; change: RowChangeMessage }
  | { kind: 'refused'; answer: A }
  | { kind: 'violated'; violation: ConstraintViolation };

/**
 * The entrance of a new row, beside `changeRow` (a row that exists): the authorization hook is asked
 * for `read` then `create` on the table (no entity: refused before anything is read or built, 403),
 * the plan validates, the row is written under the database deadline (`insertTargetRow`), the count
 * cache is told and the change `{ type: 'create', table, id, origin }` returned. A unique, foreign-key
 * or not-null rule of the database refusing the row is an outcome naming its fields, never a 500; any
 * other failure leaves nothing written (one statement, or the ORM's flush in its own transaction).
 */
export async function createRow<A>(gate: MutationGate, create: RowCreateRequest<A>): Promise<RowCreateOutcome<A>> {
  const { request, target } = create;
  await assertMayCreate(gate, request, target);
  const planned = await create.plan();
  if ('refused' in planned) return { kind: 'refused', answer: planned.refused };
  const meta = target.action.meta;
  let id: unknown;
  try {
    id = await withDatabaseDeadline(insertTargetRow(gate, meta, planned.values), gate.databaseTimeoutMs);
  } catch (error) {
    const violation = constraintViolation(error, meta);
    if (violation) return { kind: 'violated', violation };
    throw error;
  }
  gate.rowsWritten(meta.className);
  return { kind: 'written', id, change: { type: 'create', table: target.binding.name, id, origin: create.origin } };
}

/**
 * Whether the request may create rows in the target's table: the hook asked for `read`, then for
 * `create`, without an entity (403 otherwise). The create form's view asks the same before it shows anything.
 */
export async function assertMayCreate(gate: Pick<MutationGate, 'authorize'>, request: Request, target: MutationTarget): Promise<void> {
  const table = target.binding.table;
  await assertAuthorized(gate.authorize, { request, table, action: 'read', entity: undefined });
  await assertAuthorized(gate.authorize, { request, table, action: 'create', entity: undefined });
}

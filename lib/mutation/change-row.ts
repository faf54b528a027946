import type { Request } from 'express';
import { OptimisticLockError } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpError } from '../errors/HttpError.js';
import type { RowsWritten } from '../persistence/count-invalidation.js';
import { withDatabaseDeadline } from '../persistence/database-deadline.js';
import { planRowChange, type RowChangePlan } from '../persistence/orm-bypass.js';
import { writtenRowSelect, type WrittenRowSelect } from '../persistence/written-row.js';
import { asksAuthorization } from '../security/authorization.js';
import type { MutationTarget } from '../security/resolve-target.js';
import type { RowChangeMessage } from '../wire/live-view.js';
import { loadTargetRow, type RowAccess, type TargetRow } from './load-target-row.js';
import { writeTargetRow, writeUnloadedRow, type RowWrite } from './write-target-row.js';

/** How often a change is tried on the row as it is now, when it changed between its checks and its write. */
export const CHANGE_ATTEMPTS = 3;

/** What the entrance needs of the router: its hook and deadline, fresh contexts, the count cache. */
export interface MutationGate extends RowAccess {
  fork(): EntityManager;
  /**
   * An entity manager for a statement sent as SQL text alone (no entity, no identity map: the
   * ORM's own serves, and a fork would cost 7% of a delete's CPU); left out, a fork is made.
   */
  statements?(): EntityManager;
  rowsWritten: RowsWritten;
}

/** One row change as a handler asks for it. */
export interface RowChangeRequest<A> {
  request: Request;
  target: MutationTarget;
  /** The identifier as sent (converted and checked here). */
  id: unknown;
  /** The tab that asked, copied into the published change. */
  origin: string | null;
  /**
   * The version the user saw (an edit's `_version`): a versioned row that has moved on since is a
   * conflict, answered with the row as it is now. Left out (a delete): the change applies to the row
   * as it is, and is tried again on it when it changes meanwhile.
   */
  seen?: { version: unknown };
  /** Given the row loaded and checked: what to write, or an answer that ends the change unwritten (a form's errors). */
  plan(row: TargetRow): Promise<RowWrite | { refused: A }>;
  /**
   * What to write when that needs no loaded row (a delete; a valid form's values, all of them), or null
   * (or a failure) to plan on the loaded row. Given, it lets the change be one statement with nothing
   * read before it, where the table allows (`write-target-row.writeUnloadedRow`).
   */
  planAhead?(): Promise<RowWrite | null>;
  /**
   * The row written is answered as the data endpoint shows it (a cell in place): where the change is one
   * statement with nothing read first and the table's rows need no ORM load, that statement reads it back
   * too ({@link ChangedRow.shown}), so the answer costs no second statement.
   */
  readBack?: boolean;
}

/** The row a change was written on: its table and action, its identifier, and the entity when it was loaded (one statement loads none). */
export interface ChangedRow extends MutationTarget {
  /** The identifier as the lookup property's type. */
  id: unknown;
  entity?: object;
  /** The row as its write read it back, and the select that did (`persistence/written-row`), for a change asking {@link RowChangeRequest.readBack}. */
  shown?: { row: Record<string, unknown>; select: WrittenRowSelect };
}

/** A change written: the row it was written on, and the change to publish. */
export interface WrittenChange {
  kind: 'written';
  row: ChangedRow;
  change: RowChangeMessage;
}

/** How a row change ended: written, refused by its plan, or in conflict with the row as it is now. */
export type RowChangeOutcome<A> = WrittenChange | { kind: 'refused'; row: TargetRow; answer: A } | { kind: 'conflict'; row: TargetRow };

/**
 * The one entrance of every row change. First its plan, decided once (`persistence/orm-bypass.planRowChange`:
 * may it skip the ORM, may it be written before its row is read?), which every step after follows. Where the plan
 * allows it, ONE statement whose WHERE holds every check (`writeUnloadedRow`). Else, or when it matched
 * no row: load the target (`id` required and converted, 404), ask the authorization hook and
 * `displayIf` (403), compare the version the user saw, plan the write, write it under the database
 * deadline (one statement matching only the row as checked, or the locked transaction where the ORM
 * must see it), and tell the count cache. A row changed between its checks and its write is read
 * again, as it is now: gone (404), hidden (403), moved past the version seen (conflict), else tried
 * again, {@link CHANGE_ATTEMPTS} times at most (then 409). No transaction is held while the hooks
 * run: they may query the database, and an embedded database has one connection.
 */
export async function changeRow(gate: MutationGate, change: RowChangeRequest<never> & { seen?: undefined }): Promise<WrittenChange>;
export async function changeRow<A>(gate: MutationGate, change: RowChangeRequest<A>): Promise<RowChangeOutcome<A>>;
export async function changeRow<A>(gate: MutationGate, change: RowChangeRequest<A>): Promise<RowChangeOutcome<A>> {
  const { target, id, seen, planAhead } = change;
  const statements = gate.statements?.() ?? gate.fork();
  const plan = planRowChange(statements, target.binding, target.action, target.kind);
  // The table's own `authorize` or the router's hook is given the loaded entity: with either, the row is loaded first.
  const tried = planAhead && plan.unloaded && !asksAuthorization(gate.authorize, target.binding.table);
  const select = tried && change.readBack ? writtenRowSelect(statements, target.binding) : null;
  const unloaded = tried
    ? await writeUnloadedRow(statements, gate.databaseTimeoutMs, target, id, seen, planAhead, select?.sql)
    : { written: false as const, tried: false };
  // A statement that matched nothing was the first attempt: the loaded path says why, or writes.
  const ended = unloaded.written
    ? { kind: 'written' as const, row: { ...target, id: unloaded.id, ...(unloaded.selected && select ? { shown: { row: unloaded.selected, select } } : {}) } }
    : await changeLoadedRow(gate, change, plan, unloaded.tried ? 2 : 1);
  if (ended.kind !== 'written') return ended;
  const { row } = ended;
  gate.rowsWritten(row.action.meta.className);
  return { kind: 'written', row, change: { type: row.kind, table: row.binding.name, id: row.id, origin: change.origin } };
}

/**
 * The loaded path, from attempt `first` on: load and check the row, compare the version seen, plan,
 * write; the row written, or the answer that ended the change unwritten. The caller tells the count cache.
 */
async function changeLoadedRow<A>(
  gate: MutationGate, change: RowChangeRequest<A>, plan: RowChangePlan, first: number,
): Promise<{ kind: 'written'; row: ChangedRow } | Exclude<RowChangeOutcome<A>, WrittenChange>> {
  const { request, target, id, seen } = change;
  // The ORM saw the version move at its flush: the user's version is behind, whatever the row is now
  // (the flush rolled back what moved it, maybe): the row as it is now is loaded for the conflict.
  let behind = false;
  for (let attempt = first; ; attempt++) {
    const em = gate.fork();
    const row = await loadTargetRow(em, request, gate, target, id, plan.directLoad);
    if (behind || (seen && movedOn(row, seen.version))) return { kind: 'conflict', row };
    const planned = await change.plan(row);
    if ('refused' in planned) return { kind: 'refused', row, answer: planned.refused };
    const result = await write(gate, em, row, planned, plan.oneStatement);
    if (result === 'written') return { kind: 'written', row };
    behind = result === 'version moved' && seen !== undefined;
    if (behind) continue;
    if (attempt >= CHANGE_ATTEMPTS) throw HttpError.conflict(`The row kept changing: it was not changed after ${CHANGE_ATTEMPTS} attempts`);
  }
}

/** Whether the row's version differs from the one the user saw; a versioned row needs one (400). */
function movedOn(row: TargetRow, version: unknown): boolean {
  if (row.version === null) return false;
  if (typeof version !== 'string' && typeof version !== 'number') {
    throw HttpError.badRequest('"_version" is required: the row is versioned', { _version: ['is required'] });
  }
  return row.version !== String(version);
}

/** The write under the deadline: done, or not because the row is no longer as checked (or the ORM's flush saw its version move). */
async function write(
  gate: MutationGate, em: EntityManager, row: TargetRow, planned: RowWrite, oneStatement: boolean,
): Promise<'written' | 'row changed' | 'version moved'> {
  try {
    return (await withDatabaseDeadline(writeTargetRow(em, row, planned, oneStatement), gate.databaseTimeoutMs)) ? 'written' : 'row changed';
  } catch (error) {
    if (error instanceof OptimisticLockError) return 'version moved';
    throw error;
  }
}

import type { Request } from 'express';
import { constraintViolation, type ConstraintViolation } from '../persistence/constraint-violation.js';
import { withDatabaseDeadline } from '../persistence/database-deadline.js';
import type { MutationTarget } from '../security/resolve-target.js';
import type { RowChangeMessage } from '../wire/live-view.js';
import type { MutationGate } from './change-row.js';
import { assertMayCreate } from './create-row.js';
import { insertTargetRows } from './insert-target-row.js';
import { rowsChange } from './rows-change.js';

/** New rows of one table at once (an import's batch), each already checked as its create form checks a submit. */
export interface RowsCreateRequest {
  request: Request;
  /** A `create` target: the table and its create action. */
  target: MutationTarget;
  /** The tab that asked, copied into the published change. */
  origin: string | null;
  /** Each row's values, converted by the create form. */
  rows: ReadonlyArray<Record<string, unknown>>;
  /** The hook was asked already, once for every batch of the request (an import asks before its first line). */
  asked?: boolean;
}

/** How a batch of creates ended: every row written (their keys in order, the one change to publish), or none, a rule of the database refusing one. */
export type RowsCreateOutcome =
  | { kind: 'written'; ids: unknown[]; change: RowChangeMessage | null }
  | { kind: 'violated'; violation: ConstraintViolation };

/**
 * The entrance of many new rows, beside `createRow`'s one: the hook asked `read` then `create` once for
 * the batch, unless the caller asked it for all its batches (`asked`; no entity: 403 before anything is written), then ONE multi-row `INSERT … RETURNING` under
 * the database deadline (`insertTargetRows`: `em.create` and one flush where the ORM must see the
 * writes). A unique, foreign-key or not-null rule refusing a row is an outcome and nothing is written,
 * so the caller (an import) can keep the batch out, or write its rows one by one to tell which line it
 * was. The count cache is told; the change is one bulk message, `action: 'create'`, naming the rows
 * ({@link rowsChange}).
 */
export async function createRows(gate: MutationGate, create: RowsCreateRequest): Promise<RowsCreateOutcome> {
  const { request, target, rows } = create;
  if (!create.asked) await assertMayCreate(gate, request, target);
  if (rows.length === 0) return { kind: 'written', ids: [], change: null };
  const meta = target.action.meta;
  let ids: unknown[];
  try {
    ids = await withDatabaseDeadline(insertTargetRows(gate, meta, rows), gate.databaseTimeoutMs);
  } catch (error) {
    const violation = constraintViolation(error, meta);
    if (violation) return { kind: 'violated', violation };
    throw error;
  }
  gate.rowsWritten(meta.className);
  return { kind: 'written', ids, change: rowsChange(target.binding.name, ids, create.origin) };
}

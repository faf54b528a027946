import type { Request } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BULK_DELETE, type BulkAction } from '../model/BulkAction.js';
import { ActionType } from '../model/ActionType.js';
import { withDatabaseDeadline } from '../persistence/database-deadline.js';
import { versionOf } from '../persistence/entity-version.js';
import { convertIdentifier } from '../persistence/identifier.js';
import { loadByKeys, type BatchLoad } from '../persistence/bulk-statements.js';
import { plainRowsReason } from '../persistence/plain-rows.js';
import { directLoadReason } from '../persistence/orm-bypass.js';
import type { EntityProperty } from '@mikro-orm/core';
import type { TableBinding } from '../persistence/TableBinding.js';
import { asksAuthorization, assertAuthorized, isAuthorized } from '../security/authorization.js';
import type { SelectedRow } from '../wire/page-view.js';
import type { RowChangeMessage } from '../wire/live-view.js';
import type { BulkResult } from '../wire/endpoint-bodies.js';
import type { BulkEditValues } from '../wire/bulk-edit.js';
import type { FieldErrors } from '../wire/error-body.js';
import { editBatch } from './edit-batch.js';
import { changedValues } from '../persistence/changed-values.js';
import { editsUnloaded, editUnloadedBatch } from './edit-unloaded-batch.js';
import type { MutationGate } from './change-row.js';
import { deleteBatch } from './delete-batch.js';
import { deleteUnloadedBatch, deletesUnloaded } from './delete-unloaded-batch.js';
import { rowsChange } from './rows-change.js';

/** Rows per batch: one DELETE (and a SELECT where the rows must be read first) each, so no statement holds more rows' locks than this. */
export const BULK_BATCH = 1000;

/** A bulk as the handler asks for it. */
export interface BulkChangeRequest {
  request: Request;
  binding: TableBinding;
  action: BulkAction;
  /** The rows to act on: ids as sent, each with the version the page showed (null: none sent). */
  rows: SelectedRow[];
  origin: string | null;
  /** A bulk edit's values, planned on each row ({@link BulkEditPlan}); absent for other actions. */
  edit?: BulkEditPlan;
}

/** How a bulk edit is written on each row loaded and checked. */
export interface BulkEditPlan {
  /** The converted values to set on this row (only those that differ from it), or the messages refusing them. */
  plan(entity: object, key: unknown): Promise<{ changes: Record<string, unknown> } | { refused: FieldErrors }>;
  /** The row's values of these fields as its form would submit them: what Undo sets back. */
  previous(entity: object, fields: string[]): BulkEditValues;
  /** Whether the rows may be loaded as plain objects (`plain-rows`), where nothing but the library reads them. */
  plainRows: boolean;
  /** The values converted, where they were checked once for every row: a batch may then be one statement with nothing read first. */
  unloadedChanges?: Record<string, unknown>;
}

/** What a bulk did: the rows done and refused, and the one change to publish (null when nothing was done). */
export interface BulkOutcome {
  result: BulkResult;
  change: RowChangeMessage | null;
}

/**
 * The entrance of a bulk, beside `changeRow`: the hook asked once for `read`, then per batch of
 * {@link BULK_BATCH} rows: the rows loaded in one statement, each checked as a single change would be
 * (gone: `row_not_found`; the hook, `delete` or `bulk`: `forbidden`; the action's `displayIf` and, for
 * the delete, the row Delete's: `action_not_available`; the version the page showed: `conflict`), then
 * the batch written (`delete-batch`: one statement holding every check, or the application's handler
 * and a flush) under the database deadline. One row refused never costs the others their change; the
 * count cache is told and one change returned for the whole bulk.
 */
export async function bulkChange(gate: MutationGate, bulk: BulkChangeRequest): Promise<BulkOutcome> {
  const { request, binding, action } = bulk;
  const table = binding.table;
  await assertAuthorized(gate.authorize, { request, table, action: 'read', entity: undefined });
  const meta = binding.meta!;
  const keyProp = meta.properties[meta.primaryKeys[0] as keyof typeof meta.properties] as EntityProperty;
  const result: BulkResult = bulk.edit ? { done: [], refused: [], edited: [] } : { done: [], refused: [] };
  for (let start = 0; start < bulk.rows.length; start += BULK_BATCH) {
    const wanted = new Map<string, SelectedRow>();
    for (const row of bulk.rows.slice(start, start + BULK_BATCH)) {
      const id = convertIdentifier(keyProp, row.id);
      if (id === null) result.refused.push({ id: row.id, code: 'row_not_found' });
      else if (!wanted.has(String(id))) wanted.set(String(id), { id, version: row.version });
    }
    const em = gate.fork();
    const batchRows = [...wanted.values()];
    const unloaded = deletesUnloaded(em, gate.authorize, binding, action, batchRows)
      ? await withDatabaseDeadline(deleteUnloadedBatch(em, binding, action, batchRows), gate.databaseTimeoutMs) : null;
    if (unloaded) {
      result.done.push(...unloaded.done);
      result.refused.push(...unloaded.refused);
      continue;
    }
    const changes = bulk.edit?.unloadedChanges;
    if (bulk.edit && editsUnloaded(em, gate.authorize, binding, action, changes, batchRows)) {
      const edited = await withDatabaseDeadline(editUnloadedBatch(em, binding, action, batchRows, changes), gate.databaseTimeoutMs);
      // In the order sent, as the loaded path answers; Undo names only the values a row did not hold already.
      const done = new Set([...edited.changed.map((row) => String(row.key)), ...edited.unchanged.map(String)]);
      result.done.push(...batchRows.filter((row) => done.has(String(row.id))).map((row) => row.id));
      result.refused.push(...edited.refused);
      for (const row of edited.changed) {
        const replaced = Object.keys(changedValues(meta, row.before, changes, new Set(Object.keys(changes))));
        result.edited!.push({ id: row.key, version: shownVersion(binding, row.version), values: bulk.edit.previous(row.before, replaced) });
      }
      continue;
    }
    const entities = await withDatabaseDeadline(loadByKeys(em, meta, [...wanted.values()].map((row) => row.id), batchLoad(gate, em, bulk)), gate.databaseTimeoutMs);
    const byKey = new Map(entities.map((entity) => [String((entity as Record<string, unknown>)[keyProp.name]), entity]));
    const allowed: object[] = [];
    for (const [key, row] of wanted) {
      const entity = byKey.get(key);
      const code = entity ? await refusal(gate, request, bulk, entity, row) : 'row_not_found';
      if (code) result.refused.push({ id: row.id, code });
      else allowed.push(entity!);
    }
    const batch = await withDatabaseDeadline(writeBatch(em, bulk, allowed), gate.databaseTimeoutMs);
    result.done.push(...batch.done);
    result.refused.push(...batch.refused);
    if (batch.edited) (result.edited ??= []).push(...batch.edited);
  }
  if (result.done.length === 0) return { result, change: null };
  gate.rowsWritten(meta.className);
  return { result, change: rowsChange(binding.name, result.done, bulk.origin, action.name) };
}

/**
 * How a batch is loaded: plain objects where only the library reads them (the delete, or a bulk edit
 * whose plan allows it, and no hook: the rows are checked and written by key and version; 500 entities
 * were half a batch's time), entities where a
 * hook or a handler is given them, `em.find` where the ORM must load them.
 */
function batchLoad(gate: MutationGate, em: EntityManager, bulk: BulkChangeRequest): BatchLoad {
  if (directLoadReason(em, bulk.binding.meta!) !== null) return 'orm';
  const onlyOurs = (bulk.action.name === BULK_DELETE || bulk.edit?.plainRows === true) && !asksAuthorization(gate.authorize, bulk.binding.table) && plainRowsReason(em, bulk.binding) === null;
  return onlyOurs ? 'plain' : 'entities';
}

/** Why this row may not be changed by the bulk, or null when it may. */
async function refusal(gate: MutationGate, request: Request, bulk: BulkChangeRequest, entity: object, row: SelectedRow): Promise<string | null> {
  const { binding, action } = bulk;
  const table = binding.table;
  const deleting = action.name === BULK_DELETE;
  // A bulk delete asks what a row's Delete asks, a bulk edit what its Edit asks; the application's own, `bulk`.
  const question = deleting ? { action: 'delete' as const } : bulk.edit ? { action: 'edit' as const } : { action: 'bulk' as const, bulkAction: action.name };
  if (!(await isAuthorized(gate.authorize, { request, table, entity, ...question }))) return 'forbidden';
  const rowAction = deleting ? table.action(ActionType.Delete) : bulk.edit ? table.action(ActionType.Edit) : undefined;
  // The row as shown is mapped only where a `displayIf` reads it (a thousand rows' mapping was a tenth of a bulk edit).
  if (action.displayCondition || rowAction?.displayCondition) {
    const shown = table.source.kind === 'entity' ? table.source.mapRow(entity) : {};
    if (!action.isDisplayedFor(shown) || (rowAction && !rowAction.isDisplayedFor(shown))) return 'action_not_available';
  }
  if (row.version !== null && binding.meta!.versionProperty && versionOf(binding.meta!, entity) !== String(row.version)) return 'conflict';
  return null;
}

/** The batch's write: the delete (one statement, or the locked path), a bulk edit, or the application's handler and a flush. */
async function writeBatch(em: EntityManager, bulk: BulkChangeRequest, rows: object[]): Promise<BulkResult> {
  if (rows.length === 0) return { done: [], refused: [] };
  if (bulk.action.name === BULK_DELETE) return deleteBatch(em, bulk.binding, bulk.action, rows);
  if (bulk.edit) return writeEditBatch(em, bulk, bulk.edit, rows);
  const meta = bulk.binding.meta!;
  const key = meta.primaryKeys[0];
  const answer = (await bulk.action.handler!(rows, { request: bulk.request, table: bulk.binding.name, em })) ?? {};
  await em.flush();
  const refused = (answer.refused ?? []).filter((entry) => rows.some((row) => String((row as Record<string, unknown>)[key]) === String(entry.id)));
  const refusedKeys = new Set(refused.map((entry) => String(entry.id)));
  const done = rows.map((row) => (row as Record<string, unknown>)[key]).filter((id) => !refusedKeys.has(String(id)));
  return { done, refused };
}

/**
 * A bulk edit's batch: each row's values planned on it (refused `invalid_value` with the messages of its
 * fields; a row already holding them is done, unwritten), then written (`edit-batch`); each row written
 * is named with its new version and the values it had, for Undo.
 */
async function writeEditBatch(em: EntityManager, bulk: BulkChangeRequest, edit: BulkEditPlan, rows: object[]): Promise<BulkResult> {
  const key = bulk.binding.meta!.primaryKeys[0];
  const result: BulkResult = { done: [], refused: [], edited: [] };
  const planned: Array<{ entity: object; changes: Record<string, unknown> }> = [];
  const previous = new Map<string, BulkEditValues>();
  for (const entity of rows) {
    const id = (entity as Record<string, unknown>)[key];
    const plan = await edit.plan(entity, id);
    if ('refused' in plan) result.refused.push({ id, code: 'invalid_value', fields: plan.refused });
    else if (Object.keys(plan.changes).length === 0) result.done.push(id);
    else {
      planned.push({ entity, changes: plan.changes });
      previous.set(String(id), edit.previous(entity, Object.keys(plan.changes)));
    }
  }
  const written = await editBatch(em, bulk.binding, bulk.action, planned);
  for (const row of written.changed) {
    result.done.push(row.key);
    result.edited!.push({ id: row.key, version: shownVersion(bulk.binding, row.version), values: previous.get(String(row.key))! });
  }
  result.refused.push(...written.refused);
  return result;
}

/** A version as the page shows it (`_select.version`, a Date's as `versionOf` writes it), which Undo sends back; null: unversioned. */
function shownVersion(binding: TableBinding, version: unknown): string | null {
  const meta = binding.meta!;
  return version === null || version === undefined || !meta.versionProperty ? null : versionOf(meta, { [meta.versionProperty]: version });
}

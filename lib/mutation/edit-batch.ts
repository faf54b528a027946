import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ActionType } from '../model/ActionType.js';
import type { BulkAction } from '../model/BulkAction.js';
import { assignChanges } from '../persistence/assign-changes.js';
import { loadByKeys, updateCheckedRows, type CheckedRow } from '../persistence/bulk-statements.js';
import { versionOf } from '../persistence/entity-version.js';
import { lockedWriteReason } from '../persistence/orm-bypass.js';
import type { TableBinding } from '../persistence/TableBinding.js';
import { storedConditions } from './stored-conditions.js';

/** A row of a bulk edit's batch, loaded and checked: the entity, and the converted values that differ from it. */
export interface EditedRow {
  entity: object;
  changes: Record<string, unknown>;
}

/** What a bulk edit's batch wrote: each row changed with its new version (null: unversioned), and the rows refused. */
export interface EditBatchResult {
  changed: CheckedRow[];
  refused: Array<{ id: unknown; code: string }>;
}

/**
 * Writes a bulk edit's batch of rows that were loaded and checked, only as they were checked. In the
 * common case ONE statement per set of values (`bulk-statements.updateCheckedRows`: each row's key and
 * version as loaded, the `displayIf`s' stored columns; a bulk edit sets the same values on every row,
 * so a batch is mostly one set); where the ORM must see the write (hooks, subscribers, a Date version)
 * or a condition is not a stored column, one transaction on the rows reloaded `FOR UPDATE`, checked
 * again and assigned through the ORM. A row not written is refused: `conflict` when it changed
 * meanwhile, `row_not_found` when it is gone.
 */
export async function editBatch(em: EntityManager, binding: TableBinding, action: BulkAction, rows: EditedRow[]): Promise<EditBatchResult> {
  const meta = binding.meta!;
  const key = meta.primaryKeys[0];
  const checked = (row: EditedRow): CheckedRow => ({ key: (row.entity as Record<string, unknown>)[key], version: meta.versionProperty ? (row.entity as Record<string, unknown>)[meta.versionProperty] : null });
  const stored = storedConditions(binding, action, ActionType.Edit, rows.map((row) => row.entity));
  const dateVersion = meta.versionProperty !== undefined && (meta.properties as Record<string, { runtimeType?: string }>)[meta.versionProperty]?.runtimeType !== 'number';
  if (stored === null || dateVersion || lockedWriteReason(em, meta, 'edit') !== null) return editLocked(em, binding, action, rows);
  const sets = new Map<string, { changes: Record<string, unknown>; rows: CheckedRow[] }>();
  for (const row of rows) {
    const named = JSON.stringify(row.changes);
    const set = sets.get(named);
    if (set) set.rows.push(checked(row));
    else sets.set(named, { changes: row.changes, rows: [checked(row)] });
  }
  const changed: CheckedRow[] = [];
  for (const set of sets.values()) changed.push(...(await updateCheckedRows(em, meta, set.rows, stored, set.changes)));
  const written = new Set(changed.map((row) => String(row.key)));
  const missing = rows.map(checked).filter((row) => !written.has(String(row.key)));
  const stillThere = new Set((await loadByKeys(em.fork(), meta, missing.map((row) => row.key), 'plain')).map((row) => String((row as Record<string, unknown>)[key])));
  return { changed, refused: missing.map((row) => ({ id: row.key, code: stillThere.has(String(row.key)) ? 'conflict' : 'row_not_found' })) };
}

/** The batch in one transaction: reloaded `FOR UPDATE`, checked again (version as loaded, the Edit's and the action's `displayIf`), assigned through the ORM. */
async function editLocked(em: EntityManager, binding: TableBinding, action: BulkAction, rows: EditedRow[]): Promise<EditBatchResult> {
  const meta = binding.meta!;
  const key = meta.primaryKeys[0];
  const rowEdit = binding.table.action(ActionType.Edit);
  const source = binding.table.source;
  // The versions as checked, before the reload refreshes the same entities.
  const seen = rows.map((row) => ({ ...row, key: (row.entity as Record<string, unknown>)[key], version: versionOf(meta, row.entity) }));
  const result: EditBatchResult = { changed: [], refused: [] };
  const assigned: Array<{ key: unknown; entity: object }> = [];
  await em.begin();
  try {
    const locked = await em.find(meta.class, { [key]: { $in: seen.map((row) => row.key) } } as never, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    const byKey = new Map((locked as object[]).map((entity) => [String((entity as Record<string, unknown>)[key]), entity]));
    for (const row of seen) {
      const entity = byKey.get(String(row.key));
      const shown = entity && source.kind === 'entity' ? source.mapRow(entity) : {};
      if (!entity) result.refused.push({ id: row.key, code: 'row_not_found' });
      else if (versionOf(meta, entity) !== row.version || !action.isDisplayedFor(shown) || (rowEdit && !rowEdit.isDisplayedFor(shown))) {
        result.refused.push({ id: row.key, code: 'conflict' });
      } else {
        await assignChanges(em, meta, entity, row.changes);
        assigned.push({ key: row.key, entity });
      }
    }
    await em.commit();
  } catch (error) {
    await em.rollback().catch(() => undefined);
    throw error;
  }
  result.changed = assigned.map(({ key: id, entity }) => ({ key: id, version: meta.versionProperty ? (entity as Record<string, unknown>)[meta.versionProperty] : null }));
  return result;
}

import { ForeignKeyConstraintViolationException, LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ActionType } from '../model/ActionType.js';
import { deleteCheckedRows, loadByKeys, type CheckedRow } from '../persistence/bulk-statements.js';
import { versionOf } from '../persistence/entity-version.js';
import { lockedWriteReason } from '../persistence/orm-bypass.js';
import type { TableBinding } from '../persistence/TableBinding.js';
import type { BulkResult } from '../wire/endpoint-bodies.js';
import { storedConditions, type RowChecks } from './stored-conditions.js';

/**
 * Deletes a batch of rows that were loaded and checked, only as they were checked. In the common case
 * ONE statement (`bulk-statements.deleteCheckedRows`: each row's key and version as loaded, each
 * `displayIf`'s stored column); where the ORM must see the delete (hooks, subscribers, cascades) or a
 * condition is not a stored column, one transaction on the rows reloaded `FOR UPDATE` and checked again.
 * A row not deleted is refused: `row_not_found` when it is gone, `conflict` when it changed meanwhile,
 * `row_in_use` when a foreign key holds it (the batch is then deleted row by row, so the others go).
 * `action` holds each row to its `displayIf`, and `rowAction` to the row Delete's (null: an import's Undo
 * deleting its own rows, `NO_ROW_CHECKS`, whether or not the table serves Delete).
 */
export async function deleteBatch(em: EntityManager, binding: TableBinding, action: RowChecks, rows: object[], rowAction: typeof ActionType.Delete | null = ActionType.Delete): Promise<BulkResult> {
  const meta = binding.meta!;
  const key = meta.primaryKeys[0];
  const checked: CheckedRow[] = rows.map((row) => ({ key: (row as Record<string, unknown>)[key], version: meta.versionProperty ? (row as Record<string, unknown>)[meta.versionProperty] : null }));
  const stored = storedConditions(binding, action, rowAction, rows);
  // A Date version is the ORM's to compare (at the precision it keeps), as an edit's is.
  const dateVersion = meta.versionProperty !== undefined && (meta.properties as Record<string, { runtimeType?: string }>)[meta.versionProperty]?.runtimeType !== 'number';
  if (stored === null || dateVersion || lockedWriteReason(em, meta, 'delete') !== null) return deleteLocked(em, binding, action, checked, rowAction);
  let deleted: unknown[];
  const inUse: unknown[] = [];
  try {
    deleted = await deleteCheckedRows(em, meta, checked, stored);
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    deleted = [];
    for (const row of checked) {
      try {
        deleted.push(...(await deleteCheckedRows(em, meta, [row], stored)));
      } catch (single) {
        if (!isForeignKeyViolation(single)) throw single;
        inUse.push(row.key);
      }
    }
  }
  const gone = new Set(deleted.map(String));
  const missing = checked.filter((row) => !gone.has(String(row.key)) && !inUse.some((id) => String(id) === String(row.key)));
  const stillThere = new Set((await loadByKeys(em.fork(), meta, missing.map((row) => row.key), 'entities')).map((row) => String((row as Record<string, unknown>)[key])));
  return {
    done: deleted,
    refused: [
      ...inUse.map((id) => ({ id, code: 'row_in_use' })),
      ...missing.map((row) => ({ id: row.key, code: stillThere.has(String(row.key)) ? 'conflict' : 'row_not_found' })),
    ],
  };
}

/** The batch in one transaction: reloaded `FOR UPDATE`, checked again (version, `displayIf`), removed through the ORM. */
async function deleteLocked(em: EntityManager, binding: TableBinding, action: RowChecks, rows: CheckedRow[], rowAction: typeof ActionType.Delete | null): Promise<BulkResult> {
  const meta = binding.meta!;
  const key = meta.primaryKeys[0];
  const rowDelete = rowAction === null ? null : binding.table.action(rowAction);
  const source = binding.table.source;
  const result: BulkResult = { done: [], refused: [] };
  await em.begin();
  try {
    const locked = await em.find(meta.class, { [key]: { $in: rows.map((row) => row.key) } } as never, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    const byKey = new Map((locked as object[]).map((entity) => [String((entity as Record<string, unknown>)[key]), entity]));
    for (const row of rows) {
      const entity = byKey.get(String(row.key));
      if (!entity) {
        result.refused.push({ id: row.key, code: 'row_not_found' });
        continue;
      }
      const shown = source.kind === 'entity' ? source.mapRow(entity) : {};
      const moved = meta.versionProperty && versionOf(meta, entity) !== versionOf(meta, { [meta.versionProperty]: row.version });
      if (moved || !action.isDisplayedFor(shown) || (rowDelete && !rowDelete.isDisplayedFor(shown))) {
        result.refused.push({ id: row.key, code: moved ? 'conflict' : 'action_not_available' });
        continue;
      }
      em.remove(entity);
      result.done.push(row.key);
    }
    await em.commit();
    return result;
  } catch (error) {
    await em.rollback().catch(() => undefined);
    throw error;
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  return error instanceof ForeignKeyConstraintViolationException || (error as { code?: unknown } | null)?.code === '23503';
}

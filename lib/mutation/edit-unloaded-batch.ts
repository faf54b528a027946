import type { EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { BulkAction } from '../model/BulkAction.js';
import { loadByKeys, updateUnloadedRows, type UnloadedEdit } from '../persistence/bulk-statements.js';
import { unloadedWriteReason } from '../persistence/orm-bypass.js';
import type { TableBinding } from '../persistence/TableBinding.js';
import { asksAuthorization, type AuthorizeHook } from '../security/authorization.js';
import type { SelectedRow } from '../wire/page-view.js';
import { isVersionValue, unloadedConditions } from './delete-unloaded-batch.js';

/** What a bulk edit's batch did with nothing read first: the rows changed (with the values they held), done unchanged, and refused. */
export interface UnloadedEditBatch {
  changed: UnloadedEdit[];
  unchanged: unknown[];
  refused: Array<{ id: unknown; code: string }>;
}

/**
 * Whether a batch of a bulk edit may be ONE statement with nothing read before it, as a bulk delete's may:
 * its values were checked once for every row (`changes` given: no rule ties them to the row's other
 * fields), no hook is given the rows, the row Edit's checks and the action's `displayIf` are said in SQL,
 * and every row came with the version the page showed (rows of "all matching" have none: they are loaded first).
 */
export function editsUnloaded(
  em: EntityManager, hook: AuthorizeHook | undefined, binding: TableBinding, action: BulkAction, changes: Record<string, unknown> | undefined, rows: SelectedRow[],
): changes is Record<string, unknown> {
  const rowEdit = binding.mutation('edit');
  return changes !== undefined && rowEdit !== undefined && binding.meta!.versionProperty !== undefined
    && unloadedConditions(binding, action, 'edit') !== null && !asksAuthorization(hook, binding.table)
    && unloadedWriteReason(em, binding, rowEdit, 'edit') === null && rows.every((row) => row.version !== null);
}

/**
 * The batch in ONE `UPDATE … FROM (the values held) … WHERE <each key at its version> AND <displayIf's
 * columns> AND <a value differs> RETURNING` (`bulk-statements.updateUnloadedRows`); the rows it did not
 * change are then read, once, to say why: gone (`row_not_found`), changed since shown (`conflict`), hidden
 * by either `displayIf` (`action_not_available`), else holding the values already (done, unwritten).
 */
export async function editUnloadedBatch(
  em: EntityManager, binding: TableBinding, action: BulkAction, rows: SelectedRow[], changes: Record<string, unknown>,
): Promise<UnloadedEditBatch> {
  const meta = binding.meta!;
  const stored = unloadedConditions(binding, action, 'edit')!;
  // A version the column cannot hold is no version the row ever had: refused below as changed since shown.
  const versionProp = meta.properties[meta.versionProperty as keyof typeof meta.properties] as EntityProperty;
  const held = rows.filter((row) => isVersionValue(versionProp, row.version));
  const changed = await updateUnloadedRows(em, meta, held.map((row) => ({ key: row.id, version: row.version })), stored, changes);
  const written = new Set(changed.map((row) => String(row.key)));
  const missing = rows.filter((row) => !written.has(String(row.id)));
  const key = meta.primaryKeys[0];
  const found = new Map((await loadByKeys(em, meta, missing.map((row) => row.id), 'plain')).map((row) => [String((row as Record<string, unknown>)[key]), row as Record<string, unknown>]));
  const shown = binding.table.source.kind === 'entity' ? binding.table.source.mapRow : () => ({});
  const rowEdit = binding.mutation('edit')!.action;
  const result: UnloadedEditBatch = { changed, unchanged: [], refused: [] };
  for (const row of missing) {
    const now = found.get(String(row.id));
    if (!now) result.refused.push({ id: row.id, code: 'row_not_found' });
    else if (String(now[meta.versionProperty!]) !== String(row.version)) result.refused.push({ id: row.id, code: 'conflict' });
    else if (!rowEdit.isDisplayedFor(shown(now)) || !action.isDisplayedFor(shown(now))) result.refused.push({ id: row.id, code: 'action_not_available' });
    else result.unchanged.push(row.id);
  }
  return result;
}

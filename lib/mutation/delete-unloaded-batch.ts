import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import type { EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BULK_DELETE, type BulkAction } from '../model/BulkAction.js';
import { deleteCheckedRows, loadByKeys } from '../persistence/bulk-statements.js';
import { columnTypeName, fitsIntegerType, fitsIntegerValue } from '../persistence/integer-types.js';
import { conditionReason, unloadedWriteReason } from '../persistence/orm-bypass.js';
import type { TableBinding } from '../persistence/TableBinding.js';
import { asksAuthorization, type AuthorizeHook } from '../security/authorization.js';
import type { SelectedRow } from '../wire/page-view.js';
import type { BulkResult } from '../wire/endpoint-bodies.js';

/**
 * Whether a batch of the bulk delete may be ONE statement with nothing read before it, as a single
 * delete may (`write-target-row.writeUnloadedRow`): no hook is given the rows, the row Delete's checks and the bulk
 * action's own `displayIf` are said in SQL (`orm-bypass.unloadedWriteReason`, `conditionReason`), and
 * every row came with the version the page showed (rows of "all matching" have none: they are loaded first).
 */
export function deletesUnloaded(em: EntityManager, hook: AuthorizeHook | undefined, binding: TableBinding, action: BulkAction, rows: SelectedRow[]): boolean {
  const rowDelete = binding.mutation('delete');
  return action.name === BULK_DELETE && rowDelete !== undefined && unloadedConditions(binding, action, 'delete') !== null
    && !asksAuthorization(hook, binding.table) && unloadedWriteReason(em, binding, rowDelete, 'delete') === null
    && (!binding.meta!.versionProperty || rows.every((row) => row.version !== null));
}

/**
 * The column values a row must still hold to be written by a bulk action with nothing read first: the
 * row action's `displayIf` it stands for (the Delete's, the Edit's) and the bulk action's own; null when
 * SQL cannot hold one, or they contradict.
 */
export function unloadedConditions(binding: TableBinding, action: BulkAction, kind: 'delete' | 'edit'): Record<string, unknown> | null {
  const stored: Record<string, unknown> = {};
  for (const condition of [binding.mutation(kind)?.action.displayCondition ?? null, action.displayCondition]) {
    if (condition === null) continue;
    if (conditionReason(binding, condition) !== null) return null;
    if (Object.hasOwn(stored, condition.field) && stored[condition.field] !== condition.value) return null;
    stored[condition.field] = condition.value;
  }
  return stored;
}

/**
 * The batch in ONE `DELETE … WHERE <each key at its version> AND <displayIf's column> RETURNING`;
 * the rows it did not delete are then read, once, to say why: gone (`row_not_found`), hidden by
 * either `displayIf` (`action_not_available`), changed since shown (`conflict`). Null when a foreign key holds
 * one of them (nothing was deleted): the batch then takes the loaded path, which deletes the others.
 */
export async function deleteUnloadedBatch(em: EntityManager, binding: TableBinding, action: BulkAction, rows: SelectedRow[]): Promise<BulkResult | null> {
  const meta = binding.meta!;
  const stored = unloadedConditions(binding, action, 'delete')!;
  // A version the column cannot hold is no version the row ever had: not sent to PostgreSQL (which would
  // refuse the whole statement), the row is read below and refused as changed since shown.
  const versionProp = meta.versionProperty ? (meta.properties[meta.versionProperty as keyof typeof meta.properties] as EntityProperty) : null;
  const held = versionProp ? rows.filter((row) => isVersionValue(versionProp, row.version)) : rows;
  let deleted: unknown[];
  try {
    deleted = await deleteCheckedRows(em, meta, held.map((row) => ({ key: row.id, version: row.version })), stored);
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === '23503' || error instanceof ForeignKeyConstraintViolationException) return null;
    throw error;
  }
  const gone = new Set(deleted.map(String));
  const missing = rows.filter((row) => !gone.has(String(row.id)));
  const key = meta.primaryKeys[0];
  const found = new Map((await loadByKeys(em, meta, missing.map((row) => row.id), 'plain')).map((row) => [String((row as Record<string, unknown>)[key]), row]));
  const shown = binding.table.source.kind === 'entity' ? binding.table.source.mapRow : () => ({});
  const rowDelete = binding.mutation('delete')!.action;
  return {
    done: deleted,
    refused: missing.map((row) => {
      const now = found.get(String(row.id));
      const hidden = now && (!rowDelete.isDisplayedFor(shown(now)) || !action.isDisplayedFor(shown(now)));
      return { id: row.id, code: !now ? 'row_not_found' : hidden ? 'action_not_available' : 'conflict' };
    }),
  };
}

/** Whether a version sent is one an integer version column holds, written as the row's version is (`String(n)`: no `01`, ` 1`, `1.0`). */
export function isVersionValue(prop: EntityProperty, version: string | number | null): boolean {
  const text = String(version);
  if (!/^-?(?:0|[1-9]\d*)$/.test(text)) return false;
  // A thousand rows a batch: no BigInt for the short ones.
  return text.length <= 15 ? fitsIntegerValue(columnTypeName(prop), Number(text)) : fitsIntegerType(columnTypeName(prop), text);
}

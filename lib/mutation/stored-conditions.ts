import type { DisplayCondition } from '../model/Action.js';
import type { ActionType } from '../model/ActionType.js';
import type { BulkAction } from '../model/BulkAction.js';
import { scalarProperty } from '../persistence/entity-metadata.js';
import type { TableBinding } from '../persistence/TableBinding.js';

/**
 * The stored values a batch's rows must still hold to be written by a bulk action: its own `displayIf`
 * and the row action's it stands for (the Delete's for a bulk delete, the Edit's for a bulk edit), by
 * stored column; null when one cannot be said in SQL (a column `mapRow` computes) or they contradict.
 */
export function storedConditions(binding: TableBinding, action: BulkAction, rowAction: ActionType, rows: object[]): Record<string, unknown> | null {
  const meta = binding.meta!;
  const source = binding.table.source;
  const conditions = [action.displayCondition, binding.table.action(rowAction)?.displayCondition ?? null].filter((c): c is DisplayCondition => c !== null);
  const stored: Record<string, unknown> = {};
  for (const { field, value } of conditions) {
    if (source.kind !== 'entity' || !scalarProperty(meta, field)) return null;
    if (rows.some((row) => source.mapRow(row)[field] !== (row as Record<string, unknown>)[field])) return null;
    if (field in stored && stored[field] !== value) return null;
    stored[field] = value;
  }
  return stored;
}

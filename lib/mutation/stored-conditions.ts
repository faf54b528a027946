import type { DisplayCondition } from '../model/Action.js';
import type { ActionType } from '../model/ActionType.js';
import type { Row } from '../model/Row.js';
import { scalarProperty } from '../persistence/entity-metadata.js';
import type { TableBinding } from '../persistence/TableBinding.js';

/** What a batch holds each row to beyond its version: an action's `displayIf` (a bulk action's; none for an import's Undo). */
export interface RowChecks {
  readonly displayCondition: DisplayCondition | null;
  isDisplayedFor(row: Row): boolean;
}

/** No condition: an import's Undo deletes the rows the import created, whatever shows them (each as the import left it). */
export const NO_ROW_CHECKS: RowChecks = { displayCondition: null, isDisplayedFor: () => true };

/**
 * The stored values a batch's rows must still hold to be written by a bulk action: its own `displayIf`
 * and the row action's it stands for (the Delete's for a bulk delete, the Edit's for a bulk edit; null: none), by
 * stored column; null when one cannot be said in SQL (a column `mapRow` computes) or they contradict.
 */
export function storedConditions(binding: TableBinding, action: RowChecks, rowAction: ActionType | null, rows: object[]): Record<string, unknown> | null {
  const meta = binding.meta!;
  const source = binding.table.source;
  const conditions = [action.displayCondition, rowAction === null ? null : binding.table.action(rowAction)?.displayCondition ?? null].filter((c): c is DisplayCondition => c !== null);
  const stored: Record<string, unknown> = {};
  for (const { field, value } of conditions) {
    if (source.kind !== 'entity' || !scalarProperty(meta, field)) return null;
    if (rows.some((row) => source.mapRow(row)[field] !== (row as Record<string, unknown>)[field])) return null;
    if (field in stored && stored[field] !== value) return null;
    stored[field] = value;
  }
  return stored;
}

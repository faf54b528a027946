import { versionOf } from '../persistence/versioning.js';
import type { TableTokens } from '../security/TableTokens.js';
import type { TargetRow } from '../mutation/load-target-row.js';

/**
 * The hidden inputs of the edit form: `_table` (edit token), `_id`, `_version` when the entity is
 * versioned, and `_adapter` when the page named its modal adapter (so that a body re-rendered after
 * errors has the markup of the modal it is swapped into).
 */
export function hiddenInputs(tokens: TableTokens, row: TargetRow, adapter: string | undefined): Record<string, string> {
  const hidden: Record<string, string> = {
    _table: tokens.sign(row.binding.name, 'edit'),
    _id: String((row.entity as Record<string, unknown>)[row.action.lookup.name]),
  };
  const version = versionOf(row.action.meta, row.entity);
  if (version !== null) hidden._version = version;
  if (adapter !== undefined) hidden._adapter = adapter;
  return hidden;
}

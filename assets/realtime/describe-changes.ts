import type { RowChangeMessage } from '../../lib/wire/page-view.js';
import type { Translate } from '../../lib/wire/translate.js';

const VERBS = { edit: 'changed', delete: 'deleted', create: 'created' } as const;

/**
 * What a screen reader is told after a reload for remote changes, in the page's language:
 * `Row 12 was changed`, `Row 12 was deleted`, `Row 12 was created`, or a count when several rows
 * changed (each row counted once, by its last change; new rows among others count as changed).
 * Null when there is nothing to say.
 */
export function describeChanges(changes: readonly RowChangeMessage[], t: Translate): string | null {
  const rows = new Map(changes.map((change) => [JSON.stringify(change.id), change.type]));
  const types = new Set(rows.values());
  const [type] = types;
  const verb = types.size > 1 ? (types.has('delete') ? 'changed_or_deleted' : 'changed') : VERBS[type!];
  const [id] = rows.keys();
  if (rows.size > 1) return t(`realtime.rows_${verb}`, { count: rows.size });
  return id === undefined ? null : t(`realtime.row_${verb}`, { id: id.replace(/^"(.*)"$/, '$1') });
}

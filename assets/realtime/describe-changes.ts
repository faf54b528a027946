import type { RowChangeMessage } from '../../lib/wire/live-view.js';
import type { Translate } from '../../lib/wire/translate.js';

const VERBS = { edit: 'changed', delete: 'deleted', create: 'created' } as const;

/** Whether a change removed rows: a delete, or a bulk delete. */
export function deletes(change: RowChangeMessage): boolean {
  return change.type === 'delete' || (change.type === 'bulk' && change.action === 'delete');
}

/**
 * What a screen reader is told after a reload for remote changes, in the page's language:
 * `Row 12 was changed`, `Row 12 was deleted`, `Row 12 was created`, or a count when several rows
 * changed (each row counted once, by its last change; new rows among others count as changed; a
 * bulk's rows as deleted or changed). Null when there is nothing to say.
 */
export function describeChanges(changes: readonly RowChangeMessage[], t: Translate): string | null {
  const rows = new Map<string, keyof typeof VERBS>();
  let unnamed = 0;
  for (const change of changes) {
    // Rows shown through a relation changed elsewhere: the reload shows them, no row of this table is named.
    if (change.action === 'related') continue;
    if (change.type !== 'bulk') rows.set(JSON.stringify(change.id), change.type);
    // A bulk past 100 rows only counts them: each gets a key of its own.
    else for (const id of change.ids ?? Array.from({ length: change.count ?? 0 }, () => `\u0000${unnamed++}`)) rows.set(JSON.stringify(id), deletes(change) ? 'delete' : 'edit');
  }
  const types = new Set(rows.values());
  const [type] = types;
  const verb = types.size > 1 ? (types.has('delete') ? 'changed_or_deleted' : 'changed') : VERBS[type!];
  const [id] = rows.keys();
  if (rows.size > 1) return t(`realtime.rows_${verb}`, { count: rows.size });
  return id === undefined ? null : t(`realtime.row_${verb}`, { id: id.replace(/^"(.*)"$/, '$1') });
}

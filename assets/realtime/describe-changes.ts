import type { RowChangeMessage } from '../../lib/wire/page-view.js';

/**
 * What a screen reader is told after a reload for remote changes: `Row 12 was changed`,
 * `Row 12 was deleted`, or a count when several rows changed (each row counted once, by its last change).
 * Null when there is nothing to say.
 */
export function describeChanges(changes: readonly RowChangeMessage[]): string | null {
  const rows = new Map(changes.map((change) => [JSON.stringify(change.id), change.type]));
  const types = new Set(rows.values());
  const verb = types.size > 1 ? 'changed or deleted' : types.has('delete') ? 'deleted' : 'changed';
  const [id] = rows.keys();
  if (rows.size > 1) return `${rows.size} rows were ${verb}`;
  return id === undefined ? null : `Row ${id.replace(/^"(.*)"$/, '$1')} was ${verb}`;
}

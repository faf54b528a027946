import type { RowChangeMessage } from '../wire/live-view.js';

/** A change message names at most this many rows; past it, their count. */
export const LISTED_IDS = 100;

/**
 * The one change of rows written together (a bulk's, an import's batch, an Undo's): a bulk message with the
 * action's name (`create` unless said), naming the rows, or counting them past {@link LISTED_IDS}.
 */
export function rowsChange(table: string, ids: unknown[], origin: string | null, action = 'create'): RowChangeMessage {
  const named = ids.length <= LISTED_IDS ? { ids } : { count: ids.length };
  return { type: 'bulk', table, id: null, ...named, action, origin };
}

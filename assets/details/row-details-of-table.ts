import type { PageView } from '../../lib/wire/page-view.js';
import { columnPart, type ColumnPart } from '../flows/column-part.js';
import type { ChunkFailed } from '../flows/OnDemand.js';
import { EXPAND_CELL_CLASS } from './expand-cell.js';
import type { RowDetailsHost } from './row-details-host.js';

/**
 * A table's row details (`setDetails(...)`, docs/row-details.md); null without. The page's first load holds only
 * the expand buttons' column: the buttons, the requests and the detail rows are a chunk, fetched once the table exists.
 */
export function rowDetailsOfTable(view: PageView, failed: ChunkFailed): ColumnPart<RowDetailsHost> | null {
  return view.table.details && view.tokens.details && view.urls.details
    ? columnPart(EXPAND_CELL_CLASS, () => import('./RowDetails.js').then(({ RowDetails }) => (host: RowDetailsHost) => new RowDetails(view, host)), failed)
    : null;
}

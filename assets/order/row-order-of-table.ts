import type { PageView } from '../../lib/wire/page-view.js';
import { columnPart, type ColumnPart } from '../flows/column-part.js';
import type { ChunkFailed } from '../flows/OnDemand.js';
import { MOVE_CELL_CLASS } from './move-cell.js';
import type { RowOrderHost } from './row-order-host.js';

/**
 * A table's row order (`setReorderable(column)`, docs/row-order.md); null without, or where the user may not move
 * rows (no move token). The page's first load holds only its column: the handles, the drag (DataTables.net's
 * RowReorder), the keyboard's move and the requests are a chunk, fetched once the table exists.
 */
export function rowOrderOfTable(view: PageView, failed: ChunkFailed): ColumnPart<RowOrderHost> | null {
  return view.table.reorder && view.tokens.move && view.urls.move
    ? columnPart(MOVE_CELL_CLASS, () => import('./RowOrder.js').then(({ RowOrder }) => (host: RowOrderHost) => new RowOrder(view, host)), failed)
    : null;
}

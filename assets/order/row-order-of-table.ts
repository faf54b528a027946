import type { ColumnsConfig } from 'datatables.net';
import type { PageView } from '../../lib/wire/page-view.js';
import type { ChunkFailed } from '../flows/OnDemand.js';
import type { TablePlugin } from '../table/TablePlugin.js';
import { MOVE_CELL_CLASS } from './move-cell.js';
import type { RowOrderHost } from './row-order-host.js';

/**
 * A table's row order (`setReorderable(column)`, docs/row-order.md); null without, or where the user may not move
 * rows (no move token). The page's first load holds only its column, empty, first of all (DataTables.net takes
 * columns when it starts, not after): the handles, the drag (DataTables.net's RowReorder), the keyboard's move
 * and the requests are a chunk, fetched once the table exists (`attach`).
 */
export function rowOrderOfTable(view: PageView, failed: ChunkFailed): (TablePlugin & {
  readonly column: ColumnsConfig;
  attach(host: RowOrderHost): void;
  /** Resolves once no row is being moved (a change made elsewhere is drawn after). */
  idle(): Promise<void> | undefined;
  disconnect(): void;
}) | null {
  if (!view.table.reorder || !view.tokens.move || !view.urls.move) return null;
  let order: { idle(): Promise<void>; disconnect(): void } | null = null;
  let gone = false;
  return {
    column: { data: null, orderable: false, searchable: false, className: `all ${MOVE_CELL_CLASS}`, defaultContent: '' },
    attach: (host) => void import('./RowOrder.js').then(({ RowOrder }) => {
      if (!gone) order = new RowOrder(view, host);
    }, failed),
    idle: () => order?.idle(),
    disconnect: () => ((gone = true), order?.disconnect()),
  };
}

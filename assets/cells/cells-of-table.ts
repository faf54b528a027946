import type { PageView } from '../../lib/wire/page-view.js';
import type { ChunkFailed } from '../flows/OnDemand.js';
import type { TablePlugin } from '../table/TablePlugin.js';
import type { CellsPage, InPlaceHost } from './cell-types.js';
import type { InPlaceCells } from './InPlaceCells.js';

/**
 * The table's cells edited in place, when it has any (a column with `inPlace`, the cell endpoint and the
 * edit token in the page view), else null: a plugin whose code (marking the cells, their editor) is a chunk
 * fetched with the table, so that pages without such a column never load it. Draws before it arrives are
 * caught up once it has.
 */
export function cellsOfTable(view: PageView, host: () => InPlaceHost, page: CellsPage, failed: ChunkFailed): (TablePlugin & { idle(): Promise<void>; disconnect(): void }) | null {
  if (!view.urls.cell || !view.tokens.edit || !view.table.columns.some((column) => column.inPlace)) return null;
  let cells: InPlaceCells | null = null;
  let drawn = false;
  let gone = false;
  import('./InPlaceCells.js').then(({ InPlaceCells }) => {
    if (gone) return;
    cells = new InPlaceCells(host(), view.table.columns, page);
    if (drawn) cells.drawn();
  }, failed);
  return {
    drawn: () => ((drawn = true), cells?.drawn()),
    idle: () => cells?.idle() ?? Promise.resolve(),
    disconnect: () => ((gone = true), cells?.disconnect()),
  };
}

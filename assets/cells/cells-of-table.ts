import type { PageView } from '../../lib/wire/page-view.js';
import type { Translate } from '../../lib/wire/translate.js';
import type { ChunkFailed } from '../flows/OnDemand.js';
import type { ServerEndpoints } from '../requests/ServerEndpoints.js';
import type { CellEditingContext } from './CellEditing.js';
import { InPlaceCells, type InPlaceHost } from './InPlaceCells.js';

/** What a table's in-place cells need of the page, besides the table. */
export type CellsPage = Omit<CellEditingContext, 'cells'> & { endpoints: ServerEndpoints; t: Translate };

/**
 * The table's cells edited in place, when it has any (a column with `inPlace`, the cell endpoint and the
 * edit token in the page view); null otherwise. The editor's chunk is fetched on first use.
 */
export function cellsOfTable(view: PageView, host: InPlaceHost, page: CellsPage, failed: ChunkFailed): InPlaceCells | null {
  if (!view.urls.cell || !view.tokens.edit || !view.table.columns.some((column) => column.inPlace)) return null;
  return new InPlaceCells(host, view.table.columns, async (cells) => new (await import('./CellEditing.js')).CellEditing({ ...page, cells }), failed);
}

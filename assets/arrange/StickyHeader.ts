// FixedHeader's module answers DataTables.net with FixedHeader attached: in the prebuilt bundle, the bundle's own
// (scripts/served-files.mjs, extensionsOnTheBundlesCore); this module imports no `datatables.net` itself, which would be a copy.
import DataTable from 'datatables.net-fixedheader';
import { chunkStylesheet } from '../flows/chunk-stylesheet.js';
import { COLUMNS_STYLESHEET } from './columns-stylesheet-url.js';
import type { ArrangePart, ArrangeStart } from './arrange-host.js';

/**
 * The header kept in sight while the page scrolls (`setColumnArrangement({ fixedHeader })`, docs/column-arrangement.md): DataTables.net's
 * FixedHeader floats the table's own header (its controls with it) at the window's top, `offset` pixels below it. A chunk
 * fetched once a table that does not scroll sideways exists (one that does keeps its header in sight with PinnedColumns).
 */
export function arrange({ view, host }: ArrangeStart): ArrangePart {
  const table = host.api.table().node() as HTMLTableElement;
  // An API made now: the one the table was drawn with predates FixedHeader's methods.
  const api = new DataTable.Api(table);
  new DataTable.FixedHeader(api, { header: true, headerOffset: view.table.arrange?.fixedHeader?.offset ?? 0 });
  // Its floating header takes the stylesheet's background: placed again once it is in.
  void Promise.resolve(chunkStylesheet(table.ownerDocument, COLUMNS_STYLESHEET)).then(() => api.fixedHeader.adjust());
  return { disconnect: () => void api.fixedHeader.disable() };
}

// FixedColumns' module answers DataTables.net with FixedColumns attached: in the prebuilt bundle, the bundle's own
// (scripts/served-files.mjs, extensionsOnTheBundlesCore); this module imports no `datatables.net` itself, which would be a copy.
import DataTable from 'datatables.net-fixedcolumns';
import { chunkStylesheet } from '../flows/chunk-stylesheet.js';
import { columnNames } from '../table/arranged-columns.js';
import { COLUMNS_STYLESHEET } from './columns-stylesheet-url.js';
import type { ArrangePart, ArrangeStart } from './arrange-host.js';
import { tidyScroll } from './scrolling-table.js';

/** The class of a scrolling table's container whose header stays in sight while the page scrolls (ux-datatables-columns.css). */
export const STICKY_SCROLL_CLASS = 'ux-datatables-sticky-scroll';

/**
 * The first columns kept in sight while the table scrolls sideways (`setColumnArrangement({ fixedColumns })`,
 * docs/column-arrangement.md): DataTables.net's FixedColumns pins the parts' own columns (selection, move, expand) and
 * the first `fixedColumns` of the table's, where they are now. Such a table scrolls (`scrollX`), which FixedHeader does
 * not follow: with `fixedHeader`, its header row sticks to the window's top by the stylesheet (`position: sticky`).
 */
export function arrange({ view, host }: ArrangeStart): ArrangePart {
  const table = host.api.table().node() as HTMLTableElement;
  const api = new DataTable.Api(table);
  const own = columnNames(api).findIndex((name) => name !== null);
  void chunkStylesheet(table.ownerDocument, COLUMNS_STYLESHEET);
  new DataTable.FixedColumns(api.settings()[0], { start: Math.max(0, own) + (view.table.arrange?.fixedColumns ?? 0) } as never);
  const container = table.closest<HTMLElement>('.dt-container');
  const header = view.table.arrange?.fixedHeader;
  if (container && header) {
    container.classList.add(STICKY_SCROLL_CLASS);
    container.style.setProperty('--uxdt-header-offset', `${header.offset}px`);
  }
  const scroll = container?.querySelector<HTMLElement>('.dt-scroll') ?? null;
  const tidy = () => tidyScroll(table, scroll);
  tidy();
  api.on('draw.uxPinned column-sizing.uxPinned column-visibility.uxPinned', tidy);
  return {
    disconnect: () => {
      api.off('.uxPinned');
      container?.classList.remove(STICKY_SCROLL_CLASS);
    },
  };
}

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
  // FixedHeader moves the table's own header, its controls in it, into a floating copy of the <table> it marks
  // aria-hidden, at the end of the <body>, and leaves a copy of the header in the table: the one in sight is the one
  // the keyboard and assistive technology meet (focus may not rest inside aria-hidden), with the table (in the page's
  // landmarks; still fixed to the window), and the copy out of sight is kept from both.
  api.on('fixedheader-mode.uxSticky', (_event: unknown, _mode: string, item: string) => {
    const header = api.table().header() as HTMLElement;
    const floating = header.closest('table');
    if (item !== 'header' || !floating || floating === table) return;
    floating.removeAttribute('aria-hidden');
    const parent = floating.closest('.dtfh-floatingparent');
    const container = table.closest('.dt-container');
    if (parent && container && !container.contains(parent)) container.prepend(parent);
    const copy = table.tHead;
    copy?.setAttribute('aria-hidden', 'true');
    if (copy) copy.inert = true;
  });
  return {
    disconnect: () => {
      api.off('.uxSticky');
      api.fixedHeader.disable();
    },
  };
}

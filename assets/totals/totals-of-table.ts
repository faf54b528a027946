import type { ColumnView, PageView } from '../../lib/wire/page-view.js';
import type { Translate } from '../../lib/wire/translate.js';
import type { TotalsAnswer, TotalsAsked } from '../../lib/wire/totals.js';
import type { ChunkFailed } from '../flows/OnDemand.js';
import type { FilteredAjaxData } from '../table/data-query.js';
import type { TablePlugin } from '../table/TablePlugin.js';
import type { TotalsFooter, TotalsHost } from './TotalsFooter.js';

/** Marks the footer the totals are drawn in. */
export const TOTALS_CLASS = 'uxdt-totals';

/**
 * The table's column totals (docs/totals.md), when a column summarizes (`ColumnView.totals`), else null.
 * Now, before DataTables.net reads the table: a `<tfoot>` of two rows, every matching row's totals and the
 * page's, one cell per column (`before`: the plugins' columns first), so that DataTables.net hides a hidden
 * or folded column's cells with its header. Each data request asks the shown columns' totals (on the copy
 * it sends: the export reads the table's own request); each draw fills the footer from the last answer,
 * by code in a chunk of its own fetched with the table, which pages without totals never load.
 */
export function totalsOfTable(
  element: HTMLTableElement,
  view: PageView,
  before: number,
  host: () => TotalsHost,
  language: { t: Translate; locale: string },
  failed: ChunkFailed,
): (TablePlugin & { disconnect(): void }) | null {
  const columns = view.table.columns;
  if (!columns.some((column) => column.totals?.length)) return null;
  const foot = element.ownerDocument.createElement('tfoot');
  foot.className = TOTALS_CLASS;
  for (const side of ['all', 'page']) {
    const row = foot.insertRow();
    row.dataset.uxdtTotals = side;
    for (let i = 0; i < before + columns.length; i++) row.insertCell();
  }
  element.append(foot);
  let footer: TotalsFooter | null = null;
  let answer: TotalsAnswer | null = null;
  let drawn = false;
  let gone = false;
  import('./TotalsFooter.js').then(({ TotalsFooter }) => {
    if (gone) return;
    footer = new TotalsFooter(host(), foot, columns, before, language);
    if (drawn) footer.show(answer);
  }, failed);
  return {
    asking: (request: FilteredAjaxData) => ({ ...request, totals: askedOf(columns, host().shownColumns()) }),
    answered: (_request, json) => ((answer = json.totals ?? null), json),
    drawn: () => ((drawn = true), footer?.show(answer)),
    disconnect: () => ((gone = true), footer?.disconnect(), foot.remove()),
  };
}

/** The kinds of the summarizing columns among those shown. */
function askedOf(columns: readonly ColumnView[], shown: readonly string[]): TotalsAsked {
  return Object.fromEntries(columns.filter((column) => column.totals?.length && shown.includes(column.name)).map((column) => [column.name, column.totals!]));
}

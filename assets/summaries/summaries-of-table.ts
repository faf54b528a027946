import type { ColumnView, PageView } from '../../lib/wire/page-view.js';
import type { Translate } from '../../lib/wire/translate.js';
import type { TotalsAsked } from '../../lib/wire/totals.js';
import type { ChunkFailed } from '../flows/OnDemand.js';
import type { FilteredAjaxData } from '../table/data-query.js';
import type { DataAnswer } from '../table/kept-page.js';
import type { TablePlugin } from '../table/TablePlugin.js';
import type { SummaryDrawing } from './SummaryDrawing.js';
import { groupKey, type GroupState, type SummaryHost } from './summary-parts.js';

/** Marks the footer the totals are drawn in. */
export const TOTALS_CLASS = 'uxdt-totals';

/**
 * What a table says of its rows beside them (docs/totals.md): column totals (a column's `totals`) and grouped
 * rows (`grouping`); null when it has neither. Now, before DataTables.net reads the table: a `<tfoot>` of two
 * rows (every matching row's totals, the page's), one cell per column (`before`: the plugins' columns first),
 * so that DataTables.net hides a hidden or folded column's cells with its header, and the slot of the "Group
 * by" choice (`control`, placed in the toolbar); the grouping remembered for the table, else its default. Each
 * data request asks the shown columns' totals and the grouping (on the copy it sends: the export reads the
 * table's own request); each draw is drawn from its answer by a chunk fetched with the table, which pages
 * without totals or groups never load. A row put in place (a cell's save, its Undo) calls `refresh`: the
 * figures of its page and its group are the server's to say, so the page is asked for again.
 */
export function summariesOfTable(
  element: HTMLTableElement,
  view: PageView,
  before: number,
  host: () => SummaryHost,
  refresh: () => void,
  language: { t: Translate; locale: string },
  failed: ChunkFailed,
): (TablePlugin & { readonly control: HTMLElement | null; readonly group: GroupState | null; disconnect(): void }) | null {
  const { columns, grouping, name } = view.table;
  const totals = columns.some((column) => column.totals?.length);
  if (!totals && !grouping) return null;
  const doc = element.ownerDocument;
  const foot = totals ? doc.createElement('tfoot') : null;
  if (foot) {
    foot.className = TOTALS_CLASS;
    for (const side of ['all', 'page']) {
      const row = foot.insertRow();
      row.dataset.uxdtTotals = side;
      for (let i = 0; i < before + columns.length; i++) row.insertCell();
    }
    element.append(foot);
  }
  const control = grouping ? doc.createElement('span') : null;
  const state: GroupState = { group: grouping ? remembered(doc.defaultView, name, grouping.offer) ?? grouping.by : null };
  let drawing: SummaryDrawing | null = null;
  let answer: DataAnswer | null = null;
  let gone = false;
  import('./SummaryDrawing.js').then(({ SummaryDrawing }) => {
    if (gone) return;
    drawing = new SummaryDrawing(host(), { view, foot, control, before, language, state });
    if (answer) drawing.show(answer);
  }, failed);
  return {
    control,
    group: grouping ? state : null,
    asking: (request: FilteredAjaxData) => ({
      ...request,
      ...(totals ? { totals: askedOf(columns, host().shownColumns()) } : {}),
      ...(grouping ? { group: state.group ?? '' } : {}),
    }),
    answered: (_request, json) => ((answer = json), json),
    drawn: () => answer && drawing?.show(answer),
    rowReplaced: refresh,
    disconnect: () => ((gone = true), drawing?.disconnect(), foot?.remove(), control?.remove()),
  };
}

/** The kinds of the summarizing columns among those shown. */
function askedOf(columns: readonly ColumnView[], shown: readonly string[]): TotalsAsked {
  return Object.fromEntries(columns.filter((column) => column.totals?.length && shown.includes(column.name)).map((column) => [column.name, column.totals!]));
}

/** The grouping the browser remembers for the table ('' none), when the table still offers it; undefined: none remembered. */
function remembered(window: Window | null, table: string, offer: readonly string[]): string | null | undefined {
  try {
    const kept = window?.localStorage.getItem(groupKey(table));
    return kept === '' ? null : kept && offer.includes(kept) ? kept : undefined;
  } catch {
    return undefined;
  }
}

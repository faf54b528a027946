// Grouped rows (`setGrouping(...)`, docs/totals.md, "Groups"): what a table offers, how the browser asks for a
// grouping with a data request, and how the data endpoint says where each group starts on the page. The
// server reads the request strictly (lib/http/data/group-request.ts); the browser draws a header row before
// each group (assets/groups).

import type { SummaryKind } from './totals.js';

/** Name of the data request's parameter: `group=<column>` groups by that column, `group=` by none; absent: the table's default. */
export const GROUP_PARAM = 'group';

/** `setGrouping(...)` as the browser receives it: the columns the user may group by, and the grouping a page opens with (null: none). */
export interface GroupingView {
  offer: string[];
  by: string | null;
}

/**
 * A group on the page: it starts at the page's row `start` (an index of `data`), holds `rows` rows among
 * every matching one (more than the page may show) and, for the columns whose totals were asked, their
 * totals over those rows (`RowTotals.values`' shape).
 */
export interface PageGroup {
  start: number;
  rows: number;
  totals?: Record<string, Partial<Record<SummaryKind, string | null>>>;
}

/** The data endpoint's `groups` (present only when the page is grouped): the column, and the page's groups in order. */
export interface GroupsAnswer {
  column: string;
  items: PageGroup[];
}

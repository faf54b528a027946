import type { Api } from 'datatables.net';
import type { PageView } from '../../lib/wire/page-view.js';
import type { Translate } from '../../lib/wire/translate.js';

/** What the summaries' drawing needs of the table, once it exists. */
export interface SummaryHost {
  readonly dataTables: Api;
  /** The names of the columns holding values that are shown (`DataTablesHandle.shownColumns`). */
  shownColumns(): string[];
}

/** The grouping a table shows now, which the "Group by" choice changes (null: none). */
export interface GroupState {
  group: string | null;
}

/** Where and how the summaries are drawn: the footer and the "Group by" slot (`summaries-of-table`), the page's language, the grouping shown. */
export interface SummaryParts {
  view: PageView;
  foot: HTMLTableSectionElement | null;
  control: HTMLElement | null;
  before: number;
  language: { t: Translate; locale: string };
  state: GroupState;
}

/** Where a table's grouping is remembered in the browser (its collapsed groups under it, by column). */
export const groupKey = (table: string) => `ux-datatables:${table}:group`;

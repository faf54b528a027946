import type { Api } from 'datatables.net';
import type { Translate } from '../../lib/wire/translate.js';
import type { FilterState } from '../filters/FilterState.js';
import type { ServerEndpoints } from '../requests/ServerEndpoints.js';
import type { GroupState } from '../summaries/summary-parts.js';

/** What the "Views" menu needs of its table, once it exists. */
export interface SavedViewsHost {
  readonly api: Api;
  /** The table's column filters, which a view shows and saves with the rest. */
  readonly filters: FilterState;
  /** The grouping shown (the "Group by" choice's); null: the table offers none. */
  readonly group: GroupState | null;
  readonly endpoints: ServerEndpoints;
  readonly t: Translate;
  /** The class of the toolbar's buttons (DataTables.net's look or Bootstrap's). */
  readonly buttonClass: string;
  /** Says a message in the table's live region (a view shown, saved, a link copied). */
  announce(message: string): void;
}

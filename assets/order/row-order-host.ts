import type { Api } from 'datatables.net';
import type { Translate } from '../../lib/wire/translate.js';
import type { DatatableEventName } from '../actions/ActionFlowContext.js';
import type { FilterState } from '../filters/FilterState.js';
import type { ServerEndpoints } from '../requests/ServerEndpoints.js';
import type { GroupState } from '../summaries/summary-parts.js';

/** What the row order needs of its table, once it exists. */
export interface RowOrderHost {
  readonly api: Api;
  /** The table's column filters: rows are not moved while any applies. */
  readonly filters: FilterState;
  /** The grouping shown (null: the table offers none): rows are not moved while grouped. */
  readonly group: GroupState | null;
  readonly endpoints: ServerEndpoints;
  readonly t: Translate;
  /** The name of the row holding `element` ("Dune"), null when the table has no column naming rows. */
  nameOf(element: Element): string | null;
  /** Draws the page again as the server has it now, focus kept (`reloadInPlace`). */
  reload(): Promise<void>;
  /** Says a message in the table's live region. */
  announce(message: string): void;
  /** Shows a failure in the table's alert. */
  alert(message: string): void;
  dispatch(name: DatatableEventName, detail: Record<string, unknown>): void;
}

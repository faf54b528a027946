import type { Api } from 'datatables.net';
import type { Translate } from '../../lib/wire/translate.js';
import type { DatatableEventName } from '../actions/ActionFlowContext.js';
import type { ServerEndpoints } from '../requests/ServerEndpoints.js';

/** What a table's row details need of it, once it exists. */
export interface RowDetailsHost {
  readonly api: Api;
  readonly endpoints: ServerEndpoints;
  readonly t: Translate;
  /** The name of the row holding `element` ("Dune"), null when the table has no column naming rows. */
  nameOf(element: Element): string | null;
  /** Shows a failure in the table's alert. */
  alert(message: string): void;
  dispatch(name: DatatableEventName, detail: Record<string, unknown>): void;
}

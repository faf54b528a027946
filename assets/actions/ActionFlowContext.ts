import type { Translate } from '../../lib/wire/translate.js';
import type { ServerEndpoints } from '../requests/ServerEndpoints.js';
import type { TableAlert } from '../alerts/TableAlert.js';
import type { TableHandle } from './TableHandle.js';

/**
 * Events the controller dispatches on the table element, prefixed `datatable:` by Stimulus
 * (`datatable:saved`, ...). Each `detail` carries the row `id` where there is one;
 * `remote-change` is `{ type, id, table }` of a change made elsewhere (a real-time table).
 */
export type DatatableEventName =
  | 'connected'
  | 'reloaded'
  | 'modal-opened'
  | 'modal-closed'
  | 'saved'
  | 'invalid'
  | 'conflict'
  | 'deleted'
  | 'remote-change'
  | 'error';

/** What the delete and edit flows share: the table, the endpoints, the alert, the event sink and the page's messages. */
export interface ActionFlowContext {
  readonly t: Translate;
  readonly table: TableHandle;
  readonly endpoints: ServerEndpoints;
  readonly alert: TableAlert;
  dispatch(name: DatatableEventName, detail: Record<string, unknown>): void;
}

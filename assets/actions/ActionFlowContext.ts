import type { ConfirmationRequest } from '../modal/ModalAdapter.js';
import type { Translate } from '../../lib/wire/translate.js';
import type { ServerEndpoints } from '../requests/ServerEndpoints.js';
import type { TableAlert } from '../alerts/TableAlert.js';
import type { TableHandle } from './TableHandle.js';
import type { NoticeAction } from '../notices/Notices.js';

/**
 * Events the controller dispatches on the table element, prefixed `datatable:` by Stimulus
 * (`datatable:saved`, ...). Each `detail` carries the row `id` where there is one (`created`: the new
 * row's, once the table shows it); the create modal's events carry `action: 'CREATE'` instead;
 * `remote-change` is `{ type, id, table }` of a change made elsewhere (a real-time table); `bulk` is
 * `{ action, done, refused }`, `undo` `{ action, ids | rows | matching }` of the deletes taken back.
 */
export type DatatableEventName =
  | 'connected'
  | 'reloaded'
  | 'modal-opened'
  | 'modal-closed'
  | 'saved'
  | 'created'
  | 'invalid'
  | 'conflict'
  | 'deleted'
  | 'remote-change'
  | 'bulk'
  | 'undo'
  | 'exported'
  | 'export-cancelled'
  | 'imported'
  | 'import-undone'
  | 'moved'
  | 'columns-arranged'
  | 'error';

/**
 * What the delete and edit flows share: the table, the endpoints, the alert, the event sink, the
 * page's messages, the user's answers and the notices.
 */
export interface ActionFlowContext {
  readonly t: Translate;
  readonly table: TableHandle;
  readonly endpoints: ServerEndpoints;
  readonly alert: TableAlert;
  dispatch(name: DatatableEventName, detail: Record<string, unknown>): void;
  /** Asks the user (the table's confirmation dialog); resolves whether to go ahead. */
  ask(request: ConfirmationRequest): Promise<boolean>;
  /** Says that a change went through: a notice (with `action`'s button), else the table's live region only. */
  notify(message: string, action?: NoticeAction): void;
}

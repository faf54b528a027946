// Public front-end API of @vendor/ux-datatables. Every export is listed by name.

// Stimulus
export { default as DatatableController } from './controllers/datatable_controller.js';
export { startDataTables } from './start-data-tables.js';
export type { DatatableEventName } from './actions/ActionFlowContext.js';

// Modal adapters
export { modalAdapters } from './modal/modal-adapters.js';
export { ModalAdapterRegistry } from './modal/ModalAdapterRegistry.js';
export type { ConfirmationRequest, ModalAdapter, ModalAdapterFactory, ModalHandlers } from './modal/ModalAdapter.js';
export { AbstractModalAdapter } from './modal/AbstractModalAdapter.js';
export { DialogModalAdapter } from './modal/DialogModalAdapter.js';
export { BootstrapModalAdapter } from './modal/BootstrapModalAdapter.js';
export { NullModalAdapter } from './modal/NullModalAdapter.js';
export { detectStyleFramework } from './modal/detectStyleFramework.js';
export type { StyleFramework } from './modal/detectStyleFramework.js';
export { modalAdapterKey, resolveModalAdapter } from './modal/resolveModalAdapter.js';

// Row actions, for tables drawn without DataTables.net
export { RowActions } from './actions/RowActions.js';
export type { RowActionsOptions } from './actions/RowActions.js';
export type { TableHandle } from './actions/TableHandle.js';
export { renderActions } from './actions/render-actions.js';

// Column filters: the table's one FilterState (`controller.filters`), read and written by the filter bar, the URL, the export
export type { FilterChangeSource, FilterState } from './filters/FilterState.js';
export type { FilterValue, Filters } from '../lib/wire/filters.js';

// Notices ("Changes saved", "Row deleted"): one stack per page, in the page's look
export { Notices } from './notices/Notices.js';
export type { NoticesOptions } from './notices/Notices.js';

// Requests to the library's endpoints
export { ServerEndpoints } from './requests/ServerEndpoints.js';
export type { FetchFunction } from './requests/ServerEndpoints.js';
export { NetworkError } from './requests/NetworkError.js';

// Real-time tables (Mercure), for tables drawn without DataTables.net
export { LiveTable } from './realtime/LiveTable.js';
export type { LiveTableDelegate, LiveTableOptions } from './realtime/LiveTable.js';
export type { EventSourceFactory, EventSourceLike } from './realtime/RowChangeStream.js';

// The page view, declared once in lib/wire for the server and the browser
export type {
  ActionTypeName as ActionType,
  ActionView,
  ColumnFilterView,
  ColumnKind,
  ColumnView,
  I18nView,
  PageView,
  RelatedColumnView,
  RowData,
  TableView,
} from '../lib/wire/page-view.js';
export type { MercureView, RowChangeMessage } from '../lib/wire/live-view.js';
export type { RelatedLabels } from '../lib/wire/related-labels.js';

// The page's messages: `translator(view.i18n.messages, view.i18n.locale)` (for a custom adapter, say)
export { formatMessage, translator } from '../lib/wire/translate.js';
export type { MessageParams, Translate } from '../lib/wire/translate.js';

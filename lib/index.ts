// Public server API of @vendor/ux-datatables: what an application needs to declare tables, mount the
// router and plug its own parts in. Every export is listed by name, and spec/architecture/public-api.spec.ts
// lists them again, so that adding or removing one is a deliberate, versioned change (docs/versioning.md, Versioning).
// Everything else under lib/ is internal: reach it by a relative import inside this package only.

// Tables declared as classes
export { AbstractDataTable } from './model/AbstractDataTable.js';
export { AsDataTable } from './model/AsDataTable.js';
export type { AsDataTableOptions } from './model/AsDataTable.js';
export type { DataTableClass } from './model/DataTableClass.js';
export { DataTable } from './model/DataTable.js';
export type { CountStrategy, CreateDefaults, DetailsOptions, TableMercureOptions } from './model/DataTable.js';
export type { EntityTarget, JsonScalar, Row, RowValue } from './model/Row.js';

// Row actions
export { Action } from './model/Action.js';
export { Actions } from './model/Actions.js';
export type { RowActionContext, RowActionHandler } from './model/RowActionHandler.js';
export { BulkAction } from './model/BulkAction.js';
export type { BulkContext, BulkHandler, BulkHandlerResult } from './model/BulkAction.js';
export { BulkActions } from './model/BulkActions.js';
export { ActionType } from './model/ActionType.js';

// Columns (AbstractColumn is a type: the browser draws only the built-in column kinds)
export type { AbstractColumn, ColumnType, RelationScope, SearchMode } from './column/AbstractColumn.js';
export type { RelatedLabels } from './wire/related-labels.js';
export { ActionColumn } from './model/ActionColumn.js';
export { BooleanColumn } from './column/BooleanColumn.js';
export { ChoiceColumn } from './column/ChoiceColumn.js';
export { DateColumn } from './column/DateColumn.js';
export { NumberColumn } from './column/NumberColumn.js';
export { TemplateColumn } from './column/TemplateColumn.js';
export { TextColumn } from './column/TextColumn.js';
export { UrlColumn } from './column/UrlColumn.js';

// Tables built by hand; a built table (TableModel) is a type: only the builder and the router make one
export { DataTableBuilder } from './builder/DataTableBuilder.js';
export type { ManualRows } from './builder/DataTableBuilder.js';
export type { TableModel } from './model/TableModel.js';

// The edit form: a table's own yup rules
export type { FieldRule, FieldRules, FieldRulesDelegate } from './form/field-rules.js';
export type { FieldConstraints } from './column/FieldConstraints.js';

// Configuration
export { loadDataTablesConfig } from './config/load-data-tables-config.js';
export type { DataTablesConfig, DetailsConfig, EditModalConfig, TranslationConfig } from './config/DataTablesConfig.js';
export type { MercureConfig } from './config/MercureConfig.js';
export type { MercureProtocol } from './wire/mercure-protocol.js';
export type { Environment } from './config/env-reference.js';

// The router, the page helper and the page view
export { dataTablesRouter } from './http/dataTablesRouter.js';
export type { DataTablesRouter } from './http/dataTablesRouter.js';
export type {
  DataTablesLogger,
  DataTablesRouterOptions,
  ModuleLoader,
  OptionalModuleName,
} from './http/router/DataTablesRouterOptions.js';
export { buildTableView } from './http/page/table-view.js';
export type { DataTableHelper, DataTableHelperOptions, PageLanguage } from './http/page/page-helper.js';
export type { TableElementAttributes } from './view/table-element.js';
export { WIRE_VERSION } from './wire/wire-version.js';
export type { PageView } from './wire/page-view.js';

// Security: the authorization hook, CSRF
export type { AuthorizationContext, AuthorizeHook, AuthorizingTable, TableOperation } from './security/authorization.js';
export type { CsrfProtection } from './security/CsrfProtection.js';
export type { DoubleSubmitCsrfOptions } from './security/DoubleSubmitCsrf.js';
export type { PostgresQueryable, SharedStateOptions, RedisClientLike } from './shared-state/SharedStateOptions.js';

// Saved views kept on the server (the router's `savedViews` option)
export { SavedViewEntity } from './saved-views/SavedViewEntity.js';
export { MemoryViewStore } from './saved-views/MemoryViewStore.js';
export { OrmViewStore } from './saved-views/OrmViewStore.js';
export type { SavedView, SavedViewOutcome, ViewDraft, ViewStore } from './saved-views/ViewStore.js';
export type { SavedViewsOptions } from './saved-views/SavedViewsOptions.js';

// Translations
export { BUILT_IN_CATALOGUES } from './i18n/catalogues/index.js';
export type { LibraryCatalogue, MessageKey } from './i18n/catalogues/index.js';
export type { TranslationOptions } from './i18n/Translations.js';
export type { Catalogue } from './i18n/Translator.js';

// Real-time
export type { Publisher, RealtimeUpdate } from './realtime/Publisher.js';
export type { RowChangeMessage } from './wire/live-view.js';
export { NullPublisher } from './realtime/NullPublisher.js';
export { MercurePublisher } from './realtime/MercurePublisher.js';
export type { MercurePublisherOptions } from './realtime/MercurePublisher.js';
export { MercureSigner } from './realtime/MercureSigner.js';
export type { MercureClaim } from './realtime/MercureSigner.js';

// Large tables: the indexes a table's searches and orderings need
export { indexAdvice, indexStatements } from './persistence/index-advice.js';
export type { IndexAdvice, IndexAdviceOptions, IndexAdviceOrm, IndexStatement } from './persistence/index-advice.js';

// Errors
export { DataTablesError } from './errors/DataTablesError.js';
export { ConfigurationError } from './errors/ConfigurationError.js';
export { HttpError } from './errors/HttpError.js';
export { ActionRefusedError } from './errors/ActionRefusedError.js';
export type { FieldErrors } from './errors/HttpError.js';

// Public server API of @vendor/ux-datatables. Every export is listed by name.

// Model
export { Action } from './model/Action.js';
export type { ActionView, DisplayCondition } from './model/Action.js';
export { Actions } from './model/Actions.js';
export { ActionType } from './model/ActionType.js';
export { AbstractDataTable } from './model/AbstractDataTable.js';
export { AsDataTable } from './model/AsDataTable.js';
export type { AsDataTableOptions } from './model/AsDataTable.js';
export type { DataTableClass } from './model/DataTableClass.js';
export { DataTable, DEFAULT_COUNT_STRATEGY } from './model/DataTable.js';
export type { CountStrategy, TableMercureOptions } from './model/DataTable.js';
export { DataTableRegistry, dataTableRegistry } from './model/DataTableRegistry.js';
export type { DataTableBinding } from './model/DataTableRegistry.js';
export { TableModel } from './model/TableModel.js';
export type { RowSource, TableView } from './model/TableModel.js';
export type { EntityTarget, JsonScalar, Row, RowValue } from './model/Row.js';

// Columns
export { AbstractColumn, COLUMN_TYPES } from './column/AbstractColumn.js';
export type { ColumnKind, ColumnType, ColumnView, SearchMode } from './column/AbstractColumn.js';
export { ActionColumn } from './model/ActionColumn.js';
export { BooleanColumn } from './column/BooleanColumn.js';
export { ChoiceColumn } from './column/ChoiceColumn.js';
export { DateColumn } from './column/DateColumn.js';
export { NumberColumn } from './column/NumberColumn.js';
export { TemplateColumn } from './column/TemplateColumn.js';
export { TextColumn } from './column/TextColumn.js';
export { UrlColumn } from './column/UrlColumn.js';

// Tables built by hand
export { DataTableBuilder } from './builder/DataTableBuilder.js';
export type { ManualRows } from './builder/DataTableBuilder.js';

// Large tables: the indexes a table's searches and orderings need
export { indexAdvice, indexStatements } from './persistence/index-advice.js';
export type { IndexAdvice, IndexAdviceOptions, IndexAdviceOrm, IndexStatement } from './persistence/index-advice.js';

// Configuration
export { loadDataTablesConfig } from './config/load-data-tables-config.js';
export { BOOTSTRAP5_TEMPLATES, DEFAULT_CONFIG, DIALOG_TEMPLATES } from './config/DataTablesConfig.js';
export { ModalTemplates } from './view/ModalTemplates.js';
export type { ModalTemplatePair } from './view/ModalTemplates.js';
export type { DataTablesConfig, EditModalConfig, TranslationConfig } from './config/DataTablesConfig.js';
export { DEFAULT_MERCURE_CONFIG } from './config/MercureConfig.js';
export type { MercureConfig } from './config/MercureConfig.js';
export type { Environment } from './config/env-reference.js';

// Errors
export { ConfigurationError } from './errors/ConfigurationError.js';
export { DataTablesError } from './errors/DataTablesError.js';
export { HttpError } from './errors/HttpError.js';
export type { FieldErrors } from './errors/HttpError.js';

// Router: the endpoints, the page helper and its view
export { dataTablesRouter } from './http/dataTablesRouter.js';
export type {
  DataTablesLogger,
  DataTablesRouterOptions,
  ModuleLoader,
  OptionalModuleName,
} from './http/DataTablesRouterOptions.js';
export type { DataTablesRouter } from './http/dataTablesRouter.js';
export { buildTableView } from './http/table-view.js';
export type { DataTableHelper, DataTableHelperOptions, PageLanguage } from './http/page-helper.js';

// Translations
export { BUILT_IN_CATALOGUES } from './i18n/catalogues/index.js';
export type { LibraryCatalogue, MessageKey } from './i18n/catalogues/index.js';
export { Translations } from './i18n/Translations.js';
export type { TranslationOptions } from './i18n/Translations.js';
export { Translator } from './i18n/Translator.js';
export type { Catalogue, MessageParams } from './i18n/Translator.js';
export { negotiateLocale } from './i18n/negotiate-locale.js';
export { DEFAULT_ACTION_LABELS, DEFAULT_CONFIRMATION } from './model/Action.js';
export { DEFAULT_ACTIONS_COLUMN_LABEL } from './model/Actions.js';

// What the server and the browser agree on (lib/wire, shared with @vendor/ux-datatables/assets)
export { escapeHtml } from './wire/escape-html.js';
export { safeUrl } from './wire/safe-url.js';
export { ORIGIN_HEADER } from './wire/page-view.js';
export { WIRE_VERSION } from './wire/wire-version.js';
export type {
  ActionReference, ActionsView, ActionTypeName, EditViewRequest, EndpointUrls, I18nView, MercureView, PageView, RowChangeMessage, RowData,
} from './wire/page-view.js';
export { formatMessage, translator } from './wire/translate.js';
export type { Translate } from './wire/translate.js';

// Security: table tokens, CSRF, authorization
export { TableTokens } from './security/TableTokens.js';
export type { TokenPurpose } from './security/TableTokens.js';
export { CSRF_HEADER } from './security/CsrfProtection.js';
export type { CsrfProtection } from './security/CsrfProtection.js';
export { DoubleSubmitCsrf } from './security/DoubleSubmitCsrf.js';
export type { DoubleSubmitCsrfOptions } from './security/DoubleSubmitCsrf.js';
export { NullCsrfProtection } from './security/NullCsrfProtection.js';
export type { AuthorizationContext, AuthorizeHook, AuthorizingTable, TableOperation } from './security/authorization.js';

// Realtime
export { NullPublisher } from './realtime/NullPublisher.js';
export type { Publisher, RealtimeUpdate } from './realtime/Publisher.js';
export { MercurePublisher } from './realtime/MercurePublisher.js';
export type { MercurePublisherOptions } from './realtime/MercurePublisher.js';
export { MercureSigner } from './realtime/MercureSigner.js';
export type { MercureClaim } from './realtime/MercureSigner.js';
export { defaultTopics, rowTopic } from './realtime/topics.js';

// Edit form and templates
export { EditForm } from './form/EditForm.js';
export type { EditFormOptions } from './form/EditForm.js';
export type { FilledField, FilledForm, FormChoice, FormField, FormWidget, SubmitResult } from './form/FormField.js';
export type { FieldRule, FieldRules, FieldRulesDelegate } from './form/field-rules.js';
export { TemplateRenderer } from './view/TemplateRenderer.js';
export type { TemplateRendererOptions } from './view/TemplateRenderer.js';
export { renderEditModal, renderFormBody } from './view/edit-modal.js';
export { renderTableElement } from './view/table-element.js';
export type { TableElementAttributes } from './view/table-element.js';

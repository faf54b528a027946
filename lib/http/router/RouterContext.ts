import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { DEFAULT_CONFIG, DETAILS_TEMPLATE, type DataTablesConfig } from '../../config/DataTablesConfig.js';
import type { DataTablesLogger } from '../../config/DataTablesLogger.js';
import { importModule, loadOptionalModules, type OptionalModules } from '../../config/optional-modules.js';
import { ConfigurationError } from '../../errors/ConfigurationError.js';
import { EditFormProvider } from '../../form/EditFormProvider.js';
import { bulkEditFields } from '../../form/bulk-edit-fields.js';
import { inPlaceFields } from '../../form/in-place-fields.js';
import type { MutationGate } from '../../mutation/change-row.js';
import { Translations } from '../../i18n/Translations.js';
import type { Translator } from '../../i18n/Translator.js';
import type { Action } from '../../model/Action.js';
import { ActionType } from '../../model/ActionType.js';
import { dataTableRegistry } from '../../model/DataTableRegistry.js';
import { DEFAULT_DATABASE_TIMEOUT_MS, withDatabaseDeadline } from '../../persistence/database-deadline.js';
import { refuseConfiguredFilters } from '../../persistence/reorder-binding.js';
import { invalidateCountsOnWrites, type RowsWritten } from '../../persistence/count-invalidation.js';
import { RowCounter } from '../../persistence/RowCounter.js';
import { ServedTables } from '../../persistence/ServedTables.js';
import type { TableBinding } from '../../persistence/TableBinding.js';
import { Realtime } from '../../realtime/Realtime.js';
import type { AuthorizeHook } from '../../security/authorization.js';
import { createCsrfProtection } from '../../security/create-csrf-protection.js';
import type { CsrfProtection } from '../../security/CsrfProtection.js';
import { ClientQuota } from '../../security/rate-limit/ClientQuota.js';
import { checkSharedStateOptions } from '../../shared-state/check-shared-state-options.js';
import { Replays } from '../../shared-state/replays/Replays.js';
import { ImportUndoSeal } from '../../import/import-undo-seal.js';
import { createReplayStore } from '../../shared-state/replays/create-replay-store.js';
import { StoreHealth } from '../../shared-state/StoreHealth.js';
import { checkSavedViewsOptions } from '../../saved-views/check-saved-views-options.js';
import type { ServerSavedViews } from '../../saved-views/ServerSavedViews.js';
import { TableTokens } from '../../security/TableTokens.js';
import { checkTemplates } from '../../view/check-templates.js';
import type { ModalMode } from '../../view/edit-modal.js';
import { EditModalView } from '../../view/EditModalView.js';
import { ModalTemplates } from '../../view/ModalTemplates.js';
import { TemplateRenderer } from '../../view/TemplateRenderer.js';
import type { DataTablesRouterOptions } from './DataTablesRouterOptions.js';
import { resolveLimits, type RequestLimits } from './RequestLimits.js';
import { checkFrameAncestors } from './page-headers.js';

/** Options requests a client may send per change it may make (`limits.mutationsPerMinute`): a picker asks as the user types. */
export const OPTIONS_PER_MUTATION = 4;

/** Default largest request body: 100 kB. */
export const DEFAULT_BODY_LIMIT = 100 * 1024;

/**
 * @internal Everything the handlers share (and the gate of row changes: `mutation/change-row`), resolved and checked once when the router is built:
 * the tables bound to the ORM, their templates, the token and CSRF keys, the hooks, and the
 * optional modules (loading).
 */
export class RouterContext implements MutationGate {
  readonly orm: DataTablesRouterOptions['orm'];
  readonly settings: DataTablesConfig;
  readonly tokens: TableTokens;
  /** Seals and opens an import's Undo (its report's token). */
  readonly importUndo: ImportUndoSeal;
  readonly csrf: CsrfProtection;
  readonly logger: DataTablesLogger;
  readonly authorize: AuthorizeHook | undefined;
  /** Publishing changes, live tables, subscriber JWTs. */
  readonly realtime: Realtime;
  readonly bodyLimit: number;
  /** Longest wait for the database per request step, in ms. */
  readonly databaseTimeoutMs: number;
  /** What one request may ask for. */
  readonly limits: RequestLimits;
  /** Deletes and edit submits per client per minute, in the `sharedState` store; null when `limits.mutationsPerMinute` is 0. */
  readonly mutationQuota: ClientQuota | null;
  /** Options requests per client per minute ({@link OPTIONS_PER_MUTATION} times the mutation limit), counted apart; null with it. */
  readonly optionsQuota: ClientQuota | null;
  /** Rows' details asked per client per minute, as many as options requests, counted apart; null with the mutation limit. */
  readonly detailsQuota: ClientQuota | null;
  /** The answers of recent bulks (and creates) kept for their retries, in the `sharedState` store. */
  readonly replays: Replays;
  /** Who a client is, for the mutation limit. */
  readonly clientKey: (req: Request) => string;
  readonly tables: ServedTables;
  /** `yup` and `ejs`, loading since the router was built; never rejects. */
  readonly modules: Promise<OptionalModules>;
  /** The template renderer (modal and template cells), once ejs is loaded; null without ejs. */
  readonly renderer: Promise<TemplateRenderer | null>;
  /** The edit forms of the tables with an edit action, and whether editing is on. */
  readonly editForms: EditFormProvider;
  /** Row counts of the data endpoint; one per router: cached counts never cross routers, whose tables may share a name. */
  readonly counter = new RowCounter();
  /** Tells the cached counts that a statement of the library changed an entity's rows. */
  readonly rowsWritten: RowsWritten;
  /** The catalogues, the locales available and each request's locale. */
  readonly translations: Translations;
  /** Who may frame a page showing a table (`frameAncestors`); false: the application decides. */
  readonly frameAncestors: readonly string[] | false;
  /** The `savedViews` option: where the views are kept and whose they are; null: the browser keeps them. */
  readonly savedViews: ServerSavedViews | null;
  private readonly modalTemplates = new Map<TableBinding, ModalTemplates>();
  private plainRowsFork: EntityManager | undefined;
  private loadedRenderer: TemplateRenderer | null | undefined;

  constructor(options: DataTablesRouterOptions) {
    if (!options || typeof options !== 'object') throw new ConfigurationError('dataTablesRouter() needs an options object');
    if (typeof options.orm?.getMetadata !== 'function') {
      throw new ConfigurationError('The "orm" option of dataTablesRouter must be an initialized MikroORM instance');
    }
    this.orm = options.orm;
    this.tokens = new TableTokens(options.secret);
    this.settings = options.settings ?? DEFAULT_CONFIG;
    this.logger = options.logger ?? console;
    this.authorize = options.authorize;
    this.bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
    if (!Number.isInteger(this.bodyLimit) || this.bodyLimit < 1) {
      throw new ConfigurationError(`The "bodyLimit" option must be a positive number of bytes, got ${String(options.bodyLimit)}`);
    }
    this.databaseTimeoutMs = options.databaseTimeoutMs ?? DEFAULT_DATABASE_TIMEOUT_MS;
    if (!Number.isInteger(this.databaseTimeoutMs) || this.databaseTimeoutMs < 1) {
      throw new ConfigurationError(`The "databaseTimeoutMs" option must be a positive number of milliseconds, got ${String(options.databaseTimeoutMs)}`);
    }
    this.limits = resolveLimits(options.limits);
    this.frameAncestors = checkFrameAncestors(options.frameAncestors);
    this.savedViews = checkSavedViewsOptions(options.savedViews, this.orm);
    const sharedState = checkSharedStateOptions(options.sharedState);
    const perMinute = this.limits.mutationsPerMinute;
    const health = new StoreHealth(sharedState.store, this.logger);
    this.replays = new Replays(createReplayStore(sharedState, this.orm), health);
    this.mutationQuota = perMinute === 0 ? null : new ClientQuota(sharedState, { points: perMinute, keyPrefix: 'changes' }, this.orm, health);
    this.optionsQuota = perMinute === 0 ? null : new ClientQuota(sharedState, { points: perMinute * OPTIONS_PER_MUTATION, keyPrefix: 'options' }, this.orm, health);
    this.detailsQuota = perMinute === 0 ? null : new ClientQuota(sharedState, { points: perMinute * OPTIONS_PER_MUTATION, keyPrefix: 'details' }, this.orm, health);
    this.clientKey = options.clientKey ?? ((req) => req.ip ?? 'unknown');
    this.translations = new Translations({
      translations: options.translations,
      locales: options.locales,
      defaultLocale: options.defaultLocale ?? this.settings.translation?.default_locale ?? undefined,
      locale: options.locale,
    }, {
      // In development each message a locale lacks is named once; production stays quiet.
      missing: process.env.NODE_ENV === 'production' ? undefined
        : (locale, key) => this.logger.warn(`ux-datatables: no "${locale}" translation of "${key}": shown in another language (said once; add it to "translations")`),
      incomplete: (locale, keys) => this.logger.warn(
        `ux-datatables: locale "${locale}" is not offered: its catalogue lacks ${keys.length} library message(s) (${keys.slice(0, 5).map((key) => `"${key}"`).join(', ')}${keys.length > 5 ? ', …' : ''}); its pages would mix two languages. Give them in "translations"`,
      ),
    });
    this.csrf = createCsrfProtection(options.csrf, this.tokens.derive('csrf'), this.logger);
    this.importUndo = new ImportUndoSeal(this.tokens.derive('import-undo'));
    this.tables = new ServedTables(options.tables ?? dataTableRegistry.all(), this.orm.getMetadata());
    this.realtime = new Realtime(this.settings.mercure, {
      publisher: options.publisher,
      topics: options.topics,
      logger: this.logger,
      tables: [...this.tables.all()].map((binding) => binding.table),
      showingThrough: (table) => {
        const meta = this.tables.find(table)?.meta;
        return meta ? this.tables.showingThrough(meta.className).map((binding) => binding.table) : [];
      },
    });
    const directories = Object.freeze([...(options.templateDirectories ?? [])]);
    for (const binding of this.tables.all()) {
      refuseConfiguredFilters(binding, this.orm.config.get('filters'));
      inPlaceFields(binding);
      bulkEditFields(binding);
      const modal = binding.mutation('edit') || binding.mutation('create') ? new ModalTemplates(binding.table, this.settings.edit_modal) : null;
      checkTemplates(binding.table, modal, directories, this.detailsTemplate(binding));
      if (modal) this.modalTemplates.set(binding, modal);
    }
    this.modules = loadOptionalModules(options.loadModule ?? importModule, this.logger);
    this.renderer = this.modules.then(({ ejs }) => (this.loadedRenderer = ejs ? new TemplateRenderer({ ejs, directories }) : null));
    this.rowsWritten = invalidateCountsOnWrites(this.orm, this.tables.all(), this.counter);
    this.editForms = new EditFormProvider(this.tables.all(), this.modules, this.logger);
  }

  /** Database work of a request, answered 503 past {@link databaseTimeoutMs} rather than left hanging. */
  database<T>(work: Promise<T>): Promise<T> {
    return withDatabaseDeadline(work, this.databaseTimeoutMs);
  }

  /** A fresh entity manager for one request. */
  fork(): EntityManager {
    return this.orm.em.fork() as unknown as EntityManager;
  }

  /**
   * One entity manager kept for hydrating plain rows (`persistence/plain-rows`): the ORM's hydrator fills
   * plain objects with scalars alone and registers nothing in its identity map, so a row written and read
   * back needs no fork of its own (a fork was 2% of a cell's save). Entities are never made by it.
   */
  plainRows(): EntityManager {
    return (this.plainRowsFork ??= this.fork());
  }

  /** The ORM's own entity manager, for statements sent as SQL text alone: they touch no identity map. */
  statements(): EntityManager {
    return this.orm.em as unknown as EntityManager;
  }

  /** The actions the browser is given: the table's, less Edit and Create while the form endpoints are off (no yup or ejs). */
  servedActions(binding: TableBinding): Action[] {
    const actions = binding.table.actions?.all() ?? [];
    return this.editForms.enabledNow === true ? actions : actions.filter((action) => action.type !== ActionType.Edit && action.type !== ActionType.Create && action.type !== ActionType.Import);
  }

  /** The translator of a request's locale. */
  translator(req: Request): Translator {
    return this.translations.forRequest(req);
  }

  /**
   * The edit modal of a table for the page's adapter key (its edit or create action was checked by
   * the caller), in the translator's language; `create` holds a new row's form, under its own title.
   */
  async editModalView(binding: TableBinding, adapter: string | undefined, translator: Translator, mode: ModalMode = 'edit', shownTitle?: string): Promise<EditModalView> {
    const renderer = await this.renderer;
    const templates = this.modalTemplates.get(binding);
    if (!renderer || !templates) throw new ConfigurationError(`Table "${binding.name}" has no edit modal`);
    const title = shownTitle ?? (mode === 'create' ? binding.table.createModalTitle : binding.table.editModalTitle ?? this.settings.edit_modal.default_title);
    return new EditModalView(renderer, templates.forAdapter(adapter), { title, mode, table: binding.name, translator });
  }

  /** The template renderer as known now, without waiting: undefined while ejs loads, null without it (a page offers no details then). */
  get rendererNow(): TemplateRenderer | null | undefined {
    return this.loadedRenderer;
  }

  /** The template of a table's row details: its own (`setDetails('path')`), else `data_tables.details.template`, else the built-in one; null without details. */
  detailsTemplate(binding: TableBinding): string | null {
    if (!binding.details) return null;
    return binding.details.template ?? this.settings.details?.template ?? DETAILS_TEMPLATE;
  }

  /** The edit token of a table, as its edit form carries it (`_table`). */
  editToken(binding: TableBinding): string {
    return this.tokens.sign(binding.name, 'edit');
  }

  /** The create token of a table, as its create form carries it (`_table`). */
  createToken(binding: TableBinding): string {
    return this.tokens.sign(binding.name, 'create');
  }
}

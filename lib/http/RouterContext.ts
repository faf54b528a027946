import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_CONFIG, type DataTablesConfig } from '../config/DataTablesConfig.js';
import { ConfigurationError } from '../errors/ConfigurationError.js';
import type { DataTableClass } from '../model/AsDataTable.js';
import { dataTableRegistry } from '../model/DataTableRegistry.js';
import { TableModel } from '../model/TableModel.js';
import { TableBinding, type MutationKind } from '../persistence/TableBinding.js';
import { NullPublisher } from '../realtime/NullPublisher.js';
import type { Publisher } from '../realtime/Publisher.js';
import { defaultTopics } from '../realtime/topics.js';
import type { AuthorizeHook } from '../security/authorization.js';
import type { CsrfProtection } from '../security/CsrfProtection.js';
import { DoubleSubmitCsrf, type DoubleSubmitCsrfOptions } from '../security/DoubleSubmitCsrf.js';
import { NullCsrfProtection } from '../security/NullCsrfProtection.js';
import { TableTokens } from '../security/TableTokens.js';
import type { DataTablesLogger, DataTablesRouterOptions } from './DataTablesRouterOptions.js';
import { TemplateRenderer } from '../view/TemplateRenderer.js';
import { checkTemplates } from './check-templates.js';
import { EditForms } from './edit-forms.js';
import { importModule, loadOptionalModules, type OptionalModules } from './optional-modules.js';

/** Default largest request body: 100 kB. */
export const DEFAULT_BODY_LIMIT = 100 * 1024;

/**
 * @internal Everything the handlers share, resolved and checked once when the router is built:
 * the tables bound to the ORM, the token and CSRF keys, the hooks, and the optional modules (loading).
 */
export class RouterContext {
  readonly orm: DataTablesRouterOptions['orm'];
  readonly settings: DataTablesConfig;
  readonly tokens: TableTokens;
  readonly csrf: CsrfProtection;
  readonly logger: DataTablesLogger;
  readonly publisher: Publisher;
  readonly authorize: AuthorizeHook | undefined;
  readonly topicsOf: (table: TableModel) => string[];
  readonly templateDirectories: readonly string[];
  readonly bodyLimit: number;
  readonly bindings = new Map<string, TableBinding>();
  /** `yup` and `ejs`, loading since the router was built; never rejects. */
  readonly modules: Promise<OptionalModules>;
  /** The template renderer (modal and template cells), once ejs is loaded; null without ejs. */
  readonly renderer: Promise<TemplateRenderer | null>;
  /** The edit forms of the tables with an edit action. */
  readonly editForms: EditForms;
  private readonly byClass = new Map<DataTableClass, TableBinding>();
  private readonly byModel = new Map<TableModel, TableBinding>();
  /** Class names of every entity some table or action binds. */
  readonly boundEntities = new Set<string>();

  constructor(options: DataTablesRouterOptions) {
    if (!options || typeof options !== 'object') throw new ConfigurationError('dataTablesRouter() needs an options object');
    if (typeof options.orm?.getMetadata !== 'function') {
      throw new ConfigurationError('The "orm" option of dataTablesRouter must be an initialized MikroORM instance');
    }
    this.orm = options.orm;
    this.tokens = new TableTokens(options.secret);
    this.settings = options.settings ?? DEFAULT_CONFIG;
    this.logger = options.logger ?? console;
    this.publisher = options.publisher ?? new NullPublisher();
    this.authorize = options.authorize;
    this.topicsOf = options.topics ?? ((table) => defaultTopics(table.name));
    this.templateDirectories = Object.freeze([...(options.templateDirectories ?? [])]);
    this.bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
    if (!Number.isInteger(this.bodyLimit) || this.bodyLimit < 1) {
      throw new ConfigurationError(`The "bodyLimit" option must be a positive number of bytes, got ${String(options.bodyLimit)}`);
    }
    this.csrf = this.createCsrf(options.csrf);
    for (const table of options.tables ?? dataTableRegistry.all()) this.add(table);
    this.modules = loadOptionalModules(options.loadModule ?? importModule, this.logger);
    this.renderer = this.modules.then(({ ejs }) => this.createRenderer(ejs));
    this.editForms = new EditForms(this.bindings.values(), this.modules, this.renderer, this.logger);
  }

  /** A fresh entity manager for one request. */
  fork(): EntityManager {
    return this.orm.em.fork() as unknown as EntityManager;
  }

  /** A served table by name, class or model; undefined when this router does not serve it. */
  find(table: string | DataTableClass | TableModel): TableBinding | undefined {
    if (typeof table === 'string') return this.bindings.get(table);
    if (table instanceof TableModel) return this.byModel.get(table) ?? this.bindings.get(table.name);
    return this.byClass.get(table);
  }

  /** The tables declaring a delete or edit action on the entity of this class name. */
  tablesFor(entityName: string, kind: MutationKind): TableBinding[] {
    return [...this.bindings.values()].filter((binding) => binding.mutation(kind)?.meta.className === entityName);
  }

  private add(table: DataTableClass | TableModel): void {
    const model = table instanceof TableModel ? table : TableModel.fromClass(table);
    if (this.bindings.has(model.name)) throw ConfigurationError.duplicateTable(model.name);
    const binding = new TableBinding(model, this.orm.getMetadata());
    this.bindings.set(model.name, binding);
    this.byModel.set(model, binding);
    if (!(table instanceof TableModel)) this.byClass.set(table, binding);
    if (binding.meta) this.boundEntities.add(binding.meta.className);
    for (const kind of ['delete', 'edit'] as const) {
      const action = binding.mutation(kind);
      if (action) this.boundEntities.add(action.meta.className);
    }
  }

  private createRenderer(ejs: OptionalModules['ejs']): TemplateRenderer | null {
    if (!ejs) return null;
    try {
      const renderer = new TemplateRenderer({ ejs, directories: this.templateDirectories });
      checkTemplates(this.bindings.values(), this.settings, renderer, this.logger);
      return renderer;
    } catch (error) {
      this.logger.error('ux-datatables: the template renderer cannot be created', error);
      return null;
    }
  }

  private createCsrf(option: DataTablesRouterOptions['csrf']): CsrfProtection {
    if (option === false) {
      this.logger.warn('ux-datatables: CSRF protection of delete and edit is disabled (csrf: false); make sure the application checks CSRF itself.');
      return new NullCsrfProtection();
    }
    if (option && typeof (option as CsrfProtection).verify === 'function') {
      if (typeof (option as CsrfProtection).token !== 'function') {
        throw new ConfigurationError('The "csrf" option needs both verify(req) and token(req, res)');
      }
      return option as CsrfProtection;
    }
    if (option !== undefined && (typeof option !== 'object' || option === null)) {
      throw new ConfigurationError('The "csrf" option must be false, { verify, token }, or csrf-csrf options');
    }
    return new DoubleSubmitCsrf(this.tokens.derive('csrf'), (option ?? {}) as DoubleSubmitCsrfOptions);
  }
}

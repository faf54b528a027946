import type { MikroORM } from '@mikro-orm/core';
import type { Request } from 'express';
import type { RequestLimits } from './RequestLimits.js';
import type { SharedStateOptions } from '../../shared-state/SharedStateOptions.js';
import type { SavedViewsOptions } from '../../saved-views/SavedViewsOptions.js';
import type { DataTablesConfig } from '../../config/DataTablesConfig.js';
import type { DataTablesLogger } from '../../config/DataTablesLogger.js';
import type { ModuleLoader } from '../../config/optional-modules.js';
import type { TranslationOptions } from '../../i18n/Translations.js';
import type { DataTableClass } from '../../model/DataTableClass.js';
import type { TableModel } from '../../model/TableModel.js';
import type { Publisher } from '../../realtime/Publisher.js';
import type { AuthorizeHook } from '../../security/authorization.js';
import type { CsrfProtection } from '../../security/CsrfProtection.js';
import type { DoubleSubmitCsrfOptions } from '../../security/DoubleSubmitCsrf.js';

export type { DataTablesLogger } from '../../config/DataTablesLogger.js';
export type { ModuleLoader, OptionalModuleName } from '../../config/optional-modules.js';

/**
 * Options of {@link dataTablesRouter}; those about languages (`translations`, `locales`,
 * `defaultLocale`, `locale`) are {@link TranslationOptions}.
 * @example
 * app.use(dataTablesRouter({
 *   settings: loadDataTablesConfig('config/packages/data_tables.yaml'),
 *   orm,
 *   secret: process.env.DATATABLES_SECRET!,
 *   templateDirectories: ['views'],
 *   authorize: ({ request, action }) => action === 'read' || Boolean(request.user?.isAdmin),
 * }));
 */
export interface DataTablesRouterOptions extends TranslationOptions {
  /** The MikroORM instance (PostgreSQL driver); every request works in its own `orm.em.fork()`. */
  orm: MikroORM;
  /** Key of the table tokens (and, derived, of the CSRF tokens): at least 32 characters. */
  secret: string;
  /** The `data_tables` settings from `loadDataTablesConfig`; default: every default. */
  settings?: DataTablesConfig;
  /** The tables served: classes or built tables. Default: every `@AsDataTable` class registered. */
  tables?: Array<DataTableClass | TableModel>;
  /** The application's template directories, searched in order for paths not starting with `@VendorDataTables/`. */
  templateDirectories?: string[];
  /** Authorization of every read and mutation; default: allow everything (protect the routes yourself). */
  authorize?: AuthorizeHook;
  /**
   * CSRF protection of delete and edit submit. Default: csrf-csrf double-submit cookie (these options
   * tune it). Give your own `{ verify, token }`, or `false` to disable it (a warning is logged).
   */
  csrf?: DoubleSubmitCsrfOptions | CsrfProtection | false;
  /** Receives warnings and internal errors; default `console`. */
  logger?: DataTablesLogger;
  /** Broadcasts deletes and edits; default: a `MercurePublisher` when `data_tables.mercure.enabled`, else a `NullPublisher`. */
  publisher?: Publisher;
  /**
   * The topics of a table (a table's own `setMercure({ topics })` wins); default
   * `['<topic_base>/datatables/<tableName>']`, `topic_base` defaulting to the origin of the hub's public URL.
   */
  topics?: (table: TableModel) => string[];
  /** Loads `yup` and `ejs`; default: `import(name)`. A loader that throws simulates their absence. */
  loadModule?: ModuleLoader;
  /** Largest request body in bytes (default 100 kB), counted whatever the framing: more is 413. */
  bodyLimit?: number;
  /**
   * Longest wait for the database per request, in ms (default 10000): past it the request answers 503
   * `database_unavailable` instead of hanging. Set the driver's own timeouts too (docs/production.md).
   */
  databaseTimeoutMs?: number;
  /** Bounds of a request: page length, search length and terms, mutations per client per minute (429 past it). */
  limits?: Partial<RequestLimits>;
  /**
   * Where what instances must agree on is kept (the counts of `limits.mutationsPerMinute`, the answers
   * of bulks and creates kept for their retries): `{ store: 'memory' }` (default, per process),
   * `{ store: 'postgres' }` (the ORM's own database; every instance shares the quota and the retries) or
   * `{ store: 'redis', client }` (the application's Redis client).
   */
  sharedState?: SharedStateOptions;
  /**
   * Keeps the views of the tables with `savedViews()` on the server, per user (`GET/POST/DELETE
   * /datatables/ajax/views`), rather than in the browser's `localStorage`: `store` is `'database'` (the
   * `ux_datatables_view` table: add `SavedViewEntity` to the ORM's `entities`, `npx ux-datatables schema`
   * prints its SQL) or a `ViewStore`; `owner(req)` names the user (null: nobody, the browser keeps them).
   * @example
   * savedViews: { store: 'database', owner: (req) => req.user?.id ?? null }
   */
  savedViews?: SavedViewsOptions;
  /** Who a client is, for `limits.mutationsPerMinute`; default `req.ip` (set Express's `trust proxy` behind a proxy). */
  clientKey?: (req: Request) => string;
  /**
   * Who may frame a page that shows a table (CSP `frame-ancestors` sources; `X-Frame-Options` too
   * where it can say the same): default `["'self'"]`, `[]` for nobody, `false` to leave framing to
   * the application. A one-click delete in a frame is clickjacking.
   */
  frameAncestors?: string[] | false;
}

import type { Request } from 'express';
import type { ViewStore } from './ViewStore.js';

/**
 * The router's `savedViews` option: the tables with `savedViews()` keep their views on the server, per user,
 * rather than in the browser. Without it (or for a request whose `owner` names nobody) the browser keeps them.
 * @example
 * dataTablesRouter({ orm, secret, savedViews: { store: 'database', owner: (req) => req.user?.id ?? null } });
 */
export interface SavedViewsOptions {
  /** `'database'`: the `ux_datatables_view` table through the ORM (register `SavedViewEntity`); or any {@link ViewStore}. */
  store: 'database' | ViewStore;
  /**
   * Who the request's user is, synchronously (the page view is built synchronously): an id of at most 200
   * characters. null, undefined or '': nobody (the page keeps the views in the browser; the endpoint is 403).
   */
  owner: (req: Request) => string | null | undefined;
}

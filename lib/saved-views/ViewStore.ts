import type { SavedView } from '../wire/saved-views.js';

export type { SavedView } from '../wire/saved-views.js';

/** A view to save: without `id` a new one, with it the owner's view of that id replaced. */
export interface ViewDraft {
  id?: string;
  name: string;
  query: string;
  default: boolean;
}

/** What a save did: the view as stored, and whether it is new (201) or replaced one (200). */
export interface SavedViewOutcome {
  view: SavedView;
  created: boolean;
}

/**
 * Where the saved views of the router's `savedViews` option are kept, per owner (the user `owner(req)`
 * names) and table. The router checks every name, query and id before a store sees them; a store keeps
 * the rules a concurrent request could break: one default per owner and table, at most
 * `MAX_VIEWS_PER_TABLE` views (409 `too_many_views` past it), an id of another owner unknown (404
 * `view_not_found`; see `view-refusals`).
 * @example
 * dataTablesRouter({ orm, secret, savedViews: { store: new MemoryViewStore(), owner: (req) => req.user?.id } });
 */
export interface ViewStore {
  /** The owner's views of the table, by name. */
  list(owner: string, table: string): Promise<SavedView[]>;
  /** Saves a view whole; `default: true` takes the mark from the owner's other view of the table in the same step. */
  save(owner: string, table: string, view: ViewDraft): Promise<SavedViewOutcome>;
  /** Deletes the owner's view of that id; false when the owner has none of that id. */
  remove(owner: string, table: string, id: string): Promise<boolean>;
}

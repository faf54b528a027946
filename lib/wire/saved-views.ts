// Views kept under a name (issue 33, docs/saved-views.md): the Views menu's store, the endpoint's bodies and
// their bounds, which the browser's own store keeps too. A saved view is its URL parameters (view-url.ts,
// without prefix) and its grouping (saved-view-query.ts): the same text a link carries, read back as strictly.

/**
 * Where a table's saved views are kept: `browser`, this browser's `localStorage` (the default, no server);
 * `server`, the router's `savedViews.store` for the user `savedViews.owner(req)` names (`urls.views`).
 */
export interface SavedViewsView {
  store: 'browser' | 'server';
}

/** A view under a name. */
export interface SavedView {
  /** The store's key: opaque, at most {@link MAX_VIEW_ID} characters. */
  id: string;
  /** As the user typed it, trimmed: 1 to {@link MAX_VIEW_NAME} characters, no control character. */
  name: string;
  /**
   * The view's parameters as a link writes them without prefix (`q=dune&order=-year&f.status=draft`: only
   * what differs from the table's declared view) and `group=<column>` (`group=` none) when grouped otherwise.
   */
  query: string;
  /** The user's default: the view the table opens with when neither the page's URL nor the tab names one. At most one. */
  default: boolean;
}

/** `GET urls.views?token=<views token>`: the user's views of the table, by name. */
export interface SavedViewsAnswer {
  views: SavedView[];
}

/**
 * `POST urls.views` (CSRF, counted by the rate limit): a view saved whole. Without `id` a new one (201),
 * with it the user's view of that id replaced (200; another user's or an unknown id is 404). `default: true`
 * takes the mark from the user's other view of the table.
 */
export interface SaveViewRequest {
  token: string;
  id?: string;
  name: string;
  query: string;
  default: boolean;
}

/** The answer of a save: the view as stored. */
export interface SavedViewAnswer {
  view: SavedView;
}

/** `DELETE urls.views` (CSRF, counted): the user's view of that id deleted (200 `{ deleted: id }`; else 404). */
export interface DeleteViewRequest {
  token: string;
  id: string;
}

/** The longest name kept. */
export const MAX_VIEW_NAME = 80;
/** The longest query kept: a view's parameters are each at most 500 characters (view-url.ts) and few. */
export const MAX_VIEW_QUERY = 4000;
/** The longest id a store gives (a UUID is 36). */
export const MAX_VIEW_ID = 64;
/** The most views a user keeps of one table: one more is 409 `too_many_views`. */
export const MAX_VIEWS_PER_TABLE = 100;

/** The codes of the endpoint's refusals (besides the token's, CSRF's and the rate limit's). */
export const VIEW_ERRORS = {
  /** 400: the name, the query or the id is not one the store keeps (the message names which and why). */
  invalid: 'invalid_view',
  /** 404: no view of that id belongs to the user (another user's is not theirs to know of). */
  notFound: 'view_not_found',
  /** 409: the user keeps {@link MAX_VIEWS_PER_TABLE} views of the table already. */
  tooMany: 'too_many_views',
  /** 403: `savedViews.owner(req)` names nobody (the page then keeps the views in the browser). */
  noOwner: 'no_view_owner',
} as const;

/** The name as kept (trimmed), or why it cannot be. */
export function viewName(name: unknown): { name: string } | { problem: string } {
  if (typeof name !== 'string') return { problem: 'the name must be text' };
  const trimmed = name.trim();
  if (trimmed === '') return { problem: 'the name is empty' };
  if ([...trimmed].length > MAX_VIEW_NAME) return { problem: `the name is longer than ${MAX_VIEW_NAME} characters` };
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) return { problem: 'the name holds a control character' };
  return { name: trimmed };
}

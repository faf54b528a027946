// What a page needs to follow its table live: the subscription the page view carries (`mercure`),
// the update every viewer receives, and the header that lets the tab that made a change skip its echo
// (docs/real-time.md). Beside the page view (page-view.ts), which names the subscription.

import type { MercureProtocol } from './mercure-protocol.js';

/** Header a delete, edit or create submit carries so that the tab that made a change can skip its echo. */
export const ORIGIN_HEADER = 'X-UX-DataTables-Origin';

/** How a page subscribes to its table's updates. */
export interface MercureView {
  /** The hub URL browsers subscribe to (`data_tables.mercure.public_url`). */
  hub: string;
  /** The generation of the protocol the hub speaks (`data_tables.mercure.protocol`): the subscription's parameters. */
  protocol: MercureProtocol;
  /** The topic selectors to subscribe to: the table's topics. */
  topics: string[];
  /**
   * A private table's subscriber JWT, for exactly its topics: sent as the hub's `authorization` (0.x)
   * or `access_token` (1.0) query parameter (a cookie could hold only one JWT for every private table
   * of a page). Null: public.
   */
  authorization: string | null;
  /** How long to wait after the last update before reloading the table. */
  debounceMs: number;
  /**
   * The longest a burst of updates that never pauses may hold the reload back, from its first update
   * (`data_tables.mercure.max_wait_ms`); 0 or absent: no maximum, the reload waits for a pause.
   */
  maxWaitMs?: number;
  /**
   * The {@link ORIGIN_HEADER} this table's requests send: new for each page view, known only to the
   * page (rendered `private, no-store`), never published.
   */
  origin: string;
  /** What a change the table made carries as its `origin` (the server's digest of {@link origin}): its echo, skipped. */
  originDigest: string;
}

/** The `data` of every update the library publishes: what changed, never the row's values. */
export interface RowChangeMessage {
  type: 'edit' | 'delete' | 'create' | 'bulk';
  table: string;
  /** The row changed; null for a bulk, which names its rows in `ids` (at most 100) or counts them in `count`. */
  id: unknown;
  /** A bulk's rows, when there are 100 or fewer. */
  ids?: unknown[];
  /** A bulk's number of rows, when there are more than 100 (then no `ids`). */
  count?: number;
  /**
   * A bulk's action name (`delete`, or the application's); `related` for a change of rows this table shows
   * through a relation (an author renamed, seen by a table of books): it names no rows (`ids` empty) and
   * `via` names the table that changed them.
   */
  action?: string;
  /** For `action: 'related'`: the table whose rows changed. */
  via?: string;
  /**
   * The digest of the {@link ORIGIN_HEADER} of the request that made the change (SHA-256, base64url),
   * else null: never the header itself, so that a reader of the stream cannot send it.
   */
  origin: string | null;
}

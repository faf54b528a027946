import type { RowChangeMessage } from '../wire/live-view.js';

/** One update to broadcast: a row of a table was deleted or edited. */
export interface RealtimeUpdate {
  /** The topics, the canonical one first (the row's topic, then the table's). */
  topics: string[];
  /** What changed; never the row's values. */
  data: RowChangeMessage;
  /** Only subscribers allowed one of the topics receive it. */
  private?: boolean;
}

/**
 * Broadcasts row changes so that other pages showing the table reload it. Called after a mutation
 * was committed and answered; a rejection is logged and never fails the request.
 */
export interface Publisher {
  publish(update: RealtimeUpdate): Promise<void>;
}

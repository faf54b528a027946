/** What changed: a row of a table was deleted or edited. */
export interface RealtimeUpdate {
  topics: string[];
  data: { type: 'delete' | 'edit'; table: string; id: unknown };
}

/**
 * Broadcasts row changes so that other pages showing the table reload it. Called after a mutation
 * was committed; a rejection is logged and never fails the request.
 */
export interface Publisher {
  publish(update: RealtimeUpdate): Promise<void>;
}

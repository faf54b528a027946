import type { DataTablesLogger } from '../config/DataTablesLogger.js';
import type { RowChangeMessage } from '../wire/live-view.js';
import type { Publisher } from './Publisher.js';
import { jsonText } from '../wire/json-text.js';
import { rowTopic } from './topics.js';

/** Where a table's changes go: its topics (already narrowed to a client's) and whether they are private. */
export interface ChangeRoute {
  topics: readonly string[];
  private: boolean;
}

/**
 * Publishes a committed change: to the row's topic (canonical, derived from the first table topic)
 * and the table's topics; a bulk (no one row) to the table's topics only. A failing publisher is logged: the change is saved, so the request (already
 * answered) still succeeded. No topic left after narrowing: nothing is published.
 */
export async function publishChange(publisher: Publisher, logger: DataTablesLogger, change: RowChangeMessage, route: ChangeRoute): Promise<void> {
  if (route.topics.length === 0) return;
  try {
    const topics = change.type === 'bulk' ? [...route.topics] : [rowTopic(route.topics[0], change.id), ...route.topics];
    await publisher.publish({ topics, data: { ...change }, private: route.private });
  } catch (error) {
    logger.error(`ux-datatables: publishing the ${change.type} of row ${jsonText(change.id)} of table "${change.table}" failed`, error);
  }
}

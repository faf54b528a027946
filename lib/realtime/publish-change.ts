import type { DataTablesLogger } from '../config/DataTablesLogger.js';
import type { Publisher } from './Publisher.js';

/** A committed delete or edit of one row. */
export interface RowChange {
  type: 'delete' | 'edit';
  table: string;
  id: unknown;
}

/**
 * Publishes a committed change to the table's topics (already narrowed to the client's). A failing
 * publisher is logged: the change is saved, so the request still succeeds.
 */
export async function publishChange(publisher: Publisher, logger: DataTablesLogger, change: RowChange, topics: readonly string[]): Promise<void> {
  if (topics.length === 0) return;
  try {
    await publisher.publish({ topics: [...topics], data: { ...change } });
  } catch (error) {
    logger.error(`ux-datatables: publishing the ${change.type} of a row of table "${change.table}" failed`, error);
  }
}

import { HttpError } from '../errors/HttpError.js';

/** The topic prefix when neither `topic_base` nor a hub URL says otherwise. */
export const DEFAULT_TOPIC_BASE = 'ux-datatables';

/** The default topic of a table: `<base>/datatables/<table>`. */
export function defaultTopics(tableName: string, base: string = DEFAULT_TOPIC_BASE): string[] {
  return [`${base.replace(/\/+$/, '')}/datatables/${tableName}`];
}

/** The topic of one row: the table's canonical topic, then `/` and the identifier, URI-encoded. */
export function rowTopic(tableTopic: string, id: unknown): string {
  return `${tableTopic}/${encodeURIComponent(String(id))}`;
}

/**
 * The topics to publish to: the server's, narrowed to those the client named (when it named any).
 * A client can never add a topic. `requested` must be a string or a list of strings (else 400).
 */
export function narrowTopics(server: readonly string[], requested: unknown): string[] {
  if (requested === undefined || requested === null) return [...server];
  const list = typeof requested === 'string' ? [requested] : requested;
  if (!Array.isArray(list) || list.length > 50 || !list.every((topic) => typeof topic === 'string')) {
    throw HttpError.badRequest('"topics" must be a list of strings', { topics: ['must be a list of strings'] });
  }
  return server.filter((topic) => list.includes(topic));
}

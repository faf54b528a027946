import { HttpError } from '../errors/HttpError.js';

/** The topics of a table when the application does not say otherwise: `ux-datatables/<tableName>`. */
export function defaultTopics(tableName: string): string[] {
  return [`ux-datatables/${tableName}`];
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

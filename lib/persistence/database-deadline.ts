import { HttpError } from '../errors/HttpError.js';

/** How long a request waits for the database by default: 10 s. */
export const DEFAULT_DATABASE_TIMEOUT_MS = 10_000;

/**
 * The database work of a request, bounded: past `timeoutMs` the request is answered 503
 * `database_unavailable` instead of hanging (a stalled connection, behind a proxy that forwards
 * nothing, once kept requests open forever: nothing else sets a timeout). The work itself is not
 * cancelled: set the driver's own timeouts too (docs/production.md).
 */
export async function withDatabaseDeadline<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(HttpError.databaseTimeout(timeoutMs)), timeoutMs);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

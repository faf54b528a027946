// The shared quota, checked on its own after the load: one client (one address) sends more
// mutations than `limits.mutationsPerMinute` through HAProxy, which spreads them over the three
// instances. Counted in PostgreSQL, the instances together accept the quota, give or take one each
// (a request counted as the window turns); counted per process they would accept three quotas.
import { Client, type Recorder } from './client.js';

/** What the phase saw. */
export interface RateLimitResult {
  quota: number;
  sent: number;
  accepted: number;
  refused: number;
  /** Refusals that said when to come back. */
  withRetryAfter: number;
  /** Answers neither accepted (the delete's own 404) nor 429, by status. */
  other: Record<number, number>;
  /** Accepted and refused, by the instance that answered. */
  byInstance: Record<string, { accepted: number; refused: number }>;
}

/** More than the quota, so that the refusals show. */
const EXTRA = 60;
/** Requests in flight at once: enough to reach every instance, few enough for a 2-core machine. */
const PARALLEL = 6;
/** A row that does not exist: the delete is counted, then answers 404, and nothing changes. */
const NO_ROW = 2_000_000_000;

/** Sends quota + EXTRA deletes from one client address, `PARALLEL` at a time. */
export async function checkSharedQuota(base: string, address: string, quota: number, recorder: Recorder): Promise<RateLimitResult> {
  const client = new Client(base, address, recorder);
  if (!(await client.open())) throw new Error('the rate-limit client could not open the page view');
  const view = client.view!;
  const result: RateLimitResult = { quota, sent: 0, accepted: 0, refused: 0, withRetryAfter: 0, other: {}, byInstance: {} };
  const total = quota + EXTRA;
  const worker = async () => {
    while (result.sent < total) {
      result.sent++;
      const answer = await client.json('rate', 'DELETE', view.urls.delete!, { table: view.tokens.delete, id: NO_ROW }, { fresh: true });
      const instance = (result.byInstance[answer.instance ?? 'none'] ??= { accepted: 0, refused: 0 });
      if (answer.status === 429) {
        result.refused++;
        instance.refused++;
        if (Number(answer.headers['retry-after']) >= 1) result.withRetryAfter++;
      } else {
        if (answer.status !== 404) result.other[answer.status] = (result.other[answer.status] ?? 0) + 1;
        // Anything but a 429 went past the quota (a 404 is the delete's own answer).
        if (answer.status !== 0) {
          result.accepted++;
          instance.accepted++;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  client.close();
  return result;
}

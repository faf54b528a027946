// The faults, one after the other while the load runs: `kill -9` of one instance and its start
// again, a rolling restart of the two others (SIGTERM, wait for the exit, start), then PostgreSQL
// stopped for 5 s and started again (in a finally: whatever happens, the server is started).
import { postgres } from './database.js';
import type { Fleet } from './fleet.js';
import type { Timeline } from './timeline.js';

/** How long PostgreSQL stays down. */
export const OUTAGE_MS = 5000;
/** Quiet time before the first fault and between two, so each one's effect can be told apart. */
const BETWEEN_MS = 4000;
/** Exports sent right before an instance's kill or restart, and how long after them it comes: they are in flight then. */
const BURST = 6;
const BURST_LEAD_MS = 60;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the faults did, for the figures. */
export interface FaultCounts {
  kills: number;
  restarts: number;
  outageMs: number;
  startMs: number;
}

/**
 * Runs the faults in order. `recovered(since)` resolves once an instance answered a request sent
 * after `since` with a 200 that needed the database: the outage's end as clients see it.
 */
export async function runFaults(fleet: Fleet, timeline: Timeline, recovered: (since: number) => Promise<number | null>, burst: (count: number) => void): Promise<FaultCounts> {
  const counts: FaultCounts = { kills: 0, restarts: 0, outageMs: 0, startMs: 0 };
  const inFlight = async () => {
    burst(BURST);
    timeline.mark(`${BURST} exports sent`);
    await sleep(BURST_LEAD_MS);
  };
  await sleep(BETWEEN_MS);
  await inFlight();
  await fleet.kill(0);
  counts.kills++;
  // Long enough for HAProxy's health checks (every 500 ms, down after 2) to take it out.
  await sleep(1500);
  await fleet.startMarked(0);
  for (const i of [1, 2]) {
    await sleep(BETWEEN_MS);
    await inFlight();
    await fleet.restart(i);
    counts.restarts++;
  }
  await sleep(BETWEEN_MS);
  let stoppedAt = 0;
  try {
    timeline.mark('PostgreSQL stop');
    await postgres('stop');
    stoppedAt = timeline.mark('PostgreSQL stopped');
    await sleep(OUTAGE_MS);
  } finally {
    // Down from the stop's end to the start's beginning; the start itself (until PostgreSQL accepts
    // connections again) is counted apart, as `startMs`.
    const starting = timeline.mark('PostgreSQL start');
    counts.outageMs = stoppedAt ? starting - stoppedAt : 0;
    await postgres('start');
    const startedAt = timeline.mark('PostgreSQL started, accepting connections');
    counts.startMs = startedAt - starting;
    const answering = await recovered(startedAt);
    timeline.mark(answering ? `answering again ${answering - startedAt} ms after the start` : 'NOT answering again within 30 s of the start');
  }
  return counts;
}

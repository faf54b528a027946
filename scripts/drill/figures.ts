// The figures the drill prints (and SECURITY.md quotes): requests and answers by kind and status,
// latencies, the faults and when they happened, the bulks' retries, the shared quota, the browsers.
import type { Outcome } from './client.js';
import type { BulkFigures } from './checks.js';
import type { FaultCounts } from './faults.js';
import type { Load } from './load.js';
import type { RateLimitResult } from './rate-limit.js';
import type { SeenLive } from './browsers.js';
import type { Timeline } from './timeline.js';

/** Everything the report is made of. */
export interface DrillFigures {
  outcomes: Outcome[];
  load: Load;
  loadMs: number;
  timeline: Timeline;
  faults: FaultCounts | null;
  bulks: BulkFigures | null;
  quota: RateLimitResult | null;
  seen: SeenLive[];
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A status as the report names it: who answered it, and how. */
function statusName(outcome: Outcome): string {
  if (outcome.status === 0) return 'no answer';
  if (outcome.status >= 500) return `${outcome.status}${outcome.json ? ' JSON' : ''} (${outcome.instance ? 'instance' : 'HAProxy'})`;
  return String(outcome.status);
}

function byStatus(outcomes: Outcome[]): string {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) counts.set(statusName(outcome), (counts.get(statusName(outcome)) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([status, count]) => `${count} × ${status}`).join(', ');
}

const count = <T>(items: T[], test: (item: T) => boolean) => items.filter(test).length;

/** The report's lines. */
export function figureLines(figures: DrillFigures): string[] {
  const { outcomes, load, timeline, faults, bulks, quota, seen } = figures;
  const inLoad = outcomes.filter((outcome) => outcome.kind !== 'rate');
  const lines = [`production drill: ${inLoad.length} requests by ${load.clientCount} clients through HAProxy to 3 instances in ${(figures.loadMs / 1000).toFixed(1)} s (then ${quota?.sent ?? 0} in the rate-limit phase)`];
  if (faults) lines.push(`  faults: ${faults.kills} kill -9 (and start), ${faults.restarts} restarts (SIGTERM, start), PostgreSQL stopped for ${faults.outageMs} ms (then ${faults.startMs} ms to start)`);
  lines.push(...timeline.lines().map((line) => `    ${line}`));
  lines.push(`  answers: ${byStatus(inLoad)}`);
  // HAProxy's own errors and cut connections should come with an instance's kill or restart: say how many did not.
  const instanceFaults = timeline.marks.filter((mark) => /instance/.test(mark.what)).map((mark) => mark.at);
  const outside = inLoad.filter((o) => (o.status === 0 || (o.status >= 500 && !o.instance)) && !instanceFaults.some((at) => Math.abs(o.at + o.ms - at) < 3000));
  lines.push(`  HAProxy's errors and connections cut: ${count(inLoad, (o) => o.status === 0 || (o.status >= 500 && !o.instance))}, of which ${outside.length} more than 3 s from an instance's kill, stop or start`);
  lines.push('  by kind: requests, answers, p50 / p99 / slowest');
  for (const kind of ['view', 'edit', 'delete', 'create', 'create-retry', 'bulk', 'bulk-retry', 'export'] as const) {
    const ofKind = inLoad.filter((outcome) => outcome.kind === kind);
    const ms = ofKind.map((outcome) => outcome.ms).sort((a, b) => a - b);
    lines.push(`    ${kind}: ${ofKind.length}; ${byStatus(ofKind)}; ${percentile(ms, 50)} / ${percentile(ms, 99)} / ${ms.at(-1) ?? 0} ms`);
  }
  const lostOf = (statuses: number[]) => count(statuses, (status) => status === 0 || status >= 500);
  const retried = load.creates.filter((c) => c.status === 201 && c.retry.status === 201);
  lines.push(`  creates sent twice with the same _request: ${load.creates.length}; both answered 201: ${retried.length}, naming the same row: ${count(retried, (c) => c.id === c.retry.id)}`);
  lines.push(`  writes: creates ${count(load.creates, (c) => c.status === 201)} acknowledged / ${lostOf(load.creates.map((c) => c.status))} answer lost / ${load.creates.length} sent;` +
    ` edits ${count(load.edits, (e) => e.status === 200)} / ${lostOf(load.edits.map((e) => e.status))} / ${load.edits.length};` +
    ` deletes ${count(load.deletes, (d) => d.status === 200)} / ${lostOf(load.deletes.map((d) => d.status))} / ${load.deletes.length}`);
  if (bulks) lines.push(`  bulk deletes: ${bulks.pairs} sent and retried with the same requestId; ${bulks.bothAnswered} answered twice, ${bulks.otherInstance} of them by another instance; ${bulks.replayed} retries answered as the first, ${bulks.ranAgain} ran again, ${bulks.ranAgainInOutage} more in PostgreSQL's outage (the shared store failing, allowed)`);
  const exported = load.exports.filter((record) => record.status === 200);
  lines.push(`  exports: ${exported.length} CSV read to the end (${exported.reduce((sum, record) => sum + record.bytes, 0)} bytes), ${load.exports.length - exported.length} not`);
  if (quota) {
    const instances = Object.entries(quota.byInstance).sort().map(([name, c]) => `${name}: ${c.accepted} accepted, ${c.refused} refused`).join('; ');
    const other = Object.entries(quota.other).map(([status, c]) => `${c} × ${status}`).join(', ');
    lines.push(`  rate limit: one client, quota ${quota.quota}/min over 3 instances: ${quota.sent} sent, ${quota.accepted} accepted, ${quota.refused} refused 429 (${quota.withRetryAfter} with Retry-After)${other ? `, other: ${other}` : ''}`);
    lines.push(`    by instance: ${instances}`);
  }
  for (const s of seen) lines.push(`  browser: an edit of row ${s.row} in the window on ${s.from} ${s.seen ? `seen by the window on ${s.to} in ${s.ms} ms` : `NOT seen by the window on ${s.to} (${s.error})`}`);
  return lines;
}

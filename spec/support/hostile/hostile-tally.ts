import type { Endpoint } from './wire-request.js';

/** Requests sent by the campaign, counted by endpoint and status, and the time they took. */
export class HostileTally {
  private readonly counts = new Map<Endpoint, Map<number, number>>();
  private elapsedMs = 0;

  record(endpoint: Endpoint, status: number): void {
    const byStatus = this.counts.get(endpoint) ?? new Map<number, number>();
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    this.counts.set(endpoint, byStatus);
  }

  /** Adds the wall time of one endpoint's property (requests, checks and re-seeding included). */
  addTime(ms: number): void {
    this.elapsedMs += ms;
  }

  get total(): number {
    let total = 0;
    for (const byStatus of this.counts.values()) for (const n of byStatus.values()) total += n;
    return total;
  }

  /** A table: one line per endpoint, one column per status seen, then the totals, the seed and the rate. */
  report(seed: number): string {
    const statuses = [...new Set([...this.counts.values()].flatMap((byStatus) => [...byStatus.keys()]))].sort((a, b) => a - b);
    const row = (name: string, cells: Array<number | string>) => [name.padEnd(12), ...cells.map((cell) => String(cell).padStart(7))].join('');
    const lines = [row('endpoint', [...statuses, 'total'])];
    for (const [endpoint, byStatus] of this.counts) {
      const sum = [...byStatus.values()].reduce((a, b) => a + b, 0);
      lines.push(row(endpoint, [...statuses.map((status) => byStatus.get(status) ?? 0), sum]));
    }
    const all = statuses.map((status) => [...this.counts.values()].reduce((sum, byStatus) => sum + (byStatus.get(status) ?? 0), 0));
    lines.push(row('all', [...all, this.total]));
    const seconds = this.elapsedMs / 1000;
    lines.push(`seed ${seed}: ${this.total} requests in ${seconds.toFixed(1)} s (${(this.total / Math.max(seconds, 0.001)).toFixed(0)} requests/s, checks and re-seeding included)`);
    return lines.join('\n');
  }
}

import type { ReplayClaim, ReplayStore } from './ReplayStore.js';

/** Most keys kept at once (the oldest go first). */
const KEPT = 10_000;

/** A {@link ReplayStore} in this process: the default, and where a shared store's outage falls back to. */
export class MemoryReplayStore implements ReplayStore {
  /** By key: the answer (null while it runs) and when the entry ends. Insertion order is age order. */
  private readonly entries = new Map<string, { answer: string | null; until: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async claim(key: string, leaseMs: number): Promise<ReplayClaim> {
    const now = this.now();
    this.forgetOld(now);
    const known = this.entries.get(key);
    if (known && known.until > now) return known.answer === null ? { state: 'running' } : { state: 'answered', answer: known.answer };
    this.entries.delete(key);
    this.entries.set(key, { answer: null, until: now + leaseMs });
    return { state: 'claimed' };
  }

  /** The answer kept for `key` and not yet ended, else null; claims nothing. */
  kept(key: string): string | null {
    const known = this.entries.get(key);
    return known && known.answer !== null && known.until > this.now() ? known.answer : null;
  }

  async renew(key: string, leaseMs: number): Promise<void> {
    const known = this.entries.get(key);
    if (known?.answer === null) known.until = this.now() + leaseMs;
  }

  async keep(key: string, answer: string, keepMs: number): Promise<void> {
    this.entries.delete(key);
    this.entries.set(key, { answer, until: this.now() + keepMs });
  }

  async release(key: string): Promise<void> {
    if (this.entries.get(key)?.answer === null) this.entries.delete(key);
  }

  private forgetOld(now: number): void {
    for (const [key, { until }] of this.entries) {
      if (until > now && this.entries.size < KEPT) break;
      this.entries.delete(key);
    }
  }
}

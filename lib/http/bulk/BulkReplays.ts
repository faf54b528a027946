import type { BulkResult } from '../../wire/endpoint-bodies.js';

/** How long a bulk's answer is kept for a retry carrying its `requestId`. */
export const REPLAY_MS = 10 * 60_000;
/** Most answers kept at once (the oldest go first). */
const KEPT = 10_000;

/**
 * The answers of the bulks of the last {@link REPLAY_MS}, by client, table and `requestId`: a retry
 * (a lost answer, a double click, a `keepalive` send repeated) gets the first answer, and the bulk is
 * never run twice. A retry arriving while the first still runs waits for it. Kept in this process:
 * behind several instances without sticky sessions a retry reaching another instance runs again
 * (a delete then refuses the rows already gone, `row_not_found`; docs/bulk-and-undo.md, Bulk actions).
 */
export class BulkReplays {
  private readonly answers = new Map<string, { at: number; answer: Promise<BulkResult> }>();

  /** The answer of this bulk: the one given before, or `run()`'s, remembered (a failure is forgotten, so a retry runs). */
  answer(key: string, run: () => Promise<BulkResult>, now = Date.now()): { answer: Promise<BulkResult>; replayed: boolean } {
    this.forgetOld(now);
    const known = this.answers.get(key);
    if (known) return { answer: known.answer, replayed: true };
    const answer = run();
    this.answers.set(key, { at: now, answer });
    answer.catch(() => this.answers.delete(key));
    return { answer, replayed: false };
  }

  private forgetOld(now: number): void {
    for (const [key, { at }] of this.answers) {
      if (now - at < REPLAY_MS && this.answers.size < KEPT) break;
      this.answers.delete(key);
    }
  }
}

/** How often answers the shared store could not take are offered to it again. */
export const SHARE_AGAIN_MS = 250;
/** Most answers waiting at once (the oldest go first): an outage under load must not grow memory without end. */
const WAITING = 10_000;

/**
 * Answers this process kept in its memory because the shared store failed to take them (it went down as
 * the write committed, or refused the claim and the request ran on a claim in memory), offered to the
 * store again until it takes them or their time ends. Without this a retry reaching another instance
 * once the store answers again finds no answer (or a lapsed claim) and runs the request a second time:
 * found by the production drill, a bulk delete run again as PostgreSQL came back.
 */
export class UnsharedAnswers {
  /** By key: the answer's JSON text and when it ends (epoch ms). Insertion order is age order. */
  private readonly waiting = new Map<string, { answer: string; until: number }>();
  private timer: NodeJS.Timeout | null = null;
  private offering = false;

  constructor(
    /** Keeps an answer in the shared store for `keepMs`, rejecting when the store fails or is slow. */
    private readonly share: (key: string, answer: string, keepMs: number) => Promise<void>,
    /** Told when the store took one: it answers again. */
    private readonly answered: () => void,
  ) {}

  /** Offers `answer` to the store from now until `until`; the promise is the first offer's end (never rejects). */
  add(key: string, answer: string, until: number): Promise<void> {
    this.waiting.delete(key);
    this.waiting.set(key, { answer, until });
    for (const [old] of this.waiting) {
      if (this.waiting.size <= WAITING) break;
      this.waiting.delete(old);
    }
    return this.offer();
  }

  /** Offers every waiting answer, oldest first, until the store fails one; an offer already going on takes the new ones too. */
  private async offer(): Promise<void> {
    if (this.offering) return;
    this.offering = true;
    try {
      for (const [key, { answer, until }] of this.waiting) {
        const left = until - Date.now();
        if (left > 0) {
          await this.share(key, answer, left);
          this.answered();
        }
        this.waiting.delete(key);
      }
    } catch {
      // Still failing: the rest wait for the next offer.
    } finally {
      this.offering = false;
      this.schedule();
    }
  }

  private schedule(): void {
    if (this.timer || this.waiting.size === 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.offer();
    }, SHARE_AGAIN_MS);
    this.timer.unref();
  }
}

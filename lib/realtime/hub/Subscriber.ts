import type { ServerResponse } from 'node:http';
import type { Grant } from './Grant.js';
import type { HubUpdate } from './HubUpdate.js';
import { HUB_LIMITS } from './limits.js';
import type { TopicMatcher } from './selector/TopicMatcher.js';
import type { UpdateMatches } from './selector/UpdateMatches.js';
import { SSE_HEARTBEAT, sseEvent } from './sse-event.js';

/** The longest a timer may wait (about 24.8 days); a later expiry is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** One open event stream: what it listens to, what its JWT lets it read, where it comes from, and its connection. */
export class Subscriber {
  private heartbeat: NodeJS.Timeout | undefined;
  private expiry: NodeJS.Timeout | undefined;
  private ended = false;
  /** The automaton states of its selectors: what matching one topic costs it per character. */
  readonly cost: number;

  /**
   * @param matchers the topic selectors (0.x) or matchers (1.0) of the request
   * @param grant what its JWT allows (nothing without one): private updates of those topics
   * @param address the client's address, for the cap of subscriptions per address
   */
  constructor(
    private readonly response: ServerResponse,
    private readonly matchers: readonly TopicMatcher[],
    private readonly grant: Grant,
    readonly address: string,
  ) {
    this.cost = matchers.reduce((sum, matcher) => sum + matcher.cost, 0);
  }

  /** Whether `update` may be sent here: public, or private and allowed by the JWT. */
  mayRead(update: HubUpdate, matches: UpdateMatches): boolean {
    return !update.private || matches.any(this.grant.subscribe);
  }

  /** Whether `update` is for this subscriber: a topic it selects, and, when private, one its JWT allows. */
  wants(update: HubUpdate, matches: UpdateMatches): boolean {
    return matches.any(this.matchers) && this.mayRead(update, matches);
  }

  /** Writes `update` as an event: the Buffer encoded at publish time when there is one. */
  send(update: HubUpdate): void {
    this.write(update.event ?? sseEvent(update));
  }

  /** Sends a comment line every `intervalMs` (none for 0). */
  startHeartbeat(intervalMs: number): void {
    if (intervalMs > 0) this.heartbeat = setInterval(() => this.write(SSE_HEARTBEAT), intervalMs);
  }

  /** Ends the stream when the JWT expires: private updates must stop with the right to read them. */
  endAtExpiry(onExpired: () => void): void {
    const { expiresAt } = this.grant;
    if (expiresAt === undefined || this.ended) return;
    const wait = expiresAt - Date.now();
    if (wait <= 0) return onExpired();
    this.expiry = setTimeout(() => (wait > MAX_TIMER_MS ? this.endAtExpiry(onExpired) : onExpired()), Math.min(wait, MAX_TIMER_MS));
    this.expiry.unref();
  }

  /** Stops the timers and ends the stream (idempotent). */
  end(): void {
    clearInterval(this.heartbeat);
    clearTimeout(this.expiry);
    if (this.ended) return;
    this.ended = true;
    this.response.end();
  }

  /** Writes and flushes at once; a client that stops reading is dropped rather than buffered without bound. */
  private write(chunk: string | Buffer): void {
    if (this.ended || this.response.destroyed) return;
    this.response.write(chunk);
    (this.response as ServerResponse & { flush?: () => void }).flush?.();
    if (this.response.writableLength <= HUB_LIMITS.pendingBytes) return;
    this.ended = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.expiry);
    this.response.destroy();
  }
}

import type { ServerResponse } from 'node:http';
import type { HubUpdate } from './HubUpdate.js';
import { HUB_LIMITS } from './limits.js';
import { selectsAny, type TopicSelector } from './selector/TopicSelector.js';
import { SSE_HEARTBEAT, sseEvent } from './sse-event.js';

/** One open event stream: what it listens to, what its JWT lets it read, and its connection. */
export class Subscriber {
  private heartbeat: NodeJS.Timeout | undefined;
  private ended = false;

  /**
   * @param selectors the `topic` selectors of the request
   * @param allowed the `mercure.subscribe` selectors of its JWT (none without one): private updates
   */
  constructor(
    private readonly response: ServerResponse,
    private readonly selectors: readonly TopicSelector[],
    private readonly allowed: readonly TopicSelector[],
  ) {}

  /** Whether `update` is for this subscriber: a topic it selects, and, when private, one its JWT allows. */
  wants(update: HubUpdate): boolean {
    if (!selectsAny(this.selectors, update.topics)) return false;
    return !update.private || selectsAny(this.allowed, update.topics);
  }

  /** Writes `update` as an event. */
  send(update: HubUpdate): void {
    this.write(sseEvent(update));
  }

  /** Sends a comment line every `intervalMs` (none for 0). */
  startHeartbeat(intervalMs: number): void {
    if (intervalMs > 0) this.heartbeat = setInterval(() => this.write(SSE_HEARTBEAT), intervalMs);
  }

  /** Stops the heartbeat and ends the stream (idempotent). */
  end(): void {
    clearInterval(this.heartbeat);
    if (this.ended) return;
    this.ended = true;
    this.response.end();
  }

  /** Writes and flushes at once; a client that stops reading is dropped rather than buffered without bound. */
  private write(chunk: string): void {
    if (this.ended || this.response.destroyed) return;
    this.response.write(chunk);
    (this.response as ServerResponse & { flush?: () => void }).flush?.();
    if (this.response.writableLength <= HUB_LIMITS.pendingBytes) return;
    this.ended = true;
    clearInterval(this.heartbeat);
    this.response.destroy();
  }
}

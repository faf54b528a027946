import type { HubStats } from './HubStats.js';
import type { HubUpdate } from './HubUpdate.js';
import { UpdateMatches } from './selector/UpdateMatches.js';
import { sseEvent } from './sse-event.js';
import type { Subscriber } from './Subscriber.js';
import { UpdateHistory } from './UpdateHistory.js';

/**
 * The hub's state: the history and the open subscriptions, counted per client address; dispatches
 * each update, encoded once, to those that want it, matching each distinct selector once.
 */
export class Hub {
  readonly history: UpdateHistory;
  private readonly subscribers = new Set<Subscriber>();
  private readonly perAddress = new Map<string, { subscriptions: number; states: number }>();
  private closed = false;

  constructor(
    historySize: number,
    historyBytes: number,
    readonly stats: HubStats,
  ) {
    this.history = new UpdateHistory(historySize, historyBytes);
  }

  /** Open subscriptions. */
  get subscriberCount(): number {
    return this.subscribers.size;
  }

  /** Open subscriptions from `address`. */
  subscriptionsFrom(address: string): number {
    return this.perAddress.get(address)?.subscriptions ?? 0;
  }

  /** Automaton states of the selectors of the open subscriptions from `address`. */
  statesFrom(address: string): number {
    return this.perAddress.get(address)?.states ?? 0;
  }

  /** Whether {@link close} was called. */
  get isClosed(): boolean {
    return this.closed;
  }

  /** `update` with its event encoded: one Buffer shared by every subscriber and the history. */
  encode(update: HubUpdate): HubUpdate & { event: Buffer } {
    this.stats.encodings += 1;
    return { ...update, event: Buffer.from(sseEvent(update)) };
  }

  /** Keeps `update` in the history and sends it to every subscriber that wants it. */
  publish(update: HubUpdate): void {
    const encoded = this.encode(update);
    // The history keeps the event as sent, not the data twice: its bound in bytes is what it holds.
    this.history.add({ ...encoded, data: '' });
    const matches = new UpdateMatches(encoded.topics, this.stats);
    for (const subscriber of this.subscribers) if (subscriber.wants(encoded, matches)) subscriber.send(encoded);
  }

  add(subscriber: Subscriber): void {
    this.subscribers.add(subscriber);
    this.perAddress.set(subscriber.address, {
      subscriptions: this.subscriptionsFrom(subscriber.address) + 1,
      states: this.statesFrom(subscriber.address) + subscriber.cost,
    });
  }

  /** Forgets `subscriber` and ends its stream (once). */
  remove(subscriber: Subscriber): void {
    if (this.subscribers.delete(subscriber)) {
      const subscriptions = this.subscriptionsFrom(subscriber.address) - 1;
      if (subscriptions > 0) this.perAddress.set(subscriber.address, { subscriptions, states: this.statesFrom(subscriber.address) - subscriber.cost });
      else this.perAddress.delete(subscriber.address);
    }
    subscriber.end();
  }

  /** Ends every stream; the hub accepts nothing afterwards. */
  close(): void {
    this.closed = true;
    for (const subscriber of this.subscribers) this.remove(subscriber);
  }
}

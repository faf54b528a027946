import type { HubUpdate } from './HubUpdate.js';
import type { Subscriber } from './Subscriber.js';
import { UpdateHistory } from './UpdateHistory.js';

/** The hub's state: the history and the open subscriptions; dispatches each update to those that want it. */
export class Hub {
  readonly history: UpdateHistory;
  private readonly subscribers = new Set<Subscriber>();
  private closed = false;

  constructor(historySize: number) {
    this.history = new UpdateHistory(historySize);
  }

  /** Open subscriptions. */
  get subscriberCount(): number {
    return this.subscribers.size;
  }

  /** Whether {@link close} was called. */
  get isClosed(): boolean {
    return this.closed;
  }

  /** Keeps `update` in the history and sends it to every subscriber that wants it. */
  publish(update: HubUpdate): void {
    this.history.add(update);
    for (const subscriber of this.subscribers) if (subscriber.wants(update)) subscriber.send(update);
  }

  add(subscriber: Subscriber): void {
    this.subscribers.add(subscriber);
  }

  /** Forgets `subscriber` and ends its stream. */
  remove(subscriber: Subscriber): void {
    this.subscribers.delete(subscriber);
    subscriber.end();
  }

  /** Ends every stream; the hub accepts nothing afterwards. */
  close(): void {
    this.closed = true;
    for (const subscriber of this.subscribers) this.remove(subscriber);
  }
}

import type { HubUpdate } from './HubUpdate.js';

/** The `Last-Event-ID` that asks for the whole history, and the one the hub reports when it has none. */
export const EARLIEST = 'earliest';

/** What a reconnecting subscriber missed: the later updates, or `found: false` when its id left the history. */
export interface Replay {
  found: boolean;
  updates: HubUpdate[];
}

/** The last `size` updates, in order, in a ring; found by id for replays. */
export class UpdateHistory {
  private readonly ring: (HubUpdate | undefined)[];
  private readonly sequenceOf = new Map<string, number>();
  private next = 0;
  private latestId = EARLIEST;

  constructor(private readonly size: number) {
    this.ring = new Array<HubUpdate | undefined>(size);
  }

  /** The id of the latest update ever added, or `earliest` before the first. */
  get lastId(): string {
    return this.latestId;
  }

  /** Keeps `update`, forgetting the oldest one when full. */
  add(update: HubUpdate): void {
    this.latestId = update.id;
    if (this.size === 0) return;
    const slot = this.next % this.size;
    const evicted = this.ring[slot];
    if (evicted !== undefined && this.sequenceOf.get(evicted.id) === this.next - this.size) this.sequenceOf.delete(evicted.id);
    this.ring[slot] = update;
    this.sequenceOf.set(update.id, this.next);
    this.next += 1;
  }

  /** The updates after the one with `lastEventId` (all of them after `earliest`). */
  after(lastEventId: string): Replay {
    const first = Math.max(0, this.next - this.size);
    if (lastEventId === EARLIEST) return { found: true, updates: this.range(first) };
    const sequence = this.sequenceOf.get(lastEventId);
    if (sequence === undefined) return { found: false, updates: [] };
    return { found: true, updates: this.range(sequence + 1) };
  }

  private range(from: number): HubUpdate[] {
    const updates: HubUpdate[] = [];
    for (let sequence = from; sequence < this.next; sequence += 1) updates.push(this.ring[sequence % this.size] as HubUpdate);
    return updates;
  }
}

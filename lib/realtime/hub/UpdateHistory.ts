import type { HubUpdate } from './HubUpdate.js';

/** The `Last-Event-ID` that asks for the whole history, and the one the hub reports when it has none. */
export const EARLIEST = 'earliest';

/** Updates looked back over for a subscriber's `Last-Event-ID` response header (1.0 asks for a bound). */
export const SCAN_LIMIT = 1000;

/** What a reconnecting subscriber missed: the later updates, or `found: false` when its id left the history. */
export interface Replay {
  found: boolean;
  updates: HubUpdate[];
}

/**
 * The latest updates, in order, bounded by count (`size`) and by bytes (`maxBytes`, the encoded events
 * or else the data): a thousand 1 MB updates do not stay in memory. Found by id for replays.
 */
export class UpdateHistory {
  private readonly kept: HubUpdate[] = [];
  private readonly sequenceOf = new Map<string, number>();
  /** The sequence number of `kept[0]`. */
  private first = 0;
  private bytes = 0;
  private latestId = EARLIEST;

  constructor(
    private readonly size: number,
    private readonly maxBytes = Number.POSITIVE_INFINITY,
  ) {}

  /** The id of the latest update ever added, or `earliest` before the first. */
  get lastId(): string {
    return this.latestId;
  }

  /** Bytes of the updates kept. */
  get keptBytes(): number {
    return this.bytes;
  }

  /** Updates kept. */
  get length(): number {
    return this.kept.length;
  }

  /** Keeps `update`, forgetting the oldest ones past the count or the bytes (all of them for one larger than the bound). */
  add(update: HubUpdate): void {
    this.latestId = update.id;
    this.kept.push(update);
    this.sequenceOf.set(update.id, this.first + this.kept.length - 1);
    this.bytes += sizeOf(update);
    while (this.kept.length > 0 && (this.kept.length > this.size || this.bytes > this.maxBytes)) this.evictOldest();
  }

  /** The updates after the one with `lastEventId` (all of them after `earliest`). */
  after(lastEventId: string): Replay {
    if (lastEventId === EARLIEST) return { found: true, updates: [...this.kept] };
    const sequence = this.sequenceOf.get(lastEventId);
    if (sequence === undefined) return { found: false, updates: [] };
    return { found: true, updates: this.kept.slice(sequence + 1 - this.first) };
  }

  /**
   * The id of the newest update kept that `visible` accepts, at or before `from` (an id; the newest
   * update when undefined), looking back over at most {@link SCAN_LIMIT} updates; else `earliest`:
   * what one subscriber may be told, never the id of an update it may not read.
   */
  lastIdFor(visible: (update: HubUpdate) => boolean, from?: string): string {
    let start = this.kept.length - 1;
    if (from !== undefined) {
      const sequence = this.sequenceOf.get(from);
      if (sequence === undefined) return EARLIEST;
      start = sequence - this.first;
    }
    for (let i = start; i >= 0 && i > start - SCAN_LIMIT; i -= 1) if (visible(this.kept[i])) return this.kept[i].id;
    return EARLIEST;
  }

  private evictOldest(): void {
    const evicted = this.kept.shift() as HubUpdate;
    this.bytes -= sizeOf(evicted);
    if (this.sequenceOf.get(evicted.id) === this.first) this.sequenceOf.delete(evicted.id);
    this.first += 1;
  }
}

function sizeOf(update: HubUpdate): number {
  return update.event?.length ?? update.data.length;
}

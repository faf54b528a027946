import type { MercureView, RowChangeMessage } from '../../lib/wire/live-view.js';
import type { TableHandle } from '../actions/TableHandle.js';
import type { Notices } from '../notices/Notices.js';
import type { Translate } from '../../lib/wire/translate.js';
import { deletes, describeChanges } from './describe-changes.js';
import { highlightRows } from './highlight-rows.js';
import { announce, createLiveRegion } from './live-region.js';
import { reloadInPlace } from './reload-in-place.js';
import { RowChangeStream, type EventSourceFactory } from './RowChangeStream.js';

/** How a table follows its Mercure topics. */
export interface LiveTableOptions {
  mercure: MercureView;
  /** The table's name: messages naming it get highlighted and announced (others only reload it). */
  table: string;
  /** What the table's own changes carry as their origin (`MercureView.originDigest`): their echo is skipped. */
  origin: string;
  /** The page's messages, for the announcements. */
  t: Translate;
  /** Where rows deleted elsewhere are shown (the announcement is then the notice); without it they are only announced. */
  notices?: Notices | null;
  createSource?: EventSourceFactory;
  /** @internal How long a changed or created row stays highlighted; 2 s. */
  highlightMs?: number;
  /** @internal How long the table's first data request waits for the stream to open ({@link LiveTable.firstRequest}); 1 s. */
  firstRequestWaitMs?: number;
}

/** Told of each remote change as it arrives, before the debounced reload. */
export interface LiveTableDelegate {
  changed(message: RowChangeMessage): void;
}

/**
 * Keeps a table current while others change it: every remote change (and every reconnection, after
 * which changes may have been lost) schedules a reload of the current page `debounceMs` after the
 * last one, so a burst gives one reload, and a burst that never pauses one every `maxWaitMs`. After
 * it, the rows changed or created are highlighted for a moment and the changes are announced in the
 * table's polite live region, or, when rows were deleted (they vanish from under the user's eyes),
 * shown as a notice. The table's first data request waits for the stream to open ({@link firstRequest}),
 * so that the first open needs no reload.
 */
export class LiveTable {
  private readonly stream: RowChangeStream;
  private readonly region: HTMLElement;
  private pending: RowChangeMessage[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** When the first update not yet reloaded arrived (`Date.now()`); null: none waits. */
  private burstStart: number | null = null;
  private closed = false;
  /** Lets the held first data request go; null: none is held. */
  private held: (() => void) | null = null;
  private holdTimer: ReturnType<typeof setTimeout> | undefined;
  /** Whether the stream has opened once. */
  private opened = false;

  constructor(
    private readonly table: TableHandle,
    private readonly options: LiveTableOptions,
    private readonly delegate: LiveTableDelegate,
  ) {
    this.region = createLiveRegion(table.element);
    this.stream = new RowChangeStream(
      options.mercure,
      options.origin,
      {
        changed: (message) => {
          this.delegate.changed(message);
          if (message.table === options.table) this.pending.push(message);
          this.schedule();
        },
        reconnected: (first) => {
          this.opened = true;
          // A first data request that waited for this open reads after the stream listens: nothing was missed.
          if (!(first && this.letFirstRequestGo())) this.schedule();
        },
        // A hub that cannot be reached holds no page up; its first open reloads.
        lost: () => this.letFirstRequestGo(),
      },
      options.createSource,
    );
  }

  /**
   * What the table's first data request waits for: the stream open (its first open then needs no
   * reload), failed, or `firstRequestWaitMs` passed (then it reloads when it opens, as on a reconnection).
   * Why not draw first and reload: that asked for every first page twice, and a reload before the first
   * answer could undo the page it asked for.
   */
  firstRequest(): Promise<void> {
    if (this.opened || this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.held = resolve;
      this.holdTimer = setTimeout(() => this.letFirstRequestGo(), this.options.firstRequestWaitMs ?? 1000);
    });
  }

  /** Closes the subscription and stops every timer. */
  disconnect(): void {
    this.letFirstRequestGo();
    this.closed = true;
    this.stream.close();
    clearTimeout(this.timer);
    this.region.remove();
  }

  /** Lets a held first data request go; true when one was held. */
  private letFirstRequestGo(): boolean {
    const held = this.held;
    this.held = null;
    clearTimeout(this.holdTimer);
    held?.();
    return held !== null;
  }

  /** The reload `debounceMs` after this update, but no later than `maxWaitMs` after the burst's first. */
  private schedule(): void {
    const { debounceMs, maxWaitMs } = this.options.mercure;
    const now = Date.now();
    this.burstStart ??= now;
    const wait = maxWaitMs ? Math.max(0, Math.min(debounceMs, this.burstStart + maxWaitMs - now)) : debounceMs;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.burstStart = null;
      void this.refresh();
    }, wait);
  }

  private async refresh(): Promise<void> {
    const changes = this.pending;
    this.pending = [];
    await reloadInPlace(this.table);
    if (this.closed) return;
    const shown = changes.flatMap((change) => (deletes(change) ? [] : (change.ids ?? [change.id]).map((id) => JSON.stringify(id))));
    highlightRows(this.table.element, new Set(shown), this.options.highlightMs);
    const message = describeChanges(changes, this.options.t);
    if (!message) return;
    const { notices } = this.options;
    if (notices && changes.some(deletes)) notices.show(message);
    else announce(this.region, message);
  }
}

import { subscriptionParameters } from '../../lib/wire/mercure-protocol.js';
import type { MercureView, RowChangeMessage } from '../../lib/wire/live-view.js';

/** What the stream uses of an `EventSource`. */
export interface EventSourceLike {
  onmessage: ((event: MessageEvent) => void) | null;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

/** Opens the subscription; `new EventSource(url)` by default, injectable for tests. */
export type EventSourceFactory = (url: string) => EventSourceLike;

/** Told what arrives on a table's topics. */
export interface RowChangeStreamDelegate {
  /** A change made elsewhere: by another tab, another table, or a request without our origin. */
  changed(message: RowChangeMessage): void;
  /**
   * The connection opened, `first` or again after it was lost: changes may have been missed meanwhile
   * (the first open: since the page was rendered, unless the table's first data request waited for it).
   */
  reconnected(first: boolean): void;
  /** The connection failed or was lost (it may open again later). */
  lost?(): void;
}

/**
 * A table's Mercure subscription in the hub's generation: one `topic` (0.x) or `match` (1.0)
 * parameter per topic, and a private table's subscriber JWT as the `authorization` (0.x) or
 * `access_token` (1.0) parameter (no cookie: a page may show several private tables). The browser
 * reconnects by itself, sending `Last-Event-ID`; since a page cannot tell whether the hub replayed
 * everything it missed, every reconnection is reported, and so is the first open (a change made
 * after the page was rendered and before the stream opened reached no one). Messages
 * carrying the digest of this table's own origin are its own changes, already reloaded: skipped.
 */
export class RowChangeStream {
  private readonly source: EventSourceLike;

  constructor(
    mercure: MercureView,
    /** What the table's own changes carry (`MercureView.originDigest`). */
    origin: string,
    delegate: RowChangeStreamDelegate,
    createSource: EventSourceFactory = (url) => new EventSource(url),
  ) {
    const source = (this.source = createSource(subscriptionUrl(mercure)));
    // The first open counts as one: nothing listened since the page was rendered.
    let missed = true;
    let first = true;
    source.onerror = () => {
      missed = true;
      delegate.lost?.();
    };
    source.onopen = () => {
      if (missed) delegate.reconnected(first);
      missed = first = false;
    };
    source.onmessage = (event) => {
      const message = parseMessage(event.data);
      if (message && message.origin !== origin) delegate.changed(message);
    };
  }

  close(): void {
    this.source.close();
  }
}

/** The hub URL (resolved against the page) with one topic parameter per topic, and the JWT if private, as the generation names them. */
export function subscriptionUrl(mercure: MercureView): string {
  const url = new URL(mercure.hub, document.baseURI);
  const names = subscriptionParameters(mercure.protocol);
  for (const topic of mercure.topics) url.searchParams.append(names.topic, topic);
  if (mercure.authorization !== null) url.searchParams.set(names.token, mercure.authorization);
  return url.href;
}

/** The update's data as a {@link RowChangeMessage}, or null when it is not one (other publishers share topics). */
function parseMessage(data: unknown): RowChangeMessage | null {
  try {
    const message = JSON.parse(String(data)) as RowChangeMessage | null;
    return ['edit', 'delete', 'create', 'bulk'].includes(message?.type!) ? message : null;
  } catch {
    return null;
  }
}

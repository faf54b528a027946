import type { MercureView, RowChangeMessage } from '../../lib/wire/page-view.js';

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
  /** The connection came back after it was lost (an `open` after an `error`): changes may have been missed. */
  reconnected(): void;
}

/**
 * A table's Mercure subscription: one `topic` parameter per topic, and a private table's subscriber
 * JWT as the `authorization` parameter (no cookie: a page may show several private tables). The
 * browser reconnects by itself, sending `Last-Event-ID`; since a page cannot tell whether the hub
 * replayed everything it missed, every reconnection is reported. Messages carrying this table's
 * own origin are its own changes, already reloaded: they are skipped here.
 */
export class RowChangeStream {
  private readonly source: EventSourceLike;

  constructor(
    mercure: MercureView,
    origin: string,
    delegate: RowChangeStreamDelegate,
    createSource: EventSourceFactory = (url) => new EventSource(url),
  ) {
    const source = (this.source = createSource(subscriptionUrl(mercure)));
    let lost = false;
    source.onerror = () => (lost = true);
    source.onopen = () => {
      if (lost) delegate.reconnected();
      lost = false;
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

/** The hub URL (resolved against the page) with one `topic` parameter per topic, and `authorization` if private. */
export function subscriptionUrl(mercure: MercureView): string {
  const url = new URL(mercure.hub, document.baseURI);
  for (const topic of mercure.topics) url.searchParams.append('topic', topic);
  if (mercure.authorization !== null) url.searchParams.set('authorization', mercure.authorization);
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

import type { EventSourceLike } from '../../../assets/realtime/RowChangeStream.js';
import type { MercureView, RowChangeMessage } from '../../../lib/wire/live-view.js';

/** An `EventSource` driven by the test: `open()`, `error()`, `message(data)`; records its URL and `close()`. */
export class FakeEventSource implements EventSourceLike {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;

  constructor(readonly url: string) {}

  close(): void {
    this.closed = true;
  }

  open(): void {
    if (!this.closed) this.onopen?.({ type: 'open' } as Event);
  }

  error(): void {
    if (!this.closed) this.onerror?.({ type: 'error' } as Event);
  }

  /** Delivers an update whose `data` is this value as JSON (a string as it is). */
  message(data: unknown): void {
    if (!this.closed) this.onmessage?.({ type: 'message', data: typeof data === 'string' ? data : JSON.stringify(data) } as MessageEvent);
  }
}

/** The sources a test opened, and the factory that opens them. */
export function fakeEventSources(): { sources: FakeEventSource[]; create(url: string): FakeEventSource } {
  const sources: FakeEventSource[] = [];
  return {
    sources,
    create: (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source;
    },
  };
}

/**
 * Installs {@link FakeEventSource} as the global `EventSource` for each test of the block (removed
 * after, for --check-leaks); returns the sources opened in the running test.
 */
export function useFakeEventSource(): FakeEventSource[] {
  const sources: FakeEventSource[] = [];
  let saved: PropertyDescriptor | undefined;
  beforeEach(() => {
    sources.length = 0;
    saved = Object.getOwnPropertyDescriptor(globalThis, 'EventSource');
    const Fake = class extends FakeEventSource {
      constructor(url: string) {
        super(url);
        sources.push(this);
      }
    };
    Object.defineProperty(globalThis, 'EventSource', { value: Fake, configurable: true, writable: true, enumerable: false });
  });
  afterEach(() => {
    if (saved) Object.defineProperty(globalThis, 'EventSource', saved);
    else delete (globalThis as Record<string, unknown>).EventSource;
  });
  return sources;
}

/** A live table's Mercure settings, with a short debounce. */
export function mercureView(overrides: Partial<MercureView> = {}): MercureView {
  return {
    hub: 'https://hub.test/.well-known/mercure', protocol: '0.x', topics: ['ux-datatables/books'], authorization: null, debounceMs: 5,
    origin: 'page-origin', originDigest: 'digest-of-page-origin', ...overrides,
  };
}

/** An update of the `books` table made by a request without an origin. */
export function change(type: RowChangeMessage['type'], id: unknown, overrides: Partial<RowChangeMessage> = {}): RowChangeMessage {
  return { type, table: 'books', id, origin: null, ...overrides };
}

import type { MercureSigner } from './MercureSigner.js';
import { jsonText } from '../wire/json-text.js';
import type { Publisher, RealtimeUpdate } from './Publisher.js';

/** Options of {@link MercurePublisher}. */
export interface MercurePublisherOptions {
  /** The hub's publish URL (`https://hub.example/.well-known/mercure`). */
  hubUrl: string;
  /** Signs the publisher JWT. */
  signer: MercureSigner;
  /** The longest a publish may take, in ms (default 2000). */
  timeoutMs?: number;
  /** The `fetch` used; injectable for tests. */
  fetch?: typeof fetch;
}

/**
 * Publishes updates to a Mercure hub as the hubs in use speak it (the Go hub 0.x, Symfony's Mercure
 * component): `POST`, form-encoded `topic` (repeated, canonical first), `data`, `private` for private
 * updates, and `Authorization: Bearer <JWT>` whose `mercure.publish` lists the topics. A hub that is
 * down, slow (past `timeoutMs`) or refusing rejects; the router logs it and the change stays saved.
 * The Mercure 1.0 draft's changes (`match`, `authorization_details`, `last_event_id`) are left out on
 * purpose: no hub in use speaks them yet.
 */
export class MercurePublisher implements Publisher {
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: MercurePublisherOptions) {
    this.timeoutMs = options.timeoutMs ?? 2000;
    this.fetch = options.fetch ?? fetch;
  }

  async publish(update: RealtimeUpdate): Promise<void> {
    const body = new URLSearchParams();
    for (const topic of update.topics) body.append('topic', topic);
    body.set('data', jsonText(update.data));
    if (update.private) body.set('private', 'on');
    const jwt = await this.options.signer.sign({ publish: update.topics }, 60);
    const response = await this.fetch(this.options.hubUrl, {
      method: 'POST',
      headers: { Authorization: `Bearer ${jwt}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    await response.body?.cancel().catch(() => undefined);
    if (!response.ok) throw new Error(`The Mercure hub answered ${response.status} ${response.statusText} to a publish`);
  }
}

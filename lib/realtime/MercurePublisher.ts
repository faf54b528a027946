import type { MercureSigner } from './MercureSigner.js';
import { jsonText } from '../wire/json-text.js';
import type { MercureProtocol } from '../wire/mercure-protocol.js';
import type { Publisher, RealtimeUpdate } from './Publisher.js';

/** Options of {@link MercurePublisher}. */
export interface MercurePublisherOptions {
  /** The hub's publish URL (`https://hub.example/.well-known/mercure`). */
  hubUrl: string;
  /** Signs the publisher JWT. */
  signer: MercureSigner;
  /** The generation the hub speaks (default `0.x`); the signer must sign in the same one. */
  protocol?: MercureProtocol;
  /** The longest a publish may take, in ms (default 2000). */
  timeoutMs?: number;
  /** The `fetch` used; injectable for tests. */
  fetch?: typeof fetch;
}

/**
 * Publishes updates to a Mercure hub: `POST`, form-encoded `topic`, `data`, `private` for private
 * updates, and `Authorization: Bearer <JWT>` allowing the topics to be published. In 0.x one request
 * carries every topic (repeated, canonical first); in 1.0 an update has exactly one topic, so each
 * topic is one request (all sent at once, all under the one timeout). A hub that is down, slow (past
 * `timeoutMs`) or refusing rejects; the router logs it and the change stays saved.
 */
export class MercurePublisher implements Publisher {
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: MercurePublisherOptions) {
    this.timeoutMs = options.timeoutMs ?? 2000;
    this.fetch = options.fetch ?? fetch;
  }

  async publish(update: RealtimeUpdate): Promise<void> {
    const jwt = await this.options.signer.sign({ publish: update.topics }, 60);
    const data = jsonText(update.data);
    const signal = AbortSignal.timeout(this.timeoutMs);
    const requests = this.options.protocol === '1.0' ? update.topics.map((topic) => [topic]) : [update.topics];
    await Promise.all(requests.map((topics) => this.post(topics, data, update.private, jwt, signal)));
  }

  private async post(topics: readonly string[], data: string, isPrivate: boolean | undefined, jwt: string, signal: AbortSignal): Promise<void> {
    const body = new URLSearchParams();
    for (const topic of topics) body.append('topic', topic);
    body.set('data', data);
    if (isPrivate) body.set('private', 'on');
    const response = await this.fetch(this.options.hubUrl, {
      method: 'POST',
      headers: { Authorization: `Bearer ${jwt}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
      signal,
    });
    await response.body?.cancel().catch(() => undefined);
    if (!response.ok) throw new Error(`The Mercure hub answered ${response.status} ${response.statusText} to a publish`);
  }
}

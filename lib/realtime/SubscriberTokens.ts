import type { MercureSigner } from './MercureSigner.js';

/** How long a subscriber JWT is valid: a day; it is renewed for new pages after half of that. */
const TTL_SECONDS = 24 * 3600;

/**
 * The subscriber JWT of each private table, allowing exactly its topics. Signing is asynchronous and
 * page views are built synchronously, so the tokens are signed ahead (when a page request arrives)
 * and renewed past half their life.
 */
export class SubscriberTokens {
  private readonly tokens = new Map<string, { jwt: string; renewAt: number }>();

  constructor(private readonly signer: MercureSigner, private readonly now: () => number = Date.now) {}

  /** Signs the JWTs of these tables that are missing or past half their life. */
  async refresh(tables: Iterable<{ name: string; topics: readonly string[] }>): Promise<void> {
    const due = [...tables].filter((table) => (this.tokens.get(table.name)?.renewAt ?? 0) <= this.now());
    await Promise.all(due.map(async (table) => {
      const jwt = await this.signer.sign({ subscribe: [...table.topics] }, TTL_SECONDS);
      this.tokens.set(table.name, { jwt, renewAt: this.now() + (TTL_SECONDS * 1000) / 2 });
    }));
  }

  /** The table's JWT, once {@link refresh} signed it. */
  get(tableName: string): string | null {
    return this.tokens.get(tableName)?.jwt ?? null;
  }
}

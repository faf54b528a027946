/**
 * The two generations of the Mercure protocol a hub may speak: `0.x` (the Go hub before 1.0,
 * Symfony's component: `topic=`, the `mercure` JWT claim) and `1.0` (dunglas/mercure 1.0: `match=`,
 * OAuth access tokens with `authorization_details`).
 */
export type MercureProtocol = '0.x' | '1.0';

/** Every generation, the default first: the one the stable hubs speak. */
export const MERCURE_PROTOCOLS: readonly MercureProtocol[] = ['0.x', '1.0'];

/** The query parameters a subscriber sends, by generation. */
export interface SubscriptionParameters {
  /** One per exact topic: `topic` (0.x), `match` (1.0). */
  topic: string;
  /** A private table's subscriber JWT: `authorization` (0.x), `access_token` (1.0, RFC 6750). */
  token: string;
}

/** The subscription's query parameters of a generation (0.x for anything but `1.0`). */
export function subscriptionParameters(protocol: MercureProtocol): SubscriptionParameters {
  return protocol === '1.0' ? { topic: 'match', token: 'access_token' } : { topic: 'topic', token: 'authorization' };
}

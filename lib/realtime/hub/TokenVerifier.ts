import { createPublicKey, KeyObject } from 'node:crypto';
import { jwtVerify, type JWTPayload } from 'jose';
import { ConfigurationError } from '../../errors/ConfigurationError.js';
import { readAuthorizationDetails } from './authorization-details.js';
import type { Grant } from './Grant.js';
import type { MercureProtocol } from '../../wire/mercure-protocol.js';
import type { MatcherCache } from './selector/MatcherCache.js';
import { TopicSelector } from './selector/TopicSelector.js';
import { rejectionReason, TokenRejected } from './TokenRejected.js';

/** The JWT algorithms the hub verifies. */
export const HUB_ALGORITHMS = ['HS256', 'HS384', 'HS512', 'RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512'] as const;

/** One of {@link HUB_ALGORITHMS}. */
export type HubAlgorithm = (typeof HUB_ALGORITHMS)[number];

/**
 * A key the hub verifies JWTs with: the shared secret for `HS*`; for `RS*`, `PS*` and `ES*` a PEM
 * (public key, certificate, or the private key itself, whose public half is used) or a `KeyObject`.
 */
export type HubKey = string | Uint8Array | KeyObject;

const KEY_TYPES: Record<string, string[]> = { RS: ['rsa'], PS: ['rsa', 'rsa-pss'], ES: ['ec'] };

/** Where a token is checked: the protocol generation, the compiled-matcher cache, and 1.0's `iss` and `aud`. */
export interface TokenContext {
  protocol: MercureProtocol;
  cache: MatcherCache;
  /** 1.0: the `iss` a token must carry; unchecked when undefined (self-issued tokens, as the spec allows). */
  issuer: string | undefined;
}

/**
 * Verifies the JWTs of one role (publishers or subscribers) with `jose`, accepting its one algorithm
 * only, and reads what they grant in the hub's protocol generation: the `mercure` claim (0.x), or an
 * OAuth access token (1.0: `typ: at+jwt`, `aud` naming the hub, `exp` required, `authorization_details`).
 */
export class TokenVerifier {
  private readonly key: Uint8Array | KeyObject;

  /** Checks the key against the algorithm at once: a wrong key fails when the hub is built. */
  constructor(
    role: 'publisher' | 'subscriber',
    key: HubKey,
    private readonly algorithm: HubAlgorithm,
    private readonly context: TokenContext,
  ) {
    if (algorithm.startsWith('HS')) {
      if (key instanceof KeyObject) throw new ConfigurationError(`The ${role} key for ${algorithm} must be a secret (a string), not a KeyObject`);
      this.key = typeof key === 'string' ? new TextEncoder().encode(key) : key;
      if (this.key.length === 0) throw new ConfigurationError(`The ${role} key of the Mercure hub is empty`);
      return;
    }
    try {
      this.key = createPublicKey(typeof key === 'string' ? key : key instanceof KeyObject ? key : Buffer.from(key));
    } catch (error) {
      throw new ConfigurationError(`The ${role} key for ${algorithm} is not a PEM key or certificate: ${(error as Error).message}`);
    }
    const expected = KEY_TYPES[algorithm.slice(0, 2)];
    if (!expected.includes(this.key.asymmetricKeyType ?? '')) {
      throw new ConfigurationError(`The ${role} key is an ${this.key.asymmetricKeyType} key, which ${algorithm} cannot use`);
    }
  }

  /**
   * What a valid `token` grants; a {@link TokenRejected} with a fixed reason otherwise (signature,
   * algorithm, `exp`, `nbf`, and in 1.0 `typ`, `aud` against `audiences`, `iss`, the details).
   * `hubUrl` resolves relative URL patterns.
   */
  async grant(token: string, audiences: readonly string[], hubUrl: string): Promise<Grant> {
    const modern = this.context.protocol === '1.0';
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.key, {
        algorithms: [this.algorithm],
        ...(modern ? { typ: 'at+jwt', audience: [...audiences], requiredClaims: ['exp'], issuer: this.context.issuer } : {}),
      }));
    } catch (error) {
      throw new TokenRejected(rejectionReason(error));
    }
    const expiresAt = typeof payload.exp === 'number' ? payload.exp * 1000 : undefined;
    if (modern) return { ...readAuthorizationDetails(payload.authorization_details, this.context.cache, hubUrl), expiresAt };
    const mercure = typeof payload.mercure === 'object' && payload.mercure !== null ? (payload.mercure as Record<string, unknown>) : {};
    const selectors = (value: unknown) =>
      strings(value).map((source) => this.context.cache.get(`template:${source}`, () => TopicSelector.lenient(source)));
    return { publish: selectors(mercure.publish), subscribe: selectors(mercure.subscribe), expiresAt };
  }
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

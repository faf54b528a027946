import { createPublicKey, KeyObject } from 'node:crypto';
import { jwtVerify } from 'jose';
import { ConfigurationError } from '../../errors/ConfigurationError.js';

/** The JWT algorithms the hub verifies. */
export const HUB_ALGORITHMS = ['HS256', 'HS384', 'HS512', 'RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512'] as const;

/** One of {@link HUB_ALGORITHMS}. */
export type HubAlgorithm = (typeof HUB_ALGORITHMS)[number];

/**
 * A key the hub verifies JWTs with: the shared secret for `HS*`; for `RS*`, `PS*` and `ES*` a PEM
 * (public key, certificate, or the private key itself, whose public half is used) or a `KeyObject`.
 */
export type HubKey = string | Uint8Array | KeyObject;

/** The `mercure` claim of a verified JWT, reduced to lists of strings. */
export interface MercureClaims {
  publish?: string[];
  subscribe?: string[];
}

const KEY_TYPES: Record<string, string[]> = { RS: ['rsa'], PS: ['rsa', 'rsa-pss'], ES: ['ec'] };

/** Verifies the JWTs of one role (publishers or subscribers) with `jose`, accepting its one algorithm only. */
export class TokenVerifier {
  private readonly key: Uint8Array | KeyObject;

  /** Checks the key against the algorithm at once: a wrong key fails when the hub is built. */
  constructor(
    role: 'publisher' | 'subscriber',
    key: HubKey,
    private readonly algorithm: HubAlgorithm,
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

  /** The `mercure` claim of a valid `token` (signature, algorithm, `exp`, `nbf`); rejects otherwise. */
  async claims(token: string): Promise<MercureClaims> {
    const { payload } = await jwtVerify(token, this.key, { algorithms: [this.algorithm] });
    const mercure = payload.mercure;
    if (typeof mercure !== 'object' || mercure === null) return {};
    const { publish, subscribe } = mercure as Record<string, unknown>;
    return { publish: strings(publish), subscribe: strings(subscribe) };
  }
}

function strings(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;
}

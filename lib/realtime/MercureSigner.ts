import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { importPKCS8, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import type { MercureConfig } from '../config/MercureConfig.js';
import { ConfigurationError } from '../errors/ConfigurationError.js';
import type { MercureProtocol } from '../wire/mercure-protocol.js';

/** What a JWT allows: the topics its bearer may publish or subscribe to (the `mercure` claim of 0.x). */
export interface MercureClaim {
  publish?: string[];
  subscribe?: string[];
}

/** The `type` of a Mercure 1.0 authorization detail (RFC 9396), as the released hub names it. */
export const AUTHORIZATION_DETAIL_TYPE = 'https://mercure.rocks/authorization-detail';

/** Who signs, in the `iss`, `sub` and `client_id` of 1.0 access tokens (RFC 9068 asks for them). */
const ISSUER = 'ux-datatables';

/** How long a token lives when the caller gives no `ttlSeconds` in 1.0, where `exp` is required: an hour. */
const DEFAULT_TTL_SECONDS = 3600;

/**
 * Signs the JWTs the hub checks, with `jose`: HS256 with `jwt_secret`, or RS256/ES256 with the
 * private key of `jwt_key_file` (read once, when the router is built), in the generation of
 * `protocol`: 0.x a `mercure` claim; 1.0 an OAuth access token (`typ: at+jwt`, `iss`, `aud` = the
 * hub's URLs, `exp`, `authorization_details`). See docs/mercure-protocols.md.
 */
export class MercureSigner {
  private readonly key: Promise<Uint8Array | CryptoKey>;
  private readonly algorithm: string;
  private readonly protocol: MercureProtocol;
  private readonly audience: string[];

  constructor(
    config: Pick<MercureConfig, 'jwt_secret' | 'jwt_key_file' | 'jwt_algorithm'> & Partial<Pick<MercureConfig, 'protocol' | 'hub_url' | 'public_url'>>,
  ) {
    this.protocol = config.protocol ?? '0.x';
    // The hub's resource identifier is the URL its requests reach: publishers reach hub_url, browsers public_url.
    this.audience = [...new Set([config.public_url, config.hub_url].filter((url): url is string => typeof url === 'string'))];
    if (this.protocol === '1.0' && this.audience.length === 0) throw new ConfigurationError('Mercure 1.0 tokens need "data_tables.mercure.hub_url" (their audience)');
    if (config.jwt_secret !== null) {
      this.algorithm = 'HS256';
      this.key = Promise.resolve(new TextEncoder().encode(config.jwt_secret));
      return;
    }
    if (config.jwt_key_file === null) throw new ConfigurationError('Mercure needs "jwt_secret" or "jwt_key_file"');
    let pem: string;
    try {
      pem = readFileSync(config.jwt_key_file, 'utf8');
    } catch (error) {
      throw new ConfigurationError(`Cannot read "data_tables.mercure.jwt_key_file" "${config.jwt_key_file}": ${(error as Error).message}`);
    }
    this.algorithm = config.jwt_algorithm;
    this.key = importPKCS8(pem, this.algorithm);
    // Surfaced by the first sign(); a bad key must not be an unhandled rejection meanwhile.
    this.key.catch(() => undefined);
  }

  /** A JWT allowing `claim`, expiring after `ttlSeconds` (0.x: only when given; 1.0: an hour by default). */
  async sign(claim: MercureClaim, ttlSeconds?: number): Promise<string> {
    const jwt = this.protocol === '1.0' ? accessToken(claim, this.audience, this.algorithm) : legacyToken(claim, this.algorithm);
    jwt.setIssuedAt();
    const ttl = ttlSeconds ?? (this.protocol === '1.0' ? DEFAULT_TTL_SECONDS : undefined);
    if (ttl !== undefined) jwt.setExpirationTime(`${ttl}s`);
    return jwt.sign(await this.key);
  }
}

/** 0.x: `{ mercure: { publish, subscribe } }`. */
function legacyToken(claim: MercureClaim, algorithm: string): SignJWT {
  return new SignJWT({ mercure: claim }).setProtectedHeader({ alg: algorithm, typ: 'JWT' });
}

/** 1.0: an RFC 9068 access token whose RFC 9396 details grant each action on exact topics. */
function accessToken(claim: MercureClaim, audience: string[], algorithm: string): SignJWT {
  const details = (['publish', 'subscribe'] as const)
    .filter((action) => (claim[action]?.length ?? 0) > 0) // an empty grant is malformed in 1.0: it would void the whole token
    .map((action) => ({ type: AUTHORIZATION_DETAIL_TYPE, actions: [action], topics: claim[action]!.map((match) => ({ match })) }));
  const payload: JWTPayload = { client_id: ISSUER, authorization_details: details };
  return new SignJWT(payload)
    .setProtectedHeader({ alg: algorithm, typ: 'at+jwt' })
    .setIssuer(ISSUER)
    .setSubject(ISSUER)
    .setAudience(audience.length === 1 ? audience[0] : audience)
    .setJti(randomUUID());
}

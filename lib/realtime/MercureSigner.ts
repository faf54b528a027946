import { readFileSync } from 'node:fs';
import { importPKCS8, SignJWT, type CryptoKey } from 'jose';
import type { MercureConfig } from '../config/MercureConfig.js';
import { ConfigurationError } from '../errors/ConfigurationError.js';

/** The `mercure` claim of a JWT: the topic selectors its bearer may publish or subscribe to. */
export interface MercureClaim {
  publish?: string[];
  subscribe?: string[];
}

/**
 * Signs the JWTs the hub checks, with `jose`: HS256 with `jwt_secret`, or RS256/ES256 with the
 * private key of `jwt_key_file` (read once, when the router is built).
 */
export class MercureSigner {
  private readonly key: Promise<Uint8Array | CryptoKey>;
  private readonly algorithm: string;

  constructor(config: Pick<MercureConfig, 'jwt_secret' | 'jwt_key_file' | 'jwt_algorithm'>) {
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

  /** A JWT carrying `{ mercure: claim }`, expiring after `ttlSeconds` when given. */
  async sign(claim: MercureClaim, ttlSeconds?: number): Promise<string> {
    const jwt = new SignJWT({ mercure: claim }).setProtectedHeader({ alg: this.algorithm, typ: 'JWT' }).setIssuedAt();
    if (ttlSeconds !== undefined) jwt.setExpirationTime(`${ttlSeconds}s`);
    return jwt.sign(await this.key);
  }
}

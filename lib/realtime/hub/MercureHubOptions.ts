import type { DataTablesLogger } from '../../config/DataTablesLogger.js';
import { ConfigurationError } from '../../errors/ConfigurationError.js';
import { MERCURE_PROTOCOLS, type MercureProtocol } from '../../wire/mercure-protocol.js';
import { HUB_ALGORITHMS, type HubAlgorithm, type HubKey } from './TokenVerifier.js';

/** Options of {@link mercureHub}. */
export interface MercureHubOptions {
  /** Verifies publishers' JWTs: the HS256 secret, or a PEM for `RS*`/`ES*` (see `algorithm`). Required. */
  publisherKey: HubKey;
  /** Verifies subscribers' JWTs; default `publisherKey`. */
  subscriberKey?: HubKey;
  /** The JWT algorithm of both keys; default `HS256`. */
  algorithm?: HubAlgorithm;
  /** The Mercure protocol generation spoken (see docs/mercure-protocols.md); default `0.x`. */
  protocol?: MercureProtocol;
  /** 1.0: the resource identifiers a token's `aud` may name; default the hub URL each request reached. */
  audience?: readonly string[];
  /** 1.0: the `iss` tokens must carry; default unchecked (self-issued tokens). */
  issuer?: string;
  /**
   * Origins allowed to call the hub from a browser on another origin, with credentials (the
   * subscriber cookie); `*` lets any origin subscribe without credentials. Default none.
   */
  corsOrigins?: readonly string[];
  /** Updates kept for replays (`Last-Event-ID`); default 1000. */
  historySize?: number;
  /** Bytes of events kept for replays, whatever their count; default 16 MiB. */
  historyBytes?: number;
  /** Bytes of a publish body (form-encoded: JSON grows by up to 3x); default 10 MiB, as the Go hub. */
  maxPublishBytes?: number;
  /** Open event streams per client address; past it a subscription is refused with 429. Default 256. */
  maxSubscriptionsPerAddress?: number;
  /** Interval of the heartbeat comments, in ms; default 15000, 0 for none. */
  heartbeatMs?: number;
  /** Where rejected JWTs and internal errors are reported; default `console`. */
  logger?: DataTablesLogger;
}

/** {@link MercureHubOptions} with every default applied and every value checked. */
export interface ResolvedHubOptions {
  publisherKey: HubKey;
  subscriberKey: HubKey;
  algorithm: HubAlgorithm;
  protocol: MercureProtocol;
  audience: readonly string[];
  issuer: string | undefined;
  corsOrigins: readonly string[];
  historySize: number;
  historyBytes: number;
  maxPublishBytes: number;
  maxSubscriptionsPerAddress: number;
  heartbeatMs: number;
  logger: DataTablesLogger;
}

/** Applies the defaults; a missing key or a wrong value is a ConfigurationError, when the hub is built. */
export function resolveHubOptions(options: MercureHubOptions): ResolvedHubOptions {
  if (options.publisherKey === undefined || options.publisherKey === null || options.publisherKey === '') {
    throw new ConfigurationError('The Mercure hub needs "publisherKey", the key that verifies publishers\' JWTs');
  }
  const algorithm = options.algorithm ?? 'HS256';
  if (!HUB_ALGORITHMS.includes(algorithm)) {
    throw new ConfigurationError(`Unknown JWT algorithm "${algorithm}"; expected one of ${HUB_ALGORITHMS.map((a) => `"${a}"`).join(', ')}`);
  }
  const protocol = options.protocol ?? '0.x';
  if (!MERCURE_PROTOCOLS.includes(protocol)) {
    throw new ConfigurationError(`Unknown Mercure protocol "${protocol}"; expected ${MERCURE_PROTOCOLS.map((p) => `"${p}"`).join(' or ')}`);
  }
  for (const origin of options.corsOrigins ?? []) {
    if (origin !== '*' && !isOrigin(origin)) throw new ConfigurationError(`"${origin}" is not an origin (scheme://host[:port]) nor "*"`);
  }
  return {
    publisherKey: options.publisherKey,
    subscriberKey: options.subscriberKey ?? options.publisherKey,
    algorithm,
    protocol,
    audience: [...(options.audience ?? [])],
    issuer: options.issuer === '' ? undefined : options.issuer,
    corsOrigins: [...(options.corsOrigins ?? [])],
    historySize: count('historySize', options.historySize ?? 1000),
    historyBytes: count('historyBytes', options.historyBytes ?? 16 * 1024 * 1024),
    maxPublishBytes: positive('maxPublishBytes', options.maxPublishBytes ?? 10 * 1024 * 1024),
    maxSubscriptionsPerAddress: positive('maxSubscriptionsPerAddress', options.maxSubscriptionsPerAddress ?? 256),
    heartbeatMs: count('heartbeatMs', options.heartbeatMs ?? 15_000),
    logger: options.logger ?? console,
  };
}

function count(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new ConfigurationError(`"${name}" must be a whole number of 0 or more, not ${value}`);
  return value;
}

function positive(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 1) throw new ConfigurationError(`"${name}" must be a whole number of 1 or more, not ${value}`);
  return value;
}

function isOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

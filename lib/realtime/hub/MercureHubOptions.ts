import type { DataTablesLogger } from '../../config/DataTablesLogger.js';
import { ConfigurationError } from '../../errors/ConfigurationError.js';
import { HUB_ALGORITHMS, type HubAlgorithm, type HubKey } from './TokenVerifier.js';

/** Options of {@link mercureHub}. */
export interface MercureHubOptions {
  /** Verifies publishers' JWTs: the HS256 secret, or a PEM for `RS*`/`ES*` (see `algorithm`). Required. */
  publisherKey: HubKey;
  /** Verifies subscribers' JWTs; default `publisherKey`. */
  subscriberKey?: HubKey;
  /** The JWT algorithm of both keys; default `HS256`. */
  algorithm?: HubAlgorithm;
  /** Origins allowed to call the hub from a browser on another origin (`*` for any); default none. */
  corsOrigins?: readonly string[];
  /** Updates kept for replays (`Last-Event-ID`); default 1000. */
  historySize?: number;
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
  corsOrigins: readonly string[];
  historySize: number;
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
  for (const origin of options.corsOrigins ?? []) {
    if (origin !== '*' && !isOrigin(origin)) throw new ConfigurationError(`"${origin}" is not an origin (scheme://host[:port]) nor "*"`);
  }
  return {
    publisherKey: options.publisherKey,
    subscriberKey: options.subscriberKey ?? options.publisherKey,
    algorithm,
    corsOrigins: [...(options.corsOrigins ?? [])],
    historySize: count('historySize', options.historySize ?? 1000),
    heartbeatMs: count('heartbeatMs', options.heartbeatMs ?? 15_000),
    logger: options.logger ?? console,
  };
}

function count(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new ConfigurationError(`"${name}" must be a whole number of 0 or more, not ${value}`);
  return value;
}

function isOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

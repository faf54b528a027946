import { ConfigurationError } from '../errors/ConfigurationError.js';
import { MERCURE_PROTOCOLS } from '../wire/mercure-protocol.js';
import type { MercureConfig } from './MercureConfig.js';

/** The algorithms a `jwt_key_file` may sign with. */
const KEY_ALGORITHMS = new Set(['RS256', 'ES256']);

/**
 * The rules between the keys of `data_tables.mercure` once enabled: a hub URL (http or https), one
 * signing key, and bounded timings. Every message names the key path.
 */
export function checkMercureConfig(mercure: MercureConfig): void {
  const path = (key: keyof MercureConfig) => `"data_tables.mercure.${key}"`;
  if (!MERCURE_PROTOCOLS.includes(mercure.protocol)) {
    throw new ConfigurationError(`${path('protocol')} must be "0.x" or "1.0", got ${JSON.stringify(mercure.protocol)}`);
  }
  if (!KEY_ALGORITHMS.has(mercure.jwt_algorithm)) {
    throw new ConfigurationError(`${path('jwt_algorithm')} must be RS256 or ES256, got ${JSON.stringify(mercure.jwt_algorithm)}`);
  }
  if (mercure.debounce_ms > 60_000) throw new ConfigurationError(`${path('debounce_ms')} must be at most 60000`);
  if (mercure.max_wait_ms > 60_000) throw new ConfigurationError(`${path('max_wait_ms')} must be at most 60000`);
  if (mercure.publish_timeout_ms < 1 || mercure.publish_timeout_ms > 60_000) {
    throw new ConfigurationError(`${path('publish_timeout_ms')} must be between 1 and 60000`);
  }
  if (!mercure.enabled) return;
  if (mercure.hub_url === null) throw new ConfigurationError(`${path('hub_url')} is required when Mercure is enabled`);
  for (const key of ['hub_url', 'public_url'] as const) {
    const url = mercure[key];
    if (url !== null && !/^https?:\/\/[^\s]+$/i.test(url)) throw new ConfigurationError(`${path(key)} must be an http(s) URL, got ${JSON.stringify(url)}`);
  }
  if ((mercure.jwt_secret === null) === (mercure.jwt_key_file === null)) {
    throw new ConfigurationError(`Mercure needs exactly one of ${path('jwt_secret')} and ${path('jwt_key_file')}`);
  }
  if (mercure.jwt_secret !== null && mercure.jwt_secret.length < 32) {
    throw new ConfigurationError(`${path('jwt_secret')} must be at least 32 characters (an HS256 key of 256 bits)`);
  }
}

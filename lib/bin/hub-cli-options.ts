import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { MERCURE_PROTOCOLS, type MercureProtocol } from '../wire/mercure-protocol.js';
import type { StartMercureHubOptions } from '../realtime/hub/startMercureHub.js';
import type { HubAlgorithm } from '../realtime/hub/TokenVerifier.js';
import { UsageError } from './UsageError.js';

/** The options of `ux-datatables hub`, with the environment variable each falls back to. */
export const HUB_FLAGS = {
  port: { env: 'MERCURE_HUB_PORT', help: 'port to listen on (default 3001; 0 picks a free one)' },
  host: { env: 'MERCURE_HUB_HOST', help: 'address to listen on (default 127.0.0.1; 0.0.0.0 for every interface)' },
  'jwt-key': { env: 'MERCURE_JWT_KEY', help: 'key of publisher and subscriber JWTs: the HS256 secret, or a PEM' },
  'jwt-key-file': { env: 'MERCURE_JWT_KEY_FILE', help: 'a PEM file instead (public key, certificate, or the private key the app signs with)' },
  'publisher-jwt-key': { env: 'MERCURE_PUBLISHER_JWT_KEY', help: 'key of publisher JWTs only' },
  'subscriber-jwt-key': { env: 'MERCURE_SUBSCRIBER_JWT_KEY', help: 'key of subscriber JWTs only' },
  'jwt-algorithm': { env: 'MERCURE_JWT_ALG', help: 'HS256 (default), RS256, ES256, ...' },
  protocol: { env: 'MERCURE_PROTOCOL', help: 'Mercure protocol generation: 0.x (default; topic=, the mercure claim) or 1.0 (match=, OAuth access tokens)' },
  audience: { env: 'MERCURE_AUDIENCE', help: '1.0: an aud tokens may name (repeat it; the variable separates by spaces or commas; default the hub URL each request reached)' },
  issuer: { env: 'MERCURE_ISSUER', help: '1.0: the iss tokens must carry (default unchecked)' },
  'cors-origin': { env: 'MERCURE_CORS_ORIGINS', help: 'an origin allowed to subscribe from a browser (repeat it; the variable separates by spaces or commas; * for any)' },
  'history-size': { env: 'MERCURE_HISTORY_SIZE', help: 'updates kept for replays (default 1000)' },
  'history-bytes': { env: 'MERCURE_HISTORY_BYTES', help: 'bytes of events kept for replays (default 16777216)' },
  'max-publish-bytes': { env: 'MERCURE_MAX_PUBLISH_BYTES', help: 'bytes of a publish body, form-encoded (default 10485760)' },
  'max-subscriptions-per-address': { env: 'MERCURE_MAX_SUBSCRIPTIONS_PER_ADDRESS', help: 'open streams per client address, then 429 (default 256)' },
  'heartbeat-ms': { env: 'MERCURE_HEARTBEAT_MS', help: 'interval of heartbeat comments in ms (default 15000; 0 for none)' },
} as const;

type Flag = keyof typeof HUB_FLAGS;
type Env = Readonly<Record<string, string | undefined>>;

/**
 * The hub's options from the command line, else the environment: a flag wins over its variable, and a
 * role's own key (`--publisher-jwt-key`) over the shared one (`--jwt-key`, `--jwt-key-file`).
 */
export function hubCliOptions(args: string[], env: Env): StartMercureHubOptions {
  let values: Record<string, string | string[] | undefined>;
  try {
    values = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: Object.fromEntries(Object.keys(HUB_FLAGS).map((flag) => [flag, { type: 'string', multiple: flag === 'cors-origin' || flag === 'audience' }])),
    }).values as Record<string, string | string[] | undefined>;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const read = (flag: Flag): string | undefined => {
    const value = values[flag] ?? env[HUB_FLAGS[flag].env];
    return Array.isArray(value) ? value.join(' ') : value === '' ? undefined : value;
  };
  const keyFile = read('jwt-key-file');
  const shared = read('jwt-key') ?? (keyFile === undefined ? undefined : readKeyFile(keyFile));
  const publisherKey = read('publisher-jwt-key') ?? shared;
  if (publisherKey === undefined) {
    throw new UsageError('Missing JWT key: pass --jwt-key (or --jwt-key-file, --publisher-jwt-key), or set MERCURE_JWT_KEY.');
  }
  const origins = read('cors-origin');
  const protocol = read('protocol');
  if (protocol !== undefined && !(MERCURE_PROTOCOLS as readonly string[]).includes(protocol)) {
    throw new UsageError(`--protocol (MERCURE_PROTOCOL) must be ${MERCURE_PROTOCOLS.join(' or ')}, not "${protocol}"`);
  }
  const audience = read('audience');
  return {
    publisherKey,
    subscriberKey: read('subscriber-jwt-key') ?? shared ?? publisherKey,
    algorithm: read('jwt-algorithm') as HubAlgorithm | undefined,
    protocol: protocol as MercureProtocol | undefined,
    audience: audience === undefined ? undefined : audience.split(/[\s,]+/).filter((value) => value !== ''),
    issuer: read('issuer'),
    corsOrigins: origins === undefined ? undefined : origins.split(/[\s,]+/).filter((origin) => origin !== ''),
    port: number(read('port'), 'port', 65535),
    host: read('host'),
    historySize: number(read('history-size'), 'history-size'),
    historyBytes: number(read('history-bytes'), 'history-bytes'),
    maxPublishBytes: number(read('max-publish-bytes'), 'max-publish-bytes'),
    maxSubscriptionsPerAddress: number(read('max-subscriptions-per-address'), 'max-subscriptions-per-address'),
    heartbeatMs: number(read('heartbeat-ms'), 'heartbeat-ms'),
  };
}

function number(value: string | undefined, flag: Flag, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[0-9]+$/.test(value) || Number(value) > max) throw new UsageError(`--${flag} (${HUB_FLAGS[flag].env}) must be a whole number up to ${max}, not "${value}"`);
  return Number(value);
}

function readKeyFile(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read the JWT key file "${path}": ${(error as Error).message}`);
  }
}

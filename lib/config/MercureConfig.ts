import type { MercureProtocol } from '../wire/mercure-protocol.js';

/** `data_tables.mercure`: publishing changes to a Mercure hub, and live tables in the browser. */
export interface MercureConfig {
  /** Publish and subscribe at all (default false). */
  enabled: boolean;
  /** The generation of the protocol the hub speaks: `0.x` (default: the stable hubs) or `1.0` (dunglas/mercure 1.0). */
  protocol: MercureProtocol;
  /** Where the server publishes (`https://hub.example/.well-known/mercure`). */
  hub_url: string | null;
  /** Where browsers subscribe; default `hub_url`. */
  public_url: string | null;
  /** HS256 key of the publisher and subscriber JWTs (32+ characters); or `jwt_key_file`. */
  jwt_secret: string | null;
  /** A PEM private key (RS256 or ES256, `jwt_algorithm`) instead of `jwt_secret`. */
  jwt_key_file: string | null;
  /** Algorithm of `jwt_key_file`: `RS256` or `ES256`. */
  jwt_algorithm: string;
  /** Every table's updates are private (only pages allowed to render it receive them); per table: `setMercure({ private })`. */
  private: boolean;
  /** Prefix of the default topics, `<topic_base>/datatables/<table>[/<id>]`; default the origin of `public_url`. */
  topic_base: string | null;
  /** The browser waits this long after the last update before it reloads (ms). */
  debounce_ms: number;
  /** While updates never pause, the browser still reloads this long after the first (ms); 0: no maximum. */
  max_wait_ms: number;
  /** The longest a publish may take (ms); the user's request never waits for it. */
  publish_timeout_ms: number;
}

/** Defaults of `data_tables.mercure`: off. */
export const DEFAULT_MERCURE_CONFIG: MercureConfig = {
  enabled: false,
  protocol: '0.x',
  hub_url: null,
  public_url: null,
  jwt_secret: null,
  jwt_key_file: null,
  jwt_algorithm: 'RS256',
  private: false,
  topic_base: null,
  debounce_ms: 50,
  max_wait_ms: 1000,
  publish_timeout_ms: 2000,
};

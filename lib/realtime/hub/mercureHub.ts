import express, { type Router } from 'express';
import { CorsPolicy } from './CorsPolicy.js';
import { Hub } from './Hub.js';
import { hubErrorMiddleware } from './hub-error-middleware.js';
import { HubLog } from './HubLog.js';
import { emptyStats, type HubStats } from './HubStats.js';
import { HUB_LIMITS } from './limits.js';
import { resolveHubOptions, type MercureHubOptions } from './MercureHubOptions.js';
import { authenticatePublisher, publishHandler, type PublishContext } from './publish-handler.js';
import { MatcherCache } from './selector/MatcherCache.js';
import { subscribeHandler } from './subscribe-handler.js';
import { TokenVerifier } from './TokenVerifier.js';

/** The router {@link mercureHub} returns: the hub's endpoints, and a way to stop it. */
export interface MercureHubRouter extends Router {
  /** Ends every open event stream; later requests are answered 503. */
  close(): void;
  /** Event streams open right now. */
  readonly subscriberCount: number;
  /** What the hub did, counted (encodings, selector compilations and evaluations): for tests and benchmarks. */
  readonly stats: Readonly<HubStats>;
}

/**
 * A Mercure hub for development and tests, as an Express router to mount at the hub's path: it
 * answers `POST` (publish), `GET` (subscribe) and `OPTIONS` (CORS preflight) at its mount point, in
 * the protocol generation of `options.protocol` (0.x by default, or 1.0). Everything is in memory, in
 * this process: not for production, where the Go hub (or Symfony's) serves the same URL. A missing
 * key or a bad option throws a ConfigurationError here.
 *
 * @example
 * app.use('/.well-known/mercure', mercureHub({ publisherKey: process.env.MERCURE_JWT_SECRET! }));
 */
export function mercureHub(options: MercureHubOptions): MercureHubRouter {
  const resolved = resolveHubOptions(options);
  const stats = emptyStats();
  const hub = new Hub(resolved.historySize, resolved.historyBytes, stats);
  const cache = new MatcherCache(stats);
  const cors = new CorsPolicy(resolved.corsOrigins);
  const log = new HubLog(resolved.logger);
  const { algorithm, protocol, audience } = resolved;
  const tokens = { protocol, cache, issuer: resolved.issuer };
  const publishers = new TokenVerifier('publisher', resolved.publisherKey, algorithm, tokens);
  const subscribers = new TokenVerifier('subscriber', resolved.subscriberKey, algorithm, tokens);
  const publishing: PublishContext = { hub, verifier: publishers, protocol, audience, cors, log };
  const router = express.Router() as MercureHubRouter;
  router.use(cors.middleware());
  router
    .route('/')
    .get(
      subscribeHandler({
        hub,
        verifier: subscribers,
        protocol,
        cache,
        audience,
        heartbeatMs: resolved.heartbeatMs,
        maxSubscriptionsPerAddress: resolved.maxSubscriptionsPerAddress,
        log,
      }),
    )
    .post(
      authenticatePublisher(publishing),
      express.urlencoded({ extended: false, limit: resolved.maxPublishBytes, parameterLimit: HUB_LIMITS.topicsPerUpdate + 10 }),
      publishHandler(publishing),
    )
    .all((_req, res) => {
      res.status(405).set('Allow', 'GET, POST, OPTIONS').type('text/plain').send('Method Not Allowed\n');
    });
  router.use(hubErrorMiddleware(log));
  router.close = () => hub.close();
  Object.defineProperty(router, 'subscriberCount', { get: () => hub.subscriberCount });
  Object.defineProperty(router, 'stats', { get: () => ({ ...stats }) });
  return router;
}

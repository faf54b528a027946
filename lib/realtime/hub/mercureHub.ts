import express, { type Router } from 'express';
import { CorsPolicy } from './CorsPolicy.js';
import { Hub } from './Hub.js';
import { hubErrorMiddleware } from './hub-error-middleware.js';
import { HUB_LIMITS } from './limits.js';
import { resolveHubOptions, type MercureHubOptions } from './MercureHubOptions.js';
import { publishHandler } from './publish-handler.js';
import { subscribeHandler } from './subscribe-handler.js';
import { TokenVerifier } from './TokenVerifier.js';

/** The router {@link mercureHub} returns: the hub's endpoints, and a way to stop it. */
export interface MercureHubRouter extends Router {
  /** Ends every open event stream; later requests are answered 503. */
  close(): void;
  /** Event streams open right now. */
  readonly subscriberCount: number;
}

/**
 * A Mercure hub for development and tests, as an Express router to mount at the hub's path: it
 * answers `POST` (publish), `GET` (subscribe) and `OPTIONS` (CORS preflight) at its mount point.
 * Everything is in memory, in this process: not for production, where the Go hub (or Symfony's)
 * serves the same URL. A missing key or a bad option throws a ConfigurationError here.
 *
 * @example
 * app.use('/.well-known/mercure', mercureHub({ publisherKey: process.env.MERCURE_JWT_SECRET! }));
 */
export function mercureHub(options: MercureHubOptions): MercureHubRouter {
  const resolved = resolveHubOptions(options);
  const hub = new Hub(resolved.historySize);
  const cors = new CorsPolicy(resolved.corsOrigins);
  const { logger, algorithm } = resolved;
  const publishers = new TokenVerifier('publisher', resolved.publisherKey, algorithm);
  const subscribers = new TokenVerifier('subscriber', resolved.subscriberKey, algorithm);
  const router = express.Router() as MercureHubRouter;
  router.use(cors.middleware());
  router
    .route('/')
    .get(subscribeHandler({ hub, verifier: subscribers, heartbeatMs: resolved.heartbeatMs, logger }))
    .post(
      express.urlencoded({ extended: false, limit: HUB_LIMITS.bodyBytes, parameterLimit: HUB_LIMITS.topicsPerUpdate + 10 }),
      publishHandler({ hub, verifier: publishers, cors, logger }),
    )
    .all((_req, res) => {
      res.status(405).set('Allow', 'GET, POST, OPTIONS').type('text/plain').send('Method Not Allowed\n');
    });
  router.use(hubErrorMiddleware(logger));
  router.close = () => hub.close();
  Object.defineProperty(router, 'subscriberCount', { get: () => hub.subscriberCount });
  return router;
}

import type { RequestHandler } from 'express';
import type { DataTablesLogger } from '../../config/DataTablesLogger.js';
import { HttpError } from '../../errors/HttpError.js';
import type { Hub } from './Hub.js';
import { readSelectors } from './read-selectors.js';
import { requestToken } from './request-token.js';
import { TopicSelector } from './selector/TopicSelector.js';
import { Subscriber } from './Subscriber.js';
import type { TokenVerifier } from './TokenVerifier.js';

/** What the subscribe endpoint needs. */
export interface SubscribeContext {
  hub: Hub;
  verifier: TokenVerifier;
  heartbeatMs: number;
  logger: DataTablesLogger;
}

/**
 * `GET ?topic=...`: opens an event stream of the updates matching the selectors; private ones only
 * when the subscriber's JWT (header, `authorization` query parameter or cookie) allows one of their
 * topics. A `lastEventID` query parameter (or the `Last-Event-ID` header) replays what came after
 * that event, all of the history for `earliest`, nothing when the id is no longer known. The
 * `Last-Event-ID` response header always carries the latest id, so a client can tell a lost history.
 */
export function subscribeHandler({ hub, verifier, heartbeatMs, logger }: SubscribeContext): RequestHandler {
  return async (req, res) => {
    const query = new URL(req.originalUrl, 'http://hub.invalid').searchParams;
    const selectors = readSelectors(query);
    const found = requestToken(req, query);
    let allowed: TopicSelector[] = [];
    if (found !== null) {
      try {
        allowed = ((await verifier.claims(found.token)).subscribe ?? []).map((selector) => TopicSelector.lenient(selector));
      } catch (error) {
        logger.warn(`Mercure dev hub: subscriber JWT rejected: ${(error as Error).message}`);
        throw new HttpError(401, 'unauthorized', 'The subscriber JWT is invalid');
      }
    }
    if (hub.isClosed) throw new HttpError(503, 'closed', 'The hub is closed');
    if (req.socket.destroyed) return;

    // From here on nothing awaits: the replay and the live updates meet with no gap and no overlap.
    const lastEventId = query.get('lastEventID') ?? req.get('Last-Event-ID') ?? null;
    const replay = lastEventId === null ? [] : hub.history.after(lastEventId).updates;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache',
      'X-Accel-Buffering': 'no',
      'Last-Event-ID': hub.history.lastId,
    });
    res.flushHeaders();
    req.socket.setNoDelay(true);
    const subscriber = new Subscriber(res, selectors, allowed);
    for (const update of replay) if (subscriber.wants(update)) subscriber.send(update);
    hub.add(subscriber);
    subscriber.startHeartbeat(heartbeatMs);
    res.on('close', () => hub.remove(subscriber));
  };
}

import type { RequestHandler } from 'express';
import { HttpError } from '../../errors/HttpError.js';
import { ANONYMOUS, type Grant } from './Grant.js';
import { clientAddress, hubUrlOf } from './hub-request.js';
import type { Hub } from './Hub.js';
import type { HubLog } from './HubLog.js';
import type { HubUpdate } from './HubUpdate.js';
import { HUB_LIMITS } from './limits.js';
import type { MercureProtocol } from '../../wire/mercure-protocol.js';
import { readSelectors } from './read-selectors.js';
import { rawQuery, requestToken } from './request-token.js';
import type { MatcherCache } from './selector/MatcherCache.js';
import { UpdateMatches } from './selector/UpdateMatches.js';
import { Subscriber } from './Subscriber.js';
import { TokenRejected } from './TokenRejected.js';
import type { TokenVerifier } from './TokenVerifier.js';
import { EARLIEST } from './UpdateHistory.js';

/** What the subscribe endpoint needs. */
export interface SubscribeContext {
  hub: Hub;
  verifier: TokenVerifier;
  protocol: MercureProtocol;
  cache: MatcherCache;
  audience: readonly string[];
  heartbeatMs: number;
  maxSubscriptionsPerAddress: number;
  log: HubLog;
}

/**
 * `GET ?topic=...` (0.x) or `?match=...` (1.0): opens an event stream of the updates matching the
 * selectors; private ones only when the subscriber's JWT (header, query parameter or cookie) allows
 * their topic, and only until that JWT expires, when the stream is closed. The `Last-Event-ID` header
 * (else the `lastEventID` query parameter: the header wins, as the spec says) replays what came
 * after that event, all of the history for `earliest`, nothing when the id is no longer known. The
 * `Last-Event-ID` response header is the newest id this subscriber may read, never a private update's
 * id it may not. Past `maxSubscriptionsPerAddress` open streams from one address: 429.
 */
export function subscribeHandler(context: SubscribeContext): RequestHandler {
  const { hub, verifier, protocol, cache, heartbeatMs, log } = context;
  return async (req, res) => {
    const query = rawQuery(req);
    const hubUrl = hubUrlOf(req);
    const matchers = readSelectors(query, protocol, cache, hubUrl);
    const address = clientAddress(req);
    const cost = matchers.reduce((sum, matcher) => sum + matcher.cost, 0);
    refuseOverCap(hub, address, cost, context.maxSubscriptionsPerAddress);
    const found = requestToken(req, query, protocol);
    let grant: Grant = ANONYMOUS;
    if (found !== null) {
      try {
        grant = await verifier.grant(found.token, context.audience.length > 0 ? context.audience : [hubUrl], hubUrl);
      } catch (error) {
        if (!(error instanceof TokenRejected)) throw error;
        log.rejected('subscriber', error.reason);
        throw new HttpError(401, 'invalid_token', 'The subscriber JWT is invalid');
      }
    }
    if (hub.isClosed) throw new HttpError(503, 'closed', 'The hub is closed');
    if (req.socket.destroyed) return;
    refuseOverCap(hub, address, cost, context.maxSubscriptionsPerAddress);

    // From here on nothing awaits: the replay and the live updates meet with no gap and no overlap.
    const subscriber = new Subscriber(res, matchers, grant, address);
    const lastEventId = req.get('Last-Event-ID') ?? query.get('lastEventID') ?? query.get('Last-Event-ID') ?? null;
    const replay = lastEventId === null ? [] : hub.history.after(lastEventId).updates;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream',
      // A JWT in the URL makes the response personal: no shared cache may keep it (RFC 6750 2.3).
      'Cache-Control': found?.source === 'query' ? 'private, no-cache, no-store' : 'no-cache',
      'X-Accel-Buffering': 'no',
      'Last-Event-ID': responseLastEventId(hub, subscriber, protocol, lastEventId),
    });
    res.flushHeaders();
    req.socket.setNoDelay(true);
    for (const update of replay) if (subscriber.wants(update, new UpdateMatches(update.topics, hub.stats))) subscriber.send(update);
    hub.add(subscriber);
    subscriber.startHeartbeat(heartbeatMs);
    subscriber.endAtExpiry(() => hub.remove(subscriber));
    res.on('close', () => hub.remove(subscriber));
  };
}

/** 429 past the cap of open subscriptions, or of selector states, of one address (checked again after the JWT's await). */
function refuseOverCap(hub: Hub, address: string, cost: number, maxSubscriptions: number): void {
  if (hub.subscriptionsFrom(address) >= maxSubscriptions) {
    throw new HttpError(429, 'too_many_subscriptions', `At most ${maxSubscriptions} open subscriptions per address`);
  }
  if (hub.statesFrom(address) + cost > HUB_LIMITS.statesPerAddress) {
    throw new HttpError(429, 'too_costly_subscriptions', 'The open subscriptions of this address are too costly to match together');
  }
}

/**
 * The response's `Last-Event-ID`, never the id of an update this subscriber may not read. 0.x: the
 * newest update it may read (the Go hub's latest id, filtered). 1.0: the update just before the first
 * one sent, which is the requested one when it is still kept (a subscriber compares it with what it
 * asked to detect a loss), `earliest` when the requested id is unknown or `earliest`.
 */
function responseLastEventId(hub: Hub, subscriber: Subscriber, protocol: MercureProtocol, lastEventId: string | null): string {
  const visible = (update: HubUpdate) => subscriber.mayRead(update, new UpdateMatches(update.topics, hub.stats));
  if (protocol === '0.x' || lastEventId === null) return hub.history.lastIdFor(visible);
  if (lastEventId === EARLIEST) return EARLIEST;
  return hub.history.lastIdFor(visible, lastEventId);
}

import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { HttpError } from '../../errors/HttpError.js';
import type { CorsPolicy } from './CorsPolicy.js';
import type { Grant } from './Grant.js';
import type { Hub } from './Hub.js';
import type { HubLog } from './HubLog.js';
import { hubUrlOf } from './hub-request.js';
import type { MercureProtocol } from '../../wire/mercure-protocol.js';
import { readPublishForm } from './read-publish-form.js';
import { rawQuery, requestToken } from './request-token.js';
import { TokenRejected } from './TokenRejected.js';
import type { TokenVerifier } from './TokenVerifier.js';

/** What the publish endpoint needs. */
export interface PublishContext {
  hub: Hub;
  verifier: TokenVerifier;
  protocol: MercureProtocol;
  audience: readonly string[];
  cors: CorsPolicy;
  log: HubLog;
}

/** Where {@link authenticatePublisher} leaves the grant for {@link publishHandler}. */
const GRANT = 'mercureHubPublisherGrant';

/**
 * `POST`, first step, before the body is read: a publisher's JWT (`Authorization: Bearer`, the query
 * parameter, or the cookie from the hub's own or a listed origin), verified, else 401. An anonymous
 * client cannot make the hub read (and buffer) megabytes.
 */
export function authenticatePublisher({ verifier, protocol, audience, cors, log }: PublishContext): RequestHandler {
  return async (req, res, next) => {
    const found = requestToken(req, rawQuery(req), protocol);
    if (found === null) throw new HttpError(401, 'unauthorized', 'A publisher JWT is required');
    if (found.source === 'cookie' && !cors.allowsRequestOrigin(req)) {
      throw new HttpError(401, 'unauthorized', 'A publisher JWT in a cookie is accepted only from the hub\'s origin or an allowed one');
    }
    const hubUrl = hubUrlOf(req);
    try {
      res.locals[GRANT] = await verifier.grant(found.token, audience.length > 0 ? audience : [hubUrl], hubUrl);
    } catch (error) {
      if (!(error instanceof TokenRejected)) throw error;
      log.rejected('publisher', error.reason);
      throw new HttpError(401, 'invalid_token', 'The publisher JWT is invalid');
    }
    next();
  };
}

/**
 * `POST`, once the body is read: the JWT must allow every topic of the update (403 otherwise; in 1.0
 * an update has exactly one topic), then the update is kept, dispatched, and its id answered as
 * `text/plain`.
 */
export function publishHandler({ hub, protocol }: PublishContext): RequestHandler {
  return async (req, res) => {
    const grant = res.locals[GRANT] as Grant;
    if (!req.is('application/x-www-form-urlencoded')) throw new HttpError(415, 'unsupported_media_type', 'Publish with an application/x-www-form-urlencoded body');
    const form = readPublishForm((req.body ?? {}) as Record<string, unknown>);
    if (protocol === '1.0') checkModernTopics(form.topics, hubUrlOf(req));
    const refused = form.topics.filter((topic) => !grant.publish.some((matcher) => matcher.matches(topic)));
    if (refused.length > 0) throw HttpError.forbidden('insufficient_scope', `The publisher JWT does not allow the topic "${refused[0]}"`);
    if (hub.isClosed) throw new HttpError(503, 'closed', 'The hub is closed');
    const update = { ...form, id: form.id ?? `urn:uuid:${randomUUID()}` };
    hub.publish(update);
    res.status(200).type('text/plain').send(update.id);
  };
}

/**
 * 1.0's rules on an update's topic: exactly one; not `*`, which every matcher reads as the wildcard;
 * not in the hub's reserved namespace (a path of `/.well-known/mercure/...` once resolved against the
 * hub's URL), where only the hub may publish (403).
 */
function checkModernTopics(topics: readonly string[], hubUrl: string): void {
  if (topics.length > 1) throw HttpError.badRequest('Mercure 1.0: an update has exactly one "topic"');
  const [topic] = topics;
  if (topic === '*') throw HttpError.badRequest('Mercure 1.0: "*" is no topic, it selects every topic');
  let path: string;
  try {
    path = new URL(topic, hubUrl).pathname;
  } catch {
    return;
  }
  if (path === '/.well-known/mercure' || path.startsWith('/.well-known/mercure/')) {
    throw HttpError.forbidden('forbidden', 'Mercure 1.0: topics under /.well-known/mercure are reserved to the hub');
  }
}

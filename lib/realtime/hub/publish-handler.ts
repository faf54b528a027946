import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { DataTablesLogger } from '../../config/DataTablesLogger.js';
import { HttpError } from '../../errors/HttpError.js';
import type { CorsPolicy } from './CorsPolicy.js';
import type { Hub } from './Hub.js';
import { readPublishForm } from './read-publish-form.js';
import { requestToken } from './request-token.js';
import { TopicSelector } from './selector/TopicSelector.js';
import type { MercureClaims, TokenVerifier } from './TokenVerifier.js';

/** What the publish endpoint needs. */
export interface PublishContext {
  hub: Hub;
  verifier: TokenVerifier;
  cors: CorsPolicy;
  logger: DataTablesLogger;
}

/**
 * `POST`: a publisher's JWT (`Authorization: Bearer`, or the cookie from an allowed origin) whose
 * `mercure.publish` selectors cover every topic of the update (else 401, 403), then the update is
 * kept, dispatched, and its id answered as `text/plain`.
 */
export function publishHandler({ hub, verifier, cors, logger }: PublishContext): RequestHandler {
  return async (req, res) => {
    const found = requestToken(req, null);
    if (found === null) throw new HttpError(401, 'unauthorized', 'A publisher JWT is required');
    if (found.source === 'cookie' && !cors.allowsRequestOrigin(req)) {
      throw new HttpError(401, 'unauthorized', 'A publisher JWT in a cookie is accepted only from the hub\'s origin or an allowed one');
    }
    let claims: MercureClaims;
    try {
      claims = await verifier.claims(found.token);
    } catch (error) {
      logger.warn(`Mercure dev hub: publisher JWT rejected: ${(error as Error).message}`);
      throw new HttpError(401, 'unauthorized', 'The publisher JWT is invalid');
    }
    if (!req.is('application/x-www-form-urlencoded')) throw new HttpError(415, 'unsupported_media_type', 'Publish with an application/x-www-form-urlencoded body');
    const form = readPublishForm((req.body ?? {}) as Record<string, unknown>);
    const allowed = (claims.publish ?? []).map((selector) => TopicSelector.lenient(selector));
    const refused = form.topics.filter((topic) => !allowed.some((selector) => selector.matches(topic)));
    if (refused.length > 0) throw HttpError.forbidden('forbidden', `The publisher JWT does not allow the topic "${refused[0]}"`);
    if (hub.isClosed) throw new HttpError(503, 'closed', 'The hub is closed');
    const update = { ...form, id: form.id ?? `urn:uuid:${randomUUID()}` };
    hub.publish(update);
    res.status(200).type('text/plain').send(update.id);
  };
}

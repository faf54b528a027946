import type { Grant } from './Grant.js';
import { HUB_LIMITS } from './limits.js';
import type { MatcherCache } from './selector/MatcherCache.js';
import { SelectorError } from './selector/SelectorError.js';
import { EVERY_TOPIC, ExactMatcher, type TopicMatcher } from './selector/TopicMatcher.js';
import { UrlPatternMatcher } from './selector/UrlPatternMatcher.js';
import { TokenRejected } from './TokenRejected.js';

/**
 * The `type` of a Mercure authorization detail: the released 1.0 hub's, then draft-08's. Details of
 * other types belong to other resources and are ignored.
 */
export const MERCURE_DETAIL_TYPES: readonly string[] = ['https://mercure.rocks/authorization-detail', 'mercure'];

const MAX_DETAILS = 100;

/**
 * The grant of a Mercure 1.0 access token's `authorization_details` (RFC 9396): each Mercure detail
 * has `actions` (`publish`, `subscribe`) and `topics`, matchers `{ match, match_type? }` (`exact`,
 * the default, or `urlpattern`; draft-08's `matchType: "Exact" | "URLPattern"` too). A malformed
 * Mercure detail rejects the whole token, as the spec asks: never a partial grant.
 */
export function readAuthorizationDetails(value: unknown, cache: MatcherCache, hubUrl: string): Omit<Grant, 'expiresAt'> {
  const publish: TopicMatcher[] = [];
  const subscribe: TopicMatcher[] = [];
  if (value === undefined) return { publish, subscribe };
  if (!Array.isArray(value) || value.length > MAX_DETAILS) throw new TokenRejected('authorization_details malformed');
  for (const detail of value) {
    if (typeof detail !== 'object' || detail === null) throw new TokenRejected('authorization_details malformed');
    const { type, actions, topics } = detail as Record<string, unknown>;
    if (typeof type !== 'string') throw new TokenRejected('authorization_details malformed');
    if (!MERCURE_DETAIL_TYPES.includes(type)) continue;
    if (!Array.isArray(actions) || actions.length === 0 || !actions.every((action) => action === 'publish' || action === 'subscribe')) {
      throw new TokenRejected('authorization_details actions malformed');
    }
    if (!Array.isArray(topics) || topics.length === 0 || topics.length > HUB_LIMITS.selectorsPerSubscription) {
      throw new TokenRejected('authorization_details topics malformed');
    }
    const matchers = topics.map((topic) => readMatcher(topic, cache, hubUrl));
    if (actions.includes('publish')) publish.push(...matchers);
    if (actions.includes('subscribe')) subscribe.push(...matchers);
  }
  return { publish, subscribe };
}

function readMatcher(value: unknown, cache: MatcherCache, hubUrl: string): TopicMatcher {
  if (typeof value !== 'object' || value === null) throw new TokenRejected('authorization_details topic malformed');
  const { match, match_type: snake, matchType: camel } = value as Record<string, unknown>;
  if (typeof match !== 'string' || match === '' || match.length > HUB_LIMITS.topicLength) throw new TokenRejected('authorization_details topic malformed');
  const type = snake ?? camel ?? 'exact';
  if (typeof type !== 'string') throw new TokenRejected('authorization_details match_type malformed');
  if (match === '*') return EVERY_TOPIC;
  switch (type.toLowerCase()) {
    case 'exact':
      return cache.get(`exact:${match}`, () => new ExactMatcher(match));
    case 'urlpattern':
      try {
        return cache.get(`urlpattern:${hubUrl} ${match}`, () => UrlPatternMatcher.compile(match, hubUrl));
      } catch (error) {
        if (error instanceof SelectorError) throw new TokenRejected('authorization_details URL pattern unsupported');
        throw error;
      }
    default:
      throw new TokenRejected('authorization_details match_type unknown');
  }
}

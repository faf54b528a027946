import { HttpError } from '../../errors/HttpError.js';
import { HUB_LIMITS } from './limits.js';
import type { MercureProtocol } from '../../wire/mercure-protocol.js';
import type { MatcherCache } from './selector/MatcherCache.js';
import { SelectorError } from './selector/SelectorError.js';
import { EVERY_TOPIC, ExactMatcher, type TopicMatcher } from './selector/TopicMatcher.js';
import { TopicSelector } from './selector/TopicSelector.js';
import { UrlPatternMatcher } from './selector/UrlPatternMatcher.js';

/** 1.0's matcher parameters: the released hub's names, and draft-08's. */
const MATCH_PARAMETERS: Record<string, 'exact' | 'urlpattern'> = {
  match: 'exact',
  match_exact: 'exact',
  matchExact: 'exact',
  match_urlpattern: 'urlpattern',
  matchURLPattern: 'urlpattern',
};

/** C0 and C1 control characters and DEL, which 1.0 forbids in a matcher. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * The topic selectors of a subscription, compiled through the hub's cache, each distinct one once:
 * `topic` parameters in 0.x (a malformed URI template is plain text, one too costly is a 400), `match`
 * and `match_urlpattern` in 1.0 (any other `match...` name, a control character or an unsupported
 * pattern is a 400). None, too many or too long is a 400.
 */
export function readSelectors(query: URLSearchParams, protocol: MercureProtocol, cache: MatcherCache, hubUrl: string): TopicMatcher[] {
  const sources = protocol === '0.x' ? query.getAll('topic').map((source) => ({ source, kind: 'template' as const })) : matchParameters(query);
  if (sources.length === 0) throw HttpError.badRequest(protocol === '0.x' ? 'Missing "topic" parameter' : 'Missing "match" parameter');
  if (sources.length > HUB_LIMITS.selectorsPerSubscription) throw HttpError.badRequest(`More than ${HUB_LIMITS.selectorsPerSubscription} selectors`);
  const matchers = new Map<string, TopicMatcher>();
  for (const { source, kind } of sources) {
    if (source === '' || source.length > HUB_LIMITS.topicLength) throw HttpError.badRequest(`A selector must have 1 to ${HUB_LIMITS.topicLength} characters`);
    try {
      const matcher =
        source === '*'
          ? EVERY_TOPIC
          : kind === 'template'
            ? cache.get(`template:${source}`, () => TopicSelector.forSubscription(source))
            : kind === 'exact'
              ? cache.get(`exact:${source}`, () => new ExactMatcher(source))
              : cache.get(`urlpattern:${hubUrl} ${source}`, () => UrlPatternMatcher.compile(source, hubUrl));
      matchers.set(matcher.key, matcher);
    } catch (error) {
      if (error instanceof SelectorError) throw HttpError.badRequest(error.message);
      throw error;
    }
  }
  const cost = [...matchers.values()].reduce((sum, matcher) => sum + matcher.cost, 0);
  if (cost > HUB_LIMITS.statesPerSubscription) throw HttpError.badRequest('The selectors of this subscription are too costly to match together');
  return [...matchers.values()];
}

function matchParameters(query: URLSearchParams): { source: string; kind: 'exact' | 'urlpattern' }[] {
  if (query.has('topic')) throw HttpError.badRequest('Mercure 1.0 subscribes with "match" and "match_urlpattern", not "topic"');
  const found: { source: string; kind: 'exact' | 'urlpattern' }[] = [];
  for (const [name, source] of query) {
    if (!name.toLowerCase().startsWith('match')) continue;
    const kind = MATCH_PARAMETERS[name];
    if (kind === undefined) throw HttpError.badRequest('Unknown matcher parameter: expected "match" or "match_urlpattern"');
    if (CONTROL.test(source)) throw HttpError.badRequest('A matcher cannot contain control characters');
    found.push({ source, kind });
  }
  return found;
}

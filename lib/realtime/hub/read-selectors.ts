import { HttpError } from '../../errors/HttpError.js';
import { HUB_LIMITS } from './limits.js';
import { SelectorError } from './selector/SelectorError.js';
import { TopicSelector } from './selector/TopicSelector.js';

/** The `topic` query parameters of a subscription, compiled; none, too many, too long or malformed is a 400. */
export function readSelectors(query: URLSearchParams): TopicSelector[] {
  const sources = query.getAll('topic');
  if (sources.length === 0) throw HttpError.badRequest('Missing "topic" parameter');
  if (sources.length > HUB_LIMITS.selectorsPerSubscription) throw HttpError.badRequest(`More than ${HUB_LIMITS.selectorsPerSubscription} "topic" parameters`);
  return sources.map((source) => {
    if (source === '' || source.length > HUB_LIMITS.topicLength) throw HttpError.badRequest(`A "topic" must have 1 to ${HUB_LIMITS.topicLength} characters`);
    try {
      return TopicSelector.compile(source);
    } catch (error) {
      if (error instanceof SelectorError) throw HttpError.badRequest(error.message);
      throw error;
    }
  });
}

import type { HubStats } from '../HubStats.js';
import type { TopicMatcher } from './TopicMatcher.js';

/**
 * Whether each matcher selects one update, remembered while the update is dispatched: a publish costs
 * one match per distinct selector (by key), not one per subscriber, so a thousand subscribers of the
 * same costly template cost one evaluation.
 */
export class UpdateMatches {
  private readonly results = new Map<string, boolean>();

  constructor(
    private readonly topics: readonly string[],
    private readonly stats: HubStats,
  ) {}

  /** Whether any of `matchers` selects one of the update's topics. */
  any(matchers: readonly TopicMatcher[]): boolean {
    for (const matcher of matchers) {
      let selected = this.results.get(matcher.key);
      if (selected === undefined) {
        selected = this.topics.some((topic) => matcher.matches(topic));
        this.stats.evaluations += 1;
        this.results.set(matcher.key, selected);
      }
      if (selected) return true;
    }
    return false;
  }
}

import type { HubStats } from '../HubStats.js';
import type { TopicMatcher } from './TopicMatcher.js';

/**
 * Compiled matchers by key, shared by every subscription and token of a hub: a selector sent by a
 * thousand subscribers is compiled once. Bounded: past `capacity` the least recently used goes.
 */
export class MatcherCache {
  private readonly compiled = new Map<string, TopicMatcher>();

  constructor(
    private readonly stats: HubStats,
    private readonly capacity = 10_000,
  ) {}

  /** The matcher under `key`, compiled by `compile` (which may throw) on a miss. */
  get(key: string, compile: () => TopicMatcher): TopicMatcher {
    const found = this.compiled.get(key);
    if (found !== undefined) {
      this.compiled.delete(key);
      this.compiled.set(key, found);
      return found;
    }
    const matcher = compile();
    this.stats.compilations += 1;
    this.compiled.set(key, matcher);
    if (this.compiled.size > this.capacity) this.compiled.delete(this.compiled.keys().next().value as string);
    return matcher;
  }
}

/**
 * Something that selects topics: a 0.x selector (topic, `*` or URI template), a 1.0 exact matcher or
 * URL pattern. `key` names it uniquely (kind and source), so that equal matchers of many subscribers
 * are compiled once and evaluated once per update ({@link MatcherCache}, {@link UpdateMatches}).
 */
export interface TopicMatcher {
  readonly key: string;
  /** What matching one character costs, in automaton states (1 for a plain comparison): bounded per subscription. */
  readonly cost: number;
  matches(topic: string): boolean;
}

/** `*`: every topic, in both generations. */
export const EVERY_TOPIC: TopicMatcher = { key: '*', cost: 1, matches: () => true };

/** A topic compared byte for byte (1.0 `match`, or a 0.x selector with no template in it). */
export class ExactMatcher implements TopicMatcher {
  readonly key: string;
  readonly cost = 1;

  constructor(readonly topic: string) {
    this.key = `exact:${topic}`;
  }

  matches(topic: string): boolean {
    return topic === this.topic;
  }
}

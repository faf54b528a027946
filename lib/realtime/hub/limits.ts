/**
 * The hub's fixed bounds on what a request may carry; past them the request is refused with a 4xx.
 * The configurable ones (publish body, history, subscriptions per address) are in MercureHubOptions.
 */
export const HUB_LIMITS = {
  /** Topics of one update. */
  topicsPerUpdate: 100,
  /** Selectors of one subscription, and matchers of one authorization detail. */
  selectorsPerSubscription: 100,
  /**
   * Automaton states of all the selectors of one subscription together (a plain topic costs 1,
   * `{a}{b}{c}` dozens): what matching one topic may cost per character, per subscription.
   */
  statesPerSubscription: 5_000,
  /**
   * The same, for all the open subscriptions of one client address together: past it, 429. With
   * each evaluation bounded (`LinearMatcher.maxSteps`), what one client's subscriptions add to
   * a publish is bounded, however costly its selectors.
   */
  statesPerAddress: 5_000,
  /** Characters of a topic, a selector or an event id. */
  topicLength: 2048,
  /** Characters of an event type. */
  typeLength: 256,
  /** Bytes written to a subscriber and not yet taken by its connection; past it the subscriber is dropped. */
  pendingBytes: 8 * 1024 * 1024,
} as const;

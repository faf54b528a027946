/** The hub's bounds on what a request may carry; past them the request is refused with a 4xx. */
export const HUB_LIMITS = {
  /** Bytes of a publish body. */
  bodyBytes: 1024 * 1024,
  /** Topics of one update. */
  topicsPerUpdate: 100,
  /** Selectors of one subscription. */
  selectorsPerSubscription: 100,
  /** Characters of a topic, a selector or an event id. */
  topicLength: 2048,
  /** Characters of an event type. */
  typeLength: 256,
  /** Bytes written to a subscriber and not yet taken by its connection; past it the subscriber is dropped. */
  pendingBytes: 8 * 1024 * 1024,
} as const;

import type { TopicMatcher } from './selector/TopicMatcher.js';

/** What a verified JWT lets its bearer do, in either protocol generation. */
export interface Grant {
  /** Topics it may publish to. */
  publish: readonly TopicMatcher[];
  /** Topics whose private updates it may receive. */
  subscribe: readonly TopicMatcher[];
  /** When it expires (ms since the epoch), if it says: a subscriber's stream is closed then. */
  expiresAt: number | undefined;
}

/** A subscriber without a JWT: public updates only. */
export const ANONYMOUS: Grant = { publish: [], subscribe: [], expiresAt: undefined };

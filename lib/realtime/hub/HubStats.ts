/**
 * What the hub did, counted: lets specs check that a cost is paid once (one encoding per update, one
 * match per distinct selector) rather than once per subscriber.
 */
export interface HubStats {
  /** Updates encoded as server-sent events. */
  encodings: number;
  /** Selectors compiled (a cache miss of {@link MatcherCache}). */
  compilations: number;
  /** Selectors evaluated against an update's topics (a miss of {@link UpdateMatches}). */
  evaluations: number;
}

export const emptyStats = (): HubStats => ({ encodings: 0, compilations: 0, evaluations: 0 });

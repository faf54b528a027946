import { ConfigurationError } from '../errors/ConfigurationError.js';

/**
 * How a table computes its column totals (`column.summarize(...)`, docs/totals.md). `upTo`: the totals over
 * every matching row are computed only while at most this many rows match (each is a scan of the matching
 * rows); past it the footer says so and shows the page's. Absent: always.
 */
export interface TotalsOptions {
  upTo?: number;
}

/** The options as given, copied; anything else is a ConfigurationError quoting them. */
export function checkTotalsOptions(options: TotalsOptions): Readonly<TotalsOptions> {
  const keys = options && typeof options === 'object' ? Object.keys(options) : null;
  const unknown = keys?.filter((key) => key !== 'upTo') ?? [];
  const { upTo } = options ?? {};
  if (keys === null || unknown.length > 0 || (upTo !== undefined && !(Number.isSafeInteger(upTo) && upTo >= 1))) {
    throw new ConfigurationError(`setTotals() takes { upTo?: rows } (a whole number of at least 1), got ${JSON.stringify(options)}`);
  }
  return Object.freeze(upTo === undefined ? {} : { upTo });
}

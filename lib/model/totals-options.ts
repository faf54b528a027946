import { ConfigurationError } from '../errors/ConfigurationError.js';

/**
 * How a table computes its column totals (`column.summarize(...)`, docs/totals.md). `upTo`: the totals over
 * every matching row are computed only while at most this many rows match (each is a scan of the matching
 * rows); past it the footer says so and shows the page's. Absent: always. `inExport`: see below.
 */
export interface TotalsOptions {
  upTo?: number;
  /** The export's last line holds the totals of every row it exports ("Totals of 57 rows"); an import of the file leaves that line out. */
  inExport?: boolean;
}

/** The options as given, copied; anything else is a ConfigurationError quoting them. */
export function checkTotalsOptions(options: TotalsOptions): Readonly<TotalsOptions> {
  const keys = options && typeof options === 'object' ? Object.keys(options) : null;
  const unknown = keys?.filter((key) => key !== 'upTo' && key !== 'inExport') ?? [];
  const { upTo, inExport } = options ?? {};
  if (keys === null || unknown.length > 0 || (upTo !== undefined && !(Number.isSafeInteger(upTo) && upTo >= 1)) || (inExport !== undefined && typeof inExport !== 'boolean')) {
    throw new ConfigurationError(`setTotals() takes { upTo?: rows (a whole number of at least 1), inExport?: boolean }, got ${JSON.stringify(options)}`);
  }
  return Object.freeze({ ...(upTo === undefined ? {} : { upTo }), ...(inExport ? { inExport } : {}) });
}

import { ConfigurationError } from '../../errors/ConfigurationError.js';

/** The bounds of what one request may ask for (the router's `limits` option). */
export interface RequestLimits {
  /** Most rows one data request returns; `length=-1` ("all") means this many (default 100). */
  pageLength: number;
  /** Longest global or column search value, in characters (default 200). */
  searchLength: number;
  /** Most column searches in one data request (default 20). */
  searchTerms: number;
  /** Most deletes and edit submits per client per minute (default 120; 0: no limit). */
  mutationsPerMinute: number;
  /** Most rows one bulk request may name or match (default 1,000): past it, 413 `too_many_rows`. */
  bulkRows: number;
  /**
   * Most rows one export may hold (default null: no limit). Past it the export is refused with 413
   * `too_many_rows` before the first byte, the matching rows counted exactly first.
   */
  exportRows: number | null;
  /** Most bytes one imported file may hold (default 10 MiB): past it 413 `payload_too_large`, before any row is written. */
  importBytes: number;
  /** Most lines one import may hold, its header aside (default 100,000): past it 413 `too_many_rows`, before any row is written. */
  importRows: number;
}

/** Defaults of {@link RequestLimits}. */
export const DEFAULT_LIMITS: Readonly<RequestLimits> = Object.freeze({ pageLength: 100, searchLength: 200, searchTerms: 20, mutationsPerMinute: 120, bulkRows: 1000, exportRows: null, importBytes: 10 * 1024 * 1024, importRows: 100_000 });

/** The limits with defaults filled in; a value that is not a whole number ≥ 0 (≥ 1 but `mutationsPerMinute`; `exportRows` may be null) is refused. */
export function resolveLimits(given: Partial<RequestLimits> | undefined): RequestLimits {
  const limits = { ...DEFAULT_LIMITS, ...(given ?? {}) };
  for (const [key, value] of Object.entries(limits)) {
    if (key === 'exportRows' && value === null) continue;
    const least = key === 'mutationsPerMinute' ? 0 : 1;
    if (!Number.isInteger(value) || (value as number) < least) {
      throw new ConfigurationError(`The "limits.${key}" option must be a whole number of ${least} or more, got ${String(value)}`);
    }
  }
  return limits;
}

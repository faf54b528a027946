import { ConfigurationError } from '../errors/ConfigurationError.js';

/**
 * How the data endpoint counts an entity table's rows (`recordsTotal`, `recordsFiltered`):
 * - `'exact'`: `COUNT(*)` on every request: exact, and a scan of the table (tens of ms per million rows);
 * - `'estimate'`: the planner's statistics (`pg_class.reltuples`, no scan) for the total, and a search's
 *   matches counted exactly up to 10,000, estimated by the planner past that; exact while the table
 *   was never analyzed;
 * - `{ estimateAbove: n }`: exact while the planner's statistics say the table has fewer than `n`
 *   rows, `'estimate'` from there (the default, with `n` = 100,000);
 * - `{ cacheMs }`: exact, each count kept that many milliseconds (per router, per table and search);
 *   an edit or delete of the table's entity through MikroORM (every one of this library's) drops them.
 */
export type CountStrategy = 'exact' | 'estimate' | { estimateAbove: number } | { cacheMs: number };

/** The default {@link CountStrategy}: exact up to 100,000 rows, estimated above. */
export const DEFAULT_COUNT_STRATEGY: CountStrategy = Object.freeze({ estimateAbove: 100_000 });

/** The strategy as given, copied; anything else is a ConfigurationError quoting it. */
export function checkCountStrategy(strategy: CountStrategy): CountStrategy {
  if (strategy === 'exact' || strategy === 'estimate') return strategy;
  const whole = (value: unknown, least: number) => Number.isSafeInteger(value) && (value as number) >= least;
  if (strategy && typeof strategy === 'object') {
    const keys = Object.keys(strategy);
    if (keys.length === 1 && 'estimateAbove' in strategy && whole(strategy.estimateAbove, 0)) return { estimateAbove: strategy.estimateAbove };
    if (keys.length === 1 && 'cacheMs' in strategy && whole(strategy.cacheMs, 1)) return { cacheMs: strategy.cacheMs };
  }
  throw new ConfigurationError(
    `setCountStrategy() takes 'exact', 'estimate', { estimateAbove: rows } or { cacheMs: milliseconds } (whole numbers), got ${JSON.stringify(strategy)}`,
  );
}

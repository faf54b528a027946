import { ConfigurationError } from '../errors/ConfigurationError.js';
import type { ColumnKind } from '../wire/page-view.js';
import { summaryKindsOf, type SummaryKind } from '../wire/totals.js';

/** The kinds a column of `kind` was asked to summarize, each once, in order; one it cannot is a ConfigurationError naming the column. */
export function checkSummaryKinds(name: string, className: string, kind: ColumnKind, kinds: readonly SummaryKind[]): SummaryKind[] {
  const allowed = summaryKindsOf(kind);
  for (const asked of kinds) {
    if (!allowed.includes(asked)) {
      const takes = allowed.length ? `it takes ${allowed.map((k) => `"${k}"`).join(', ')}` : 'it holds no value';
      throw new ConfigurationError(`Column "${name}" (${className}) cannot summarize ${JSON.stringify(asked)}; ${takes}`);
    }
  }
  return [...new Set(kinds)];
}

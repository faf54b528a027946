// Column totals (`column.summarize(...)`, docs/totals.md): what a column declares, how the browser asks
// for them with a data request, and how the data endpoint answers. The server reads the request strictly
// (lib/http/data/totals-request.ts); the footer formats the values with `totalText` (total-text.ts).

/** What a column can summarize: `count` of the values present, their `sum`, `avg`, `min` and `max`. */
export const SUMMARY_KINDS = ['count', 'sum', 'avg', 'min', 'max'] as const;

/** One of {@link SUMMARY_KINDS}. */
export type SummaryKind = (typeof SUMMARY_KINDS)[number];

/** Name of the request parameter group: `totals[<column>]=sum,avg` asks those of the column. */
export const TOTALS_PARAM = 'totals';

/** The totals the browser asks for, by column name, in the order each column declares them. */
export type TotalsAsked = Record<string, readonly SummaryKind[]>;

/**
 * One set of totals: how many rows it covers and, per column asked, each kind's value as decimal text
 * (an exact sum of numeric values past 2^53 stays exact; a date as `YYYY-MM-DD` or an ISO timestamp);
 * null where no row had a value (the sum of no rows is null, as in SQL; their count is "0").
 */
export interface RowTotals {
  rows: number;
  values: Record<string, Partial<Record<SummaryKind, string | null>>>;
}

/**
 * The data endpoint's `totals` (present only when the request asked for some): over every row matching
 * the search and filters (`all`), and over the page's rows (`page`). `all` is null when more rows match
 * than the table allows (`setTotals({ upTo })`), which `over` then says.
 */
export interface TotalsAnswer {
  all: RowTotals | null;
  page: RowTotals;
  over?: { upTo: number };
}

/** The request parameters of `asked`, in the bracket notation the server's nested-params parser reads. */
export function totalsParams(asked: TotalsAsked): Array<[string, string]> {
  return Object.entries(asked)
    .filter(([, kinds]) => kinds.length > 0)
    .map(([column, kinds]) => [`${TOTALS_PARAM}[${column}]`, kinds.join(',')]);
}

/** The kinds a column of this kind (`ColumnKind`) may summarize (`summarize()` refuses the others); none for templates and actions. */
export function summaryKindsOf(kind: string): readonly SummaryKind[] {
  switch (kind) {
    case 'number':
      return SUMMARY_KINDS;
    case 'date':
      return ['count', 'min', 'max'];
    case 'template':
    case 'action':
      return [];
    default:
      return ['count'];
  }
}

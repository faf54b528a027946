// Column totals (`column.summarize(...)`, docs/totals.md): what a column declares, how the browser asks
// for them with a data request, and how the data endpoint answers. The server reads the request strictly
// (lib/http/data/totals-request.ts); both sides format the values with `totalText`, so the export's line
// of totals and the table's footer read alike.

import type { ColumnView } from './page-view.js';
import { formatDate, formatLocaleDate } from './format-date.js';

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

/** The kinds a column of this kind may summarize (`summarize()` refuses the others); none for templates and actions. */
export function summaryKindsOf(kind: ColumnView['kind']): readonly SummaryKind[] {
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

/**
 * A total as shown, in the locale's number format with its grouping: a count as a whole number, a sum,
 * min or max of a number column with the column's decimals (else the value's own), an average with two
 * more decimals than the column's (at most 20); a date's min and max as the column's cells show dates.
 * '' for null.
 */
export function totalText(column: Pick<ColumnView, 'kind' | 'options'>, kind: SummaryKind, value: string | null, locale: string): string {
  if (value === null) return '';
  if (kind === 'count') return format(value, locale, 0, 0);
  if (column.kind === 'date') {
    const dateFormat = column.options?.dateFormat;
    return (typeof dateFormat === 'string' ? formatDate(value, dateFormat) : formatLocaleDate(value, locale)) ?? value;
  }
  const declared = typeof column.options?.decimals === 'number' ? column.options.decimals : null;
  const own = /\.(\d+)$/.exec(value)?.[1].length ?? 0;
  if (kind === 'avg') return format(value, locale, 0, Math.min(20, declared === null ? 2 : declared + 2));
  const digits = declared ?? Math.min(own, 20);
  return format(value, locale, digits, digits);
}

// Building an Intl.NumberFormat costs far more than using one; a decimal string is formatted exactly.
const formats = new Map<string, Intl.NumberFormat>();
function format(value: string, locale: string, least: number, most: number): string {
  const key = `${locale}\u0000${least}\u0000${most}`;
  let numbers = formats.get(key);
  if (!numbers) {
    if (formats.size > 200) formats.clear();
    formats.set(key, (numbers = new Intl.NumberFormat(locale, { minimumFractionDigits: least, maximumFractionDigits: most })));
  }
  if (!/^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(value)) return value;
  return numbers.format(value as unknown as number);
}

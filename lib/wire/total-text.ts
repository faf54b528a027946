// A column's total as the table's footer shows it (assets/summaries), and its line as the footer, the groups'
// header rows and the export word it, in a module of its own so that only the totals' chunk carries it, not
// the bundle every page loads.

import type { ColumnView } from './page-view.js';
import { formatDate, formatLocaleDate } from './format-date.js';
import type { SummaryKind } from './totals.js';

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

/** How {@link totalLines} writes a line, where the footer, the groups' header rows and the export differ. */
export interface TotalLineOptions {
  /** Before the kind's label: the column's, where nothing else says which column it is ("Price Sum 1,234.50", a group's header row). */
  before?: string;
  /** Between the kind's label and the value: a space, or a no-break space that keeps them on one line (the footer). */
  separator?: string;
  /** The value in first-strong isolates (U+2068 … U+2069), so that a right-to-left page keeps its sign and digits in order; a file's cells are not. */
  isolated?: boolean;
}

/**
 * "Sum 1,234.50" for each kind the column declares that `values` holds, in the order it declares them: the kind's
 * label (`totals.kind.*`, in `language`) and the total as shown ({@link totalText}; '–' for none). The one wording of
 * the footer, the groups' header rows and the export's totals line.
 */
export function totalLines(
  column: Pick<ColumnView, 'kind' | 'options' | 'totals'>,
  values: Partial<Record<SummaryKind, string | null>>,
  language: { t(key: string): string; locale: string },
  { before = '', separator = ' ', isolated = false }: TotalLineOptions = {},
): string[] {
  return (column.totals ?? []).filter((kind) => kind in values).map((kind) => {
    const text = totalText(column, kind, values[kind] ?? null, language.locale) || '–';
    return `${before}${language.t(`totals.kind.${kind}`)}${separator}${isolated ? `\u2068${text}\u2069` : text}`;
  });
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

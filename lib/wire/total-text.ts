// A column's total as the table's footer shows it (assets/totals), in a module of its own so that only the
// footer's chunk carries it, not the bundle every page loads.

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

// The format of a date column (`DateColumn.setDateFormat`): the server keeps it and sends it in the
// page view (`options.dateFormat`), the browser formats the cells with it. Its tokens, what they
// mean and the default are defined here for both.

/** A token of a date format: year, month, day, hours, minutes, seconds. */
export type DateToken = 'YYYY' | 'MM' | 'DD' | 'HH' | 'mm' | 'ss';
type DateParts = Record<DateToken, string>;

/** The ISO day, `2024-05-01`: a date column's format when it was given none, and what a date input sends. */
export const ISO_DATE_FORMAT = 'YYYY-MM-DD';

const NAIVE_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?$/;
const UTC_MIDNIGHT = /^\d{4}-\d{2}-\d{2}T00:00(?::00(?:\.0+)?)?(?:Z|[+-]00:?00)$/;

/**
 * Formats a date value with the tokens `YYYY`, `MM`, `DD`, `HH`, `mm`, `ss`; null when it is no date.
 *
 * A date or date-time without a zone (`2024-05-01`, `2024-05-01T10:00`) is shown as written. An
 * instant with a zone is shown in local time, except midnight UTC under a format without time
 * tokens: that is how a calendar date serialised through `Date` arrives, and it must not move to
 * the previous day west of Greenwich.
 */
export function formatDate(value: unknown, format: string): string | null {
  const parts = dateParts(value, !/HH|mm|ss/.test(format));
  if (!parts) return null;
  return format.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token as DateToken]);
}

/**
 * A date formatted for a locale by `Intl`, in digits (`05/01/2024` in `en`, `01.05.2024` in `de`,
 * `01/05/2024` in `fr`): the order and separators a date input shows in that locale, so a date reads
 * the same in the table and in the edit form. The calendar day {@link formatDate} would show;
 * {@link ISO_DATE_FORMAT} without a locale; null when it is no date.
 */
export function formatLocaleDate(value: unknown, locale: string | undefined): string | null {
  const day = dateParts(value, true);
  if (!day || !locale) return day && formatDate(value, ISO_DATE_FORMAT);
  // setUTCFullYear, not Date.UTC: that reads a year below 100 as 19xx.
  const date = new Date(0);
  date.setUTCFullYear(Number(day.YYYY), Number(day.MM) - 1, Number(day.DD));
  return numericDate(locale).format(date);
}

/**
 * How {@link formatLocaleDate} writes a day in a locale, as a format of tokens: `DD.MM.YYYY` in `de`,
 * `MM/DD/YYYY` in `en-US`, `DD/MM/YYYY` in `en-GB` and `fr`, `YYYY/MM/DD` in `ja`. Read from `Intl`'s
 * parts of one day, so it is the order the browser shows; direction marks (`ar`) are left out.
 */
export function localeDateFormat(locale: string): string {
  return numericDate(locale)
    .formatToParts(0)
    .map(({ type, value }) => (type === 'year' ? 'YYYY' : type === 'month' ? 'MM' : type === 'day' ? 'DD' : value.replace(/[\u200e\u200f\u061c]/g, '')))
    .join('');
}

// Building an Intl.DateTimeFormat costs a hundred times more than using one: a page formats tens of
// dates, an export a million (it was two thirds of an export's time).
const numericDates = new Map<string, Intl.DateTimeFormat>();

/** A day in digits, in the locale's order; in UTC, as the calendar day is the value's, not the viewer's. */
function numericDate(locale: string): Intl.DateTimeFormat {
  let format = numericDates.get(locale);
  if (!format) {
    if (numericDates.size > 100) numericDates.clear();
    numericDates.set(locale, (format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' })));
  }
  return format;
}

function dateParts(value: unknown, dateOnly: boolean): DateParts | null {
  if (typeof value === 'string') {
    const naive = NAIVE_DATE.exec(value);
    if (naive) {
      const [, YYYY, MM, DD, HH = '00', mm = '00', ss = '00'] = naive;
      return { YYYY, MM, DD, HH, mm, ss };
    }
  } else if (typeof value !== 'number' && !(value instanceof Date)) {
    return null;
  }
  const date = new Date(value as string | number | Date);
  if (Number.isNaN(date.getTime())) return null;
  const utc = dateOnly && typeof value === 'string' && UTC_MIDNIGHT.test(value);
  return utc
    ? parts(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 0, 0, 0)
    : parts(date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds());
}

function parts(year: number, month: number, day: number, hours: number, minutes: number, seconds: number): DateParts {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return { YYYY: pad(year, 4), MM: pad(month + 1), DD: pad(day), HH: pad(hours), mm: pad(minutes), ss: pad(seconds) };
}

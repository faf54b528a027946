import type { DateColumn } from '../column/DateColumn.js';
import { localeDateFormat } from '../wire/format-date.js';

/** A date in `[from, to)` (ISO days): the year, month or day a term names; `prefix` is that ISO prefix. */
export interface DateRange {
  kind: 'date';
  from: string;
  to: string;
  prefix: string;
}

type DateTerm = [year: string, month: string | undefined, day: string | undefined];

const ISO_TERM = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?$/;
/** Separators a term may use in place of its format's: a German user may type 05/05/1964 too. */
const SEPARATOR = /^[\s./-]+$/;

/**
 * What a term means on a date column: a year, month or day, as an ISO term (`1964`, `1964-05`,
 * `1964-05-05`), or as the table shows dates: in the column's `dateFormat` (a whole day), else in the
 * locale the browser formats them in (`05.05.1964` or `05.1964` in `de`, `05/26/1989` or `05/1989` in
 * `en-US`), read in that locale's order of day and month. Always a range of days, compared as dates;
 * null when the term names no date.
 */
export function dateTest(column: DateColumn, term: string, locale?: string): DateRange | null {
  const plain = term.replace(/[\u200e\u200f\u061c]/g, '');
  const parts = (ISO_TERM.exec(plain)?.slice(1) as DateTerm | undefined) ?? shownDate(column, plain, locale);
  if (!parts) return null;
  const [year, month, day] = parts.map((part) => (part === undefined ? undefined : Number(part)));
  // PostgreSQL has no year 0 (1 BC is followed by AD 1): such a term names no date it could compare.
  if (year === 0 || (month !== undefined && (month < 1 || month > 12))) return null;
  const start = new Date(0);
  start.setUTCFullYear(year!, (month ?? 1) - 1, day ?? 1);
  if (day !== undefined && start.getUTCDate() !== day) return null;
  const end = new Date(start);
  if (day !== undefined) end.setUTCDate(end.getUTCDate() + 1);
  else if (month !== undefined) end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  const iso = (date: Date) =>
    `${String(date.getUTCFullYear()).padStart(4, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;
  const prefix = iso(start).slice(0, day !== undefined ? 10 : month !== undefined ? 7 : 4);
  return { kind: 'date', from: iso(start), to: iso(end), prefix };
}

/** The term read as the column shows dates: its own format (a whole day), else the locale's (a day or a month). */
function shownDate(column: DateColumn, term: string, locale: string | undefined): DateTerm | undefined {
  if (column.givenDateFormat !== null) return readDate(column.givenDateFormat, term, true);
  if (!locale) return undefined;
  const format = localeDateFormat(locale);
  return readDate(format, term, true) ?? readDate(withoutDay(format), term, false);
}

/** `DD.MM.YYYY` -> `MM.YYYY`, `MM/DD/YYYY` -> `MM/YYYY`, `YYYY/MM/DD` -> `YYYY/MM`: the day and the separator beside it. */
function withoutDay(format: string): string {
  const pieces = format.split(/(YYYY|MM|DD)/);
  const day = pieces.indexOf('DD');
  pieces.splice(day === 1 ? day : day - 1, 2);
  return pieces.join('');
}

/** [year, month, day] of a term written in a format of tokens, else undefined; `whole`: the format must name a day. */
function readDate(format: string, term: string, whole: boolean): DateTerm | undefined {
  const order: string[] = [];
  const pieces = format.split(/(YYYY|MM|DD|HH|mm|ss)/).filter((piece) => piece !== '');
  const pattern = pieces.map((piece, index) => {
    if (piece === 'YYYY') return order.push('Y'), '(\\d{4})';
    if (piece === 'MM' || piece === 'DD') return order.push(piece[0]), '(\\d{1,2})';
    if (/^(?:HH|mm|ss)$/.test(piece)) return '\\d{1,2}';
    if (!SEPARATOR.test(piece)) return piece.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    // A trailing separator (`1964. 05. 05.` in `hu`) may be left out.
    return index === pieces.length - 1 ? '[\\s./-]*' : '[\\s./-]+';
  });
  if (!order.includes('Y') || !order.includes('M') || (whole && !order.includes('D'))) return undefined;
  const found = new RegExp(`^${pattern.join('')}$`).exec(term);
  if (!found) return undefined;
  const at = (part: string) => (order.includes(part) ? found[order.indexOf(part) + 1] : undefined);
  return [at('Y')!, at('M'), at('D')];
}

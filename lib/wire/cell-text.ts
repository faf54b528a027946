// A cell's value as text, the way the table shows it: a choice by its label, a boolean as Yes/No, a
// date in the column's format or the page's locale, a number with the locale's decimal separator and
// the column's decimals. The browser draws its cells with it (escaped) and the server writes exports
// with it, so a file holds what the table showed.

import type { ColumnView } from './page-view.js';
import { formatDate, formatLocaleDate } from './format-date.js';
import type { Translate } from './translate.js';
import { isRelatedLabels, RELATED_SEPARATOR } from './related-labels.js';

/** The language a cell is shown in: the messages `cell.yes` and `cell.no`, the locale `Intl` formats with. */
export interface CellTextLanguage {
  t: Translate;
  locale?: string;
}

/**
 * The text of a column's cells, as shown: blank for null, undefined and ''. Text, URL and HTML
 * columns give their value as it is; a template or action column has no stored value ('').
 */
export function cellText(column: ColumnView, language: CellTextLanguage): (value: unknown) => string {
  const one = kindText(column, language);
  if (column.kind === 'action' || column.kind === 'template') return one;
  // A to-many column's value (`tags`): its labels, each as the column's kind shows it, then "+3 more".
  return (value) => {
    if (!isRelatedLabels(value)) return one(value);
    const text = value.labels.map(one).filter(Boolean).join(RELATED_SEPARATOR);
    const more = value.more > 0 ? language.t('cell.more', { count: value.more }) : '';
    return text && more ? `${text} ${more}` : text || more;
  };
}

function kindText(column: ColumnView, { t, locale }: CellTextLanguage): (value: unknown) => string {
  const options = column.options ?? {};
  const blankOr = (shown: (value: unknown) => string) => (value: unknown) => (isBlank(value) ? '' : shown(value));
  switch (column.kind) {
    case 'boolean': {
      const [yes, no] = [t('cell.yes'), t('cell.no')];
      return blankOr((value) => (value === true || value === 1 || value === '1' || value === 'true' ? yes : no));
    }
    case 'choice': {
      const choices = (options.choices ?? {}) as Record<string, string>;
      return blankOr((value) => (Object.hasOwn(choices, String(value)) ? choices[String(value)] : String(value)));
    }
    case 'date': {
      const format = options.dateFormat;
      const shown = typeof format === 'string' ? (value: unknown) => formatDate(value, format) : (value: unknown) => formatLocaleDate(value, locale);
      // A column's dates repeat (days): each text is worked out once. Only text values: an instant with a
      // zone is shown in local time, which the value alone decides too.
      const known = new Map<string, string>();
      return blankOr((value) => {
        if (typeof value !== 'string') return shown(value) ?? String(value);
        let text = known.get(value);
        if (text === undefined) {
          if (known.size >= 10_000) known.clear();
          known.set(value, (text = shown(value) ?? value));
        }
        return text;
      });
    }
    case 'number': {
      const decimals = typeof options.decimals === 'number' ? options.decimals : null;
      if (column.type === 'num') return blankOr((value) => formatNumber(value, locale, decimals) ?? String(value));
      return blankOr(String);
    }
    case 'template':
    case 'action':
      return () => '';
    default:
      return blankOr(String);
  }
}

function isBlank(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/**
 * A number (or decimal string) with the locale's digits and decimal separator, and the column's
 * `decimals` (a price of scale 2: `20` is `20.00`) or else the decimals sent; null for anything else.
 * No grouping: a number column may hold years or codes.
 */
export function formatNumber(value: unknown, locale: string | undefined, decimals: number | null): string | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const decimal = /^-?(?:0|[1-9]\d{0,14})(?:\.(\d{1,15}))?$/.exec(text);
  if (!decimal) return null;
  const digits = decimals ?? decimal[1]?.length ?? 0;
  const number = Number(text);
  if (!locale) return decimals === null ? null : number.toFixed(digits);
  // Where nothing is rounded (the value has no more decimals than are shown) and the locale writes ASCII
  // digits and "-", Intl's answer is toFixed's with the locale's separator: the same text, without Intl's
  // cost (a million cells of an export).
  const separator = (decimal[1]?.length ?? 0) <= digits && !Object.is(number, -0) ? plainSeparator(locale) : null;
  if (separator !== null) return separator === '.' ? number.toFixed(digits) : number.toFixed(digits).replace('.', separator);
  return numberFormat(locale, digits).format(number);
}

const separators = new Map<string, string | null>();
/** The locale's decimal separator when it writes numbers as ASCII digits with "-" and no grouping; else null. */
export function plainSeparator(locale: string): string | null {
  let separator = separators.get(locale);
  if (separator === undefined) {
    const parts = numberFormat(locale, 1).formatToParts(-1234567890.5);
    const plain = parts.map(({ type, value }) => (type === 'decimal' ? '.' : value)).join('') === '-1234567890.5';
    separators.set(locale, (separator = plain ? parts.find((part) => part.type === 'decimal')!.value : null));
  }
  return separator;
}

// Building an Intl.NumberFormat costs far more than using one: an export formats a million cells.
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale}\u0000${digits}`;
  let format = formats.get(key);
  if (!format) {
    if (formats.size > 200) formats.clear();
    formats.set(key, (format = new Intl.NumberFormat(locale, { useGrouping: false, minimumFractionDigits: digits, maximumFractionDigits: digits })));
  }
  return format;
}

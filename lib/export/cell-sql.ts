// A cell as the table shows it, said in SQL: the twin of `lib/wire/cell-text` for a column holding a
// stored property, so that PostgreSQL can write an export's CSV itself (`COPY … TO STDOUT`, a tenth of
// the time of formatting each row in JavaScript). It says a cell only where its text is exactly
// cellText's then neutraliseFormula's for every value the column's database type can hold; for
// anything else it answers null, and the export formats the rows in JavaScript as before.

import type { EntityProperty } from '@mikro-orm/core';
import { neutraliseFormula } from './formula-guard.js';
import { formatLocaleDate, localeDateFormat, type DateToken } from '../wire/format-date.js';
import { plainSeparator } from '../wire/cell-text.js';
import type { CellTextLanguage } from '../wire/cell-text.js';
import type { ColumnView } from '../wire/page-view.js';

/**
 * The SQL of one column's cells: text, or NULL for a blank cell (what `COPY … (FORMAT csv)` writes as an
 * empty field, where it would quote an empty string). `field` is the column's qualified, quoted name.
 * Null when SQL cannot say exactly what the table shows.
 */
export function cellSql(column: ColumnView, prop: EntityProperty, field: string, { t, locale }: CellTextLanguage): string | null {
  const type = databaseType(prop);
  const options = column.options ?? {};
  switch (column.kind) {
    case 'boolean':
      if (type !== 'boolean' || prop.runtimeType !== 'boolean') return null;
      return `case when ${field} then ${literal(neutraliseFormula(t('cell.yes')))} when not ${field} then ${literal(neutraliseFormula(t('cell.no')))} end`;
    case 'choice': {
      const asText = textOf(type, prop, field);
      if (asText === null) return null;
      // A blank value ('' or null) is a blank cell whatever the choices say, as in cellText.
      const choices = Object.entries((options.choices ?? {}) as Record<string, string>).filter(([value]) => value !== '');
      const labels = choices.map(([value, label]) => ` when ${literal(value)} then ${literal(neutraliseFormula(label))}`).join('');
      return `nullif(case ${asText}${labels} else ${guarded(asText)} end, '')`;
    }
    case 'date':
      return type === 'date' && prop.runtimeType === 'string' ? dateSql(field, options.dateFormat, locale) : null;
    case 'number': {
      if (column.type !== 'num') return textOf(type, prop, field);
      return numberSql(type, prop, field, typeof options.decimals === 'number' ? options.decimals : null, locale);
    }
    case 'template':
    case 'action':
      return null;
    default: {
      const asText = textOf(type, prop, field);
      return asText === null ? null : `nullif(${guarded(asText)}, '')`;
    }
  }
}

/** The property's database type, lower case, without its length or precision: `varchar`, `numeric`, `int`. */
function databaseType(prop: EntityProperty): string {
  return String(prop.columnTypes?.[0] ?? '').toLowerCase().replace(/\s*\(.*$/, '').trim();
}

const TEXT_TYPES = new Set(['text', 'varchar', 'character varying', 'uuid']);
const INTEGER_TYPES = new Set(['int', 'integer', 'int4', 'smallint', 'int2', 'bigint', 'int8']);

/** The value as `String(value)` writes it, for the types where PostgreSQL's text is the same; else null. */
function textOf(type: string, prop: EntityProperty, field: string): string | null {
  if (TEXT_TYPES.has(type) && prop.runtimeType === 'string') return field;
  // An int8 reaches JavaScript as a string or a bigint: its digits either way. A number loses them past 2^53.
  if (INTEGER_TYPES.has(type) && (prop.runtimeType !== 'number' || !['bigint', 'int8'].includes(type))) return `${field}::text`;
  return null;
}

/** neutraliseFormula in SQL: a text beginning with = + - @ tab or CR, and no plain number, gets a leading apostrophe. */
function guarded(text: string): string {
  return `case when ascii(${text}) in (61, 43, 45, 64, 9, 13) and ${text} !~ '^-?[0-9]+([.,][0-9]+)?$' then '''' || ${text} else ${text} end`;
}

/**
 * formatNumber in SQL, where it rounds nothing: an integer column with any decimals (`round` pads them),
 * a `numeric(p, s)` of at most 15 digits shown with at least its scale (a double holds each of its values
 * exactly, so toFixed's digits are the stored ones). Where the table rounds, JavaScript's rounding of a
 * double and PostgreSQL's of a decimal may part: null. A number's text never needs the formula guard.
 */
function numberSql(type: string, prop: EntityProperty, field: string, decimals: number | null, locale: string | undefined): string | null {
  const separator = locale === undefined ? '.' : plainSeparator(locale);
  if (separator !== '.' && separator !== ',') return null;
  const shown = (digits: number) => {
    const fixed = `round(${field}::numeric, ${digits})::text`;
    return separator === '.' ? fixed : `replace(${fixed}, '.', ',')`;
  };
  if (INTEGER_TYPES.has(type)) {
    const asText = textOf(type, prop, field);
    if (asText === null) return null;
    // Past 15 digits (an int8) formatNumber gives the value as it is; a bigint always is.
    if (decimals === null || decimals === 0 || prop.runtimeType === 'bigint') return asText;
    if (type !== 'bigint' && type !== 'int8') return shown(decimals);
    return `case when ${field} > -1e15 and ${field} < 1e15 then ${shown(decimals)} else ${asText} end`;
  }
  if (type !== 'numeric' && type !== 'decimal') return null;
  const precision = Number(prop.precision);
  const scale = Number(prop.scale ?? 0);
  if (!Number.isInteger(precision) || precision > 15 || !Number.isInteger(scale)) return null;
  // The value's own decimals: a numeric(p, s)'s text always has s, a number has as many as it needs.
  if (decimals === null) return prop.runtimeType === 'string' && locale === undefined ? `${field}::text` : prop.runtimeType === 'string' ? shown(scale) : null;
  if (decimals < scale || precision - scale + decimals > 15) return null;
  return shown(decimals);
}

/**
 * formatDate (the column's format) or formatLocaleDate (the locale's digits) in SQL, through `to_char`,
 * for a `date` column read as its ISO text. The locale's way is used only where `Intl` writes exactly
 * its tokens (ASCII digits, the year unpadded); a day before year 1 or `infinity` is shown as stored.
 */
function dateSql(field: string, format: unknown, locale: string | undefined): string | null {
  let pattern: string;
  if (typeof format === 'string') pattern = toCharPattern(format, 'YYYY');
  else if (locale === undefined) pattern = toCharPattern('YYYY-MM-DD', 'YYYY');
  else {
    const tokens = localeDateFormat(locale);
    if (!SAMPLE_DAYS.every((day) => formatLocaleDate(day, locale) === withUnpaddedYear(day, tokens))) return null;
    pattern = toCharPattern(tokens, 'FMYYYY');
  }
  return `case when isfinite(${field}) and ${field} >= '0001-01-01' then to_char(${field}, ${literal(pattern)}) else ${field}::text end`;
}

/** Days whose text in a locale tells whether `Intl` writes every day as the locale's tokens with an unpadded year. */
const SAMPLE_DAYS = ['2024-05-01', '1999-12-31', '0500-01-02', '0042-11-09'];

/** An ISO day written with date tokens, its year without leading zeros (`01.05.500`): how `Intl` writes a day in digits. */
function withUnpaddedYear(day: string, tokens: string): string {
  const [year, month, date] = day.split('-');
  const parts: Record<DateToken, string> = { YYYY: String(Number(year)), MM: month, DD: date, HH: '00', mm: '00', ss: '00' };
  return tokens.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token as DateToken]);
}

/** A format of date tokens as a `to_char` pattern: the tokens mapped, everything else quoted as literal text. */
function toCharPattern(format: string, year: 'YYYY' | 'FMYYYY'): string {
  const tokens: Record<DateToken, string> = { YYYY: year, MM: 'MM', DD: 'DD', HH: 'HH24', mm: 'MI', ss: 'SS' };
  return format.split(/(YYYY|MM|DD|HH|mm|ss)/).map((part, i) =>
    i % 2 === 1 ? tokens[part as DateToken] : part === '' ? '' : `"${part.replace(/["\\]/g, '\\$&')}"`).join('');
}

/** A string as an SQL literal. */
function literal(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

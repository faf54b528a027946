import type { AbstractColumn, SearchMode } from '../column/AbstractColumn.js';
import { ChoiceColumn } from '../column/ChoiceColumn.js';
import type { DateColumn } from '../column/DateColumn.js';
import { dateTest, type DateRange } from './search-date.js';

/**
 * What a search term means for one column, decided by the column's kind and search mode before any
 * SQL is written: the SQL query (`search-sql`) and the in-memory pages (`match-value`) both read it,
 * so entity tables and tables built by hand match the same rows.
 */
export type SearchTest =
  /** No value can match: a number column searched for "abc", a date column for "soon". */
  | { kind: 'none' }
  /** Text containing, starting with or equal to `term`, case-insensitively. */
  | { kind: 'text'; mode: SearchMode; term: string }
  /** A number equal to `value` (a plain decimal literal, sign and all). */
  | { kind: 'number'; value: string }
  | { kind: 'boolean'; value: boolean }
  /** One of these stored choice values. */
  | { kind: 'choice'; values: string[] }
  | DateRange
  /**
   * A column filter's range (`filter-test`): numbers from `from` to `to`, both inclusive; ISO days in
   * `[from, to)`. A null bound is open.
   */
  | { kind: 'range'; of: 'number' | 'date'; from: string | null; to: string | null };

const NONE: SearchTest = { kind: 'none' };
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const BOOLEAN_WORDS = new Map([['true', true], ['yes', true], ['false', false], ['no', false]]);

/**
 * The test a (trimmed, non-empty) search term stands for on this column. `dateLocale` is the locale
 * the browser shows dates in (see `Translations.dateLocale`): a date column without a format is searched
 * as it shows them too.
 */
export function searchTest(column: AbstractColumn, term: string, dateLocale?: string): SearchTest {
  switch (column.kind) {
    case 'number':
      return NUMBER.test(term) ? { kind: 'number', value: term.replace(/^\+/, '') } : NONE;
    case 'boolean': {
      const value = BOOLEAN_WORDS.get(term.toLowerCase());
      return value === undefined ? NONE : { kind: 'boolean', value };
    }
    case 'choice':
      return choiceTest(column as ChoiceColumn, term);
    case 'date':
      return dateTest(column as DateColumn, term, dateLocale) ?? NONE;
    default:
      return { kind: 'text', mode: column.searchMode, term };
  }
}

/** Whether text matches a term in a mode, case-insensitively (`lower()` on both sides, as in SQL). */
export function textMatches(text: string, mode: SearchMode, term: string): boolean {
  const value = text.toLowerCase();
  const wanted = term.toLowerCase();
  if (mode === 'exact') return value === wanted;
  return mode === 'prefix' ? value.startsWith(wanted) : value.includes(wanted);
}

// Choices are few and known: the term is matched against their values and labels here, and SQL only
// sees `IN (values)`, which a B-tree serves whatever the mode.
function choiceTest(column: ChoiceColumn, term: string): SearchTest {
  const values = [...column.choices]
    .filter(([value, label]) => textMatches(value, column.searchMode, term) || textMatches(label, column.searchMode, term))
    .map(([value]) => value);
  return values.length === 0 ? NONE : { kind: 'choice', values };
}

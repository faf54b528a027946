import type { AbstractColumn, SearchMode } from '../column/AbstractColumn.js';
import { ChoiceColumn } from '../column/ChoiceColumn.js';
import { DateColumn } from '../column/DateColumn.js';

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
  /** A date in `[from, to)` (ISO days): the year, month or day the term names; `prefix` is that ISO prefix. */
  | { kind: 'date'; from: string; to: string; prefix: string };

const NONE: SearchTest = { kind: 'none' };
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const BOOLEAN_WORDS = new Map([['true', true], ['yes', true], ['false', false], ['no', false]]);

/** The test a (trimmed, non-empty) search term stands for on this column. */
export function searchTest(column: AbstractColumn, term: string): SearchTest {
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
      return dateTest(column as DateColumn, term);
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

function dateTest(column: DateColumn, term: string): SearchTest {
  const parts = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?$/.exec(term)?.slice(1) ?? displayedDate(column.dateFormat, term);
  if (!parts) return NONE;
  const [year, month, day] = parts.map((part) => (part === undefined ? undefined : Number(part)));
  if (month !== undefined && (month < 1 || month > 12)) return NONE;
  const start = new Date(0);
  start.setUTCFullYear(year!, (month ?? 1) - 1, day ?? 1);
  if (day !== undefined && start.getUTCDate() !== day) return NONE;
  const end = new Date(start);
  if (day !== undefined) end.setUTCDate(end.getUTCDate() + 1);
  else if (month !== undefined) end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  const iso = (date: Date) =>
    `${String(date.getUTCFullYear()).padStart(4, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;
  const prefix = iso(start).slice(0, day !== undefined ? 10 : month !== undefined ? 7 : 4);
  return { kind: 'date', from: iso(start), to: iso(end), prefix };
}

/** A whole day written in the column's display format (`DD/MM/YYYY`): [year, month, day], else undefined. */
function displayedDate(format: string, term: string): Array<string | undefined> | undefined {
  const order: string[] = [];
  const pattern = format.replace(/YYYY|MM|DD|HH|mm|ss|[^A-Za-z]/g, (token) => {
    if (token === 'YYYY') return order.push('Y'), '(\\d{4})';
    if (token === 'MM' || token === 'DD') return order.push(token[0]), '(\\d{1,2})';
    if (token.length === 2) return '\\d{1,2}';
    return token.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  });
  if (!['Y', 'M', 'D'].every((part) => order.includes(part))) return undefined;
  const found = new RegExp(`^${pattern}$`).exec(term);
  if (!found) return undefined;
  const at = (part: string) => found[order.indexOf(part) + 1];
  return [at('Y'), at('M'), at('D')];
}

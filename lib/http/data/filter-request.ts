import { HttpError } from '../../errors/HttpError.js';
import type { ColumnFilter } from '../../persistence/filter-test.js';
import { assertStorableText } from '../../persistence/storable-text.js';
import type { TableBinding } from '../../persistence/TableBinding.js';
import type { ColumnFilterView } from '../../wire/page-view.js';
import { FILTERS_PARAM, type FilterValue } from '../../wire/filters.js';
import type { RequestLimits } from '../router/RequestLimits.js';
import type { EntityMetadata } from '@mikro-orm/core';
import { keyProperty } from '../../persistence/column-path.js';
import { convertIdentifier } from '../../persistence/identifier.js';
import { MOST_RELATED_IDS } from '../../wire/relation-options.js';

/** The keys each kind of filter takes: `{ in }`, `{ is }`, `{ from?, to? }`, `{ text }`. */
const SHAPES: Record<ColumnFilterView['kind'], readonly string[]> = {
  choice: ['in'], boolean: ['is'], date: ['from', 'to'], number: ['from', 'to'], text: ['text'], relation: ['in'],
};
/** A plain decimal literal, as a number column is searched for; 30 characters at most (any SQL number type holds it). */
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const LONGEST_NUMBER = 30;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The `filters` group of a data request (`filters[status][in][0]=draft`, nested-params) or of a bulk's
 * `matching` (JSON: `{ status: { in: ['draft'] } }`), read strictly against the table: every key a
 * column with a filter, in the shape of its kind, each value of its type (a choice among the choices,
 * a number a decimal literal, a date an ISO day), text within `limits.searchLength`, nothing a
 * database cannot store. Anything else is 400 naming the parameter. No limit of its own is needed:
 * a request holds at most one filter per filterable column and one value per choice.
 */
export function parseFilters(
  raw: unknown,
  binding: TableBinding,
  limits: Pick<RequestLimits, 'searchLength'>,
  name: string = FILTERS_PARAM,
): ColumnFilter[] {
  if (raw === undefined) return [];
  const filters: ColumnFilter[] = [];
  for (const [column, value] of Object.entries(group(raw, name))) {
    const param = `${name}[${column.slice(0, 50)}]`;
    const view = binding.table.column(column);
    const filter = view && binding.flagsOf(view).filter;
    if (!view) throw bad(param, `Unknown column "${column.slice(0, 50)}" in "${name}"`, 'is not a column of the table');
    if (!filter) throw bad(param, `Column "${column.slice(0, 50)}" has no filter`, 'has no filter');
    const path = binding.pathOf(column);
    const read = filter.kind === 'relation' && path ? { in: relatedKeys(group(value, param).in, path.owner, `${param}[in]`) } : filterValue(group(value, param), filter, param, limits.searchLength);
    filters.push({ column, value: read });
  }
  return filters;
}

function filterValue(given: Record<string, unknown>, filter: ColumnFilterView, param: string, longest: number): FilterValue {
  const keys = Object.keys(given);
  const allowed = SHAPES[filter.kind];
  const stray = keys.find((key) => !allowed.includes(key));
  if (stray !== undefined || keys.length === 0) {
    throw bad(param, `"${param}" must be ${allowed.map((key) => `[${key}]`).join(' or ')} (a ${filter.kind} filter)`, `takes ${allowed.join(', ')}`);
  }
  switch (filter.kind) {
    case 'choice':
      return { in: choices(given.in, filter, `${param}[in]`) };
    case 'boolean': {
      const is = given.is;
      if (is === true || is === 'true') return { is: true };
      if (is === false || is === 'false') return { is: false };
      throw bad(`${param}[is]`, `"${param}[is]" must be true or false`, 'must be true or false');
    }
    case 'text': {
      const text = storable(given.text, `${param}[text]`, longest).trim();
      if (text === '') throw bad(`${param}[text]`, `"${param}[text]" must not be empty`, 'must not be empty');
      return { text };
    }
    default: {
      const read = filter.kind === 'date' ? isoDay : decimal;
      const range: { from?: string; to?: string } = {};
      for (const key of ['from', 'to'] as const) if (given[key] !== undefined) range[key] = read(given[key], `${param}[${key}]`);
      return range;
    }
  }
}

/** `in` as a list (JSON) or as indexed parameters (`[in][0]`, `[in][1]`): distinct choices of the column, at least one. */
function choices(raw: unknown, filter: ColumnFilterView, param: string): string[] {
  const offered = new Set((filter.choices ?? []).map((choice) => choice.value));
  const list = Array.isArray(raw) ? raw : raw !== null && typeof raw === 'object' ? indexed(raw as Record<string, unknown>, param) : null;
  if (!list || list.length === 0) throw bad(param, `"${param}" must list at least one choice`, 'must list at least one choice');
  if (list.length > offered.size) throw bad(param, `"${param}" lists more values than the column has choices`, `at most ${offered.size} values`);
  const values = list.map((value, index) => storable(value, `${param}[${index}]`, Number.MAX_SAFE_INTEGER));
  const unknown = values.find((value) => !offered.has(value));
  if (unknown !== undefined) throw bad(param, `"${param}" names ${JSON.stringify(unknown.slice(0, 50))}, which is not a choice of the column`, 'must name choices of the column');
  if (new Set(values).size !== values.length) throw bad(param, `"${param}" names a choice twice`, 'must name each choice once');
  return values;
}

/**
 * A relation filter's `in`: keys of related rows (as a list or indexed), each of the related key's type,
 * distinct, at least one and at most {@link MOST_RELATED_IDS}. Whether such rows exist is not asked: a
 * key of none matches no row.
 */
function relatedKeys(raw: unknown, related: EntityMetadata, param: string): string[] {
  const list = Array.isArray(raw) ? raw : raw !== null && typeof raw === 'object' ? indexed(raw as Record<string, unknown>, param) : null;
  if (!list || list.length === 0) throw bad(param, `"${param}" must list at least one related row`, 'must list at least one related row');
  if (list.length > MOST_RELATED_IDS) throw bad(param, `"${param}" lists more than ${MOST_RELATED_IDS} related rows`, `at most ${MOST_RELATED_IDS} values`);
  const keys = list.map((value, index) => {
    const text = storable(value, `${param}[${index}]`, 100);
    // Read as an action's identifier is: a text that can name no row of the key's type is refused, never sent to SQL.
    const key = convertIdentifier(keyProperty(related), text);
    if (key === null) throw bad(param, `"${param}" names ${JSON.stringify(text.slice(0, 50))}, which is no key of "${related.className}"`, `must name keys of ${related.className}`);
    return String(key);
  });
  if (new Set(keys).size !== keys.length) throw bad(param, `"${param}" names a related row twice`, 'must name each row once');
  return keys;
}

/** `{ '0': a, '1': b }` as `[a, b]`: the indexes 0..n-1, each once, in any order. */
function indexed(raw: Record<string, unknown>, param: string): unknown[] {
  const keys = Object.keys(raw).sort((a, b) => Number(a) - Number(b));
  if (!keys.every((key, i) => key === String(i))) throw bad(param, `"${param}" must be indexed [0], [1], …`, 'must be a list');
  return keys.map((key) => raw[key]);
}

function decimal(raw: unknown, param: string): string {
  const text = storable(raw, param, LONGEST_NUMBER);
  if (!NUMBER.test(text)) throw bad(param, `"${param}" must be a number written in digits (-12.5)`, 'must be a number');
  return text.replace(/^\+/, '');
}

function isoDay(raw: unknown, param: string): string {
  const text = storable(raw, param, 10);
  const parts = ISO_DAY.exec(text);
  const [year, month, day] = (parts?.slice(1) ?? []).map(Number);
  const date = new Date(0);
  if (parts) date.setUTCFullYear(year, month - 1, day);
  if (!parts || year < 1 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw bad(param, `"${param}" must be a day written YYYY-MM-DD (0001-01-01 to 9999-12-31)`, 'must be a date YYYY-MM-DD');
  }
  return text;
}

function storable(raw: unknown, param: string, longest: number): string {
  if (typeof raw !== 'string') throw bad(param, `"${param}" must be a single text value`, 'must be text');
  if (raw.length > longest) throw bad(param, `"${param}" is longer than ${longest} characters`, `at most ${longest} characters`);
  return assertStorableText(raw, param);
}

function group(raw: unknown, name: string): Record<string, unknown> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw bad(name, `"${name}" must be a group of parameters`, 'must be a group');
  return raw as Record<string, unknown>;
}

function bad(param: string, message: string, field: string): HttpError {
  return HttpError.badRequest(message, { [param]: [field] });
}

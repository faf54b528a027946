import { HttpError } from '../../errors/HttpError.js';
import { assertStorableText } from '../../persistence/storable-text.js';
import type { NestedParams } from '../shared/nested-params.js';
import { DEFAULT_LIMITS, type RequestLimits } from '../router/RequestLimits.js';
import { FILTERS_PARAM } from '../../wire/filters.js';


/** One ordering: a column name and a direction. */
export interface DataOrder {
  column: string;
  dir: 'asc' | 'desc';
}

/** A DataTables.net server-side request, checked: names instead of indexes, bounded numbers. */
export interface DataRequest {
  draw: number;
  start: number;
  length: number;
  /** Global search value ('' for none). */
  search: string;
  /** Requested orderings, in priority order, by column name (not yet checked against the table). */
  order: DataOrder[];
  /** Per-column search values by column name (only non-empty ones). */
  columnSearch: Map<string, string>;
  /** Columns the client excluded from search with `columns[i][searchable]=false`. */
  unsearchable: Set<string>;
  /** The `filters` group as sent; `pageQuery` reads it strictly against the table (`filter-request`). */
  filters?: unknown;
}

/**
 * Reads `draw`, `start`, `length`, `search[value]`, `order[i][column|dir]` and `columns[i][...]`, and
 * keeps the `filters[...]` group for `pageQuery`, which knows the table's filters.
 * `length` is clamped to 1..`limits.pageLength` (`-1` is the maximum); absent, the table's page
 * length. Values that are not what DataTables.net sends (`start=abc`, `order[0][dir]=up`) are 400, and
 * so are searches past `limits.searchLength` characters or more than `limits.searchTerms` column searches.
 * Orderings name columns through `columns[i][data]`, else the table's i-th column.
 */
export function parseDataRequest(
  params: NestedParams,
  columnNames: readonly string[],
  pageLength: number,
  limits: Pick<RequestLimits, 'pageLength' | 'searchLength' | 'searchTerms'> = DEFAULT_LIMITS,
): DataRequest {
  const searchValue = (value: string | NestedParams | undefined, name: string) => readSearch(value, name, limits.searchLength);
  const columns = group(params.columns, 'columns');
  const nameAt = (index: string): string | undefined => {
    const data = group(columns[index], `columns[${index}]`).data;
    // A path names a relation's value: only the table's own columns on relations may be read (docs/tables-and-columns.md, "Columns on relations").
    if (typeof data === 'string' && data.includes('.') && !columnNames.includes(data)) {
      throw HttpError.badRequest(`"columns[${index}][data]" names ${JSON.stringify(data.slice(0, 80))}, a path the table does not declare`, { [`columns[${index}][data]`]: ['is not a column of the table'] });
    }
    if (typeof data === 'string' && data !== '') return data;
    return columnNames[Number(index)];
  };
  const request: DataRequest = {
    draw: integer(params.draw, 'draw', 0),
    start: integer(params.start, 'start', 0),
    length: clampLength(integer(params.length, 'length', pageLength), limits.pageLength),
    search: searchValue(group(params.search, 'search').value, 'search[value]'),
    order: [],
    columnSearch: new Map(),
    unsearchable: new Set(),
    filters: params[FILTERS_PARAM],
  };
  if (request.start < 0) throw HttpError.badRequest('"start" must not be negative', { start: ['must be 0 or more'] });
  for (const [index, raw] of entries(group(params.order, 'order'))) {
    const item = group(raw, `order[${index}]`);
    const dir = item.dir === undefined ? 'asc' : text(item.dir, `order[${index}][dir]`).toLowerCase();
    if (dir !== 'asc' && dir !== 'desc') throw HttpError.badRequest(`"order[${index}][dir]" must be "asc" or "desc"`);
    const columnIndex = integer(item.column, `order[${index}][column]`, -1);
    const name = columnIndex >= 0 ? nameAt(String(columnIndex)) : undefined;
    if (name !== undefined) request.order.push({ column: name, dir });
  }
  for (const [index, raw] of entries(columns)) {
    const column = group(raw, `columns[${index}]`);
    const name = nameAt(index);
    if (name === undefined) continue;
    if (column.searchable === 'false') request.unsearchable.add(name);
    const value = searchValue(group(column.search, `columns[${index}][search]`).value, `columns[${index}][search][value]`);
    if (value !== '') request.columnSearch.set(name, value);
  }
  if (request.columnSearch.size > limits.searchTerms) {
    throw HttpError.badRequest(`At most ${limits.searchTerms} column searches are allowed`, { columns: [`at most ${limits.searchTerms} searches`] });
  }
  return request;
}

function clampLength(length: number, most: number): number {
  if (length === -1) return most;
  return Math.min(most, Math.max(1, length));
}

function entries(params: NestedParams): Array<[string, string | NestedParams]> {
  return Object.keys(params)
    .sort((a, b) => Number(a) - Number(b))
    .map((key) => {
      if (!/^\d+$/.test(key)) throw HttpError.badRequest(`Unexpected parameter key ${JSON.stringify(key.slice(0, 50))}`);
      return [key, params[key]];
    });
}

function group(value: string | NestedParams | undefined, name: string): NestedParams {
  if (value === undefined) return Object.create(null) as NestedParams;
  if (typeof value === 'string') throw HttpError.badRequest(`"${name}" must be a group of parameters`);
  return value;
}

function text(value: string | NestedParams, name: string): string {
  if (typeof value !== 'string') throw HttpError.badRequest(`"${name}" must be a single value`);
  return value;
}

function integer(value: string | NestedParams | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const raw = text(value, name);
  if (!/^-?\d{1,15}$/.test(raw)) throw HttpError.badRequest(`"${name}" must be an integer`, { [name]: ['must be an integer'] });
  return Number(raw);
}

/** A search value as the data request reads it: text, at most `longest` characters, storable, trimmed (else 400). */
export function readSearch(value: string | NestedParams | undefined, name: string, longest: number): string {
  if (value === undefined) return '';
  const raw = text(value, name);
  if (raw.length > longest) {
    throw HttpError.badRequest(`"${name}" is longer than ${longest} characters`, { [name]: [`at most ${longest} characters`] });
  }
  return assertStorableText(raw, name).trim();
}

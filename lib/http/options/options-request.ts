import type { EntityProperty } from '@mikro-orm/core';
import { HttpError } from '../../errors/HttpError.js';
import { convertIdentifier } from '../../persistence/identifier.js';
import { assertStorableText } from '../../persistence/storable-text.js';
import { RELATION_OPTIONS_PAGE, RELATION_SEARCH_LENGTH } from '../../wire/relation-options.js';

/** The deepest page the endpoint serves: 1,000 pages of 20 rows. Further, the user types a few letters instead. */
export const LAST_OPTIONS_PAGE = 1000;

/** Most query parameters one options request may carry (the ids and the four others). */
const MOST_PARAMETERS = RELATION_OPTIONS_PAGE + 8;

/** The options query as sent: every parameter a string, `ids` every repetition. Read before the table is known. */
export interface RawOptionsQuery {
  table: string | undefined;
  column: string | undefined;
  q: string | undefined;
  page: string | undefined;
  ids: string[];
}

/** The checked query: a search and a page, or the keys to label (converted to the related key's type). */
export type OptionsQuery = { kind: 'search'; q: string; page: number } | { kind: 'ids'; keys: unknown[] };

/**
 * The query string of `GET /datatables/ajax/options`. A parameter given twice (but `ids`) is 400, like
 * one past {@link MOST_PARAMETERS}: only `ids` repeats.
 */
export function readRawOptionsQuery(url: string): RawOptionsQuery {
  const at = url.indexOf('?');
  const params = new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
  let count = 0;
  for (const name of params.keys()) {
    if (++count > MOST_PARAMETERS) throw HttpError.badRequest(`Too many parameters (at most ${MOST_PARAMETERS})`);
    if (name !== 'ids' && params.getAll(name).length > 1) throw HttpError.badRequest(`"${name}" is given more than once`, { [name]: ['is given more than once'] });
  }
  const one = (name: string) => params.get(name) ?? undefined;
  return { table: one('table'), column: one('column'), q: one('q'), page: one('page'), ids: params.getAll('ids') };
}

/**
 * `q` (at most {@link RELATION_SEARCH_LENGTH} characters of storable text), `page` (a whole number from
 * 0 to {@link LAST_OPTIONS_PAGE}) and `ids` (at most {@link RELATION_OPTIONS_PAGE}, each a value of the
 * related key's type: an integer key takes integers in its range, a uuid key uuids), checked; any
 * other value is 400 naming the parameter. `ids` given: the keys to label, `q` and `page` unused.
 */
export function readOptionsQuery(raw: RawOptionsQuery, key: EntityProperty): OptionsQuery {
  if (raw.ids.length > 0) {
    if (raw.ids.length > RELATION_OPTIONS_PAGE) {
      throw HttpError.badRequest(`"ids" names ${raw.ids.length} rows; at most ${RELATION_OPTIONS_PAGE}`, { ids: [`at most ${RELATION_OPTIONS_PAGE}`] });
    }
    const keys = raw.ids.map((id) => {
      const converted = convertIdentifier(key, id);
      if (converted === null) throw HttpError.badRequest(`"ids" holds "${id.slice(0, 40)}", which is not a key of the related rows`, { ids: ['holds a value that is not a key'] });
      return converted;
    });
    return { kind: 'ids', keys: [...new Map(keys.map((k) => [String(k), k])).values()] };
  }
  const q = raw.q ?? '';
  if (q.length > RELATION_SEARCH_LENGTH) {
    throw HttpError.badRequest(`"q" is longer than ${RELATION_SEARCH_LENGTH} characters`, { q: [`at most ${RELATION_SEARCH_LENGTH} characters`] });
  }
  assertStorableText(q, 'q');
  const pageText = raw.page ?? '0';
  if (!/^(0|[1-9]\d{0,5})$/.test(pageText) || Number(pageText) > LAST_OPTIONS_PAGE) {
    throw HttpError.badRequest(`"page" must be a whole number from 0 to ${LAST_OPTIONS_PAGE}`, { page: [`a whole number from 0 to ${LAST_OPTIONS_PAGE}`] });
  }
  return { kind: 'search', q, page: Number(pageText) };
}

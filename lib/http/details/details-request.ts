import { HttpError } from '../../errors/HttpError.js';
import { ROW_DETAILS_PARAMS, type RowDetailsRequest } from '../../wire/row-details.js';

/** The query of `GET /datatables/ajax/details` as sent, read before its table is known. */
export type RawDetailsQuery = Partial<RowDetailsRequest>;

/** Most characters of a query string the endpoint reads: a token and an identifier (a key of 255 characters, encoded). */
const LONGEST_QUERY = 4096;

/**
 * The query string of `GET /datatables/ajax/details` (`RowDetailsRequest`) read strictly: `table` and `id`, each at
 * most once, nothing else (400 naming the parameter). `id` is required (400); whether it can name a row is the
 * table's key's to say (`convertIdentifier`: 404 when it cannot). Nothing is read from the database.
 */
export function readDetailsQuery(url: string): RawDetailsQuery {
  const at = url.indexOf('?');
  const query = at < 0 ? '' : url.slice(at + 1);
  if (query.length > LONGEST_QUERY) throw HttpError.badRequest(`The query is longer than ${LONGEST_QUERY} characters`);
  const params = new URLSearchParams(query);
  const known: readonly string[] = ROW_DETAILS_PARAMS;
  for (const name of new Set(params.keys())) {
    // Quoted as JSON text, and cut: a quote or a megabyte in the name cannot shape the message.
    if (!known.includes(name)) throw HttpError.badRequest(`Unknown parameter ${JSON.stringify(name.slice(0, 40))}: a row's details take "table" and "id"`, { [name.slice(0, 40)]: ['is not a parameter of this endpoint'] });
    if (params.getAll(name).length > 1) throw HttpError.badRequest(`"${name}" is given more than once`, { [name]: ['is given more than once'] });
  }
  return { table: params.get('table') ?? undefined, id: params.get('id') ?? undefined };
}

/** The row's identifier as sent: required, text (the key's type decides what it names). */
export function requireDetailsId(raw: RawDetailsQuery): string {
  if (raw.id === undefined || raw.id === '') throw HttpError.badRequest('"id" (the row\'s identifier, its "_details.id") is required', { id: ['is required'] });
  return raw.id;
}

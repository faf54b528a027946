import { HttpError } from '../../errors/HttpError.js';
import type { RowMoveRequest } from '../../wire/row-order.js';

/** A move's request as read from its body, once its table is known. */
export type MoveFields = Pick<RowMoveRequest, 'id' | '_version' | 'to'>;

/**
 * The `id`, `_version` and `to` of `POST /datatables/ajax/move` (`RowMoveRequest`) read strictly: `id` and `to`
 * each a row's identifier (a non-empty string or a finite number), `_version` the moved row's version as shown
 * (a string, or null for an entity without one), required so that a row is never moved from a place the user did
 * not see. Anything else is 400 naming the field; nothing is read from the database.
 */
export function readMoveRequest(body: Record<string, unknown>): MoveFields {
  const { id, _version: version, to } = body;
  const wrong = (name: string, message: string) => HttpError.badRequest(`"${name}" ${message}`, { [name]: [message] });
  const identifier = (value: unknown) => (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value));
  if (!identifier(id)) throw wrong('id', 'must be the moved row\'s identifier (a string or a number)');
  if (version !== null && typeof version !== 'string') throw wrong('_version', 'must be the moved row\'s "_version" as shown (a string, or null)');
  if (!identifier(to)) throw wrong('to', 'must be the identifier of the row whose place the moved row takes (a string or a number)');
  return { id, _version: version, to };
}

import { HttpError } from '../../errors/HttpError.js';
import type { RowActionRequest } from '../../wire/row-action.js';

/** A row action's request as read from its body, once its table and action are known. */
export type RowActionFields = Pick<RowActionRequest, 'id' | '_version'>;

/**
 * The `id` and `_version` of `POST /datatables/ajax/action` (`RowActionRequest`) read strictly: `id` a
 * string or a number, `_version` the row's version as shown (a string, or null for an entity without
 * one), required so that an action never runs on a row the user did not see. Anything else is 400
 * naming the field; nothing is read from the database.
 */
export function readRowActionRequest(body: Record<string, unknown>): RowActionFields {
  const { id, _version: version } = body;
  const wrong = (name: string, message: string) => HttpError.badRequest(`"${name}" ${message}`, { [name]: [message] });
  if (!(typeof id === 'string' && id !== '') && !(typeof id === 'number' && Number.isFinite(id))) throw wrong('id', 'must be the row\'s identifier (a string or a number)');
  if (version !== null && typeof version !== 'string') throw wrong('_version', 'must be the row\'s "_version" as shown (a string, or null)');
  return { id, _version: version };
}

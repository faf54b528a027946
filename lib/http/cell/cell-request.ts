import { HttpError } from '../../errors/HttpError.js';
import type { FieldDefinition } from '../../form/column-to-field.js';
import { inPlaceFields } from '../../form/in-place-fields.js';
import type { TableBinding } from '../../persistence/TableBinding.js';
import type { CellEditRequest } from '../../wire/cell-edit.js';

/** A cell's save as read from its body: the column's edit-form field beside what was sent. */
export interface CellRequest extends Omit<CellEditRequest, 'table'> {
  definition: FieldDefinition;
}

/**
 * The body of `POST /datatables/ajax/cell` (`CellEditRequest`) read strictly, once its table is known:
 * `id` a string or a number, `version` a string or null, `column` a column of the table edited in
 * place, `value` of the JSON type its field submits (a boolean for a switch, a list of strings for a
 * multiple relation, else a string). Anything else is 400 naming what is wrong; nothing is read from the database.
 */
export function readCellRequest(body: Record<string, unknown>, binding: TableBinding): CellRequest {
  const { id, version, column, value } = body;
  const wrong = (name: string, message: string) => HttpError.badRequest(`"${name}" ${message}`, { [name]: [message] });
  if (!(typeof id === 'string' && id !== '') && !(typeof id === 'number' && Number.isFinite(id))) throw wrong('id', 'must be the row\'s identifier (a string or a number)');
  if (version !== null && typeof version !== 'string') throw wrong('version', 'must be the row\'s "_version" as shown (a string, or null)');
  if (typeof column !== 'string' || column === '') throw wrong('column', 'must name a column');
  if (!binding.table.column(column)) throw wrong('column', `names no column: Unknown column "${column}" in table "${binding.name}"`);
  const definition = inPlaceFields(binding).get(column);
  if (!definition) throw wrong('column', `names column "${column}" of table "${binding.name}", which is not edited in place`);
  const expected = definition.field.widget === 'checkbox' ? 'a boolean' : definition.relation?.multiple ? 'a list of strings' : 'a string';
  const fits = expected === 'a boolean' ? typeof value === 'boolean'
    : expected === 'a list of strings' ? Array.isArray(value) && value.every((item) => typeof item === 'string')
      : typeof value === 'string';
  if (!fits) throw wrong('value', `must be ${expected} for column "${column}"`);
  return { id, version, column, value: value as CellEditRequest['value'], definition };
}

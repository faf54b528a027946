import { HttpError } from '../../errors/HttpError.js';
import type { TableModel } from '../../model/TableModel.js';
import type { NestedParams } from '../shared/nested-params.js';
import { GROUP_PARAM } from '../../wire/groups.js';

/**
 * The grouping a data request asks (`group=<column>`, lib/wire/groups.ts): absent, the table's default
 * (`setGrouping({ by })`); empty, none; else one of the columns the table offers. Anything else is 400
 * naming `group`: a column not offered, a group of parameters, a grouping on a table that offers none.
 */
export function parseGroup(raw: string | NestedParams | undefined, table: Pick<TableModel, 'grouping'>): string | null {
  const grouping = table.grouping;
  if (raw === undefined) return grouping?.by ?? null;
  if (typeof raw !== 'string') throw bad(`"${GROUP_PARAM}" must be a single column name`, 'must be a column name');
  if (raw === '') return null;
  if (!grouping) throw bad('The table offers no grouping', 'the table offers no grouping');
  if (!grouping.offer.includes(raw)) throw bad(`The table offers no grouping by ${JSON.stringify(raw.slice(0, 50))}; it offers ${grouping.offer.join(', ')}`, `one of ${grouping.offer.join(', ')}`);
  return raw;
}

function bad(message: string, field: string): HttpError {
  return HttpError.badRequest(message, { [GROUP_PARAM]: [field] });
}

import { HttpError } from '../errors/HttpError.js';
import type { Row } from '../model/Row.js';
import type { ActionBinding, TableBinding } from '../persistence/TableBinding.js';

/** The bound a hand-built table's `rows()` is read under (the router's database deadline). */
export interface RowsDeadline {
  database<T>(work: Promise<T>): Promise<T>;
}

/**
 * The row of the table an action is about: `mapRow` of the loaded entity, or, for a hand-built
 * table, its row whose identifier is `id` (none: 404, so a hand-built table's action never reaches
 * an entity the table does not show), its `rows()` read under the deadline (they may query the database).
 */
export async function rowForAction(binding: TableBinding, action: ActionBinding, entity: object, id: unknown, deadline: RowsDeadline): Promise<Row> {
  const source = binding.table.source;
  if (source.kind === 'entity') return source.mapRow(entity);
  const key = action.action.idField ?? source.idField;
  const rows = await deadline.database(Promise.resolve().then(() => source.rows()));
  const row = rows.find((candidate) => String(candidate[key]) === String(id));
  if (!row) throw HttpError.forRow(binding.name, id);
  return row;
}

/** The server's side of `displayIf`: an action hidden on this row is refused (403 `action_not_available`). */
export function assertActionAvailable(binding: TableBinding, action: ActionBinding, row: Row): void {
  if (!action.action.isDisplayedFor(row)) {
    throw HttpError.forbidden(
      'action_not_available',
      `Action "${action.action.type}" is not available on this row of table "${binding.name}"`,
    );
  }
}

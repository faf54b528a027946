import type { EntityMetadata } from '@mikro-orm/core';
import type { MutationGate } from './change-row.js';
import { freshRowValues } from '../persistence/new-row-defaults.js';
import { lockedWriteReason } from '../persistence/orm-bypass.js';
import { insertRows } from '../persistence/row-statements.js';
import { changesManyToMany } from '../persistence/assign-changes.js';

/**
 * Writes a new row and gives its key. In the common case ONE statement, `INSERT … RETURNING`, of
 * the entity as its class makes it (`new Entity()`: initializers, a generated key) with the form's
 * values over it; columns left out take their database defaults (a version its first value). Where
 * the ORM must see the write (`persistence/orm-bypass.lockedWriteReason`: hooks, subscribers,
 * `onCreate` values, filters), or the class cannot be made without arguments: `em.create` and a flush.
 */
export async function insertTargetRow(gate: Pick<MutationGate, 'fork' | 'statements'>, meta: EntityMetadata, values: Record<string, unknown>): Promise<unknown> {
  return (await insertTargetRows(gate, meta, [values]))[0];
}

/**
 * {@link insertTargetRow} for several rows at once (an import's batch): ONE multi-row `INSERT … RETURNING`
 * where one row would be one statement, else `em.create` of each and one flush (one transaction). Either
 * way a rule of the database refusing one row writes none. The keys in the rows' order.
 */
export async function insertTargetRows(
  gate: Pick<MutationGate, 'fork' | 'statements'>, meta: EntityMetadata, rows: ReadonlyArray<Record<string, unknown>>,
): Promise<unknown[]> {
  // The statement alone touches no identity map: the ORM's own entity manager serves (a fork costs 5-8% of a write's CPU).
  const statements = gate.statements?.() ?? gate.fork();
  // A ManyToMany's pivot rows are the ORM's to write: its values go through `em.create` and a flush.
  const fresh = lockedWriteReason(statements, meta, 'create') === null && !rows.some((values) => changesManyToMany(meta, values)) ? freshRowValues(meta) : null;
  if (fresh) return insertRows(statements, meta, rows.map((values) => ({ ...fresh, ...values })));
  const em = gate.fork();
  const entities = rows.map((values) => em.create(meta.class, values as never) as Record<string, unknown>);
  await em.persist(entities).flush();
  return entities.map((entity) => entity[meta.primaryKeys[0]]);
}

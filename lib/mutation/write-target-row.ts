import { LockMode, type EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpError } from '../errors/HttpError.js';
import { jsonText } from '../wire/json-text.js';
import { AbstractDataTable } from '../model/AbstractDataTable.js';
import { withDatabaseDeadline } from '../persistence/database-deadline.js';
import { scalarProperty } from '../persistence/entity-metadata.js';
import { convertIdentifier } from '../persistence/identifier.js';
import { deleteRow, updateRow, updateRowSelecting, type RowFilter } from '../persistence/row-statements.js';
import { lockPlaces, moveRow, type MoveOutcome, type RowPlaces } from '../persistence/move-row.js';
import { versionOf } from '../persistence/entity-version.js';
import { assignChanges } from '../persistence/assign-changes.js';
import type { MutationTarget } from '../security/resolve-target.js';
import { assertActionAvailable, type TargetRow } from './load-target-row.js';

/**
 * What to write on a loaded and checked row: its removal, the values that changed, or its move to the place the
 * row whose identifier is `to` holds (`setReorderable`), which writes `moved` (how many rows changed place) here.
 */
export type RowWrite = { kind: 'delete' } | { kind: 'edit'; changes: Record<string, unknown> } | RowMove;

/** A row's move (an edit of its place and of the places between): `moved` is written once it was done. */
export interface RowMove {
  kind: 'move';
  to: unknown;
  moved?: number;
}

/**
 * A change tried as one statement before its row is read: written (on the row whose key is `id`; `selected`,
 * what the edit's `select` read of it), not written, or not tried.
 */
export type UnloadedWrite = { written: true; id: unknown; selected?: Record<string, unknown> } | { written: false; tried: boolean };

const NOT_TRIED: UnloadedWrite = { written: false, tried: false };

/**
 * A delete or an edit as ONE statement, with nothing read before it: for a change whose plan allows it
 * (`persistence/orm-bypass.planRowChange`, and no hook is given the entity) and a write planned without
 * the row (`planAhead`: a delete, a valid form; a plan that fails or refuses is left to the loaded
 * path, whose checks come first). Its WHERE holds the checks the load would make: the key, the
 * version the user saw (an edit), `displayIf`'s stored value, and for an edit that one value differs
 * (a form saved unchanged writes nothing, version included). A statement matching no row says nothing
 * of why: the caller loads the row as it is now to answer 404, 403 or 409 as the loaded path does, or
 * to write it there. Given `select` (`persistence/written-row`), an edit's statement also reads the row it
 * wrote back, as the table shows it.
 */
export async function writeUnloadedRow(
  em: EntityManager,
  timeoutMs: number,
  target: MutationTarget,
  rawId: unknown,
  seen: { version: unknown } | undefined,
  planAhead: () => Promise<RowWrite | null>,
  select?: (source: string) => string | null,
): Promise<UnloadedWrite> {
  const { action, kind } = target;
  if (rawId === undefined || rawId === null || rawId === '') return NOT_TRIED;
  const id = convertIdentifier(action.lookup, rawId);
  if (id === null) return NOT_TRIED;
  const meta = action.meta;
  const where: RowFilter = { [meta.primaryKeys[0]]: id };
  if (kind === 'edit') {
    const version = seenVersion(target, seen);
    if (version === null) return NOT_TRIED;
    where[meta.versionProperty!] = version;
  }
  const condition = action.action.displayCondition;
  if (condition) {
    // A displayIf on the key or the version must not replace what the user named or saw: both must hold.
    if (Object.hasOwn(where, condition.field) && where[condition.field] !== condition.value) return NOT_TRIED;
    where[condition.field] = condition.value;
  }
  const planned = await planAhead().catch(() => null);
  if (!planned || planned.kind !== kind) return NOT_TRIED;
  if (planned.kind === 'edit' && select && Object.keys(planned.changes).length > 0) {
    const selected = await withDatabaseDeadline(updateRowSelecting(em, meta, where, planned.changes, { ifDifferent: true }, select), timeoutMs);
    return selected ? { written: true, id, selected } : { written: false, tried: true };
  }
  const statement = planned.kind === 'delete'
    ? deleteRow(em, meta, where)
    : Object.keys(planned.changes).length === 0 ? null : updateRow(em, meta, where, planned.changes, { ifDifferent: true });
  if (!statement) return NOT_TRIED;
  return (await withDatabaseDeadline(statement, timeoutMs)) ? { written: true, id } : { written: false, tried: true };
}

/** The version the user saw as the version property's type; null when it is missing or names none (the loaded path answers then). */
function seenVersion({ action }: MutationTarget, seen: { version: unknown } | undefined): unknown {
  const version = seen?.version;
  if (typeof version !== 'string' && typeof version !== 'number') return null;
  const meta = action.meta;
  return convertIdentifier(meta.properties[meta.versionProperty as keyof typeof meta.properties] as EntityProperty, version);
}

/**
 * Writes a delete or an edit on the row as it was loaded and checked (`loadTargetRow`), and says
 * whether it did. False means the row is no longer as checked (changed, hidden or gone meanwhile):
 * nothing was written, and the caller reads it again to say why (404, 403, 409) or to retry.
 *
 * Where the plan allows it (`oneStatement`), this is ONE statement, atomic on its own, so no explicit
 * transaction: a `DELETE`/`UPDATE … WHERE <key> AND <version as loaded> AND <displayIf's stored value>`.
 * The WHERE carries what the checks read, so a change landing between the load and the write makes
 * the statement match no row instead of being overwritten or deleted. Where the ORM must see the
 * write (the plan says so), or this row's `displayIf` cannot be said in SQL, the row is reloaded
 * `FOR UPDATE` in a transaction and checked again there ({@link writeLockedRow}).
 */
export async function writeTargetRow(em: EntityManager, row: TargetRow, write: RowWrite, oneStatement: boolean): Promise<boolean> {
  if (write.kind === 'move') return moveTargetRow(em, row, write);
  const where = oneStatement ? unchangedRowFilter(row) : null;
  if (where) return writeOneStatement(em, row, where, write);
  return writeLockedRow(em, row, (locked): boolean | Promise<boolean> => {
    if (write.kind === 'delete') {
      em.remove(locked);
      return true;
    }
    if (versionOf(row.action.meta, locked) !== row.version) return false;
    return assignChanges(em, row.action.meta, locked, write.changes).then(() => true);
  });
}

/** 404 `place_not_found`: no row of the table holds the place a move names (`to`). */
export function placeNotFound(table: string, to: unknown, id: unknown): HttpError {
  return HttpError.notFound('place_not_found', `No row with identifier ${jsonText(to)} in table "${table}" to move row ${jsonText(id)} to`);
}

/**
 * A move, its statement matching only the row as checked (`persistence/move-row`): where that cannot be said in
 * SQL, after the row is locked and checked again ({@link writeLockedRow}). The ORM is never asked to flush a move:
 * its statement writes the places of rows no entity of this request holds.
 */
async function moveTargetRow(em: EntityManager, row: TargetRow, write: RowMove): Promise<boolean> {
  const { binding, action } = row;
  const places = { place: binding.reorder!, lookup: action.lookup };
  const where = unchangedRowFilter(row);
  const outcome = where ? await moveRow(em, action.meta, places, where, write.to) : await moveLockedRow(em, row, places, write);
  if (outcome === 'row changed') return false;
  if (outcome === 'no place') throw placeNotFound(binding.name, write.to, row.id);
  if (outcome === 'unplaced') throw new HttpError(422, 'no_place', `Row ${jsonText(row.id)} or row ${jsonText(write.to)} holds no place in column "${places.place.name}" of table "${binding.name}"`);
  write.moved = outcome.moved;
  return true;
}

/** A move whose checks cannot be said in SQL: the places locked first, then the row locked and checked again, then the move. */
async function moveLockedRow(em: EntityManager, row: TargetRow, places: RowPlaces, write: RowMove): Promise<MoveOutcome> {
  const { action } = row;
  const key = action.meta.primaryKeys[0];
  await em.begin({ ctx: em.getTransactionContext() });
  try {
    await lockPlaces(em, action.meta, places);
    const outcome = await writeLockedRow(em, row, () => moveRow(em, action.meta, places, { [key]: (row.entity as Record<string, unknown>)[key] }, write.to));
    await em.commit();
    return outcome;
  } catch (error) {
    await em.rollback().catch(() => undefined);
    throw error;
  }
}

async function writeOneStatement(em: EntityManager, row: TargetRow, where: Record<string, unknown>, write: Exclude<RowWrite, RowMove>): Promise<boolean> {
  const meta = row.action.meta;
  if (write.kind === 'delete') return deleteRow(em, meta, where);
  if (Object.keys(write.changes).length === 0) return true;
  return updateRow(em, meta, where, write.changes);
}

/**
 * The WHERE of "this row, still as checked": its primary key, its version as loaded (versioned
 * entities: any change made through the ORM moves it), and the stored value its action's
 * `displayIf` compares. Null when the `displayIf` cannot be said in SQL: its column is not a stored
 * property the row shows as stored, the action works on another entity than the table's, or the
 * table maps rows itself and the entity has no version to catch a change of what it derives from.
 */
function unchangedRowFilter(row: TargetRow): Record<string, unknown> | null {
  const { binding, action, entity } = row;
  const meta = action.meta;
  const stored = entity as Record<string, unknown>;
  const key = meta.primaryKeys[0];
  const where: Record<string, unknown> = { [key]: stored[key] };
  if (meta.versionProperty) where[meta.versionProperty] = stored[meta.versionProperty];
  const condition = action.action.displayCondition;
  const source = binding.table.source;
  // Hand-built tables show rows of their own; their displayIf was checked on that row, as before.
  if (condition === null || source.kind !== 'entity') return where;
  if (meta !== binding.meta || !scalarProperty(meta, condition.field)) return null;
  if (source.mapRow(entity)[condition.field] !== stored[condition.field]) return null;
  if (!meta.versionProperty && mapsRowsItself(binding.table.instance)) return null;
  where[condition.field] = condition.value;
  return where;
}

function mapsRowsItself(instance: object | undefined): boolean {
  return instance instanceof AbstractDataTable && instance.mapRow !== AbstractDataTable.prototype.mapRow;
}

/**
 * The write of a delete or an edit, in one explicit transaction on the row as it is now: reloaded
 * `FOR UPDATE` (gone meanwhile: 404, nothing written), its action's `displayIf` checked again on it
 * (hidden meanwhile: 403 `action_not_available`), then `write(entity)` and the commit. Checks made
 * before, on the row as it was loaded, could be overtaken by another change (an edit publishing a
 * draft while its delete was in flight deleted the published row). A hand-built table's row comes
 * from its own `rows()`, which may query the database: it is not read again while the lock is held.
 * Any failure rolls everything back.
 */
async function writeLockedRow<T>(em: EntityManager, row: TargetRow, write: (entity: object) => T | Promise<T>): Promise<T> {
  const { binding, action, id } = row;
  // Within a transaction already (an all-or-nothing import's), a savepoint of it: a transaction of its own
  // would take another connection and wait for the row this one holds.
  await em.begin({ ctx: em.getTransactionContext() });
  try {
    const locked = await em.findOne(action.meta.class, { [action.lookup.name]: id } as never, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
      refresh: true,
    });
    if (!locked) throw HttpError.forRow(binding.name, id);
    const source = binding.table.source;
    if (source.kind === 'entity') assertActionAvailable(binding, action, source.mapRow(locked));
    const result = await write(locked);
    await em.commit();
    return result;
  } catch (error) {
    await em.rollback().catch(() => undefined);
    throw error;
  }
}

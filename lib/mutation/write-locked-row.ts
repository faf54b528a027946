import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpError } from '../errors/HttpError.js';
import { assertActionAvailable } from '../security/action-guard.js';
import type { TargetRow } from './load-target-row.js';

/**
 * The write of a delete or an edit, in one explicit transaction on the row as it is now: reloaded
 * `FOR UPDATE` (gone meanwhile: 404, nothing written), its action's `displayIf` checked again on it
 * (hidden meanwhile: 403 `action_not_available`), then `write(entity)` and the commit. Checks made
 * before, on the row as it was loaded, could be overtaken by another change (an edit publishing a
 * draft while its delete was in flight deleted the published row). A hand-built table's row comes
 * from its own `rows()`, which may query the database: it is not read again while the lock is held.
 * Any failure rolls everything back.
 */
export async function writeLockedRow<T>(em: EntityManager, row: TargetRow, write: (entity: object) => T | Promise<T>): Promise<T> {
  const { binding, action, id } = row;
  await em.begin();
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

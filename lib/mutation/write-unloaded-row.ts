import type { EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { withDatabaseDeadline } from '../persistence/database-deadline.js';
import { convertIdentifier } from '../persistence/identifier.js';
import { unloadedWriteReason } from '../persistence/orm-bypass.js';
import { deleteRow, updateRow, type RowFilter } from '../persistence/row-statements.js';
import { asksAuthorization } from '../security/authorization.js';
import type { MutationTarget } from '../security/resolve-target.js';
import type { RowAccess } from './load-target-row.js';
import type { RowWrite } from './write-target-row.js';

/** A change tried as one statement: written (on the row whose key is `id`), not written, or not tried. */
export type UnloadedWrite = { written: true; id: unknown } | { written: false; tried: boolean };

const NOT_TRIED: UnloadedWrite = { written: false, tried: false };

/**
 * A delete or an edit as ONE statement, with nothing read before it, where nothing needs the loaded
 * row: no authorization hook (neither the router's nor the table's own `authorize`: it is given the
 * entity), a table whose checks SQL can hold (`persistence/orm-bypass.unloadedWriteReason`), and a
 * write planned without the row (`planAhead`: a delete, a valid form; a plan that fails or refuses is
 * left to the loaded path, whose checks come first). Its WHERE holds the checks the load would make: the key, the version the user saw (an edit),
 * `displayIf`'s stored value, and for an edit that one value differs (a form saved unchanged writes
 * nothing, version included). A statement matching no row says nothing of why: the caller loads the
 * row as it is now to answer 404, 403 or 409 as the loaded path does, or to write it there.
 */
export async function writeUnloadedRow(
  em: EntityManager,
  access: RowAccess,
  target: MutationTarget,
  rawId: unknown,
  seen: { version: unknown } | undefined,
  planAhead: (() => Promise<RowWrite | null>) | undefined,
): Promise<UnloadedWrite> {
  const { binding, action, kind } = target;
  // The table's own `authorize` or the router's hook is given the loaded entity: with either, the row is loaded first.
  if (!planAhead || asksAuthorization(access.authorize, binding.table) || unloadedWriteReason(em, binding, action, kind) !== null) return NOT_TRIED;
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
  const statement = planned.kind === 'delete'
    ? deleteRow(em, meta, where)
    : Object.keys(planned.changes).length === 0 ? null : updateRow(em, meta, where, planned.changes, { ifDifferent: true });
  if (!statement) return NOT_TRIED;
  return (await withDatabaseDeadline(statement, access.databaseTimeoutMs)) ? { written: true, id } : { written: false, tried: true };
}

/** The version the user saw as the version property's type; null when it is missing or names none (the loaded path answers then). */
function seenVersion({ action }: MutationTarget, seen: { version: unknown } | undefined): unknown {
  const version = seen?.version;
  if (typeof version !== 'string' && typeof version !== 'number') return null;
  const meta = action.meta;
  return convertIdentifier(meta.properties[meta.versionProperty as keyof typeof meta.properties] as EntityProperty, version);
}

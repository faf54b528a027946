import type { EntityMetadata, EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { conditions, propertyOf, toDatabase, type RowFilter } from './row-statements.js';
import { sqlTableName } from './table-name.js';

/**
 * How a move ended: done, `moved` rows changed place (the moved one included; 0 when it was there already);
 * `row changed`, the moved row no longer as checked (the caller reads it again to say why); `no place`, the row
 * named as the place is gone; `unplaced`, the moved row or that row has no place (null) to move from or to.
 */
export type MoveOutcome = { moved: number } | 'row changed' | 'no place' | 'unplaced';

/** Where a table's rows are kept in order: the property holding each row's place, and the one naming a row. */
export interface RowPlaces {
  place: EntityProperty;
  lookup: EntityProperty;
}

/**
 * Takes the lock of a table's places, held to the end of the transaction `em` is in: every move takes it before
 * it reads a place, and before it locks any row (a move that must lock its row first takes it before that too),
 * so two moves never wait for each other's rows.
 */
export async function lockPlaces(em: EntityManager, meta: EntityMetadata, places: RowPlaces): Promise<void> {
  const lock = JSON.stringify(['ux-datatables-move', sqlTableName(em, meta), places.place.fieldNames[0]]);
  await em.getConnection('write').execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [lock], 'all', em.getTransactionContext());
}

/**
 * Moves the row `where` names (its key, the version and `displayIf`'s value as checked) to the place the row
 * whose `lookup` is `to` holds now: ONE statement shifts every row between the two places by one towards the
 * place the moved row left (moved down, the rows after it up to `to`'s; moved up, from `to`'s to the one before
 * it), and gives the moved row its new place and its next version. The shifted rows keep their versions: their
 * places are written by moves alone (`reorder-binding`), which never read a version of theirs.
 * Two moves at once would each shift from the places they read and double or lose one: the statement runs after
 * a lock per table and column (a transaction-scoped advisory lock), in a transaction of its own (a savepoint
 * of the caller's), so the second move reads the places the first left.
 */
export async function moveRow(em: EntityManager, meta: EntityMetadata, places: RowPlaces, where: RowFilter, to: unknown): Promise<MoveOutcome> {
  const table = sqlTableName(em, meta);
  const q = (name: string) => em.getPlatform().quoteIdentifier(name);
  const column = (name: string) => q(propertyOf(meta, name).fieldNames[0]);
  const key = column(meta.primaryKeys[0]);
  const place = q(places.place.fieldNames[0]);
  const version = meta.versionProperty ? column(meta.versionProperty) : null;
  const params: unknown[] = [];
  const moved = `select ${key} as "key", ${place} as "from" from ${table} where ${conditions(em, meta, where, params)}`;
  params.push(toDatabase(em, places.lookup, to));
  const target = `select ${place} as "to" from ${table} where ${q(places.lookup.fieldNames[0])} = ? limit 1`;
  const sql = `with "m" as (${moved}), "p" as (${target}), "shifted" as (`
    + `update ${table} as "e" set ${place} = case when "e".${key} = "m"."key" then "p"."to" when "m"."from" < "p"."to" then "e".${place} - 1 else "e".${place} + 1 end`
    + (version ? `, ${version} = case when "e".${key} = "m"."key" then "e".${version} + 1 else "e".${version} end` : '')
    + ` from "m", "p" where "m"."from" <> "p"."to" and "e".${place} between least("m"."from", "p"."to") and greatest("m"."from", "p"."to")`
    // Rows sharing the moved row's place stay where they are: only the moved row leaves it.
    + ` and ("e".${key} = "m"."key" or "e".${place} <> "m"."from") returning 1)`
    + ` select (select count(*) from "m")::int as "found", (select "from" from "m") as "from", (select count(*) from "p")::int as "target",`
    + ` (select "to" from "p") as "to", (select count(*) from "shifted")::int as "moved"`;
  await em.begin({ ctx: em.getTransactionContext() });
  try {
    await lockPlaces(em, meta, places);
    const [found] = await em.getConnection('write').execute<Array<{ found: number; from: unknown; target: number; to: unknown; moved: number }>>(sql, params, 'all', em.getTransactionContext());
    await em.commit();
    if (found.found === 0) return 'row changed';
    if (found.target === 0) return 'no place';
    if (found.from === null || found.to === null) return 'unplaced';
    return { moved: found.moved };
  } catch (error) {
    await em.rollback().catch(() => undefined);
    throw error;
  }
}

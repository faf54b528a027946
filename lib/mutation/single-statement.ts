import { Cascade, EventType, ReferenceKind, type EntityMetadata, type EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { filtersReason, listens } from '../persistence/direct-load.js';
import type { MutationKind } from '../persistence/TableBinding.js';

/** Events fired by a flush or a transaction, whichever entity is written. */
const FLUSH_EVENTS = [
  EventType.beforeFlush, EventType.onFlush, EventType.afterFlush,
  EventType.beforeTransactionStart, EventType.afterTransactionStart,
  EventType.beforeTransactionCommit, EventType.afterTransactionCommit,
];
const WRITE_EVENTS: Record<MutationKind, EventType[]> = {
  delete: [EventType.beforeDelete, EventType.afterDelete, ...FLUSH_EVENTS],
  edit: [EventType.beforeUpdate, EventType.afterUpdate, ...FLUSH_EVENTS],
};

const staticReasons = new WeakMap<EntityMetadata, Partial<Record<MutationKind, string | null>>>();

/**
 * Why a delete or an edit of this entity must go through the ORM's unit of work in a locked
 * transaction rather than be one `DELETE`/`UPDATE` statement, or null when one statement does the
 * same: a single statement skips the entity's lifecycle hooks, the event subscribers, `onUpdate`
 * values, filters and the ORM's cascades, so any of those keeps the transaction. So do a `Date`
 * version (the ORM sets it from the clock, at a precision the column may not keep) and a property
 * that is not one plain column (converted in SQL, several columns).
 */
export function lockedWriteReason(em: EntityManager, meta: EntityMetadata, kind: MutationKind): string | null {
  let known = staticReasons.get(meta);
  if (!known) staticReasons.set(meta, (known = {}));
  if (known[kind] === undefined) known[kind] = metadataReason(em, meta, kind);
  if (known[kind] !== null) return known[kind];
  // Subscribers may be registered after the router is built: asked each time.
  const event = WRITE_EVENTS[kind].find((name) => listens(em, meta, name));
  return event ? `a hook or subscriber listens to "${event}"` : null;
}

function metadataReason(em: EntityManager, meta: EntityMetadata, kind: MutationKind): string | null {
  const properties = Object.values(meta.properties) as EntityProperty[];
  const filtered = filtersReason(em, meta);
  if (filtered) return filtered;
  const unusual = properties.find((prop) => prop.kind === ReferenceKind.SCALAR && (prop.fieldNames?.length !== 1 || prop.hasConvertToDatabaseValueSQL));
  if (unusual) return `property "${unusual.name}" is not one plain column`;
  if (kind === 'edit') {
    const stamped = properties.find((prop) => prop.onUpdate);
    if (stamped) return `property "${stamped.name}" has an onUpdate value`;
    const version = meta.versionProperty ? meta.properties[meta.versionProperty] as EntityProperty : null;
    if (version && version.runtimeType !== 'number') return `its version "${version.name}" is not a number`;
  }
  if (kind === 'delete') {
    const cascading = properties.find((prop) => prop.kind !== ReferenceKind.SCALAR && (prop.orphanRemoval || prop.cascade?.some((c) => c === Cascade.REMOVE || c === Cascade.ALL)));
    if (cascading) return `relation "${cascading.name}" cascades removals`;
  }
  return null;
}

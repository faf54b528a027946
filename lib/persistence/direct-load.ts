import { EventType, ReferenceKind, Utils, type EntityMetadata, type EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isOwnSubscriber } from './count-invalidation.js';

const loadReasons = new WeakMap<EntityMetadata, string | null>();

/**
 * Why the row must be loaded by the ORM's `findOne` rather than by one `SELECT *` mapped with
 * `em.map` (a row, or a page of the data endpoint), or null when both give the same entities: `findOne` also applies filters, computes
 * formulas, leaves lazy properties out, populates eager relations, converts types in SQL and fires
 * `onLoad`, so any of those keeps it. The SELECT costs about a third of `findOne`'s CPU.
 */
export function directLoadReason(em: EntityManager, meta: EntityMetadata): string | null {
  let known = loadReasons.get(meta);
  if (known === undefined) loadReasons.set(meta, (known = filtersReason(em, meta) ?? loadMetadataReason(meta)));
  if (known !== null) return known;
  return listens(em, meta, EventType.onLoad) ? 'a hook or subscriber listens to "onLoad"' : null;
}

/**
 * The ORM's `hasListeners`, less the library's own subscribers (the count cache's, which the
 * single-statement write informs itself): an entity hook, or a subscriber of the event for all
 * entities or for this one.
 */
export function listens(em: EntityManager, meta: EntityMetadata, event: EventType): boolean {
  if ((meta.hooks[event]?.length ?? 0) > 0) return true;
  for (const subscriber of em.getEventManager().getSubscribers()) {
    if (!(event in subscriber) || isOwnSubscriber(subscriber)) continue;
    const entities = subscriber.getSubscribedEntities?.() ?? [];
    if (entities.length === 0 || entities.some((entity) => Utils.matchesEntity(entity, meta))) return true;
  }
  return false;
}

function loadMetadataReason(meta: EntityMetadata): string | null {
  if (meta.virtual || meta.expression || meta.discriminatorColumn || meta.root !== meta) return 'it is virtual or inherits';
  const special = (Object.values(meta.properties) as EntityProperty[]).find((prop) =>
    prop.lazy || prop.formula || prop.eager || prop.polymorphic || prop.hasConvertToJSValueSQL || prop.kind === ReferenceKind.EMBEDDED
    || ((prop.kind === ReferenceKind.SCALAR || prop.kind === ReferenceKind.MANY_TO_ONE) && prop.persist !== false && prop.fieldNames?.length !== 1));
  return special ? `property "${special.name}" is loaded specially` : null;
}

/** Why filters (soft deletes, tenants) keep reads and writes on the ORM: they are its to apply. */
export function filtersReason(em: EntityManager, meta: EntityMetadata): string | null {
  return Object.keys(meta.filters ?? {}).length > 0 || Object.keys(em.config.get('filters') ?? {}).length > 0 ? 'filters apply to it' : null;
}

import {
  Cascade, EventType, ReferenceKind, Utils, type EntityMetadata, type EntityProperty, type EventSubscriber,
} from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AbstractDataTable } from '../model/AbstractDataTable.js';
import { scalarProperty } from './entity-metadata.js';
import { filtersMayApply } from './orm-filters.js';
import { comparableInSql, equalInSql } from './sql-equality.js';
import type { ActionBinding, MutationKind, TableBinding } from './TableBinding.js';
import type { DisplayCondition } from '../wire/page-view.js';

/**
 * The one answer to "may the library skip the ORM for this entity?": reading a row or a page by SQL
 * text mapped with `em.map` ({@link directLoadReason}), and writing a delete or an edit as one
 * statement ({@link lockedWriteReason}), with no read before it ({@link unloadedWriteReason}). Each says why not, or null when the shortcut gives what the
 * ORM would give; a row change asks all three at once, up front ({@link planRowChange}). What the
 * metadata decides is kept per entity; listeners are asked every time (subscribers may be registered
 * after the router is built).
 */

/** Events fired by a flush or a transaction, whichever entity is written. */
const FLUSH_EVENTS = [
  EventType.beforeFlush, EventType.onFlush, EventType.afterFlush,
  EventType.beforeTransactionStart, EventType.afterTransactionStart,
  EventType.beforeTransactionCommit, EventType.afterTransactionCommit,
];
const WRITE_EVENTS: Record<MutationKind, EventType[]> = {
  delete: [EventType.beforeDelete, EventType.afterDelete, ...FLUSH_EVENTS],
  edit: [EventType.beforeUpdate, EventType.afterUpdate, ...FLUSH_EVENTS],
  create: [EventType.beforeCreate, EventType.afterCreate, ...FLUSH_EVENTS],
};

const loadReasons = new WeakMap<EntityMetadata, string | null>();
const writeReasons = new WeakMap<EntityMetadata, Partial<Record<MutationKind, string | null>>>();
const unloadedReasons = new WeakMap<ActionBinding, string | null>();
const relationKinds = new WeakMap<TableBinding, WeakMap<EntityMetadata, 'to-many' | 'to-one' | null>>();
/** The library's own subscribers (the count cache's): they are told of its statements directly. */
const ownSubscribers = new WeakSet<EventSubscriber>();

/** Marks a subscriber as the library's own, so that it keeps no read or write on the ORM. */
export function markOwnSubscriber(subscriber: EventSubscriber): void {
  ownSubscribers.add(subscriber);
}

/**
 * Why a row (or a data page) must be loaded by the ORM's `findOne`/`find` rather than by one
 * `SELECT` mapped with `em.map`, or null when both give the same entities: the ORM also applies
 * filters, computes formulas, leaves lazy properties out, populates eager relations, converts types
 * in SQL and fires `onLoad`. The SELECT costs about a third of `findOne`'s CPU.
 */
export function directLoadReason(em: EntityManager, meta: EntityMetadata): string | null {
  let known = loadReasons.get(meta);
  if (known === undefined) loadReasons.set(meta, (known = filtersReason(em, meta) ?? loadMetadataReason(meta)));
  if (known !== null) return known;
  return listens(em, meta, EventType.onLoad) ? 'a hook or subscriber listens to "onLoad"' : null;
}

/**
 * Why a delete or an edit of this entity must go through the ORM's unit of work in a locked
 * transaction (a create: `em.persist` and a flush) rather than be one `DELETE`/`UPDATE`/`INSERT`
 * statement, or null when one statement does the same: a single statement skips lifecycle hooks,
 * event subscribers, `onUpdate`/`onCreate` values, filters and cascades. So do a `Date` version (the ORM sets it from the clock, at a precision the column may
 * not keep) and a property that is not one plain column (converted in SQL, several columns).
 */
export function lockedWriteReason(em: EntityManager, meta: EntityMetadata, kind: MutationKind): string | null {
  let known = writeReasons.get(meta);
  if (!known) writeReasons.set(meta, (known = {}));
  if (known[kind] === undefined) known[kind] = filtersReason(em, meta) ?? writeMetadataReason(meta, kind);
  if (known[kind] !== null) return known[kind];
  const event = WRITE_EVENTS[kind].find((name) => listens(em, meta, name));
  return event ? `a hook or subscriber listens to "${event}"` : null;
}

/**
 * Why a delete or an edit must load its row before its statement, or null when the statement alone
 * can hold every check the load makes (`WHERE <key> AND <version seen> AND <displayIf's column> =
 * <value>`): besides {@link lockedWriteReason}, the row must be the table's entity named by its
 * primary key, shown as stored (the table's default `mapRow`), its `displayIf` said exactly in SQL
 * (`sql-equality`), and an edit's entity versioned (an edit without a version writes only what differs
 * from the row as loaded). The authorization hook, which is given the entity, is the caller's to check.
 */
export function unloadedWriteReason(em: EntityManager, binding: TableBinding, action: ActionBinding, kind: MutationKind): string | null {
  let known = unloadedReasons.get(action);
  if (known === undefined) unloadedReasons.set(action, (known = rowReason(binding, action, kind)));
  return known ?? lockedWriteReason(em, action.meta, kind);
}

/**
 * How a row change may reach the database, decided once, before anything is read: the steps of the
 * change follow it and ask nothing again. (Asked at each step, the same questions sent a change back
 * and forth between lib/mutation and this file.)
 */
export interface RowChangePlan {
  /** One statement with nothing read before it can hold every check; the authorization hook, given the entity, is the caller's to add. */
  unloaded: boolean;
  /** The row is loaded by one `SELECT` mapped with `em.map` (false: the ORM's `findOne` must load it). */
  directLoad: boolean;
  /** The loaded row is written by one statement (false: a locked transaction, where the ORM must see the write). */
  oneStatement: boolean;
}

/**
 * The plan of a delete or an edit of `action`'s rows: the three answers above, at once. An edit form
 * with relation fields is never written unloaded: a submitted key is checked against the rows the field
 * held (accepted even out of scope) and the column's scope, which needs the row. One holding a ManyToMany
 * goes through the ORM: replacing pivot rows is not one statement (a ManyToOne is its foreign key
 * column, written like any other).
 */
export function planRowChange(em: EntityManager, binding: TableBinding, action: ActionBinding, kind: MutationKind): RowChangePlan {
  const relations = kind === 'edit' ? relationFields(binding, action.meta) : null;
  return {
    unloaded: relations === null && unloadedWriteReason(em, binding, action, kind) === null,
    directLoad: directLoadReason(em, action.meta) === null,
    oneStatement: relations !== 'to-many' && lockedWriteReason(em, action.meta, kind) === null,
  };
}

/** Whether the table's edit form writes relations: `to-many` when one is a ManyToMany, `to-one` when only ManyToOne or OneToOne, else null. */
function relationFields(binding: TableBinding, meta: EntityMetadata): 'to-many' | 'to-one' | null {
  // Asked on every edit; the columns and the metadata are fixed once the router is built.
  let known = relationKinds.get(binding);
  if (!known) relationKinds.set(binding, (known = new WeakMap()));
  let kind = known.get(meta);
  if (kind === undefined) known.set(meta, (kind = relationFieldsOf(binding, meta)));
  return kind;
}

function relationFieldsOf(binding: TableBinding, meta: EntityMetadata): 'to-many' | 'to-one' | null {
  let found: 'to-many' | 'to-one' | null = null;
  for (const column of binding.table.columns) {
    if (column.hiddenWhenUpdating || !Object.hasOwn(meta.properties, column.name)) continue;
    const prop = meta.properties[column.name as keyof typeof meta.properties] as EntityProperty;
    if (prop.kind === ReferenceKind.MANY_TO_MANY && prop.owner) return 'to-many';
    if (prop.kind === ReferenceKind.MANY_TO_ONE || (prop.kind === ReferenceKind.ONE_TO_ONE && prop.owner)) found = 'to-one';
  }
  return found;
}

/** The ORM's `hasListeners`, less the library's own subscribers: an entity hook, or a subscriber of the event for all entities or this one. */
export function listens(em: EntityManager, meta: EntityMetadata, event: EventType): boolean {
  if ((meta.hooks[event]?.length ?? 0) > 0) return true;
  for (const subscriber of em.getEventManager().getSubscribers()) {
    if (!(event in subscriber) || ownSubscribers.has(subscriber)) continue;
    const entities = subscriber.getSubscribedEntities?.() ?? [];
    if (entities.length === 0 || entities.some((entity) => Utils.matchesEntity(entity, meta))) return true;
  }
  return false;
}

/** Filters (soft deletes, tenants) keep reads and writes on the ORM: they are its to apply. */
function filtersReason(em: EntityManager, meta: EntityMetadata): string | null {
  return filtersMayApply(em, meta) ? 'filters apply to it' : null;
}

function loadMetadataReason(meta: EntityMetadata): string | null {
  if (meta.virtual || meta.expression || meta.discriminatorColumn || meta.root !== meta) return 'it is virtual or inherits';
  const special = properties(meta).find((prop) =>
    prop.lazy || prop.formula || prop.eager || prop.polymorphic || prop.hasConvertToJSValueSQL || prop.kind === ReferenceKind.EMBEDDED
    || ((prop.kind === ReferenceKind.SCALAR || prop.kind === ReferenceKind.MANY_TO_ONE) && prop.persist !== false && prop.fieldNames?.length !== 1));
  return special ? `property "${special.name}" is loaded specially` : null;
}

function writeMetadataReason(meta: EntityMetadata, kind: MutationKind): string | null {
  const all = properties(meta);
  const unusual = all.find((prop) => prop.kind === ReferenceKind.SCALAR && (prop.fieldNames?.length !== 1 || prop.hasConvertToDatabaseValueSQL));
  if (unusual) return `property "${unusual.name}" is not one plain column`;
  if (kind === 'edit') {
    const stamped = all.find((prop) => prop.onUpdate);
    if (stamped) return `property "${stamped.name}" has an onUpdate value`;
    const version = meta.versionProperty ? meta.properties[meta.versionProperty] as EntityProperty : null;
    if (version && version.runtimeType !== 'number') return `its version "${version.name}" is not a number`;
  }
  if (kind === 'create') {
    const stamped = all.find((prop) => prop.onCreate);
    if (stamped) return `property "${stamped.name}" has an onCreate value`;
    const version = meta.versionProperty ? meta.properties[meta.versionProperty] as EntityProperty : null;
    if (version && version.runtimeType !== 'number') return `its version "${version.name}" is not a number`;
    if (all.some((prop) => prop.kind === ReferenceKind.EMBEDDED)) return 'it embeds objects';
  }
  if (kind === 'delete') {
    const cascading = all.find((prop) => prop.kind !== ReferenceKind.SCALAR && (prop.orphanRemoval || prop.cascade?.some((c) => c === Cascade.REMOVE || c === Cascade.ALL)));
    if (cascading) return `relation "${cascading.name}" cascades removals`;
  }
  return null;
}

function properties(meta: EntityMetadata): EntityProperty[] {
  return Object.values(meta.properties) as EntityProperty[];
}

function rowReason(binding: TableBinding, { action, meta, lookup }: ActionBinding, kind: MutationKind): string | null {
  if (binding.table.source.kind !== 'entity' || meta !== binding.meta) return 'the action works on rows other than its table\'s entities';
  if (meta.primaryKeys.length !== 1 || lookup.name !== meta.primaryKeys[0]) return 'its rows are not named by their primary key';
  if (kind === 'edit' && !meta.versionProperty) return 'it has no version';
  if (kind === 'edit') {
    const opaque = properties(meta).find((prop) => prop.kind === ReferenceKind.SCALAR && !comparableInSql(prop));
    if (opaque) return `property "${opaque.name}" has no equality in SQL`;
  }
  return conditionReason(binding, action.displayCondition);
}

/**
 * Why a `displayIf` cannot be held by a statement's WHERE (its stored column compared as SQL compares
 * it), or null when it can (or there is none). The row action's and a bulk action's alike.
 */
export function conditionReason(binding: TableBinding, condition: DisplayCondition | null): string | null {
  if (condition === null) return null;
  const instance = binding.table.instance;
  if (!(instance instanceof AbstractDataTable) || instance.mapRow !== AbstractDataTable.prototype.mapRow) return 'the table maps its rows itself';
  const prop = scalarProperty(binding.meta!, condition.field);
  return prop && equalInSql(prop, condition.value) ? null : `its displayIf on "${condition.field}" cannot be said in SQL`;
}

import { EventType, ReferenceKind, SCALAR_TYPES, validateProperty, type EntityMetadata, type EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TemplateColumn } from '../column/TemplateColumn.js';
import { AbstractDataTable } from '../model/AbstractDataTable.js';
import { listens } from './orm-bypass.js';
import { scalarProperty } from './entity-metadata.js';
import type { TableBinding } from './TableBinding.js';

const tableReasons = new WeakMap<TableBinding, string | null>();
const kinds = new WeakMap<EntityMetadata, { relations: string[]; collections: string[] }>();
const RELATIONS: ReadonlySet<ReferenceKind> = new Set([ReferenceKind.MANY_TO_ONE, ReferenceKind.ONE_TO_ONE, ReferenceKind.ONE_TO_MANY, ReferenceKind.MANY_TO_MANY]);

/**
 * Why the rows of a data page must reach the table as entities (`em.map`), or null when plain objects
 * filled by MikroORM's own hydrator give it the very same rows, at a fraction of the cost (turning ten
 * rows into entities, identity map and change-tracking snapshot included, was a quarter of a data request).
 * What the table does with a page's objects: its default `mapRow` copies each data column's property,
 * and each action reads its identifier; nothing else sees them (the read authorization is given none).
 * So plain objects serve when the table maps rows by default and has no template column (a template
 * is given the entity), and when `em.map` does nothing to the entity but hydrate it: every property a
 * plain scalar (no `ref`, no accessor of its own) or a relation (a foreign key the plain object leaves
 * out: the table reads relations only through its columns on relations, which the page's statement
 * selects itself), no constructor run, no `onInit` listener (`onLoad` and the rest: `directLoadReason`,
 * which the caller asked first).
 */
export function plainRowsReason(em: EntityManager, binding: TableBinding): string | null {
  let known = tableReasons.get(binding);
  if (known === undefined) tableReasons.set(binding, (known = tableReason(binding) ?? entityReason(em, binding.meta!)));
  if (known !== null) return known;
  return listens(em, binding.meta!, EventType.onInit) ? 'a hook or subscriber listens to "onInit"' : null;
}

/**
 * A row of `SELECT *` as the plain object {@link plainRowsReason} allows: the steps of `em.map` that
 * give an entity its values, in its order and with its own functions (the driver's `mapResult`, the
 * scalar checks, the entity factory's hydration converting custom types), without the entity.
 */
export function plainRowMapper(em: EntityManager, meta: EntityMetadata): (row: Record<string, unknown>) => object {
  const driver = em.getDriver();
  const hydrator = em.getHydrator();
  const factory = em.getEntityFactory();
  const { relations, collections } = propertyKinds(meta);
  return (row) => {
    const data = driver.mapResult(row, meta) as Record<string, unknown>;
    // A relation would be hydrated as a reference (an entity, in the identity map): the plain object has none.
    for (const name of relations) delete data[name];
    for (const key of Object.keys(data)) {
      const prop = meta.properties[key as keyof typeof meta.properties] as EntityProperty | undefined;
      if (prop && SCALAR_TYPES.has(prop.runtimeType) && !prop.customType && (prop.setter || !prop.getter)) validateProperty(prop, data[key], data);
    }
    // An ordinary object, as an entity is one (its prototype chain ends in Object's too); one without a
    // prototype is kept in V8's slow dictionary mode, and reading the page's values cost more than they saved.
    const plain: Record<string, unknown> = {};
    // The hydrator gives a to-many property without data an empty Collection, which needs an entity; it
    // leaves a property that already holds a value alone: each holds one during hydration, and none after.
    for (const name of collections) plain[name] = true;
    // As the entity factory hydrates a loaded entity: a copy of the data, custom types converted.
    hydrator.hydrate(plain, meta as EntityMetadata<object>, { ...data }, factory, 'full', false, true);
    for (const name of collections) delete plain[name];
    return plain;
  };
}

/** The names of an entity's relations and of its to-many ones, worked out once (a cell's save maps one row per request). */
function propertyKinds(meta: EntityMetadata): { relations: string[]; collections: string[] } {
  let known = kinds.get(meta);
  if (!known) {
    const props = Object.values(meta.properties) as EntityProperty[];
    known = {
      relations: props.filter((prop) => prop.kind !== ReferenceKind.SCALAR).map((prop) => prop.name),
      collections: props.filter((prop) => prop.kind === ReferenceKind.ONE_TO_MANY || prop.kind === ReferenceKind.MANY_TO_MANY).map((prop) => prop.name),
    };
    kinds.set(meta, known);
  }
  return known;
}

function tableReason(binding: TableBinding): string | null {
  const instance = binding.table.instance;
  if (!(instance instanceof AbstractDataTable) || instance.mapRow !== AbstractDataTable.prototype.mapRow) return 'the table maps its rows itself';
  if (binding.table.columns.some((column) => column instanceof TemplateColumn)) return 'a template column is given the entity';
  const meta = binding.meta!;
  const other = binding.table.dataColumns.find((column) => scalarProperty(meta, column.name) === undefined && binding.pathOf(column.name) === undefined);
  return other ? `column "${other.name}" shows no stored property` : null;
}

function entityReason(em: EntityManager, meta: EntityMetadata): string | null {
  if (meta.forceConstructor || em.config.get('forceEntityConstructor') === true) return 'its constructor runs when it is loaded';
  const special = (Object.values(meta.properties) as EntityProperty[]).find((prop) =>
    !RELATIONS.has(prop.kind) && (prop.kind !== ReferenceKind.SCALAR || prop.ref || prop.getter || prop.setter || prop.accessor || prop.embedded)
    || (RELATIONS.has(prop.kind) && (prop.primary || prop.getter || prop.setter || prop.accessor)));
  return special ? `property "${special.name}" is more than a plain value` : null;
}
